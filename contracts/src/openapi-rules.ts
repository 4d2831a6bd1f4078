import { documented, ruleBeyondSchema } from './openapi-hints';
import { MESSAGES } from './validation';
import { registerBody } from './routes/auth';
import { bindOtherBody, bindPasswordBody, bindPasswordByCodeBody } from './routes/member';
import { forgetByEmailThreeBody, forgetByPhoneThreeBody } from './routes/verification';
import { getUnreadBody } from './routes/letter';
import { addBankCardBody, banksQuery, CARD_MESSAGES, SPACED_ACCOUNT_PATTERN, USDT_ADDRESS_RE, WITHDRAW_TYPE } from './routes/withdraw';
import { promotionConfigBody } from './routes/activity';
import { PLACE_BET_MESSAGES, placeBetRequest } from './routes/sportsbook';
import { betRecordListBody, betRecordTotalBody } from './routes/record';
import { queryDealRecordBody } from './routes/transfer';
import { RECORD_QUERY_SPAN_DAYS_MAX, WINDOW_MESSAGES } from './money-fields';
import { REJECTION_REASONS, SERIES, SERIES_ENTRIES_MIN, SERIES_ODDS_TYPE } from './sportsbook';
import { payBody } from './routes/payment';
import { DEFAULT_AREA_CODE, DEFAULT_PHONE_PATTERN, MINIMUM_AGE_YEARS } from './constants';
import { anyPhone, nickname, NICKNAME_RESERVED } from './validation';
import { sendCodeOneBody, sendCodeTwoBody } from './routes/verification';
import { singleDataBody } from './routes/site';
import { utcTransferBody } from './routes/transfer';
import { collectionBody, COLLECTIONS_PER_USER_MAX, transferBody } from './routes/venue';
import { newWithdrawBody } from './routes/withdraw';
import { confirmInfoBody } from './routes/activity';


/**
 * What the OpenAPI document says of the contract's cross-field and refined rules that live in the
 * route files (the shared field rules document themselves where they are defined: money, oneOf,
 * the record window, real name, nickname, phone). The rule that holds stays the zod one; openapi.ts
 * imports this module so the statements are in place before the document is built.
 */
const samePasswords = (message: string) => `6008 ${message} when secondPassword is not password (both md5 hex, compared case-insensitively)`;

ruleBeyondSchema(registerBody, samePasswords(MESSAGES.repeatMismatch));
for (const body of [bindPasswordByCodeBody, bindPasswordBody, forgetByPhoneThreeBody, forgetByEmailThreeBody]) {
  ruleBeyondSchema(body, samePasswords(MESSAGES.resetRepeatMismatch));
}
for (const body of [betRecordTotalBody, betRecordListBody, queryDealRecordBody]) {
  ruleBeyondSchema(body, `6008 ${WINDOW_MESSAGES.order} when endTime is before beginTime, and 6008 ${WINDOW_MESSAGES.span} when they lie more than ${RECORD_QUERY_SPAN_DAYS_MAX} days apart`);
}
documented(bindOtherBody, {
  anyOf: Object.keys(bindOtherBody._def.schema.shape).map((field) => ({ required: [field] })),
  description: 'At least one field to bind or set; a body with none answers 6008.',
});
documented(getUnreadBody.shape.userSystem, { enum: [1] });
const withdrawType = banksQuery.shape.type.unwrap();
documented(withdrawType, { enum: [1, 2, 3] });
ruleBeyondSchema(payBody, '6008 单笔充值金额需在<minAmount>-<maxAmount>元之间 when amount lies outside the chosen method\'s minAmount-maxAmount as payment.types answers them (site configuration)');
ruleBeyondSchema(payBody, '6008 不支持该协议 when a coin deposit names a protocol the site has no address for');

// Rules against data only the server holds (the player's wallet, bindings, the site's areas and
// limits, the server clock): what JSON Schema could say of them is already in the schema.
ruleBeyondSchema(anyPhone, `6008 ${MESSAGES.phoneInvalid} when the phone does not match the pattern of its areaCode (queryCountryArea's regex; ${DEFAULT_PHONE_PATTERN} for ${DEFAULT_AREA_CODE}) or the areaCode is not one queryCountryArea lists`);
for (const body of [sendCodeOneBody, sendCodeTwoBody]) {
  ruleBeyondSchema(body, '6008 非法请求 when obfuscatedTarget is not obfuscateTarget(target) (a forged or edited request)');
  ruleBeyondSchema(body, `6008 ${MESSAGES.phoneInvalid} when a phone target (cate 0, 2) does not match its areaCode's pattern, and 6008 ${MESSAGES.emailInvalid} when an email target (cate 1) is no address`);
}
ruleBeyondSchema(sendCodeOneBody, `6008 ${MESSAGES.phoneCompletion} (6008 邮箱错误 for cate 1) when the name is unknown or the target is not its bound phone or email: one answer for both, so names cannot be probed`);
ruleBeyondSchema(sendCodeTwoBody, `6008 非法请求 when name is not the signed-in player's, and 6008 ${MESSAGES.phoneCompletion} (6008 邮箱错误 for cate 1) when a type 2 target is not the bound one`);
ruleBeyondSchema(singleDataBody, '6008 非法请求 when data is not a value this server sealed for a player (6003 when it is another player\'s)');
ruleBeyondSchema(bindOtherBody, `6008 请输入正确的出生日期 for a birthday after today (server clock), and 6008 未满${MINIMUM_AGE_YEARS}周岁不能使用本站服务 for a player under ${MINIMUM_AGE_YEARS}`);
ruleBeyondSchema(bindPasswordBody, '6008 新密码不能与原密码相同 when the new login password is the old one, and 6008 资金密码不能与原密码或登录密码相同 when the new withdrawal password is the old one or the login password');
ruleBeyondSchema(utcTransferBody, '6008 余额不足 when the source wallet holds less than amount, and 6008 兑换金额过小 when amount buys less than 0.01 at the rate');
ruleBeyondSchema(transferBody, '6008 余额不足 when the source wallet (the centre wallet or the venue\'s) holds less than the amount');
ruleBeyondSchema(
  newWithdrawBody,
  '6008 单笔提款金额需在<min>-<max>元之间 when amount lies outside the kind\'s limits (withdrawInfo), 6008 今日提款额度剩余<left>元 past the VIP level\'s daily amount, 6008 中心钱包余额不足 when the centre wallet holds less',
);
ruleBeyondSchema(confirmInfoBody, '6007 请输入存款金额 when the activity is a deposit promotion and amount is left out, and 6008 存款金额未达到活动门槛 when amount is below its threshold');
ruleBeyondSchema(
  nickname,
  `6008 ${MESSAGES.nicknameCharacters} for a control, format (zero-width, bidi) or invisible character, and 6008 ${MESSAGES.nicknameReserved} for a name holding one of ${NICKNAME_RESERVED.join(', ')} (after NFKC, case and spaces folded)`,
);
ruleBeyondSchema(collectionBody, `6008 最多收藏${COLLECTIONS_PER_USER_MAX}个游戏 when the player already has that many`);

documented(promotionConfigBody, { anyOf: [{ required: ['id'] }, { required: ['kind'] }] });
/**
 * The kinds of account, with a branch per coin protocol (its address rule), so a generator picks
 * an address of the protocol it picked; the same fields and rules as the zod union (a strict test
 * holds them together).
 */
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const accountKind = (type: number, properties: Record<string, unknown>, required: string[]) => ({
  type: 'object',
  title: Object.entries(WITHDRAW_TYPE).find(([, value]) => value === type)![0],
  properties: { type: { type: 'integer', const: type }, ...properties },
  required: ['type', ...required],
});
documented(addBankCardBody, {
  description: `A coin address (type 2) must match its protocol; otherwise 6008 ${CARD_MESSAGES.address}. Whitespace in an account number is dropped before its rule.`,
  anyOf: undefined,
  oneOf: [
    accountKind(WITHDRAW_TYPE.bank, { bankCode: { type: 'string', minLength: 1, maxLength: 20 }, account: ref('BankCardNumber'), branch: { type: 'string', maxLength: 60 } }, ['bankCode', 'account']),
    ...Object.keys(USDT_ADDRESS_RE).map((protocol) =>
      accountKind(
        WITHDRAW_TYPE.virtual,
        { bankCode: ref('CurrencyCode'), protocol: { type: 'string', const: protocol }, account: { type: 'string', pattern: SPACED_ACCOUNT_PATTERN[protocol as keyof typeof SPACED_ACCOUNT_PATTERN] } },
        ['bankCode', 'protocol', 'account'],
      ),
    ),
    accountKind(WITHDRAW_TYPE.alipay, { account: ref('AlipayAccount') }, ['account']),
  ],
});
/** Which entries carry a stake, by series; the champion rule over all entries (JSON Schema states both). */
const withStake = { properties: { stake: {} }, required: ['stake'] };
documented(placeBetRequest, {
  description:
    `series ${SERIES.single} (singles): every entry carries its own stake, the ticket none. series ${SERIES.parlay} (a parlay): one stake for ` +
    `the ticket, none on the entries, at least ${SERIES_ENTRIES_MIN} entries, oddsType ${SERIES_ODDS_TYPE}. Outright (FS) entries are not mixed with ` +
    'others. A stake missing where it belongs answers 6007 (请输入投注金额), one where it does not belong 6008.',
  oneOf: [
    { title: 'Singles', properties: { series: { const: SERIES.single }, entries: { items: withStake } }, not: withStake },
    {
      title: 'A parlay',
      properties: { series: { const: SERIES.parlay }, oddsType: { const: SERIES_ODDS_TYPE }, entries: { minItems: SERIES_ENTRIES_MIN, items: { not: withStake } }, stake: {} },
      required: ['stake'],
    },
  ],
  anyOf: [
    { title: 'Outrights only', properties: { entries: { items: { properties: { wtype: { const: 'FS' } } } } } },
    { title: 'No outright', properties: { entries: { items: { properties: { wtype: { not: { const: 'FS' } } } } } } },
  ],
});
ruleBeyondSchema(
  placeBetRequest,
  `6008 ${PLACE_BET_MESSAGES.sameMatch} (a parlay: ${REJECTION_REASONS.SERIES_SAME_MATCH}) when two entries share a gameId, and 6008 ${PLACE_BET_MESSAGES.oddsRule} when an r is not a price of the oddsType (hong kong prices on the grid of odds.ts, shown in the oddsType to 3 decimals)`,
);

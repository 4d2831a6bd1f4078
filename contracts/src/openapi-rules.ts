import { documented } from './openapi-hints';
import { MESSAGES } from './validation';
import { registerBody } from './routes/auth';
import { bindOtherBody, bindPasswordBody, bindPasswordByCodeBody } from './routes/member';
import { forgetByEmailThreeBody, forgetByPhoneThreeBody } from './routes/verification';
import { getUnreadBody } from './routes/letter';
import { addBankCardBody, banksQuery, USDT_ADDRESS_RE } from './routes/withdraw';
import { promotionConfigBody } from './routes/activity';
import { placeBetRequest } from './routes/sportsbook';
import { SERIES, SERIES_ENTRIES_MIN, SERIES_ODDS_TYPE } from './sportsbook';
import { payBody } from './routes/payment';

/**
 * What the OpenAPI document says of the contract's cross-field and refined rules that live in the
 * route files (the shared field rules document themselves where they are defined: money, oneOf,
 * the record window, real name, nickname, phone). The rule that holds stays the zod one; openapi.ts
 * imports this module so the statements are in place before the document is built.
 */
const samePasswords = (message: string) => ({
  description: `secondPassword must equal password (both md5 hex, compared case-insensitively); otherwise 6008 ${message}.`,
});

documented(registerBody, samePasswords(MESSAGES.repeatMismatch));
for (const body of [bindPasswordByCodeBody, bindPasswordBody, forgetByPhoneThreeBody, forgetByEmailThreeBody]) {
  documented(body, samePasswords(MESSAGES.resetRepeatMismatch));
}
documented(bindOtherBody, {
  anyOf: Object.keys(bindOtherBody._def.schema.shape).map((field) => ({ required: [field] })),
  description: 'At least one field to bind or set; a body with none answers 6008.',
});
documented(getUnreadBody.shape.userSystem, { enum: [1] });
const withdrawType = banksQuery.shape.type.unwrap();
documented(withdrawType, { enum: [1, 2, 3] });
documented(payBody, {
  description:
    'amount must lie within the chosen method\'s minAmount-maxAmount as payment.types answers them (site configuration; the demo\'s ' +
    'fixtures: 100 yuan at least, at most 20,000 to 1,000,000 by method); otherwise 6008.',
});
documented(promotionConfigBody, { anyOf: [{ required: ['id'] }, { required: ['kind'] }] });
documented(addBankCardBody, {
  description: `A coin address (type 2) must match its protocol: ${Object.entries(USDT_ADDRESS_RE)
    .map(([protocol, re]) => `${protocol} ${re.source}`)
    .join(', ')}; otherwise 6008 请输入正确的钱包地址. Spaces between digit groups are dropped first.`,
});
documented(placeBetRequest, {
  description:
    `series ${SERIES.single} (singles): every entry carries its own stake, the ticket none. series ${SERIES.parlay} (a parlay): one stake for ` +
    `the ticket, none on the entries, at least ${SERIES_ENTRIES_MIN} entries of different matches, oddsType ${SERIES_ODDS_TYPE}. ` +
    'Outright (FS) entries are not mixed with others; each r must be a price of the oddsType. Otherwise 6008 with the rule\'s message (6007 for a missing stake).',
});

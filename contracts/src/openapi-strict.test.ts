import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildOpenApi } from './openapi';
import { anyPhone, nickname, realName, stakeAmount, transferAmount } from './validation';
import { venueCategory } from './routes/venue';
import { bindOtherBody, bindPasswordBody } from './routes/member';
import { getUnreadBody } from './routes/letter';
import { addBankCardBody, banksQuery } from './routes/withdraw';
import { placeBetRequest } from './routes/sportsbook';
import { feedbackContent } from './routes/feedback';
import { betRecordListBody } from './routes/record';
import { promotionConfigBody } from './routes/activity';
import { positiveMoney, RECORD_QUERY_SPAN_DAYS_MAX, flag } from './money-fields';

/**
 * One rule, two readers: for each rule the server enforces through a zod refinement, the schema
 * the document emits accepts and refuses the same values as the zod schema the server parses with.
 */
const doc = buildOpenApi();
const ajv = new Ajv({ validateSchema: false, unknownFormats: 'ignore', schemaId: '$id' });
// The document's extension, as a partner's validator would implement it from its description: the
// number's shortest text has at most that many digits after the point.
ajv.addKeyword('x-decimal-places', {
  validate: (places: number, data: unknown) => typeof data !== 'number' || (/\.(\d+)$/.exec(String(data))?.[1]?.length ?? 0) <= places,
});
ajv.addSchema(JSON.parse(JSON.stringify(doc)) as object, 'openapi.json');
const emitted = (name: string) => ajv.compile({ $ref: `openapi.json#/components/schemas/${name}` });

const MD5 = 'e10adc3949ba59abbe56e057f20f883e';
const TRC20 = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const ERC20 = '0x52908400098527886E0F7030069857D2E4169EE7';
const ENTRY = { gameId: '7000201', wtype: 'R', rtype: 'RH', ratio: '0', r: 0.92 };
const CASES: [string, z.ZodTypeAny, unknown[]][] = [
  ['VenueCategory', venueCategory, [0, 1, 4, 7, 8, 2.5, -1]],
  ['Flag', flag, [0, 1, 2, -1]],
  ['PositiveMoney', positiveMoney, [8.88, 0.01, 100, 0.1 + 0.2, 1.005, 0, -1, 99_999_999.99, 100_000_000]],
  ['RealName', realName, ['张伟', '阿·卜杜', '张··伟', '·张', 'John Smith', 'J. R. Doe', 'john3', '', ' 张伟']],
  ['AnyPhone', anyPhone, ['13812345678', '1234', '123456789012345', '1234567890123456', '138-1234']],
  ['Nickname', nickname, ['小王', 'a', '123456789012', '1234567890123', '']],
  ['BindOtherInput', bindOtherBody, [{}, { nickName: '小王' }, { sex: 1 }, { sex: 3 }]],
  ['GetUnreadInput', getUnreadBody, [{ userSystem: 1 }, { userSystem: 2 }, {}]],
  ['PromotionConfigInput', promotionConfigBody, [{}, { id: 1 }, { kind: 'friendInvitation' }]],
  ['FeedbackContent', feedbackContent, ['好', ' 好 ', '  ', '', 'a\tb\nc', 'a\u0007b', '\u202e服客', 'x\u200fy', '😀', 'é', 'x\u0085']],
  ['StakeAmount', stakeAmount, ['0', '0.00', '0.01', '10', '010.5', '1.234', '.5', '', '1e3', '9999999999.99']],
  ['TransferAmount', transferAmount, ['0', '0.00', '0.01', '10', '010.5', '1.234', '.5', '', '1e3', '9999999999.99']],
  ['AddBankCardInput', addBankCardBody, [
    { type: 1, bankCode: 'ABC', account: '6228480012345678901' },
    { type: 1, bankCode: 'ABC', account: '6228 4800 1234 5678 901' },
    { type: 1, bankCode: 'ABC', account: '62284800' },
    { type: 1, bankCode: 'ABC', account: '6228-4800-1234-5678' },
    { type: 2, bankCode: 'USDT', protocol: 'TRC20', account: TRC20 },
    { type: 2, bankCode: 'USDT', protocol: 'TRC20', account: `${TRC20.slice(0, 10)} ${TRC20.slice(10)}` },
    { type: 2, bankCode: 'USDT', protocol: 'ERC20', account: TRC20 },
    { type: 2, bankCode: 'USDT', protocol: 'ERC20', account: ERC20 },
    { type: 2, bankCode: 'USDT', protocol: 'TRC20', account: ERC20 },
    { type: 3, account: '138 1234 5678' },
    { type: 3, account: 'pay er@example.com' },
    { type: 3, account: 'payer@example' },
  ]],
  ['PlaceBetRequest', placeBetRequest, [
    { series: 0, entries: [{ ...ENTRY, stake: '10' }] },
    { series: 0, entries: [ENTRY] },
    { series: 0, stake: '10', entries: [{ ...ENTRY, stake: '10' }] },
    { series: 1, stake: '10', entries: [ENTRY, { ...ENTRY, gameId: '7000202' }] },
    { series: 1, entries: [ENTRY, { ...ENTRY, gameId: '7000202' }] },
    { series: 1, stake: '10', entries: [ENTRY] },
    { series: 1, stake: '10', oddsType: 'E', entries: [ENTRY, { ...ENTRY, gameId: '7000202' }] },
    { series: 1, stake: '10', entries: [{ ...ENTRY, stake: '10' }, { ...ENTRY, gameId: '7000202' }] },
    { series: 0, entries: [{ ...ENTRY, stake: '10' }, { ...ENTRY, gameId: '7000202', wtype: 'FS', stake: '10' }] },
  ]],
  ['BindPasswordInput', bindPasswordBody, [{ oldPassword: MD5, password: MD5, secondPassword: MD5 }, { oldPassword: MD5, password: 'short' }]],
];

describe('the emitted schema and the zod rule agree', () => {
  it.each(CASES)('%s accepts and refuses the same values as the contract', (name, schema, values) => {
    const validate = emitted(name);
    const disagreements = values.filter((v) => validate(v) !== schema.safeParse(v).success);
    expect(disagreements).toEqual([]);
  });

  it('states the withdrawal account kinds of the query as 1, 2 and 3', () => {
    const parsed = [0, 1, 3, 4].map((type) => banksQuery.safeParse({ type }).success);
    const op = (doc.paths['/fd/api/v1/bankCard/queryMemberBanksInfoList'] as { get: { parameters: { name?: string; schema?: { enum: number[] } }[] } }).get;
    const enumValues = op.parameters.find((p) => p.name === 'type')!.schema!.enum;
    expect([0, 1, 3, 4].map((type) => enumValues.includes(type))).toEqual(parsed);
  });

  it(`states the ${RECORD_QUERY_SPAN_DAYS_MAX}-day record window, which JSON Schema cannot check, as x-max-span-days`, () => {
    expect(doc.components.schemas.BetRecordListInput).toMatchObject({ 'x-max-span-days': RECORD_QUERY_SPAN_DAYS_MAX });
    const day = 86_400_000;
    expect(betRecordListBody.safeParse({ beginTime: 0, endTime: 94 * day }).success).toBe(false);
    expect(betRecordListBody.safeParse({ beginTime: 0, endTime: 93 * day }).success).toBe(true);
  });

  it('states register\'s name rule (was {}): the username pattern, after whitespace is stripped', () => {
    expect(doc.components.schemas.RegisterUsername).toMatchObject({ type: 'string', pattern: expect.stringContaining('[A-Za-z]') as unknown });
  });
});

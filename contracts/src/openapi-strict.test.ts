import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildOpenApi } from './openapi';
import { anyPhone, nickname, realName } from './validation';
import { venueCategory } from './routes/venue';
import { bindOtherBody, bindPasswordBody } from './routes/member';
import { getUnreadBody } from './routes/letter';
import { banksQuery } from './routes/withdraw';
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
const CASES: [string, z.ZodTypeAny, unknown[]][] = [
  ['VenueCategory', venueCategory, [0, 1, 4, 7, 8, 2.5, -1]],
  ['Flag', flag, [0, 1, 2, -1]],
  ['PositiveMoney', positiveMoney, [8.88, 0.01, 100, 0.1 + 0.2, 1.005, 0, -1, 99_999_999.99, 100_000_000]],
  ['RealName', realName, ['张伟', '阿·卜杜', '张··伟', '·张', 'John Smith', 'J. R. Doe', 'john3', '', ' 张伟']],
  ['AnyPhone', anyPhone, ['13812345678', '1234', '123456789012345', '1234567890123456', '138-1234']],
  ['Nickname', nickname, ['小王', 'a', '123456789012', '1234567890123', '']],
  ['BindOtherBody', bindOtherBody, [{}, { nickName: '小王' }, { sex: 1 }, { sex: 3 }]],
  ['GetUnreadBody', getUnreadBody, [{ userSystem: 1 }, { userSystem: 2 }, {}]],
  ['PromotionConfigBody', promotionConfigBody, [{}, { id: 1 }, { kind: 'friendInvitation' }]],
  ['BindPasswordBody', bindPasswordBody, [{ oldPassword: MD5, password: MD5, secondPassword: MD5 }, { oldPassword: MD5, password: 'short' }]],
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
    expect(doc.components.schemas.BetRecordListBody).toMatchObject({ 'x-max-span-days': RECORD_QUERY_SPAN_DAYS_MAX });
    const day = 86_400_000;
    expect(betRecordListBody.safeParse({ beginTime: 0, endTime: 94 * day }).success).toBe(false);
    expect(betRecordListBody.safeParse({ beginTime: 0, endTime: 93 * day }).success).toBe(true);
  });

  it('states register\'s name rule (was {}): the username pattern, after whitespace is stripped', () => {
    expect(doc.components.schemas.RegisterUsername).toMatchObject({ type: 'string', pattern: expect.stringContaining('[A-Za-z]') as unknown });
  });
});

import type { z } from 'zod';
import type { contract } from './contract';
import { DEFAULT_WIRE_SECRET, seal } from './wire';
import { obfuscateTarget } from './routes/verification';

/**
 * Request examples the document states where the generic builder (exampleOf) writes a value the
 * schema accepts but a rule beyond the schema refuses: an amount below the method's limits, the
 * obfuscated copy of a target that is not that target's, the same new and old password, a sealed
 * value that is no sealed value. Each is a request the server serves as the demo player from a
 * trusted device with the demo wire secret (tests/openapi-requests.test.ts sends every example).
 * Kept out of the route files: the sealed value needs the wire code, which the client's contract
 * chunk does not load.
 */
type Body<R> = R extends { body: z.ZodTypeAny } ? z.input<R['body']> : never;
type Routes = typeof contract;

const PHONE = '13812345678';
const DEMO_PASSWORD_MD5 = '6e9bece1914809fb8493146417e722f6'; // md5('demo1234'), demo01's password
const NEW_PASSWORD_MD5 = '768e2662f8baef81ea46d8c7f446d182'; // md5('demo5678')
const PAY_PASSWORD_MD5 = 'e10adc3949ba59abbe56e057f20f883e'; // md5('123456'), the demo accounts' pay password
/** demo01's user id in the fixtures (the value sealed for it opens for it alone). */
const DEMO_USER_ID = 10001;
/** A fixed iv, so the document does not change on every generation (a real seal takes a fresh one). */
const EXAMPLE_IV = '0f0e0d0c0b0a09080706050403020100';

export const REQUEST_EXAMPLES: Readonly<Record<string, unknown>> = {
  'member.bindPassword': { type: 1, oldPassword: DEMO_PASSWORD_MD5, password: NEW_PASSWORD_MD5, secondPassword: NEW_PASSWORD_MD5 } satisfies Body<Routes['member']['bindPassword']>,
  'verification.sendCodeOne': { target: PHONE, obfuscatedTarget: obfuscateTarget(PHONE), areaCode: '86', cate: 0, version: 1, name: 'demo01', type: 2 } satisfies Body<Routes['verification']['sendCodeOne']>,
  'verification.sendCodeTwo': { target: PHONE, obfuscatedTarget: obfuscateTarget(PHONE), areaCode: '86', cate: 0, version: 1, type: 2 } satisfies Body<Routes['verification']['sendCodeTwo']>,
  'site.singleDataDecryption': { data: seal(DEFAULT_WIRE_SECRET, `sdd1|${DEMO_USER_ID}|${PHONE}`, EXAMPLE_IV) } satisfies Body<Routes['site']['singleDataDecryption']>,
  'payment.pay': { payTypeId: 1, amount: 500 } satisfies Body<Routes['payment']['pay']>,
  'withdraw.new': { type: 1, cardId: 1, amount: 1000, payPassword: PAY_PASSWORD_MD5 } satisfies Body<Routes['withdraw']['new']>,
};

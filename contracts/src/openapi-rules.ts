import { documented } from './openapi-hints';
import { MESSAGES } from './validation';
import { registerBody } from './routes/auth';
import { bindOtherBody, bindPasswordBody, bindPasswordByCodeBody } from './routes/member';
import { forgetByEmailThreeBody, forgetByPhoneThreeBody } from './routes/verification';
import { getUnreadBody } from './routes/letter';
import { banksQuery } from './routes/withdraw';
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

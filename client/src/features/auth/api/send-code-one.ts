import { SEND_CODE_TYPE, type SEND_CODE_CATE } from '@betsite/contracts/constants';
import { obfuscateTarget } from '@betsite/contracts/routes/verification';
import { fetchData } from '../../../lib/api/request';

export type SendCodeCate = (typeof SEND_CODE_CATE)[keyof typeof SEND_CODE_CATE];

/**
 * POST /site/api/v1/user/sendCode/one: a code to the named account's own phone or email, which
 * the caller names in full. The target goes twice, obfuscated and plain (spec 000 section 7).
 * No toast on failure: each screen shows it in its own place.
 */
function sendCodeOne(input: { username: string; target: string; areaCode?: string; cate: SendCodeCate; type: 2 | 3 }) {
  return fetchData((api) =>
    api.verification.sendCodeOne({
      body: {
        name: input.username,
        target: input.target,
        obfuscatedTarget: obfuscateTarget(input.target),
        areaCode: input.areaCode,
        cate: input.cate,
        type: input.type,
        version: 1,
        kaptchcate: 0,
      },
      silent: true,
    }),
  );
}

/** Type 3: the new-device code, by SMS, voice call or (for an account without a phone) email. */
export function sendNewDeviceCode(input: { username: string; target: string; areaCode?: string; cate: SendCodeCate }) {
  return sendCodeOne({ ...input, type: SEND_CODE_TYPE.newDevice });
}

/** Type 2: the forgotten-password code again (the wizard's resend), to the phone or email of step one. */
export function resendResetCode(input: { username: string; target: string; areaCode?: string; cate: SendCodeCate }) {
  return sendCodeOne({ ...input, type: SEND_CODE_TYPE.reset });
}

import { SEND_CODE_TYPE } from '@betsite/contracts/constants';
import { obfuscateTarget } from '@betsite/contracts/routes/verification';
import { fetchData } from '../../../lib/api/request';

/**
 * POST /site/api/v1/user/sendCode/one, type 3: the new-device code to the account's own phone.
 * The target goes twice, obfuscated and plain (spec 000 section 7).
 */
export function sendNewDeviceCode(input: { username: string; phone: string; cate: 0 | 2 }) {
  return fetchData((api) => api.verification.sendCodeOne({
      body: {
        name: input.username,
        target: input.phone,
        obfuscatedTarget: obfuscateTarget(input.phone),
        cate: input.cate,
        type: SEND_CODE_TYPE.newDevice,
        version: 1,
        kaptchcate: 0,
      },
      silent: true,
    }),);
}

import type { CAPTCHA_KTYPE } from '@betsite/contracts/constants';
import { settleCall } from '../../../lib/api/request';

export type CaptchaKtype = (typeof CAPTCHA_KTYPE)[keyof typeof CAPTCHA_KTYPE];

/** POST /site/api/v1/user/member/kaptchcate: which captcha (0 none, 1 slider, 2 graphic) a step needs. */
export function kaptchcate(ktype: CaptchaKtype, context: { name?: string; phone?: string; email?: string } = {}) {
  return settleCall((api) => api.auth.kaptchcate({ body: { ktype, context } }));
}

import { settleCall } from '../../../lib/api/request';
import { storage } from '../../../lib/storage';
import type { CaptchaAnswer } from './captcha-answer';

/**
 * POST /site/api/v1/user/register, with the stored referral codes and origin (spec 000 section 3).
 * Failures reject without a toast: the form shows them.
 */
export function register(input: { username: string; passwordHash: string; repeatHash: string; captcha: CaptchaAnswer }) {
  const { rcode, icode } = storage.getReferral();
  return settleCall((api) =>
    api.auth.register({
      body: {
        name: input.username,
        password: input.passwordHash,
        secondPassword: input.repeatHash,
        kaptchcate: input.captcha.kaptchcate,
        codeId: input.captcha.codeId,
        code: input.captcha.code,
        domain: storage.getOrgUrl() ?? undefined,
        rCode: rcode ?? undefined,
        iCode: icode ?? undefined,
      },
      silent: true,
    }),
  );
}

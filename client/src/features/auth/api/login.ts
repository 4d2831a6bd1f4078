import { APP_VERSION } from '@betsite/contracts/constants';
import { settleCall } from '../../../lib/api/request';
import type { CaptchaAnswer } from './captcha-answer';

export interface LoginInput {
  username: string;
  /** md5 hex of the password. */
  passwordHash: string;
  captcha: CaptchaAnswer;
  /** The code of the new-device screen (sendCode type 3). */
  sendCodeNum?: string;
}

/**
 * POST /site/api/v1/user/login. 6021/6022 come back as values; every other failure rejects
 * without a toast, because the forms show it where the player is looking (under the form, or
 * under the code input on the new-device screen).
 */
export function login(input: LoginInput) {
  return settleCall((api) =>
    api.auth.login({
      body: {
        isAgent: 0,
        name: input.username,
        password: input.passwordHash,
        kaptchcate: input.captcha.kaptchcate,
        codeId: input.captcha.codeId,
        code: input.captcha.code,
        version: APP_VERSION,
        sendCodeNum: input.sendCodeNum,
      },
      silent: true,
    }),
  );
}

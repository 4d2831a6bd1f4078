import { qaBody } from './qa-reply';
import type { QaConnection } from './qa-connection';

/** GET /__mock/captcha/:codeId: the answer to an issued captcha; reading it does not use the captcha up. */
export const captchaAnswer = ({ qa }: QaConnection, codeId: string) => qaBody(qa.captcha({ params: { codeId } }));

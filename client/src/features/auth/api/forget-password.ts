import { fetchData, settleCall } from '../../../lib/api/request';
import type { Identity } from '../utils/forgot-password';
import type { CaptchaAnswer } from './captcha-answer';

/**
 * The forgotten-password calls, by phone or by email, steps one to three (spec 000 section 7:
 * /site/api/v1/user/forgetByPhone/{one,two,three} and forgetByEmail/{one,two,three}). One file for
 * the six: they are one wizard and differ only in the identity they carry.
 */

/** The graphic answer travels as imageCode; a slider pass as codeId with the lot_number as imageCode. */
function captchaFields(captcha: CaptchaAnswer) {
  const kaptchcate = captcha.kaptchcate === 99 ? 0 : captcha.kaptchcate;
  return { kaptchcate, codeId: captcha.codeId, imageCode: captcha.code };
}

/** Step one: check the account and send the code. 6021/6022 (no or the wrong kind of captcha) come back as values. */
export function forgetStepOne(identity: Identity, captcha: CaptchaAnswer) {
  if (identity.way === 'phone') {
    const { name, areaCode, phone } = identity;
    return settleCall((api) => api.verification.forgetByPhoneOne({ body: { name, areaCode, phone, cate: 0, ...captchaFields(captcha) }, silent: true }));
  }
  return settleCall((api) => api.verification.forgetByEmailOne({ body: { name: identity.name, email: identity.email, ...captchaFields(captcha) }, silent: true }));
}

/** Step two: verify the code. */
export function forgetStepTwo(identity: Identity, code: string) {
  if (identity.way === 'phone') {
    const { name, areaCode, phone } = identity;
    return fetchData((api) => api.verification.forgetByPhoneTwo({ body: { name, areaCode, phone, code } }));
  }
  return fetchData((api) => api.verification.forgetByEmailTwo({ body: { name: identity.name, email: identity.email, code } }));
}

/** Step three: set the new password (md5 hex, twice). */
export function forgetStepThree(identity: Identity, passwordHash: string, secondHash: string) {
  if (identity.way === 'phone') {
    const { name, areaCode, phone } = identity;
    return fetchData((api) => api.verification.forgetByPhoneThree({ body: { name, areaCode, phone, password: passwordHash, secondPassword: secondHash } }));
  }
  return fetchData((api) =>
    api.verification.forgetByEmailThree({ body: { name: identity.name, email: identity.email, password: passwordHash, secondPassword: secondHash } }),
  );
}

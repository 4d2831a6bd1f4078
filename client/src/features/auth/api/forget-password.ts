import { fetchData } from '../../../lib/api/request';
import type { CaptchaAnswer } from './captcha-answer';

/**
 * The forgotten-password calls, by phone or by email, steps one to three (spec 000 section 7:
 * /site/api/v1/user/forgetByPhone/{one,two,three} and forgetByEmail/{one,two,three}). One file for
 * the six: they are one wizard and differ only in the identity they carry.
 */
export type Identity = { way: 'phone'; name: string; areaCode: string; phone: string } | { way: 'email'; name: string; email: string };

/** The graphic answer travels as imageCode; a slider pass is its codeId alone. */
function captchaFields(captcha: CaptchaAnswer) {
  const kaptchcate = captcha.kaptchcate === 99 ? 0 : captcha.kaptchcate;
  return { kaptchcate, codeId: captcha.codeId, imageCode: kaptchcate === 2 ? captcha.code : undefined };
}

/** Step one: check the account and send the code. */
export function forgetStepOne(identity: Identity, captcha: CaptchaAnswer) {
  if (identity.way === 'phone') {
    const { name, areaCode, phone } = identity;
    return fetchData((api) => api.verification.forgetByPhoneOne({ body: { name, areaCode, phone, cate: 0, ...captchaFields(captcha) } }));
  }
  return fetchData((api) => api.verification.forgetByEmailOne({ body: { name: identity.name, email: identity.email, ...captchaFields(captcha) } }));
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
  return fetchData((api) => api.verification.forgetByEmailThree({ body: { name: identity.name, email: identity.email, password: passwordHash, secondPassword: secondHash } }),);
}

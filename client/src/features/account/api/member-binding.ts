import { SEND_CODE_CATE, SEND_CODE_TYPE } from '@betsite/contracts/constants';
import { SEND_CODE_TYPES, obfuscateTarget } from '@betsite/contracts/routes/verification';
import type { PASSWORD_TYPE } from '@betsite/contracts/routes/member';
import { fetchData } from '../../../lib/api/request';
import { refreshUserInfo } from '../../../lib/user';

/**
 * The binding calls of /mine/auth and /mine/userinfo (spec 000 section 7: bindOther, bindEmail,
 * bindPhone, bindPasswordByPhone, bindPasswordByEmail; spec 001: bindPassword). Each refreshes the
 * shared user info on success, so the guards and every screen see the new bindings at once.
 */
export type PasswordType = (typeof PASSWORD_TYPE)[keyof typeof PASSWORD_TYPE];

/** sendCode/two: type 1 to the phone or email being bound, type 2 to the bound one (before a password change). */
export function sendMemberCode(input: { target: string; areaCode?: string; cate: 0 | 1; purpose: 'bind' | 'password' }) {
  return fetchData((api) =>
    api.verification.sendCodeTwo({
      body: {
        target: input.target,
        obfuscatedTarget: obfuscateTarget(input.target),
        areaCode: input.areaCode,
        cate: input.cate,
        version: 1,
        kaptchcate: 0,
        type: input.purpose === 'bind' ? SEND_CODE_TYPES.bind : SEND_CODE_TYPE.reset,
      },
    }),
  );
}
export const CODE_CATE = SEND_CODE_CATE;

async function thenRefresh<T>(call: Promise<T>): Promise<T> {
  const value = await call;
  await refreshUserInfo({ silent: true });
  return value;
}

export const bindPhone = (body: { areaCode: string; phone: string; code: string }) => thenRefresh(fetchData((api) => api.member.bindPhone({ body })));
export const bindEmail = (body: { email: string; code: string }) => thenRefresh(fetchData((api) => api.member.bindEmail({ body })));
export const bindOther = (body: { realName?: string; nickName?: string }) => thenRefresh(fetchData((api) => api.member.bindOther({ body })));

/** Passwords travel as md5 digests, like every password on the wire. */
export const bindPassword = (body: { type: PasswordType; oldPassword: string; password: string; secondPassword: string }) =>
  thenRefresh(fetchData((api) => api.member.bindPassword({ body })));
export const bindPasswordByCode = (via: 'phone' | 'email', body: { type: PasswordType; code: string; password: string; secondPassword: string }) =>
  thenRefresh(fetchData((api) => (via === 'phone' ? api.member.bindPasswordByPhone({ body }) : api.member.bindPasswordByEmail({ body }))));

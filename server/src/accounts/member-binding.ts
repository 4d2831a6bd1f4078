import { Code } from '@betsite/contracts/status-codes';
import { MINIMUM_AGE_YEARS } from '@betsite/contracts/constants';
import { PASSWORD_TYPE } from '@betsite/contracts/routes/member';
import type { CountryArea } from '@betsite/contracts/routes/verification';
import type { AccountsState } from './state';
import type { Account } from './account';
import { countFailure, isLockedOut } from './failure-window';
import { hashPassword, verifyPassword } from './passwords';
import { boundTarget, emailTarget, phoneTarget, targetTaken } from './send-code';
import { type Result, refuse, success } from '../lib/reply';

/**
 * The binding calls change the account for real: a phone or email is bound only with the code
 * sent to it (sendCode/two type 1), the real name only once and only in the spec's form, and a
 * password only with proof: the old one (bindPassword) or a code to the bound phone or email.
 */
export const OLD_PASSWORD_FAILURES_MAX = 5;
export const OLD_PASSWORD_LOCK_MS = 15 * 60 * 1000;
const REAL_NAME_BOUND_MESSAGE = '真实姓名已绑定，如需修改请联系客服';

type PasswordType = (typeof PASSWORD_TYPE)[keyof typeof PASSWORD_TYPE];

// ---------------------------------------------------------------------------------------------
// Real name and other details.

/** The real name is bound once: withdrawals compare it with the card holder's name. */
function bindRealName(account: Account, realName: string): Result<void> {
  if (account.realName) return refuse(Code.DATA_EXISTS, REAL_NAME_BOUND_MESSAGE);
  account.realName = realName;
  return success(undefined);
}

/** Whole years between a YYYY-MM-DD birthday and `now` (UTC dates), or null for an impossible date. */
export function ageOn(birthday: string, now: number): number | null {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  const born = new Date(Date.UTC(y, m - 1, d));
  if (born.getUTCFullYear() !== y || born.getUTCMonth() !== m - 1 || born.getUTCDate() !== d) return null;
  const today = new Date(now);
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() < m - 1 || (today.getUTCMonth() === m - 1 && today.getUTCDate() < d)) age -= 1;
  return born.getTime() > now ? null : age;
}

export interface OtherDetails {
  realName?: string | undefined;
  nickName?: string | undefined;
  birthday?: string | undefined;
  sex?: 0 | 1 | 2 | undefined;
}

/** bindOther: all checks first, then every change at once, so a refusal changes nothing. */
export function bindOther(account: Account, d: OtherDetails, now: number): Result<Account> {
  if (d.realName !== undefined && account.realName) return refuse(Code.DATA_EXISTS, REAL_NAME_BOUND_MESSAGE);
  if (d.birthday !== undefined) {
    const age = ageOn(d.birthday, now);
    if (age === null) return refuse(Code.ILLEGAL_PARAMETER, '请输入正确的出生日期');
    if (age < MINIMUM_AGE_YEARS) return refuse(Code.ILLEGAL_PARAMETER, `未满${MINIMUM_AGE_YEARS}周岁不能使用本站服务`);
  }
  if (d.realName !== undefined) bindRealName(account, d.realName);
  if (d.nickName !== undefined) account.nickName = d.nickName;
  if (d.birthday !== undefined) account.birthday = d.birthday;
  if (d.sex !== undefined) account.sex = d.sex;
  return success(account);
}

/** bindFromDeposit: the deposit screen's real-name form. */
export function bindRealNameFromDeposit(account: Account, realName: string): Result<Account> {
  const r = bindRealName(account, realName);
  return r.ok ? success(account) : r;
}

// ---------------------------------------------------------------------------------------------
// Phone and email.

export function bindPhone(state: AccountsState, areas: readonly CountryArea[], account: Account, b: { areaCode: string; phone: string; code: string }): Result<Account> {
  const target = phoneTarget(areas, b.areaCode, b.phone);
  if (!target.ok) return target;
  if (account.phone) return refuse(Code.DATA_EXISTS, '您已绑定手机号');
  if (targetTaken(state, target.value, account.userId)) return refuse(Code.DATA_EXISTS, '该手机号已被其他账号绑定');
  const checked = state.verificationCodes.verify({ purpose: 'bind', userId: account.userId, target: target.value.key, code: b.code });
  if (!checked.ok) return checked;
  account.areaCode = b.areaCode;
  account.phone = b.phone;
  return success(account);
}

export function bindEmail(state: AccountsState, account: Account, b: { email: string; code: string }): Result<Account> {
  const target = emailTarget(b.email);
  if (!target.ok) return target;
  if (account.email) return refuse(Code.DATA_EXISTS, '您已绑定邮箱');
  if (targetTaken(state, target.value, account.userId)) return refuse(Code.DATA_EXISTS, '该邮箱已被其他账号绑定');
  const checked = state.verificationCodes.verify({ purpose: 'bind', userId: account.userId, target: target.value.key, code: b.code });
  if (!checked.ok) return checked;
  account.email = target.value.to;
  return success(account);
}

// ---------------------------------------------------------------------------------------------
// Passwords.

/** The md5 the client sends for the withdrawal password, checked against the stored scrypt. */
export async function verifyPayPassword(state: AccountsState, userId: number, passwordMd5: string): Promise<boolean> {
  const stored = state.member.payPasswords.get(userId);
  return stored !== undefined && (await verifyPassword(passwordMd5, stored));
}

async function setPassword(state: AccountsState, account: Account, type: PasswordType, passwordMd5: string): Promise<void> {
  const hash = await hashPassword(passwordMd5);
  if (type === PASSWORD_TYPE.login) {
    account.passwordHash = hash;
  } else {
    state.member.payPasswords.set(account.userId, hash);
    account.hasPayPassword = true;
  }
}

export interface PasswordChange {
  /** True when the login password changed: the caller ends every session of the player. */
  reLogin: boolean;
}

/** bindPasswordByPhone / bindPasswordByEmail: proven by the code sent (sendCode/two type 2) to the bound contact. */
export async function setPasswordByCode(
  state: AccountsState,
  account: Account,
  via: 'phone' | 'email',
  b: { type: PasswordType; code: string; password: string },
): Promise<Result<PasswordChange>> {
  const bound = boundTarget(account, via === 'phone' ? 'sms' : 'email');
  if (!bound) return via === 'phone' ? refuse(Code.UNBOUND_PHONE) : refuse(Code.AUTHENTICATION_REQUIRED, '请先绑定邮箱');
  const checked = state.verificationCodes.verify({ purpose: 'reset', userId: account.userId, target: bound.key, code: b.code });
  if (!checked.ok) return checked;
  await setPassword(state, account, b.type, b.password);
  return success({ reLogin: b.type === PASSWORD_TYPE.login });
}

/**
 * bindPassword: change a password with the old one. The old one for a first withdrawal password
 * is the login password. Wrong old passwords are counted: after 5 within 15 minutes the call is
 * locked (6037) for the rest of that window, so a stolen session cannot guess at leisure.
 */
export async function changePassword(
  state: AccountsState,
  account: Account,
  b: { type: PasswordType; oldPassword: string; password: string },
  now: number,
): Promise<Result<PasswordChange>> {
  const failures = state.member.oldPasswordFailures;
  if (isLockedOut(failures, account.userId, { failuresMax: OLD_PASSWORD_FAILURES_MAX, windowMs: OLD_PASSWORD_LOCK_MS }, now)) return refuse(Code.AUTHENTICATION_LOCKED, '原密码错误次数过多，请15分钟后再试');

  if (b.oldPassword.toLowerCase() === b.password.toLowerCase()) {
    return refuse(Code.ILLEGAL_PARAMETER, b.type === PASSWORD_TYPE.login ? '新密码不能与原密码相同' : '资金密码不能与原密码或登录密码相同');
  }
  const payHash = state.member.payPasswords.get(account.userId);
  const against = b.type === PASSWORD_TYPE.withdraw && payHash !== undefined ? payHash : account.passwordHash;
  if (!(await verifyPassword(b.oldPassword, against))) {
    countFailure(failures, account.userId, now);
    return refuse(Code.PASSWORD_CHECK_FAILURE, '原密码错误');
  }
  failures.delete(account.userId);
  await setPassword(state, account, b.type, b.password);
  return success({ reLogin: b.type === PASSWORD_TYPE.login });
}

import type { GradeConfig, MemberInfo } from '@betsite/contracts/routes/member';
import { STATUS_CODES } from '@betsite/contracts/status-codes';
import type { Account } from './account';

/**
 * The member-info view of an account. Contacts and the real name leave the server masked only:
 * the full values are needed by no screen, and a leaked token should not reveal them.
 */

/**
 * 13812345678 → 138****5678, 91234567 → 91****67: exactly the 4 middle digits hidden, whatever
 * the area's length, because the new-device check asks the player for those 4 digits.
 */
export const PHONE_MASKED_DIGITS = 4;
export function maskPhone(phone: string): string {
  if (phone.length <= PHONE_MASKED_DIGITS + 1) return `${'*'.repeat(Math.max(phone.length - 1, 0))}${phone.slice(-1)}`;
  const start = Math.floor((phone.length - PHONE_MASKED_DIGITS) / 2);
  return `${phone.slice(0, start)}${'*'.repeat(PHONE_MASKED_DIGITS)}${phone.slice(start + PHONE_MASKED_DIGITS)}`;
}

/** demo01@example.com → de****@example.com; a one- or two-letter local part keeps one letter. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '****';
  const local = email.slice(0, at);
  const keep = local.length > 2 ? 2 : 1;
  return `${local.slice(0, keep)}****${email.slice(at)}`;
}

/**
 * 张伟 → 张*, 欧阳娜娜 → 欧***: by characters (code points, as a string's iterator counts them), not
 * UTF-16 units. Counted without spreading the name into an array: member info, which every page
 * asks for, showed that spread in its profile.
 */
export function maskRealName(name: string): string {
  if (name.length === 0) return '';
  let pairs = 0;
  for (let i = 0; i < name.length - 1; i++) {
    if (isHighSurrogate(name.charCodeAt(i)) && isLowSurrogate(name.charCodeAt(i + 1))) {
      pairs += 1;
      i += 1;
    }
  }
  const first = name.codePointAt(0)! > 0xffff ? 2 : 1;
  return `${name.slice(0, first)}${'*'.repeat(name.length - pairs - 1)}`;
}

const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

export function vipName(grades: readonly GradeConfig[], vipLevel: number): string {
  return grades[Math.min(vipLevel, grades.length - 1)]?.gradeName ?? `VIP${vipLevel}`;
}

/**
 * What the player should complete first, for the isPop 1 call. The real name comes first: it is
 * the 6449 dialog of the spec, and bindPhone routes need both anyway.
 */
export function popupFor(account: Account): MemberInfo['popup'] {
  if (!account.realName) return { kind: 'bindRealName', message: STATUS_CODES[6449].text };
  if (!account.phone) return { kind: 'bindPhone', message: STATUS_CODES[6015].text };
  return null;
}

export function toMemberInfo(account: Account, grades: readonly GradeConfig[], isPop: 0 | 1 = 0): MemberInfo {
  return {
    userId: account.userId,
    name: account.name,
    nickName: account.nickName,
    avatar: account.avatar,
    realName: account.realName ? maskRealName(account.realName) : null,
    bindRealName: Boolean(account.realName),
    areaCode: account.areaCode,
    phone: account.phone ? maskPhone(account.phone) : null,
    bindPhone: Boolean(account.phone),
    email: account.email ? maskEmail(account.email) : null,
    bindEmail: Boolean(account.email),
    birthday: account.birthday,
    sex: account.sex,
    vipLevel: account.vipLevel,
    vipName: vipName(grades, account.vipLevel),
    grade: account.grade,
    hasPayPassword: account.hasPayPassword,
    registerTime: account.createdAt,
    lastLoginTime: account.lastLoginAt,
    isPop,
    popup: isPop === 1 ? popupFor(account) : null,
  };
}

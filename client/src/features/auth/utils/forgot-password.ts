import { DEFAULT_AREA_CODE, DEFAULT_PHONE_PATTERN } from '@betsite/contracts/constants';
import type { CountryArea } from '@betsite/contracts/routes/verification';
import { email as emailRule, MESSAGES, newPasswordForm, phoneFor, resetUsername, verifyCode } from '@betsite/contracts/validation';
import { fieldErrors, firstIssueMessage } from '../../../utils/form-errors';
import { md5Hex } from '../../../utils/md5';
import type { FormErrors, ReadForm } from './credentials-form';

/**
 * The forgotten-password wizard's rules (spec 000 sections 4 and 5), pure: steps 0 identity info,
 * 1 identity verification, 2 reset password, then 3 success. Messages are the spec's.
 */
export type WizardStep = 0 | 1 | 2 | 3;
export const WIZARD_STEPS = ['身份信息', '身份验证', '重置密码'] as const;

export type Identity = { way: 'phone'; name: string; areaCode: string; phone: string } | { way: 'email'; name: string; email: string };

export interface IdentityValues {
  way: Identity['way'];
  name: string;
  areaCode: string;
  phone: string;
  email: string;
}

/** Used until queryCountryArea answers, and for an area code the list does not know. */
export const DEFAULT_AREA: CountryArea = { areaName: '中国大陆', areaCode: DEFAULT_AREA_CODE, regex: DEFAULT_PHONE_PATTERN };

export function patternOf(areas: readonly CountryArea[] | undefined, areaCode: string): string {
  return areas?.find((a) => a.areaCode === areaCode)?.regex ?? DEFAULT_PHONE_PATTERN;
}

/** Step 0: the name and either the phone (checked against its area's pattern) or the email. */
export function readIdentity(values: IdentityValues, areas: readonly CountryArea[] | undefined): ReadForm<Identity> {
  const errors: FormErrors = {};
  const name = values.name.trim();
  const user = resetUsername.safeParse(name);
  if (!user.success) errors.name = firstIssueMessage(user.error, MESSAGES.resetUsernameRequired);
  if (values.way === 'phone') {
    const phone = values.phone.trim();
    if (!phoneFor(patternOf(areas, values.areaCode)).safeParse(phone).success) errors.phone = MESSAGES.phoneInvalid;
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    return { ok: true, value: { way: 'phone', name, areaCode: values.areaCode, phone } };
  }
  const email = values.email.trim();
  const parsed = emailRule.safeParse(email);
  if (!parsed.success) errors.email = firstIssueMessage(parsed.error, MESSAGES.emailInvalid);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { way: 'email', name, email } };
}

export function sameIdentity(a: Identity | null, b: Identity): boolean {
  if (a === null || a.way !== b.way || a.name.toLowerCase() !== b.name.toLowerCase()) return false;
  return a.way === 'phone' && b.way === 'phone' ? a.areaCode === b.areaCode && a.phone === b.phone : a.way === 'email' && b.way === 'email' && a.email.toLowerCase() === b.email.toLowerCase();
}

/** Step 1: the code that was sent. */
export function readVerifyCode(code: string): ReadForm<string> {
  const parsed = verifyCode.safeParse(code.trim());
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: { code: firstIssueMessage(parsed.error, MESSAGES.codeRequired) } };
}

/** Step 2: the new password twice, sent as md5 digests. */
export function readNewPassword(values: { password: string; secondPassword: string }): ReadForm<{ passwordHash: string; secondHash: string }> {
  const parsed = newPasswordForm.safeParse(values);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  return { ok: true, value: { passwordHash: md5Hex(parsed.data.password), secondHash: md5Hex(parsed.data.secondPassword) } };
}

import { z } from 'zod';
import { MESSAGES, email, newPasswordForm, nickname, phoneFor, realName, verifyCode } from '@betsite/contracts/validation';
import { firstIssueMessage } from '../../../utils/form-errors';
import { md5Hex } from '../../../utils/md5';

/**
 * The member centre's forms, pure: each reads what the player typed with the contract's rules
 * (spec 000 section 5, exact messages) and answers the body to send or the first message to show.
 */
export type ReadForm<T> = { ok: true; value: T } | { ok: false; message: string };

function read<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, input: unknown): ReadForm<T> {
  const parsed = schema.safeParse(input);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: firstIssueMessage(parsed.error, MESSAGES.codeRequired) };
}

export const PAY_PASSWORD_RULE = '请输入6位数字资金密码';
const payPassword = z.string().regex(/^\d{6}$/, PAY_PASSWORD_RULE);

/** A phone of the chosen area (its own pattern from queryCountryArea). */
export const readPhone = (phone: string, pattern: string) => read(phoneFor(pattern), phone.trim());
export const readEmail = (value: string) => read(email, value.trim());
export const readCode = (code: string) => read(verifyCode, code.trim());
export const readRealName = (name: string) => read(realName, name.trim());
export const readNickname = (name: string) => read(nickname, name);

/** A new login password (8-12 letters and digits) twice, as md5 digests. */
export function readNewLoginPassword(password: string, secondPassword: string): ReadForm<{ password: string; secondPassword: string }> {
  const r = read(newPasswordForm, { password, secondPassword });
  return r.ok ? { ok: true, value: { password: md5Hex(r.value.password), secondPassword: md5Hex(r.value.secondPassword) } } : r;
}

/** A new pay password (6 digits) twice, as md5 digests. */
export function readNewPayPassword(password: string, secondPassword: string): ReadForm<{ password: string; secondPassword: string }> {
  const r = read(payPassword, password);
  if (!r.ok) return r;
  if (password !== secondPassword) return { ok: false, message: MESSAGES.resetRepeatMismatch };
  return { ok: true, value: { password: md5Hex(password), secondPassword: md5Hex(secondPassword) } };
}

/** The pay password typed on the withdrawal form, as its md5 digest. */
export function readPayPassword(value: string): ReadForm<string> {
  const r = read(payPassword, value);
  return r.ok ? { ok: true, value: md5Hex(r.value) } : r;
}

/** The old password that proves a change (required, any shape: it only has to be right). */
export function readOldPassword(value: string): ReadForm<string> {
  return value ? { ok: true, value: md5Hex(value) } : { ok: false, message: MESSAGES.passwordRequired };
}

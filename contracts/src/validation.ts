import { z } from 'zod';
import * as C from './constants';
import { centsOfYuan, MONEY_RULE_MESSAGE } from './money-rule';
import { documented } from './openapi-hints';
import { skeleton } from './confusables';
import { charsAtMost } from './char-count';

/**
 * The validation rules of spec 000 section 5 and spec 001 section 5, with their exact Chinese
 * messages. The client's forms and the server both use these schemas. Passwords travel md5-hashed,
 * so the plain-text password rule can only run in the client; the server checks the hash shape.
 */
export const MESSAGES = {
  usernameRequired: '用户名不能为空',
  usernameRule: '4-11位，最少2个字母+数字组合，首位为字母',
  passwordRequired: '请输入密码',
  passwordRule: '请输入8-12位字母+数字的组合',
  repeatMismatch: '两次密码输入不一致',
  agreementRequired: '请同意相关条款和隐私政策',
  realName: '请输入正确的名字',
  resetUsernameRequired: '请输入用户名',
  phoneInvalid: '请输入正确的手机号码',
  emailRequired: '请输入邮箱',
  emailInvalid: '请输入正确的邮箱',
  codeRequired: '请输入验证码',
  newPasswordRequired: '请设置新密码',
  resetRepeatMismatch: '两次密码输入不一致，请重新输入',
  newDeviceCodeFirst: '请先获取验证码',
  newDeviceCodeRule: '请输入6位数字验证码',
  phoneCompletion: '手机号错误',
  transferAmountRequired: '请输入转入金额',
  transferAmountRule: MONEY_RULE_MESSAGE,
  betSlipFull: C.BET_SLIP_FULL_MESSAGE,
  betSlipConfirming: '当前还有订单正在确认中，请稍等',
  stakeRequired: '请输入投注金额',
  stakeRule: '请输入正确的投注金额，最多两位小数',
  loginRequired: C.LOGIN_REQUIRED_MESSAGE,
  nicknameLength: `昵称为1-${C.NICKNAME_LENGTH_MAX}个字符`,
  nicknameCharacters: '昵称不能包含控制字符或不可见字符',
  nicknameReserved: '昵称不能包含官方、客服等保留字',
  textCharacters: '内容不能包含控制字符或文字方向控制符',
} as const;

const USERNAME_RE = /^(?=(?:[^A-Za-z]*[A-Za-z]){2})(?=.*\d)[A-Za-z][A-Za-z0-9]{3,10}$/;
const PASSWORD_RE = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{8,12}$/;
const MD5_RE = /^[a-f0-9]{32}$/i;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CHINESE_NAME_RE = /^[\u4e00-\u9fa5](?:[\u4e00-\u9fa5·]*[\u4e00-\u9fa5])?$/;
const LATIN_NAME_RE = /^[A-Za-z](?:[A-Za-z·.\s]*[A-Za-z])?$/;
const AMOUNT_RE = /^\d+(?:\.\d{1,2})?$/;
/**
 * AMOUNT_RE above 0, the rule of the typed amounts (stake, transfer) as one pattern for the
 * OpenAPI document: a non-zero digit before the point, or zeros and a non-zero fraction.
 */
export const POSITIVE_AMOUNT_PATTERN = '^(?:\\d*[1-9]\\d*(?:\\.\\d{1,2})?|0+\\.(?:0[1-9]|[1-9]\\d?))$';

/** Whitespace is stripped from username and passwords on register (spec 000 section 5). */
const stripped = z.string().transform((s) => s.replace(/\s+/g, ''));

export const loginUsername = z.string().min(1, MESSAGES.usernameRequired).regex(charsAtMost(C.USERNAME_LENGTH_MAX));
export const registerUsername = stripped.pipe(
  z.string().min(1, MESSAGES.usernameRequired).regex(USERNAME_RE, MESSAGES.usernameRule),
);
export const plainPassword = z.string().min(1, MESSAGES.passwordRequired);
export const registerPassword = stripped.pipe(
  z.string().min(1, MESSAGES.passwordRequired).regex(PASSWORD_RE, MESSAGES.passwordRule),
);
/** What the server receives: the md5 hex digest of the password. */
export const passwordHash = z.string().regex(MD5_RE, MESSAGES.passwordRule);
/** Both entries of a password must be equal, compared as the md5 hex the client sends (either case). */
export const samePasswords = (b: { password: string; secondPassword: string }) => b.password.toLowerCase() === b.secondPassword.toLowerCase();

export const registerForm = z
  .object({
    username: registerUsername,
    password: registerPassword,
    repeatPassword: registerPassword,
    isAgree: z.literal(true, { errorMap: () => ({ message: MESSAGES.agreementRequired }) }),
  })
  .refine((f) => f.password === f.repeatPassword, { message: MESSAGES.repeatMismatch, path: ['repeatPassword'] });

export const loginForm = z.object({ username: loginUsername, password: plainPassword });

/** The refinement below as one JSON Schema pattern, for the OpenAPI document (a test holds them equal). */
const REAL_NAME_PATTERN = `^(?!.*··)(?:${CHINESE_NAME_RE.source.slice(1, -1)}|${LATIN_NAME_RE.source.slice(1, -1)})$`;
export const realName = documented(
  z.string().refine((s) => !s.includes('··') && (CHINESE_NAME_RE.test(s) || LATIN_NAME_RE.test(s)), MESSAGES.realName),
  { pattern: REAL_NAME_PATTERN, description: `Chinese characters (· between them allowed) or Latin letters (spaces, · and . between them); otherwise 6008 ${MESSAGES.realName}.` },
);

export const email = z.string().min(1, MESSAGES.emailRequired).regex(charsAtMost(C.EMAIL_LENGTH_MAX), MESSAGES.emailInvalid).regex(EMAIL_RE, MESSAGES.emailInvalid);

/** Phone number checked against the pattern of its area (queryCountryArea's `regex`). */
export function phoneFor(pattern: string = C.DEFAULT_PHONE_PATTERN) {
  const re = new RegExp(pattern);
  const rule = z.string().regex(charsAtMost(C.PHONE_INPUT_LENGTH_MAX), MESSAGES.phoneInvalid).regex(/^\d+$/, MESSAGES.phoneInvalid).refine((s) => re.test(s), MESSAGES.phoneInvalid);
  return documented(rule, { pattern, allOf: undefined });
}
export const phone = phoneFor();
/** Loose shape check the server applies before looking up the area's own pattern. */
export const anyPhone = documented(z.string().regex(/^\d{5,15}$/, MESSAGES.phoneInvalid), {
  description: `5-15 digits, and then the pattern of its area (queryCountryArea's \`regex\`, ${C.DEFAULT_PHONE_PATTERN} for 86); otherwise 6008 ${MESSAGES.phoneInvalid}.`,
});
export const areaCode = z.string().regex(/^\d{1,4}$/, MESSAGES.phoneInvalid);

export const resetUsername = z.string().min(1, MESSAGES.resetUsernameRequired).regex(charsAtMost(C.RESET_USERNAME_LENGTH_MAX));
export const verifyCode = z.string().min(1, MESSAGES.codeRequired).regex(charsAtMost(C.VERIFY_CODE_LENGTH_MAX));
export const captchaText = z.string().min(1, MESSAGES.codeRequired).regex(charsAtMost(C.CAPTCHA_TEXT_LENGTH_MAX));
export const newDeviceCode = z.string().regex(/^\d{6}$/, MESSAGES.newDeviceCodeRule);
export const phoneCompletion = z.string().regex(/^\d{4}$/, MESSAGES.phoneCompletion);

export const newPasswordForm = z
  .object({
    password: z.string().min(1, MESSAGES.newPasswordRequired).regex(PASSWORD_RE, MESSAGES.passwordRule),
    secondPassword: z.string().min(1, MESSAGES.newPasswordRequired),
  })
  .refine((f) => f.password === f.secondPassword, { message: MESSAGES.resetRepeatMismatch, path: ['secondPassword'] });

/**
 * A valid typed amount in its one spelling ("110", "110.0" and "0110.00" all read "110.00"), so
 * that the same amount typed two ways is the same submission (the double-submit guard).
 */
const oneSpelling = (s: string): string => ((centsOfYuan(Number(s)) ?? 0) / 100).toFixed(2);

/**
 * Venue transfer amount as typed: required, at most 2 decimals, at most 12 characters, under the
 * one money rule; parsed to its one spelling.
 */
export const transferAmount = documented(
  z
    .string()
    .min(1, MESSAGES.transferAmountRequired)
    .regex(charsAtMost(C.TRANSFER_AMOUNT_CHARS_MAX), MESSAGES.transferAmountRule)
    .regex(AMOUNT_RE, MESSAGES.transferAmountRule)
    .refine((s) => (centsOfYuan(Number(s)) ?? 0) > 0, MESSAGES.transferAmountRule)
    .transform(oneSpelling),
  { pattern: POSITIVE_AMOUNT_PATTERN },
);

// ---------------------------------------------------------------------------------------------
// Text other players see. What shows must be what was typed: no character may reorder, hide or
// break the text around it (`\u202e服客方官` would show as 官方客服).

/**
 * Free text (chat messages, feedback): no control characters but tab and line breaks, no bidi
 * controls, no lone surrogates. Other format characters stay allowed: emoji need the zero-width
 * joiner and flags the tag characters.
 */
const FREE_TEXT_FORBIDDEN_RE = /[\p{Cs}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]|(?![\t\n\r])\p{Cc}/u;
export const isCleanText = (s: string): boolean => !FREE_TEXT_FORBIDDEN_RE.test(s);
/**
 * The same rule as one JSON Schema pattern for the OpenAPI document, and something left once
 * trimmed: control characters but tab and line breaks, and the bidi controls, spelled out (a
 * validator without unicode property escapes reads it alike). Lone surrogates are named in words.
 */
export const CLEAN_TEXT_PATTERN = '^(?=[\\s\\S]*\\S)[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]*$';

/**
 * A nickname is one short visible line: no control (Cc), format (Cf: bidi controls, zero-width
 * characters), surrogate (Cs), private-use (Co) or line/paragraph separator characters, and
 * none of the Hangul fillers that render as blanks.
 */
const NICKNAME_FORBIDDEN_RE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}\u115f\u1160\u3164\uffa0]/u;
/**
 * Words only the site's staff may go by. A nickname containing one is refused, compared by
 * skeleton (confusables.ts: after NFKC, so full-width ＡＤＭＩＮ is admin; without whitespace;
 * case-insensitively; with look-alike letters of other scripts read as the Latin ones, so a
 * Cyrillic аdmin is admin too), so 官 方 客 服 or 客服小王 cannot pass for staff either.
 */
export const NICKNAME_RESERVED = ['官方', '客服', '管理员', '系统', '站长', 'admin', 'system', 'official'] as const;
const RESERVED_SKELETONS = NICKNAME_RESERVED.map(skeleton);
export const isReservedNickname = (s: string): boolean => {
  const seen = skeleton(s);
  return RESERVED_SKELETONS.some((word) => seen.includes(word));
};
const codePoints = (s: string) => [...s].length;

export const nickname = documented(
  z
    .string()
    .trim()
    .refine((s) => !NICKNAME_FORBIDDEN_RE.test(s), MESSAGES.nicknameCharacters)
    .refine((s) => codePoints(s) >= 1 && codePoints(s) <= C.NICKNAME_LENGTH_MAX, MESSAGES.nicknameLength)
    .refine((s) => !isReservedNickname(s), MESSAGES.nicknameReserved),
  {
    // JSON Schema counts code points, like the rule (after trimming).
    minLength: 1,
    maxLength: C.NICKNAME_LENGTH_MAX,
    description: `${MESSAGES.nicknameLength}, trimmed; no control, format or invisible characters; none of ${NICKNAME_RESERVED.join(', ')} (after NFKC, case, spaces and look-alike letters of other scripts folded); otherwise 6008.`,
  },
);

/**
 * A stake as typed on the bet slip: yuan, at most 2 decimals, at most 12 characters, above 0;
 * parsed to its one spelling ("11" and "11.00" are one slip to the double-submit guard).
 */
export const stakeAmount = documented(
  z
    .string()
    .min(1, MESSAGES.stakeRequired)
    .regex(charsAtMost(C.TRANSFER_AMOUNT_CHARS_MAX), MESSAGES.stakeRule)
    .regex(AMOUNT_RE, MESSAGES.stakeRule)
    .refine((s) => (centsOfYuan(Number(s)) ?? 0) > 0, MESSAGES.stakeRule)
    .transform(oneSpelling),
  { pattern: POSITIVE_AMOUNT_PATTERN },
);

/** Chat messages are trimmed; empty ones are not sent. */
export const chatText = z.string().trim().min(1).regex(charsAtMost(500)).refine(isCleanText, MESSAGES.textCharacters);

import { z } from 'zod';
import CryptoJS from 'crypto-js';
import { initContract } from '@ts-rest/core';
import { post } from '../route';
import { emptyBody } from '../envelope';
import { Code } from '../status-codes';
import { CODE_RESEND_COUNTDOWN_S, DEFAULT_AREA_CODE, DEFAULT_PHONE_PATTERN, EMAIL_LENGTH_MAX, NEW_DEVICE_CODE_LENGTH, SEND_CODE_CATE, SEND_CODE_TYPE } from '../constants';
import { anyPhone, areaCode, captchaText, email, loginUsername, MESSAGES, passwordHash, resetUsername, samePasswords, verifyCode } from '../validation';
import { graphicNeededData, kaptchcate, sliderNeededData } from './auth';
import { charsAtMost, charsBetween } from '../char-count';

/**
 * Verification codes (sendCode one/two), the country/area list, and the forgotten-password
 * wizard (spec 000 sections 4, 5 and 7). Design decisions the spec leaves open are noted where
 * they are made.
 */
const c = initContract();

/**
 * sendCode `type`: the spec names 2 (reset) and 3 (new device). Binding a new phone or email
 * while signed in needs a third purpose: 1 is ours.
 */
export const SEND_CODE_TYPES = { bind: 1, ...SEND_CODE_TYPE } as const;

/** How long a code stays valid once sent. Our design: the spec names only the 60 s resend countdown. */
export const CODE_TTL_S = 300;
/** Sends to one phone or email per day (Beijing time) before 6034. Our figure. */
export const CODE_SENDS_PER_TARGET_PER_DAY_MAX = 10;
/** Wrong guesses at one code before it is burnt (6037) and a new one must be requested. */
export const CODE_ATTEMPTS_MAX = 5;
/** Codes have as many digits as the new-device input takes. */
export const CODE_LENGTH = NEW_DEVICE_CODE_LENGTH;

/** The success wording per cate (spec 000 section 8: phone, email, voice call). */
export const SEND_CODE_MESSAGES = {
  [SEND_CODE_CATE.sms]: '手机验证码获取成功',
  [SEND_CODE_CATE.email]: '邮箱验证码获取成功',
  [SEND_CODE_CATE.voice]: '验证码获取成功，请注意接听电话',
} as const;

/**
 * The spec sends the target twice, "obfuscated and plain". The obfuscation is ours and is no
 * secret (the safe switch encrypts the body when security matters): base64 of the reversed UTF-8
 * text. The server refuses a call whose two copies disagree (6008), which stops naive replays that
 * edit the plain field only.
 */
export function obfuscateTarget(target: string): string {
  return CryptoJS.enc.Base64.stringify(CryptoJS.enc.Utf8.parse([...target].reverse().join('')));
}

export function deobfuscateTarget(obfuscated: string): string | null {
  try {
    const text = CryptoJS.enc.Utf8.stringify(CryptoJS.enc.Base64.parse(obfuscated));
    return [...text].reverse().join('');
  } catch {
    return null;
  }
}

/**
 * A number field limited to a few values, typed as the union of its values. A number outside them
 * is illegal (6008); a string, even "1", is the wrong type (6007), as the document's `enum` of
 * numbers says (the server classifies zod's invalid_enum_value by the value's type:
 * server/src/lib/zod-issues.ts). money-fields' oneOf also answers 6007 for a fraction.
 */
export function oneOf<const T extends readonly number[]>(values: T) {
  const byName = Object.fromEntries(values.map((v) => [`v${v}`, v])) as Record<`v${number}`, T[number]>;
  return z.nativeEnum(byName);
}

export const sendCodeCate = oneOf([SEND_CODE_CATE.sms, SEND_CODE_CATE.email, SEND_CODE_CATE.voice] as const);

/** The phone or email the code goes to: digits (a phone without area code) or an email address. */
const target = z.string().min(1, MESSAGES.codeRequired).regex(charsAtMost(EMAIL_LENGTH_MAX));

const sendCodeFields = {
  target,
  /** obfuscateTarget(target). */
  obfuscatedTarget: z.string().min(1).regex(charsAtMost(200)),
  /** The area code of a phone target (queryCountryArea's areaCode); ignored for email. */
  areaCode: areaCode.default(DEFAULT_AREA_CODE),
  /** 0 SMS, 1 email, 2 voice call. */
  cate: sendCodeCate,
  version: z.literal(1),
  kaptchcate: kaptchcate.default(0),
  /** The graphic captcha's x-code when kaptchcate is 2. */
  codeId: z.string().regex(charsAtMost(64)).optional(),
  /** The graphic captcha's answer when kaptchcate is 2. */
  imageCode: captchaText.optional(),
};

export const sendCodeOneBody = z.object({
  ...sendCodeFields,
  /** The account the code is for; the target must be that account's bound phone or email. */
  name: loginUsername,
  /** 2 reset (resend in the forgotten-password wizard), 3 new device. */
  type: oneOf([SEND_CODE_TYPE.reset, SEND_CODE_TYPE.newDevice] as const),
});

export const sendCodeTwoBody = z.object({
  ...sendCodeFields,
  /** Optional when signed in; when sent it must be the signed-in player's name. */
  name: loginUsername.optional(),
  /** 1 bind a new phone or email (the target), 2 prove the bound one before a password change. */
  type: oneOf([SEND_CODE_TYPES.bind, SEND_CODE_TYPE.reset] as const),
});

export const sendCodeData = z.object({
  /** The target, masked as the player sees it (138****5678, de****@example.com). */
  target: z.string(),
  cate: sendCodeCate,
  expiresInSeconds: z.number().int().positive(),
  resendInSeconds: z.number().int().positive(),
});

/** 6066 says how long until another code may be requested, so the countdown can resume. */
export const resendErrorData = z.object({ retryInSeconds: z.number().int().min(1).max(CODE_RESEND_COUNTDOWN_S) });

const sendCodeExample = { target: '138****5678', cate: 0, expiresInSeconds: CODE_TTL_S, resendInSeconds: CODE_RESEND_COUNTDOWN_S };

/**
 * A phone pattern must compile and be anchored at both ends (it judges the whole number); the
 * fixtures are parsed with this, so a typo fails at start rather than on a player's phone.
 */
const pattern = z.string().regex(charsBetween(2, 200)).refine((p) => {
  if (!p.startsWith('^') || !p.endsWith('$')) return false;
  try {
    new RegExp(p);
    return true;
  } catch {
    return false;
  }
}, 'not an anchored regular expression');

export const countryArea = z.object({
  /** Chinese display name, e.g. 中国大陆. */
  areaName: z.string().min(1).regex(charsAtMost(40)),
  /** Dialling code without +, e.g. 86. */
  areaCode,
  /** The phone pattern of the area (without the area code); the default is mainland China's. */
  regex: pattern,
});
export type CountryArea = z.infer<typeof countryArea>;
export const countryAreaList = z.array(countryArea).max(300);

// ---------------------------------------------------------------------------------------------
// Forgotten password: 0 identity info (step one: check user and send), 1 identity verification
// (step two: the code), 2 reset (step three: the new password). Steps cannot be skipped.

/**
 * Captcha fields of step one, which always needs the captcha of ktype 2 (phone) or 3 (email):
 * graphic (kaptchcate 2: codeId the x-code, imageCode the text) or slider (kaptchcate 1: codeId
 * validateGeeCheck's pass, imageCode the lot_number, hence longer than a typed text).
 */
const captchaFields = {
  kaptchcate: kaptchcate.default(0),
  codeId: z.string().regex(charsAtMost(64)).optional(),
  imageCode: z.string().min(1, MESSAGES.codeRequired).regex(charsAtMost(64)).optional(),
};

const byPhone = { areaCode: areaCode.default(DEFAULT_AREA_CODE), phone: anyPhone, name: resetUsername };
const byEmail = { email, name: resetUsername };

const newPasswords = {
  password: passwordHash,
  secondPassword: passwordHash,
};
/** Where and how a new password whose two entries differ is refused (see samePasswords). */
export const samePasswordsIssue = { message: MESSAGES.resetRepeatMismatch, path: ['secondPassword'] };

export const forgetByPhoneOneBody = z.object({
  ...byPhone,
  ...captchaFields,
  /** 0 SMS (default) or 2 voice call. */
  cate: oneOf([SEND_CODE_CATE.sms, SEND_CODE_CATE.voice] as const).default(SEND_CODE_CATE.sms),
});
export const forgetByPhoneTwoBody = z.object({ ...byPhone, code: verifyCode });
export const forgetByPhoneThreeBody = z.object({ ...byPhone, ...newPasswords }).refine(samePasswords, samePasswordsIssue);

export const forgetByEmailOneBody = z.object({ ...byEmail, ...captchaFields });
export const forgetByEmailTwoBody = z.object({ ...byEmail, code: verifyCode });
export const forgetByEmailThreeBody = z.object({ ...byEmail, ...newPasswords }).refine(samePasswords, samePasswordsIssue);

/** Step two: how long the player has to choose the new password. */
export const forgetVerifiedData = z.object({ expiresInSeconds: z.number().int().positive() });

/** 6036/6038 here are the graphic captcha's (when one is presented); 6008 a target that does not fit. */
const stepOneCodes = [
  Code.AUTHENTICATION_CODE_ERROR, Code.AUTHENTICATION_CODE_EXPIRED, Code.SIXTY_SECOND_LIMIT, Code.MAX_PHONE_ATTEMPTS,
] as const;
/** Step one of the wizard also needs a captcha: 6021/6022 (returned as values) when none was presented. */
const resetStepOneCodes = [...stepOneCodes, Code.GRAPHIC_CODE_NEEDED, Code.RAPID_VERIFICATION] as const;
const resetStepOneErrorData = { 6066: resendErrorData, 6021: graphicNeededData, 6022: sliderNeededData };
const stepTwoCodes = [
  Code.AUTHENTICATION_REQUIRED, Code.AUTHENTICATION_CODE_ERROR, Code.AUTHENTICATION_LOCKED, Code.AUTHENTICATION_CODE_EXPIRED,
] as const;
const stepThreeCodes = [Code.AUTHENTICATION_REQUIRED] as const;

/** Reset codes live 5 minutes; after step two the new password must follow within 10. */
export const RESET_VERIFIED_TTL_S = 600;

export const verificationContract = c.router({
  sendCodeOne: post({
    path: '/site/api/v1/user/sendCode/one',
    summary: 'Send a code to the named account\'s own phone or email (type 2 reset resend, 3 new device)',
    description:
      'Public. The target is the full bound phone (the new-device screen completes the masked one with the 4 middle digits) ' +
      'or the bound email; an unknown name and a target that is not bound answer the same 6008, so names cannot be probed.',
    body: sendCodeOneBody,
    data: sendCodeData,
    auth: false,
    codes: [...stepOneCodes],
    errorData: { 6066: resendErrorData },
    example: sendCodeExample,
  }),
  sendCodeTwo: post({
    path: '/site/api/v1/user/sendCode/two',
    summary: 'Send a code while signed in: type 1 to a phone or email being bound, type 2 to the bound one',
    body: sendCodeTwoBody,
    data: sendCodeData,
    codes: [
      ...stepOneCodes, Code.DATA_EXISTS, Code.UNBOUND_PHONE, Code.AUTHENTICATION_REQUIRED,
    ],
    errorData: { 6066: resendErrorData },
    example: sendCodeExample,
  }),
  queryCountryArea: post({
    path: '/site/api/v1/site/countryArea/queryCountryArea',
    summary: 'The country/area list with each area\'s phone pattern (mainland China +86 first)',
    body: emptyBody,
    data: countryAreaList,
    auth: false,
    example: [{ areaName: '中国大陆', areaCode: DEFAULT_AREA_CODE, regex: DEFAULT_PHONE_PATTERN }],
  }),
  forgetByPhoneOne: post({
    path: '/site/api/v1/user/forgetByPhone/one',
    summary: 'Forgotten password by phone, step one: check the name and bound phone, send an SMS or voice code',
    body: forgetByPhoneOneBody,
    data: sendCodeData,
    auth: false,
    codes: [...resetStepOneCodes],
    errorData: resetStepOneErrorData,
    example: sendCodeExample,
  }),
  forgetByPhoneTwo: post({
    path: '/site/api/v1/user/forgetByPhone/two',
    summary: 'Forgotten password by phone, step two: verify the code (single use)',
    body: forgetByPhoneTwoBody,
    data: forgetVerifiedData,
    auth: false,
    codes: [...stepTwoCodes],
    example: { expiresInSeconds: RESET_VERIFIED_TTL_S },
  }),
  forgetByPhoneThree: post({
    path: '/site/api/v1/user/forgetByPhone/three',
    summary: 'Forgotten password by phone, step three: set the new password (md5); ends every session',
    body: forgetByPhoneThreeBody,
    data: z.null(),
    auth: false,
    codes: [...stepThreeCodes],
    example: null,
  }),
  forgetByEmailOne: post({
    path: '/site/api/v1/user/forgetByEmail/one',
    summary: 'Forgotten password by email, step one: check the name and bound email, send a code',
    body: forgetByEmailOneBody,
    data: sendCodeData,
    auth: false,
    codes: [...resetStepOneCodes],
    errorData: resetStepOneErrorData,
    example: { ...sendCodeExample, target: 'de****@example.com', cate: 1 },
  }),
  forgetByEmailTwo: post({
    path: '/site/api/v1/user/forgetByEmail/two',
    summary: 'Forgotten password by email, step two: verify the code (single use)',
    body: forgetByEmailTwoBody,
    data: forgetVerifiedData,
    auth: false,
    codes: [...stepTwoCodes],
    example: { expiresInSeconds: RESET_VERIFIED_TTL_S },
  }),
  forgetByEmailThree: post({
    path: '/site/api/v1/user/forgetByEmail/three',
    summary: 'Forgotten password by email, step three: set the new password (md5); ends every session',
    body: forgetByEmailThreeBody,
    data: z.null(),
    auth: false,
    codes: [...stepThreeCodes],
    example: null,
  }),
});

import { z } from 'zod';
import { initContract } from '@ts-rest/core';
import { post } from '../route';
import { emptyBody } from '../envelope';
import { Code } from '../status-codes';
import { loginUsername, passwordHash, registerUsername } from '../validation';
import { CAPTCHA_KTYPE, KAPTCHCATE_AUTO_LOGIN } from '../constants';

const c = initContract();

/**
 * kaptchcate is the captcha kind the client used: 0 none, 1 slider, 2 graphic, 99 the automatic
 * login right after registration (spec 000 section 4). Our design; the spec names only 99.
 */
export const kaptchcate = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(KAPTCHCATE_AUTO_LOGIN)]);

/** The new-device codes carry the masked phone number for the verification screen. */
export const newDeviceErrorData = z.object({ phoneNumber: z.string() });

export const loginBody = z.object({
  isAgent: z.literal(0).default(0),
  name: loginUsername,
  password: passwordHash,
  kaptchcate: kaptchcate.default(0),
  codeId: z.string().max(64).optional(),
  code: z.string().max(64).optional(),
  version: z.string().max(32).optional(),
  /** Present only on the new-device login: the code sent by sendCode type 3. */
  sendCodeNum: z.string().regex(/^\d{6}$/).optional(),
});

export const loginData = z.object({ token: z.string(), userId: z.number().int() });

export const registerBody = z.object({
  name: registerUsername,
  password: passwordHash,
  secondPassword: passwordHash,
  kaptchcate: kaptchcate.default(0),
  codeId: z.string().max(64).optional(),
  code: z.string().max(64).optional(),
  domain: z.string().max(200).optional(),
  rCode: z.string().max(64).optional(),
  iCode: z.string().max(64).optional(),
});

export const kaptchcateBody = z.object({
  ktype: z.union([
    z.literal(CAPTCHA_KTYPE.register),
    z.literal(CAPTCHA_KTYPE.phoneReset),
    z.literal(CAPTCHA_KTYPE.emailReset),
    z.literal(CAPTCHA_KTYPE.login),
  ]),
  context: z
    .object({
      name: z.string().max(64).optional(),
      password: z.string().max(64).optional(),
      phone: z.string().max(20).optional(),
      email: z.string().max(64).optional(),
    })
    .default({}),
});

/** Which captcha the client must show: none, the slider or the graphic one. */
export const kaptchcateData = z.object({ kaptchcate: z.union([z.literal(0), z.literal(1), z.literal(2)]) });

export const graphicCaptchaData = z.object({ image: z.string(), 'x-code': z.string() });

export const geeCheckBody = z.object({
  lot_number: z.string().min(1).max(128),
  captcha_output: z.string().min(1).max(2048),
  pass_token: z.string().min(1).max(256),
  gen_time: z.string().min(1).max(32),
  validate_way: z.string().max(32).optional(),
});

export const geeCheckData = z.object({ result: z.literal('success'), codeId: z.string() });

export const authContract = c.router({
  login: post({
    path: '/site/api/v1/user/login',
    summary: 'Log in (also the new-device login when sendCodeNum is sent)',
    body: loginBody,
    data: loginData,
    auth: false,
    codes: [
      Code.INVALID_CREDENTIALS, Code.FREQUENT_SUBMISSION, Code.GRAPHIC_CODE_NEEDED, Code.RAPID_VERIFICATION,
      Code.IP_NOT_PASSED, Code.DEVICE_NOT_PASSED, Code.DEVICE_AND_IP_NOT_PASSED, Code.LONG_TIME_NOT_LOGGED_IN,
      Code.RISKY_LOGIN, Code.AUTHENTICATION_CODE_ERROR, Code.AUTHENTICATION_LOCKED, Code.AUTHENTICATION_CODE_EXPIRED,
      Code.TOO_MANY_DEVICES, Code.REGION_LIMITED, Code.IP_RESTRICTED, Code.SUSPENDED_WITH_POPUP, Code.SUSPENDED_WITHOUT_POPUP,
      Code.POPUP_NOT_PROMPTED,
    ],
    errorData: {
      6025: newDeviceErrorData, 6026: newDeviceErrorData, 6027: newDeviceErrorData,
      6028: newDeviceErrorData, 6029: newDeviceErrorData,
    },
  }),
  register: post({
    path: '/site/api/v1/user/register',
    summary: 'Register a player; the client then logs in with kaptchcate 99',
    body: registerBody,
    submitGuard: true,
    data: z.object({ userId: z.number().int() }),
    auth: false,
    codes: [
      Code.DATA_EXISTS, Code.FREQUENT_SUBMISSION, Code.GRAPHIC_CODE_NEEDED, Code.RAPID_VERIFICATION,
      Code.AUTHENTICATION_CODE_ERROR, Code.SUSPENDED_WITH_POPUP, Code.SUSPENDED_WITHOUT_POPUP, Code.POPUP_NOT_PROMPTED,
    ],
  }),
  logout: post({
    path: '/site/api/v1/user/logout',
    summary: 'End the session of the token sent',
    body: emptyBody,
    data: z.null(),
  }),
  kaptchcate: post({
    path: '/site/api/v1/user/member/kaptchcate',
    summary: 'Which captcha a step needs (ktype 1 register, 2 phone reset, 3 email reset, 4 login)',
    body: kaptchcateBody,
    data: kaptchcateData,
    auth: false,
    codes: [Code.GRAPHIC_CODE_NEEDED, Code.RAPID_VERIFICATION],
  }),
  defaultKaptcha: post({
    path: '/site/api/v1/user/register/defaultKaptcha',
    summary: 'A new graphic captcha: image (data URL) and its x-code (the code id)',
    body: emptyBody,
    data: graphicCaptchaData,
    auth: false,
    codes: [Code.FREQUENT_SUBMISSION],
  }),
  validateGeeCheck: post({
    path: '/site/api/v1/user/member/validateGeeCheck',
    summary: 'Verify the slider captcha against the challenge the server issued',
    body: geeCheckBody,
    data: geeCheckData,
    auth: false,
    codes: [Code.AUTHENTICATION_CODE_ERROR, Code.AUTHENTICATION_CODE_EXPIRED],
  }),
});

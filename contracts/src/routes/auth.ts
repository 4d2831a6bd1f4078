import { z } from 'zod';
import { initContract } from '@ts-rest/core';
import { post } from '../route';
import { emptyBody } from '../envelope';
import { Code } from '../status-codes';
import { loginUsername, MESSAGES, passwordHash, registerUsername, samePasswords } from '../validation';
import { CAPTCHA_KTYPE, KAPTCHCATE_AUTO_LOGIN } from '../constants';
import { charsAtMost } from '../char-count';

const c = initContract();

/**
 * kaptchcate is the captcha kind the client used: 0 none, 1 slider, 2 graphic, 99 the automatic
 * login right after registration (spec 000 section 4). Our design; the spec names only 99.
 */
export const kaptchcate = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(KAPTCHCATE_AUTO_LOGIN)]);

/**
 * The new-device codes (6025-6029) carry the masked phone number for the verification screen.
 * An account without a phone but with an email is verified by email instead: `phoneNumber` is then
 * empty and `email` carries the masked address (the code is requested with sendCode type 3, cate 1).
 */
export const newDeviceErrorData = z.object({
  phoneNumber: z.string(),
  /** The area of the phone, so the 4 completed digits are checked against the right pattern. */
  areaCode: z.string().optional(),
  email: z.string().optional(),
});

// ---------------------------------------------------------------------------------------------
// Captcha. Which captcha a step needs is the server's decision (kaptchcate below); the kind is the
// site setting's, escalated to the graphic one after failed logins. The slider stands in for the
// third-party slider: the server issues the challenge, validateGeeCheck checks the answer and
// hands out a single-use pass that the step then presents (see contracts/README.md "Captcha").

/** The slider track, the piece and how far off the drop may be, in CSS pixels. */
export const SLIDER_TRACK_WIDTH_PX = 300;
export const SLIDER_TRACK_HEIGHT_PX = 150;
export const SLIDER_PIECE_SIZE_PX = 44;
export const SLIDER_TOLERANCE_PX = 5;
/** The only way our slider is solved: dragging. The third party names others (e.g. one click). */
export const SLIDER_VALIDATE_WAY = 'slide';
/** A challenge or a graphic captcha is valid this long once issued. */
export const CAPTCHA_TTL_S = 300;
/** A passed slider (validateGeeCheck's codeId) must be presented within this time. */
export const CAPTCHA_PASS_TTL_S = 120;

/** A slider challenge: drag `piece` along the track until it covers the gap in `image`. */
export const sliderChallenge = z.object({
  /** The challenge id, sent back; QA reads the answer at GET /__mock/captcha/:lot_number. */
  lot_number: z.string().min(1).regex(charsAtMost(128)),
  /** Sent back unchanged: proves the answer is for this very challenge. */
  pass_token: z.string().min(1).regex(charsAtMost(256)),
  /** When the server issued the challenge (server clock, epoch seconds as text); sent back unchanged. */
  gen_time: z.string().min(1).regex(charsAtMost(32)),
  /** Sent back unchanged. */
  validate_way: z.literal(SLIDER_VALIDATE_WAY),
  /** The track with the gap: an SVG data URL, SLIDER_TRACK_WIDTH_PX by SLIDER_TRACK_HEIGHT_PX. */
  image: z.string(),
  /** The piece to drag: an SVG data URL, SLIDER_PIECE_SIZE_PX square, drawn at `pieceY` from the top. */
  piece: z.string(),
  pieceY: z.number().int().min(0).max(SLIDER_TRACK_HEIGHT_PX),
  expiresInSeconds: z.number().int().positive(),
});
export type SliderChallenge = z.infer<typeof sliderChallenge>;

/** 6021 (returned as a value): the step needs the graphic captcha (defaultKaptcha). */
export const graphicNeededData = z.object({ kaptchcate: z.literal(2) });
/** 6022 (returned as a value): the step needs the slider ("rapid verification"); here is its challenge. */
export const sliderNeededData = z.object({ kaptchcate: z.literal(1), challenge: sliderChallenge });
const captchaNeededData = { 6021: graphicNeededData, 6022: sliderNeededData };

/**
 * The captcha a step presents: kaptchcate 0 none, 1 slider (codeId: validateGeeCheck's codeId,
 * code: the lot_number), 2 graphic (codeId: x-code, code: the text), 99 auto login.
 */
const captchaAnswer = {
  kaptchcate: kaptchcate.default(0),
  codeId: z.string().regex(charsAtMost(64)).optional(),
  code: z.string().regex(charsAtMost(64)).optional(),
};

export const loginBody = z.object({
  isAgent: z.literal(0).default(0),
  name: loginUsername,
  password: passwordHash,
  ...captchaAnswer,
  version: z.string().regex(charsAtMost(32)).optional(),
  /** Present only on the new-device login: the code sent by sendCode type 3. */
  sendCodeNum: z.string().regex(/^\d{6}$/).optional(),
});

export const loginData = z.object({ token: z.string(), userId: z.number().int() });

/** Both entries travel as md5 hex; equal passwords give equal digests. */
export const registerBody = z
  .object({
    name: registerUsername,
    password: passwordHash,
    secondPassword: passwordHash,
    /** As on login; kaptchcate 99 is refused here (it is only the login right after a registration). */
    ...captchaAnswer,
    domain: z.string().regex(charsAtMost(200)).optional(),
    rCode: z.string().regex(charsAtMost(64)).optional(),
    iCode: z.string().regex(charsAtMost(64)).optional(),
  })
  .refine(samePasswords, { message: MESSAGES.repeatMismatch, path: ['secondPassword'] });

export const kaptchcateBody = z.object({
  ktype: z.union([
    z.literal(CAPTCHA_KTYPE.register),
    z.literal(CAPTCHA_KTYPE.phoneReset),
    z.literal(CAPTCHA_KTYPE.emailReset),
    z.literal(CAPTCHA_KTYPE.login),
  ]),
  /** `name` lets the server recognise the player's own trusted device; `password` is accepted and never read. */
  context: z
    .object({
      name: z.string().regex(charsAtMost(64)).optional(),
      password: z.string().regex(charsAtMost(64)).optional(),
      phone: z.string().regex(charsAtMost(20)).optional(),
      email: z.string().regex(charsAtMost(64)).optional(),
    })
    .default({}),
});

/**
 * 6000: the step needs no captcha. A step that needs one answers 6021 (graphic) or 6022 (slider,
 * with its challenge) instead, both returned to the client as values.
 */
export const kaptchcateData = z.object({ kaptchcate: z.literal(0) });

export const graphicCaptchaData = z.object({ image: z.string(), 'x-code': z.string() });

/** The answer to a slider challenge: the challenge's own fields back, and where the piece was dropped. */
export const geeCheckBody = z.object({
  lot_number: z.string().min(1).regex(charsAtMost(128)),
  /** The piece's left edge when dropped, in px from the track's left edge (e.g. "137"). */
  captcha_output: z.string().min(1).regex(charsAtMost(2048)),
  pass_token: z.string().min(1).regex(charsAtMost(256)),
  gen_time: z.string().min(1).regex(charsAtMost(32)),
  validate_way: z.string().min(1).regex(charsAtMost(32)),
});

/** `codeId` is the pass: the step sends kaptchcate 1, codeId, and the lot_number as code. */
export const geeCheckData = z.object({ result: z.literal('success'), codeId: z.string() });

export const authContract = c.router({
  login: post({
    path: '/site/api/v1/user/login',
    summary: 'Log in (also the new-device login when sendCodeNum is sent)',
    description:
      'Checks, in order: suspension (6501/6500/6502), lock (6037) and slow-down (6011) of repeated failures, the captcha when ' +
      'the step needs one (6021/6022 when missing, 6036 wrong, 6038 expired), the credentials (6002, never saying which part), ' +
      'then the new-device rules (6025-6028 with the masked phone). With sendCodeNum: the code sent by sendCode type 3 ' +
      '(6035 when none was requested) instead of the captcha and the new-device rules; the device and address are trusted from then on.',
    body: loginBody,
    data: loginData,
    auth: false,
    codes: [
      Code.INVALID_CREDENTIALS, Code.FREQUENT_SUBMISSION, Code.GRAPHIC_CODE_NEEDED, Code.RAPID_VERIFICATION,
      Code.IP_NOT_PASSED, Code.DEVICE_NOT_PASSED, Code.DEVICE_AND_IP_NOT_PASSED, Code.LONG_TIME_NOT_LOGGED_IN,
      Code.RISKY_LOGIN, Code.AUTHENTICATION_REQUIRED, Code.AUTHENTICATION_CODE_ERROR, Code.AUTHENTICATION_LOCKED,
      Code.AUTHENTICATION_CODE_EXPIRED, Code.TOO_MANY_DEVICES, Code.REGION_LIMITED, Code.IP_RESTRICTED, Code.SUSPENDED_WITH_POPUP, Code.SUSPENDED_WITHOUT_POPUP,
      Code.POPUP_NOT_PROMPTED,
    ],
    errorData: {
      ...captchaNeededData,
      6025: newDeviceErrorData, 6026: newDeviceErrorData, 6027: newDeviceErrorData,
      6028: newDeviceErrorData, 6029: newDeviceErrorData,
    },
  }),
  register: post({
    path: '/site/api/v1/user/register',
    summary: 'Register a player; the client then logs in with kaptchcate 99',
    description:
      'Needs the captcha of ktype 1 (6021/6022 when missing). On success the same name may log in once with kaptchcate 99 ' +
      'from the same device and address within 60 s, without another captcha.',
    body: registerBody,
    submitGuard: true,
    data: z.object({ userId: z.number().int() }),
    auth: false,
    codes: [
      Code.DATA_EXISTS, Code.FREQUENT_SUBMISSION, Code.GRAPHIC_CODE_NEEDED, Code.RAPID_VERIFICATION,
      Code.AUTHENTICATION_CODE_ERROR, Code.AUTHENTICATION_CODE_EXPIRED, Code.SUSPENDED_WITH_POPUP, Code.SUSPENDED_WITHOUT_POPUP,
      Code.POPUP_NOT_PROMPTED,
    ],
    errorData: captchaNeededData,
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
    description:
      'Answers 6000 {kaptchcate: 0} when no captcha is needed, 6021 {kaptchcate: 2} for the graphic one, 6022 {kaptchcate: 1, challenge} ' +
      'for the slider. Register and reset always need one, of the kind the site setting names; login needs none from the ' +
      "player's own trusted device and known address, and the graphic one after 3 failed logins.",
    body: kaptchcateBody,
    data: kaptchcateData,
    auth: false,
    codes: [Code.GRAPHIC_CODE_NEEDED, Code.RAPID_VERIFICATION, Code.FREQUENT_SUBMISSION],
    errorData: captchaNeededData,
    example: { kaptchcate: 0 },
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
    description: 'Single attempt per challenge: right or wrong, the challenge is used up; a replay answers 6036. On success the pass (codeId) is valid 120 s, once.',
    body: geeCheckBody,
    data: geeCheckData,
    auth: false,
    codes: [Code.AUTHENTICATION_CODE_ERROR, Code.AUTHENTICATION_CODE_EXPIRED, Code.FREQUENT_SUBMISSION],
  }),
});

import { z } from 'zod';
import { documented } from '../openapi-hints';
import { initContract } from '@ts-rest/core';
import { post } from '../route';
import { emptyBody, moneyAmount } from '../envelope';
import { Code } from '../status-codes';
import { DEFAULT_AREA_CODE } from '../constants';
import { anyPhone, areaCode, email, nickname, passwordHash, realName, samePasswords, verifyCode } from '../validation';
import { oneOf, samePasswordsIssue } from './verification';
import { charsAtMost } from '../char-count';

/**
 * The member resource: member info (also "user info with isPop"), the binding calls, member
 * grades and rebates, avatars, image upload and the chat token. The spec shows none of these
 * payloads beyond bindPhone and bindRealName on the user info: every other shape here is our
 * design, kept consistent with the names the spec does use.
 */
const c = initContract();

/** bindPassword* `type`: which password is set. Our design: the spec's 6100 covers both. */
export const PASSWORD_TYPE = { login: 1, withdraw: 2 } as const;
export const passwordType = oneOf([PASSWORD_TYPE.login, PASSWORD_TYPE.withdraw] as const);

export const VIP_LEVEL_MAX = 10;
/** A VIP level (会员等级), 0 to VIP_LEVEL_MAX. */
export const vipLevel = z.number().int().min(0).max(VIP_LEVEL_MAX);
/** Uploaded images: at most this many bytes once decoded (answered 6010 above it). */
export const UPLOAD_IMAGE_BYTES_MAX = 150 * 1024;
/** The data URL as sent; just under the server's default 256 KiB body limit. */
export const UPLOAD_DATA_URL_CHARS_MAX = 250_000;
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const AVATAR_URL_CHARS_MAX = 4_000;

// ---------------------------------------------------------------------------------------------
// Member info.

export const memberInfoBody = z.object({
  /** 1: also say which completion popup the client should show (the spec's "user info with isPop 1"). */
  isPop: oneOf([0, 1] as const).default(0),
});

/** What the client should prompt the player to complete, when asked with isPop 1. */
export const memberPopup = z.object({
  kind: z.enum(['bindPhone', 'bindRealName']),
  message: z.string(),
});

export const memberInfo = z.object({
  userId: z.number().int(),
  name: z.string(),
  nickName: z.string().nullable(),
  avatar: z.string().nullable(),
  /** Masked (张*): the full name never leaves the server once bound. */
  realName: z.string().nullable(),
  bindRealName: z.boolean(),
  areaCode: z.string(),
  /** Masked (138****5678): the new-device and security screens ask for the 4 middle digits. */
  phone: z.string().nullable(),
  bindPhone: z.boolean(),
  /** Masked (de****@example.com). */
  email: z.string().nullable(),
  bindEmail: z.boolean(),
  /** YYYY-MM-DD. */
  birthday: z.string().nullable(),
  /** 0 not given, 1 male, 2 female. */
  sex: z.number().int().min(0).max(2),
  /** The VIP level (会员等级, 0-10): memberGradeConfigList's `grade`. */
  vipLevel,
  /** The VIP level's display name, e.g. 黄金会员. */
  vipName: z.string(),
  /** The member tier (会员层级) payments and risk control use; not a VIP level. */
  grade: z.number().int().min(0),
  /** Whether a withdrawal password is set (bindPassword type 2). */
  hasPayPassword: z.boolean(),
  /** Epoch milliseconds. */
  registerTime: z.number().int(),
  lastLoginTime: z.number().int().nullable(),
  isPop: z.union([z.literal(0), z.literal(1)]),
  /** With isPop 1: the completion popup to show, or null. Always null with isPop 0. */
  popup: memberPopup.nullable(),
});
export type MemberInfo = z.infer<typeof memberInfo>;

const memberInfoExample: MemberInfo = {
  userId: 10001,
  name: 'demo01',
  nickName: '幸运星',
  avatar: null,
  realName: '张*',
  bindRealName: true,
  areaCode: DEFAULT_AREA_CODE,
  phone: '138****5678',
  bindPhone: true,
  email: 'de****@example.com',
  bindEmail: true,
  birthday: '1990-05-20',
  sex: 1,
  vipLevel: 3,
  vipName: '黄金会员',
  grade: 2,
  hasPayPassword: true,
  registerTime: 1768464000000,
  lastLoginTime: 1768464000000,
  isPop: 0,
  popup: null,
};

// ---------------------------------------------------------------------------------------------
// Binding.

/** A calendar date from 1900 on (the document adds `format: date`, which ajv-formats checks day by month and leap year). */
const BIRTHDAY_RE = /^(?:19|20)\d{2}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;
export const birthday = documented(z.string().regex(BIRTHDAY_RE, '请输入正确的出生日期'), { format: 'date' });

export const bindOtherBody = z
  .object({
    /** Once bound it cannot be changed (6009): withdrawals check it against the card holder. */
    realName: realName.optional(),
    nickName: nickname.optional(),
    /** YYYY-MM-DD; the player must be 18 or older. */
    birthday: birthday.optional(),
    sex: oneOf([0, 1, 2] as const).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'nothing to bind' });

export const bindEmailBody = z.object({ email, code: verifyCode });

export const bindPhoneBody = z.object({ areaCode: areaCode.default(DEFAULT_AREA_CODE), phone: anyPhone, code: verifyCode });

/** Set a password, proven by a code sent (sendCode/two type 2) to the bound phone or email. */
export const bindPasswordByCodeBody = z
  .object({ type: passwordType.default(PASSWORD_TYPE.login), code: verifyCode, password: passwordHash, secondPassword: passwordHash })
  .refine(samePasswords, samePasswordsIssue);

/**
 * Change a password, proven by the old one (md5 like every password). For type 2 the old one is
 * the current withdrawal password, or the login password when none is set yet, so a stolen
 * session alone cannot set it.
 */
export const bindPasswordBody = z
  .object({ type: passwordType.default(PASSWORD_TYPE.login), oldPassword: passwordHash, password: passwordHash, secondPassword: passwordHash })
  .refine(samePasswords, samePasswordsIssue);

/** The deposit screen asks for the real name the deposit must come from, when none is bound. */
export const bindFromDepositBody = z.object({ realName });

export const passwordChangedData = z.object({
  /** True when the login password changed: every session has ended and the player logs in again. */
  reLogin: z.boolean(),
});

// ---------------------------------------------------------------------------------------------
// Grades (VIP levels 0-10) and rebates (返水).

const percent = z.number().min(0).max(100).multipleOf(0.01);

/** Rebate per venue category, in percent of valid bets. Keys: the venue categories. */
export const rebateRates = z.object({
  sport: percent,
  realbet: percent,
  chess: percent,
  gaming: percent,
  lottery: percent,
  egame: percent,
  fishing: percent,
});
export type RebateCategory = keyof z.infer<typeof rebateRates>;
export const REBATE_CATEGORY_NAMES: Record<RebateCategory, string> = {
  sport: '体育',
  realbet: '真人',
  chess: '棋牌',
  gaming: '电竞',
  lottery: '彩票',
  egame: '电子',
  fishing: '捕鱼',
};

/** One VIP level of the member grade configuration. Amounts in yuan with 2 decimals. */
export const gradeConfig = z.object({
  grade: vipLevel,
  gradeName: z.string().min(1).regex(charsAtMost(20)),
  /** Cumulative deposits needed to reach the level. */
  depositThreshold: moneyAmount,
  /** Cumulative valid bets needed to reach the level. */
  betThreshold: moneyAmount,
  /** Valid bets per month needed to keep the level. */
  keepBetThreshold: moneyAmount,
  upgradeBonus: moneyAmount,
  birthdayBonus: moneyAmount,
  monthlyBonus: moneyAmount,
  withdrawTimesPerDay: z.number().int().positive(),
  withdrawLimitPerDay: moneyAmount,
  rebateRates,
});
export type GradeConfig = z.infer<typeof gradeConfig>;
/** The whole ladder, VIP 0 first; the fixture is parsed with this. */
export const gradeConfigList = z
  .array(gradeConfig)
  .min(1)
  .max(VIP_LEVEL_MAX + 1)
  .refine((l) => l.every((g, i) => g.grade === i), 'grades must run 0, 1, 2, ... without gaps');

const gradeExample: GradeConfig = {
  grade: 3,
  gradeName: '黄金会员',
  depositThreshold: 20000,
  betThreshold: 100000,
  keepBetThreshold: 30000,
  upgradeBonus: 188,
  birthdayBonus: 288,
  monthlyBonus: 88,
  withdrawTimesPerDay: 10,
  withdrawLimitPerDay: 500000,
  rebateRates: { sport: 0.6, realbet: 0.6, chess: 0.6, gaming: 0.6, lottery: 0.3, egame: 0.8, fishing: 0.8 },
};
/** The ladder starts at VIP 0 (gradeConfigList refuses one that does not), which needs nothing. */
const firstGradeExample: GradeConfig = {
  ...gradeExample, grade: 0, gradeName: '新手会员', depositThreshold: 0, betThreshold: 0, keepBetThreshold: 0,
  upgradeBonus: 0, birthdayBonus: 0, monthlyBonus: 0,
};

export const fanshuiBody = z.object({ category: rebateRates.keyof().optional() });
export const fanshuiItem = z.object({
  category: rebateRates.keyof(),
  categoryName: z.string(),
  /** The lowest and highest rates of the ladder, and the player's own. */
  low: percent,
  high: percent,
  current: percent,
});

// ---------------------------------------------------------------------------------------------
// Avatars and images.

export const avatar = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1).regex(charsAtMost(20)),
  url: z.string().min(1).regex(charsAtMost(AVATAR_URL_CHARS_MAX)),
});
export const avatarList = z.array(avatar).min(1).max(100);

export const uploadImageBody = z.object({
  /** data:image/(png|jpeg|gif|webp);base64,... */
  image: z.string().min(1).regex(charsAtMost(UPLOAD_DATA_URL_CHARS_MAX)),
  /** What the image is for; feedback images and avatars share the store. */
  purpose: z.enum(['avatar', 'feedback']).default('avatar'),
});

/**
 * Where an uploaded image is served: `/uploads/` + its id (128 random bits as 32 lower-case hex
 * digits) + its type's extension. The id is the capability: clients show uploads in <img> tags,
 * which cannot send the token header, so an image is served to whoever knows its url, and the url
 * cannot be guessed or enumerated. Only the uploader (and whoever they show it to) learns it.
 */
export const UPLOAD_URL_RE = /^\/uploads\/[0-9a-f]{32}\.(png|jpg|gif|webp)$/;
export const uploadUrl = z.string().regex(UPLOAD_URL_RE, '图片地址无效');

export const uploadedImage = z.object({
  id: z.string(),
  /** Where the image is served (see uploadUrl); addAvatar and feedback images accept it. */
  url: uploadUrl,
  mime: z.enum(UPLOAD_IMAGE_TYPES),
  sizeBytes: z.number().int().positive().max(UPLOAD_IMAGE_BYTES_MAX),
});

export const memberContract = c.router({
  info: post({
    path: '/site/api/v1/user/member/info',
    summary: 'Member info (also "user info with isPop"): binding flags, masked contacts, VIP level',
    description: 'The route guards read bindPhone and bindRealName. With isPop 1, `popup` names what the player should complete first.',
    body: memberInfoBody,
    data: memberInfo,
    example: memberInfoExample,
  }),
  bindOther: post({
    path: '/site/api/v1/user/member/bindOther',
    summary: 'Bind the real name and set the other details (nick name, birthday, sex)',
    body: bindOtherBody,
    data: memberInfo,
    codes: [Code.DATA_EXISTS],
    example: memberInfoExample,
  }),
  bindEmail: post({
    path: '/site/api/v1/user/member/bindEmail',
    summary: 'Bind an email with the code sent to it (sendCode/two type 1, cate 1)',
    body: bindEmailBody,
    data: memberInfo,
    codes: [Code.DATA_EXISTS, Code.AUTHENTICATION_REQUIRED, Code.AUTHENTICATION_CODE_ERROR, Code.AUTHENTICATION_LOCKED, Code.AUTHENTICATION_CODE_EXPIRED],
    example: memberInfoExample,
  }),
  bindPhone: post({
    path: '/site/api/v1/user/member/bindPhone',
    summary: 'Bind a phone with the code sent to it (sendCode/two type 1, cate 0 or 2)',
    body: bindPhoneBody,
    data: memberInfo,
    codes: [Code.DATA_EXISTS, Code.AUTHENTICATION_REQUIRED, Code.AUTHENTICATION_CODE_ERROR, Code.AUTHENTICATION_LOCKED, Code.AUTHENTICATION_CODE_EXPIRED],
    example: memberInfoExample,
  }),
  bindPasswordByPhone: post({
    path: '/site/api/v1/user/member/bindPasswordByPhone',
    summary: 'Set the login (type 1) or withdrawal (type 2) password with a code sent to the bound phone',
    body: bindPasswordByCodeBody,
    data: passwordChangedData,
    codes: [Code.UNBOUND_PHONE, Code.AUTHENTICATION_REQUIRED, Code.AUTHENTICATION_CODE_ERROR, Code.AUTHENTICATION_LOCKED, Code.AUTHENTICATION_CODE_EXPIRED],
    example: { reLogin: true },
  }),
  bindPasswordByEmail: post({
    path: '/site/api/v1/user/member/bindPasswordByEmail',
    summary: 'Set the login (type 1) or withdrawal (type 2) password with a code sent to the bound email',
    body: bindPasswordByCodeBody,
    data: passwordChangedData,
    codes: [Code.AUTHENTICATION_REQUIRED, Code.AUTHENTICATION_CODE_ERROR, Code.AUTHENTICATION_LOCKED, Code.AUTHENTICATION_CODE_EXPIRED],
    example: { reLogin: true },
  }),
  bindPassword: post({
    path: '/site/api/v1/user/member/bindPassword',
    summary: 'Change the login password (type 1) or set/change the withdrawal password (type 2) with the old one',
    body: bindPasswordBody,
    data: passwordChangedData,
    codes: [Code.PASSWORD_CHECK_FAILURE, Code.AUTHENTICATION_LOCKED],
    example: { reLogin: false },
  }),
  memberGradeInfoByGrade: post({
    path: '/site/api/v1/user/member/memberGradeInfoByGrade',
    summary: 'One VIP level of the grade configuration, and whether it is the player\'s',
    body: z.object({ grade: vipLevel }),
    data: gradeConfig.extend({ isCurrent: z.boolean() }),
    codes: [Code.NOT_FOUND],
    example: { ...gradeExample, isCurrent: true },
  }),
  memberGradeConfigList: post({
    path: '/site/api/v1/user/member/memberGradeConfigList',
    summary: 'The VIP ladder (levels 0-10) with thresholds, bonuses and rebate rates, and the player\'s level',
    body: emptyBody,
    data: z.object({
      list: gradeConfigList,
      vipLevel,
      /** The player's cumulative deposits and valid bets as the ladder counts them: the VIP page shows the way to the next level from these. */
      progress: z.object({ depositTotal: moneyAmount, validBetTotal: moneyAmount }),
    }),
    example: { list: [firstGradeExample], vipLevel: 0, progress: { depositTotal: 0, validBetTotal: 0 } },
  }),
  getGameFanshuiHighLow: post({
    path: '/site/api/v1/user/member/getGameFanshuiHighLow',
    summary: 'Rebate (返水) rates per venue category: lowest and highest of the ladder, and the player\'s',
    body: fanshuiBody,
    data: z.object({ list: z.array(fanshuiItem).max(20) }),
    example: { list: [{ category: 'sport', categoryName: '体育', low: 0.38, high: 1.2, current: 0.6 }] },
  }),
  bindFromDeposit: post({
    path: '/site/api/v1/user/member/bindFromDeposit',
    summary: 'Bind the real name from the deposit screen (deposits must come from that name)',
    body: bindFromDepositBody,
    data: memberInfo,
    codes: [Code.DATA_EXISTS],
    example: memberInfoExample,
  }),
  avatarList: post({
    path: '/site/api/v1/user/member/avatarList',
    summary: 'The stock avatars to choose from',
    body: emptyBody,
    data: z.object({ list: avatarList, current: z.string().nullable() }),
    example: { list: [{ id: 1, name: '财神', url: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSIxIiBoZWlnaHQ9IjEiLz4=' }], current: null },
  }),
  addAvatar: post({
    path: '/site/api/v1/user/member/addAvatar',
    summary: 'Set the avatar: a stock avatar\'s url or an image the player uploaded',
    body: z.object({ url: z.string().min(1).regex(charsAtMost(AVATAR_URL_CHARS_MAX)) }),
    data: z.object({ avatar: z.string() }),
    codes: [Code.NOT_FOUND],
    example: { avatar: '/uploads/3f2c9a1e8b7d4c6f0a1b2c3d4e5f6a7b.png' },
  }),
  jwt: post({
    path: '/site/api/v1/user/member/jwt',
    summary: 'The chat token (a signed JWT with the user id and expiry) sent on the chat socket login',
    body: emptyBody,
    data: z.object({ jwt: z.string(), expiresAt: z.number().int() }),
    example: { jwt: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1aWQiOjEwMDAxfQ.c2lnbmF0dXJl', expiresAt: 1768507200000 },
  }),
  uploadImage: post({
    path: '/site/api/v1/user/upload/uploadImage',
    summary: 'Upload an image as a base64 data URL (png, jpeg, gif or webp, at most 150 KB)',
    description: 'JSON rather than multipart so the safe switch can encrypt it like every other body. The bytes must match the declared type.',
    body: uploadImageBody,
    data: uploadedImage,
    codes: [Code.FILE_UPLOAD_FAILURE],
    example: { id: '3f2c9a1e8b7d4c6f0a1b2c3d4e5f6a7b', url: '/uploads/3f2c9a1e8b7d4c6f0a1b2c3d4e5f6a7b.png', mime: 'image/png', sizeBytes: 20480 },
  }),
});

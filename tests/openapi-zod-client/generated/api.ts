import { makeApi, Zodios, type ZodiosOptions } from "@zodios/core";
import { z } from "zod";

const LoginUsername = z.string();
const PasswordHash = z.string();
const Kaptchcate = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(99),
]);
const LoginInput = z
  .object({
    isAgent: z.number().optional(),
    name: LoginUsername.min(1).max(11),
    password: PasswordHash.regex(/^[a-f0-9]{32}$/),
    kaptchcate: Kaptchcate.optional(),
    codeId: z.string().max(64).optional(),
    code: z.string().max(64).optional(),
    version: z.string().max(32).optional(),
    sendCodeNum: z
      .string()
      .regex(/^\d{6}$/)
      .optional(),
  })
  .passthrough();
const LoginSuccess = z
  .object({ token: z.string(), userId: z.number().int() })
  .passthrough();
const GraphicNeededSuccess = z.object({ kaptchcate: z.number() }).passthrough();
const SliderChallenge = z
  .object({
    lot_number: z.string().min(1).max(128),
    pass_token: z.string().min(1).max(256),
    gen_time: z.string().min(1).max(32),
    validate_way: z.string(),
    image: z.string(),
    piece: z.string(),
    pieceY: z.number().int().gte(0).lte(150),
    expiresInSeconds: z.number().int().gte(1),
  })
  .passthrough();
const SliderNeededSuccess = z
  .object({ kaptchcate: z.number(), challenge: SliderChallenge })
  .passthrough();
const NewDeviceErrorSuccess = z
  .object({
    phoneNumber: z.string(),
    areaCode: z.string().optional(),
    email: z.string().optional(),
  })
  .passthrough();
const AuthLoginReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: LoginSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6002),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
        z.literal(6011),
        z.literal(6031),
        z.literal(6033),
        z.literal(6035),
        z.literal(6036),
        z.literal(6037),
        z.literal(6038),
        z.literal(6039),
        z.literal(6500),
        z.literal(6501),
        z.literal(6502),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.literal(6021),
      data: GraphicNeededSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.literal(6022),
      data: SliderNeededSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6025),
        z.literal(6026),
        z.literal(6027),
        z.literal(6028),
        z.literal(6029),
      ]),
      data: NewDeviceErrorSuccess,
      message: z.string(),
    })
    .passthrough(),
]);
const RegisterUsername = z.string();
const RegisterInput = z
  .object({
    name: RegisterUsername.min(1).regex(
      /^(?=(?:[^A-Za-z]*[A-Za-z]){2})(?=.*\d)[A-Za-z][A-Za-z0-9]{3,10}$/
    ),
    password: PasswordHash.regex(/^[a-f0-9]{32}$/),
    secondPassword: PasswordHash.regex(/^[a-f0-9]{32}$/),
    kaptchcate: Kaptchcate.optional(),
    codeId: z.string().max(64).optional(),
    code: z.string().max(64).optional(),
    domain: z.string().max(200).optional(),
    rCode: z.string().max(64).optional(),
    iCode: z.string().max(64).optional(),
  })
  .passthrough();
const AuthRegisterSuccess = z
  .object({ userId: z.number().int() })
  .passthrough();
const AuthRegisterReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: AuthRegisterSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
        z.literal(6009),
        z.literal(6011),
        z.literal(6036),
        z.literal(6038),
        z.literal(6500),
        z.literal(6501),
        z.literal(6502),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.literal(6021),
      data: GraphicNeededSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.literal(6022),
      data: SliderNeededSuccess,
      message: z.string(),
    })
    .passthrough(),
]);
const EmptyInput = z.object({}).partial().passthrough();
const AuthLogoutReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const KaptchcateInput = z
  .object({
    ktype: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
    context: z
      .object({
        name: z.string().max(64),
        password: z.string().max(64),
        phone: z.string().max(20),
        email: z.string().max(64),
      })
      .partial()
      .passthrough()
      .optional(),
  })
  .passthrough();
const KaptchcateSuccess = z.object({ kaptchcate: z.number() }).passthrough();
const AuthKaptchcateReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: KaptchcateSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
        z.literal(6011),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.literal(6021),
      data: GraphicNeededSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.literal(6022),
      data: SliderNeededSuccess,
      message: z.string(),
    })
    .passthrough(),
]);
const GraphicCaptchaSuccess = z
  .object({ image: z.string(), "x-code": z.string() })
  .passthrough();
const AuthDefaultKaptchaReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: GraphicCaptchaSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
        z.literal(6011),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const GeeCheckInput = z
  .object({
    lot_number: z.string().min(1).max(128),
    captcha_output: z.string().min(1).max(2048),
    pass_token: z.string().min(1).max(256),
    gen_time: z.string().min(1).max(32),
    validate_way: z.string().min(1).max(32),
  })
  .passthrough();
const GeeCheckSuccess = z
  .object({ result: z.string(), codeId: z.string() })
  .passthrough();
const AuthValidateGeeCheckReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: GeeCheckSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
        z.literal(6011),
        z.literal(6036),
        z.literal(6038),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const MemberInfoInput = z
  .object({ isPop: z.union([z.literal(0), z.literal(1)]) })
  .partial()
  .passthrough();
const VipLevel = z.number();
const MemberPopup = z
  .object({ kind: z.enum(["bindPhone", "bindRealName"]), message: z.string() })
  .passthrough();
const MemberInfo = z
  .object({
    userId: z.number().int(),
    name: z.string(),
    nickName: z.union([z.string(), z.null()]),
    avatar: z.union([z.string(), z.null()]),
    realName: z.union([z.string(), z.null()]),
    bindRealName: z.boolean(),
    areaCode: z.string(),
    phone: z.union([z.string(), z.null()]),
    bindPhone: z.boolean(),
    email: z.union([z.string(), z.null()]),
    bindEmail: z.boolean(),
    birthday: z.union([z.string(), z.null()]),
    sex: z.number().int().gte(0).lte(2),
    vipLevel: VipLevel.int().gte(0).lte(10),
    vipName: z.string(),
    grade: z.number().int().gte(0),
    hasPayPassword: z.boolean(),
    registerTime: z.number().int(),
    lastLoginTime: z.union([z.number(), z.null()]),
    isPop: z.union([z.literal(0), z.literal(1)]),
    popup: z.union([MemberPopup, z.null()]),
  })
  .passthrough();
const MemberInfoReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: MemberInfo,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const BindOtherInput = z.union([
  z.unknown(),
  z.unknown(),
  z.unknown(),
  z.unknown(),
]);
const MemberBindOtherReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: MemberInfo,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
        z.literal(6009),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const Email = z.string();
const VerifyCode = z.string();
const BindEmailInput = z
  .object({
    email: Email.min(1)
      .max(40)
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/),
    code: VerifyCode.min(1).max(30),
  })
  .passthrough();
const MemberBindEmailReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: MemberInfo,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
        z.literal(6009),
        z.literal(6035),
        z.literal(6036),
        z.literal(6037),
        z.literal(6038),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const AreaCode = z.string();
const AnyPhone = z.string();
const BindPhoneInput = z
  .object({
    areaCode: AreaCode.regex(/^\d{1,4}$/).optional(),
    phone: AnyPhone.regex(/^\d{5,15}$/),
    code: VerifyCode.min(1).max(30),
  })
  .passthrough();
const MemberBindPhoneReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: MemberInfo,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
        z.literal(6009),
        z.literal(6035),
        z.literal(6036),
        z.literal(6037),
        z.literal(6038),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const PasswordType = z.union([z.literal(1), z.literal(2)]);
const BindPasswordByCodeInput = z
  .object({
    type: PasswordType.optional(),
    code: VerifyCode.min(1).max(30),
    password: PasswordHash.regex(/^[a-f0-9]{32}$/),
    secondPassword: PasswordHash.regex(/^[a-f0-9]{32}$/),
  })
  .passthrough();
const PasswordChangedSuccess = z.object({ reLogin: z.boolean() }).passthrough();
const MemberBindPasswordByPhoneReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: PasswordChangedSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
        z.literal(6015),
        z.literal(6035),
        z.literal(6036),
        z.literal(6037),
        z.literal(6038),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const MemberBindPasswordByEmailReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: PasswordChangedSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
        z.literal(6035),
        z.literal(6036),
        z.literal(6037),
        z.literal(6038),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const BindPasswordInput = z
  .object({
    type: PasswordType.optional(),
    oldPassword: PasswordHash.regex(/^[a-f0-9]{32}$/),
    password: PasswordHash.regex(/^[a-f0-9]{32}$/),
    secondPassword: PasswordHash.regex(/^[a-f0-9]{32}$/),
  })
  .passthrough();
const MemberBindPasswordReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: PasswordChangedSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
        z.literal(6037),
        z.literal(6100),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const MemberMemberGradeInfoByGradeInput = z
  .object({ grade: VipLevel.int().gte(0).lte(10) })
  .passthrough();
const MoneyAmount = z.number();
const RebateRates = z
  .object({
    sport: z.number().gte(0).lte(100),
    realbet: z.number().gte(0).lte(100),
    chess: z.number().gte(0).lte(100),
    gaming: z.number().gte(0).lte(100),
    lottery: z.number().gte(0).lte(100),
    egame: z.number().gte(0).lte(100),
    fishing: z.number().gte(0).lte(100),
  })
  .passthrough();
const MemberMemberGradeInfoByGradeSuccess = z
  .object({
    grade: VipLevel.int().gte(0).lte(10),
    gradeName: z.string().min(1).max(20),
    depositThreshold: MoneyAmount.gte(0),
    betThreshold: MoneyAmount.gte(0),
    keepBetThreshold: MoneyAmount.gte(0),
    upgradeBonus: MoneyAmount.gte(0),
    birthdayBonus: MoneyAmount.gte(0),
    monthlyBonus: MoneyAmount.gte(0),
    withdrawTimesPerDay: z.number().int().gte(1),
    withdrawLimitPerDay: MoneyAmount.gte(0),
    rebateRates: RebateRates,
    isCurrent: z.boolean(),
  })
  .passthrough();
const MemberMemberGradeInfoByGradeReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: MemberMemberGradeInfoByGradeSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6004),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const GradeConfig = z
  .object({
    grade: VipLevel.int().gte(0).lte(10),
    gradeName: z.string().min(1).max(20),
    depositThreshold: MoneyAmount.gte(0),
    betThreshold: MoneyAmount.gte(0),
    keepBetThreshold: MoneyAmount.gte(0),
    upgradeBonus: MoneyAmount.gte(0),
    birthdayBonus: MoneyAmount.gte(0),
    monthlyBonus: MoneyAmount.gte(0),
    withdrawTimesPerDay: z.number().int().gte(1),
    withdrawLimitPerDay: MoneyAmount.gte(0),
    rebateRates: RebateRates,
  })
  .passthrough();
const GradeConfigList = z.array(GradeConfig);
const MemberMemberGradeConfigListSuccess = z
  .object({
    list: GradeConfigList.min(1).max(11),
    vipLevel: VipLevel.int().gte(0).lte(10),
    progress: z
      .object({
        depositTotal: MoneyAmount.gte(0),
        validBetTotal: MoneyAmount.gte(0),
      })
      .passthrough(),
  })
  .passthrough();
const MemberMemberGradeConfigListReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: MemberMemberGradeConfigListSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const FanshuiInput = z
  .object({
    category: z.enum([
      "sport",
      "realbet",
      "chess",
      "gaming",
      "lottery",
      "egame",
      "fishing",
    ]),
  })
  .partial()
  .passthrough();
const FanshuiItem = z
  .object({
    category: z.enum([
      "sport",
      "realbet",
      "chess",
      "gaming",
      "lottery",
      "egame",
      "fishing",
    ]),
    categoryName: z.string(),
    low: z.number().gte(0).lte(100),
    high: z.number().gte(0).lte(100),
    current: z.number().gte(0).lte(100),
  })
  .passthrough();
const MemberGetGameFanshuiHighLowSuccess = z
  .object({ list: z.array(FanshuiItem).max(20) })
  .passthrough();
const MemberGetGameFanshuiHighLowReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: MemberGetGameFanshuiHighLowSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const RealName = z.string();
const BindFromDepositInput = z
  .object({
    realName: RealName.regex(
      /^(?!.*··)(?:[\u4e00-\u9fa5](?:[\u4e00-\u9fa5·]*[\u4e00-\u9fa5])?|[A-Za-z](?:[A-Za-z·.\s]*[A-Za-z])?)$/u
    ),
  })
  .passthrough();
const MemberBindFromDepositReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: MemberInfo,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
        z.literal(6009),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const Avatar = z
  .object({
    id: z.number().int().gte(1),
    name: z.string().min(1).max(20),
    url: z.string().min(1).max(4000),
  })
  .passthrough();
const AvatarList = z.array(Avatar);
const MemberAvatarListSuccess = z
  .object({
    list: AvatarList.min(1).max(100),
    current: z.union([z.string(), z.null()]),
  })
  .passthrough();
const MemberAvatarListReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: MemberAvatarListSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const MemberAddAvatarInput = z
  .object({ url: z.string().min(1).max(4000) })
  .passthrough();
const MemberAddAvatarSuccess = z.object({ avatar: z.string() }).passthrough();
const MemberAddAvatarReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: MemberAddAvatarSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6004),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const MemberJwtSuccess = z
  .object({ jwt: z.string(), expiresAt: z.number().int() })
  .passthrough();
const MemberJwtReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: MemberJwtSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const UploadImageInput = z
  .object({
    image: z.string().min(1).max(250000),
    purpose: z.enum(["avatar", "feedback"]).optional(),
  })
  .passthrough();
const UploadUrl = z.string();
const UploadedImage = z
  .object({
    id: z.string(),
    url: UploadUrl.regex(/^\/uploads\/[0-9a-f]{32}\.(png|jpg|gif|webp)$/),
    mime: z.enum(["image/png", "image/jpeg", "image/gif", "image/webp"]),
    sizeBytes: z.number().int().gte(1).lte(153600),
  })
  .passthrough();
const MemberUploadImageReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: UploadedImage,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
        z.literal(6010),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const SendCodeCate = z.union([z.literal(0), z.literal(1), z.literal(2)]);
const CaptchaText = z.string();
const SendCodeOneInput = z
  .object({
    target: z.string().min(1).max(40),
    obfuscatedTarget: z.string().min(1).max(200),
    areaCode: AreaCode.regex(/^\d{1,4}$/).optional(),
    cate: SendCodeCate,
    version: z.number(),
    kaptchcate: Kaptchcate.optional(),
    codeId: z.string().max(64).optional(),
    imageCode: CaptchaText.min(1).max(10).optional(),
    name: LoginUsername.min(1).max(11),
    type: z.union([z.literal(2), z.literal(3)]),
  })
  .passthrough();
const SendCodeSuccess = z
  .object({
    target: z.string(),
    cate: SendCodeCate,
    expiresInSeconds: z.number().int().gte(1),
    resendInSeconds: z.number().int().gte(1),
  })
  .passthrough();
const ResendErrorSuccess = z
  .object({ retryInSeconds: z.number().int().gte(1).lte(60) })
  .passthrough();
const VerificationSendCodeOneReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: SendCodeSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
        z.literal(6034),
        z.literal(6036),
        z.literal(6038),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.literal(6066),
      data: ResendErrorSuccess,
      message: z.string(),
    })
    .passthrough(),
]);
const SendCodeTwoInput = z
  .object({
    target: z.string().min(1).max(40),
    obfuscatedTarget: z.string().min(1).max(200),
    areaCode: AreaCode.regex(/^\d{1,4}$/).optional(),
    cate: SendCodeCate,
    version: z.number(),
    kaptchcate: Kaptchcate.optional(),
    codeId: z.string().max(64).optional(),
    imageCode: CaptchaText.min(1).max(10).optional(),
    name: LoginUsername.min(1).max(11).optional(),
    type: z.union([z.literal(1), z.literal(2)]),
  })
  .passthrough();
const VerificationSendCodeTwoReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: SendCodeSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
        z.literal(6009),
        z.literal(6015),
        z.literal(6034),
        z.literal(6035),
        z.literal(6036),
        z.literal(6038),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.literal(6066),
      data: ResendErrorSuccess,
      message: z.string(),
    })
    .passthrough(),
]);
const CountryArea = z
  .object({
    areaName: z.string().min(1).max(40),
    areaCode: AreaCode.regex(/^\d{1,4}$/),
    regex: z.string().min(2).max(200),
  })
  .passthrough();
const CountryAreaList = z.array(CountryArea);
const VerificationQueryCountryAreaReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: CountryAreaList.max(300),
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([z.literal(6005), z.literal(6007), z.literal(6008)]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const ResetUsername = z.string();
const ForgetByPhoneOneInput = z
  .object({
    areaCode: AreaCode.regex(/^\d{1,4}$/).optional(),
    phone: AnyPhone.regex(/^\d{5,15}$/),
    name: ResetUsername.min(1).max(30),
    kaptchcate: Kaptchcate.optional(),
    codeId: z.string().max(64).optional(),
    imageCode: z.string().min(1).max(64).optional(),
    cate: z.union([z.literal(0), z.literal(2)]).optional(),
  })
  .passthrough();
const VerificationForgetByPhoneOneReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: SendCodeSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
        z.literal(6034),
        z.literal(6036),
        z.literal(6038),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.literal(6021),
      data: GraphicNeededSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.literal(6022),
      data: SliderNeededSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.literal(6066),
      data: ResendErrorSuccess,
      message: z.string(),
    })
    .passthrough(),
]);
const ForgetByPhoneTwoInput = z
  .object({
    areaCode: AreaCode.regex(/^\d{1,4}$/).optional(),
    phone: AnyPhone.regex(/^\d{5,15}$/),
    name: ResetUsername.min(1).max(30),
    code: VerifyCode.min(1).max(30),
  })
  .passthrough();
const ForgetVerifiedSuccess = z
  .object({ expiresInSeconds: z.number().int().gte(1) })
  .passthrough();
const VerificationForgetByPhoneTwoReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: ForgetVerifiedSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
        z.literal(6035),
        z.literal(6036),
        z.literal(6037),
        z.literal(6038),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const ForgetByPhoneThreeInput = z
  .object({
    areaCode: AreaCode.regex(/^\d{1,4}$/).optional(),
    phone: AnyPhone.regex(/^\d{5,15}$/),
    name: ResetUsername.min(1).max(30),
    password: PasswordHash.regex(/^[a-f0-9]{32}$/),
    secondPassword: PasswordHash.regex(/^[a-f0-9]{32}$/),
  })
  .passthrough();
const VerificationForgetByPhoneThreeReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
        z.literal(6035),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const ForgetByEmailOneInput = z
  .object({
    email: Email.min(1)
      .max(40)
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/),
    name: ResetUsername.min(1).max(30),
    kaptchcate: Kaptchcate.optional(),
    codeId: z.string().max(64).optional(),
    imageCode: z.string().min(1).max(64).optional(),
  })
  .passthrough();
const VerificationForgetByEmailOneReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: SendCodeSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
        z.literal(6034),
        z.literal(6036),
        z.literal(6038),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.literal(6021),
      data: GraphicNeededSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.literal(6022),
      data: SliderNeededSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.literal(6066),
      data: ResendErrorSuccess,
      message: z.string(),
    })
    .passthrough(),
]);
const ForgetByEmailTwoInput = z
  .object({
    email: Email.min(1)
      .max(40)
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/),
    name: ResetUsername.min(1).max(30),
    code: VerifyCode.min(1).max(30),
  })
  .passthrough();
const VerificationForgetByEmailTwoReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: ForgetVerifiedSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
        z.literal(6035),
        z.literal(6036),
        z.literal(6037),
        z.literal(6038),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const ForgetByEmailThreeInput = z
  .object({
    email: Email.min(1)
      .max(40)
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/),
    name: ResetUsername.min(1).max(30),
    password: PasswordHash.regex(/^[a-f0-9]{32}$/),
    secondPassword: PasswordHash.regex(/^[a-f0-9]{32}$/),
  })
  .passthrough();
const VerificationForgetByEmailThreeReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
        z.literal(6035),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const RowId = z.number();
const NavigationCategory = z.enum([
  "home",
  "sport",
  "egame",
  "realbet",
  "lottery",
  "chess",
  "gaming",
  "fish",
  "customer",
  "venture",
  "sponsor",
  "discount",
  "app",
  "save_money",
  "transfer_money",
  "take_money",
  "profile",
  "vip",
  "Welfare",
  "bet_record",
  "trade_record",
  "message",
]);
const NavigationItem = z
  .object({
    id: RowId.int().gte(1).lte(2147483647),
    category: NavigationCategory,
    name: z.string().min(1).max(20),
    path: z.string().min(1).max(500),
    icon: z.string().max(200),
    group: z.enum(["main", "user"]),
    sort: z.number().int(),
    requiresAuth: z.boolean(),
    hot: z.boolean(),
  })
  .passthrough();
const SiteNavigationListSuccess = z.array(NavigationItem);
const SiteNavigationListReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: SiteNavigationListSuccess.max(22),
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([z.literal(6005), z.literal(6007), z.literal(6008)]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const Sponsor = z
  .object({
    id: RowId.int().gte(1).lte(2147483647),
    title: z.string().min(1).max(60),
    subtitle: z.string().max(120),
    period: z.string().max(40),
    paragraphs: z.array(z.string().max(1000)).max(20),
    imageUrl: z.string().max(500),
    videoUrl: z.union([z.string(), z.null()]),
    sort: z.number().int(),
  })
  .passthrough();
const SiteSponsorContentSuccess = z.array(Sponsor);
const SiteSponsorContentReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: SiteSponsorContentSuccess.max(50),
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([z.literal(6005), z.literal(6007), z.literal(6008)]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const SiteOnlinecustomserviceSuccess = z
  .object({ url: z.string().max(500).url() })
  .passthrough();
const SiteOnlinecustomserviceReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: SiteOnlinecustomserviceSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([z.literal(6005), z.literal(6007), z.literal(6008)]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const SiteBaseConfig = z
  .object({
    title: z.string().min(1).max(60),
    h5DomainUrl: z.string().max(200).url(),
    brandName: z.string().min(1).max(30),
    logoUrl: z.string().max(500),
    appDownloadUrl: z.string().max(500),
    siteId: z.number(),
    currency: z.string(),
  })
  .passthrough();
const PreInfoSuccess = z
  .object({
    ip: z.string().max(45),
    siteBaseConfig: SiteBaseConfig,
    depositEnabled: z.boolean(),
    professionalAllowed: z.boolean(),
    captchaKind: z.enum(["graphic", "slider"]),
    safeSwitch: z.union([z.literal(0), z.literal(1)]),
  })
  .passthrough();
const SitePreInfoReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: PreInfoSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([z.literal(6005), z.literal(6007), z.literal(6008)]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const NoticeListInput = z
  .object({
    pageNum: z.number().int().gte(1).lte(10000),
    pageSize: z.number().int().gte(1).lte(100),
    kind: z.enum(["marquee", "popup", "normal"]),
  })
  .partial()
  .passthrough();
const EpochMs = z.number();
const Notice = z
  .object({
    id: RowId.int().gte(1).lte(2147483647),
    kind: z.enum(["marquee", "popup", "normal"]),
    title: z.string().min(1).max(100),
    content: z.string().max(2000),
    pinned: z.boolean(),
    createdAt: EpochMs.int().gte(0).lte(8640000000000000),
  })
  .passthrough();
const NoticePage = z
  .object({
    list: z.array(Notice),
    total: z.number().int().gte(0),
    pageNum: z.number().int().gte(1),
    pageSize: z.number().int().gte(1),
  })
  .passthrough();
const SiteQueryNoticeListByPageReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: NoticePage,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([z.literal(6005), z.literal(6007), z.literal(6008)]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const DiscountCategory = z.enum([
  "new",
  "daily",
  "vip",
  "sport",
  "realbet",
  "egame",
  "lottery",
  "chess",
  "gaming",
  "fish",
]);
const DiscountAdInput = z
  .object({ category: DiscountCategory })
  .partial()
  .passthrough();
const ActivityKind = z.enum([
  "racePage",
  "activityLandPage",
  "firstDeposit",
  "againDeposit",
  "newTask",
  "drawGift",
  "signGift",
  "bettingGift",
  "friendInvitation",
]);
const DiscountAd = z
  .object({
    id: RowId.int().gte(1).lte(2147483647),
    title: z.string().min(1).max(60),
    subtitle: z.string().max(120),
    imageUrl: z.string().max(500),
    category: DiscountCategory,
    activityId: z.union([RowId, z.null()]),
    activityKind: z.union([ActivityKind, z.null()]),
    linkUrl: z.string().min(1).max(500),
    startTime: EpochMs.int().gte(0).lte(8640000000000000),
    endTime: z.union([EpochMs, z.null()]),
    sort: z.number().int(),
  })
  .passthrough();
const SiteGetMyDiscountAdSuccess = z.array(DiscountAd);
const SiteGetMyDiscountAdReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: SiteGetMyDiscountAdSuccess.max(100),
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([z.literal(6005), z.literal(6007), z.literal(6008)]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const SingleDataInput = z
  .object({ data: z.string().min(1).max(4096) })
  .passthrough();
const SiteSingleDataDecryptionSuccess = z
  .object({ value: z.string() })
  .passthrough();
const SiteSingleDataDecryptionReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: SiteSingleDataDecryptionSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6003),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const HelpTopicCode = z.enum([
  "kh",
  "ck",
  "qk",
  "zz",
  "yhgz",
  "tjllq",
  "xnbcqkjc",
  "tytzjc",
  "tysstqth",
  "fjcjc",
  "rqgl",
  "dxqgl",
  "cpwt",
  "dzjj",
  "tywt",
  "zrwt",
  "qtwt",
  "bczr",
  "gywm",
  "gztk",
  "hzhb",
  "ysgz",
  "zxkf",
]);
const HelpListInput = z.object({ code: HelpTopicCode }).partial().passthrough();
const HelpTopic = z
  .object({
    code: HelpTopicCode,
    title: z.string().min(1).max(30),
    group: z.enum(["guide", "faq", "about"]),
    sort: z.number().int(),
    sections: z
      .array(
        z
          .object({
            heading: z.union([z.string(), z.null()]),
            paragraphs: z.array(z.string().max(2000)).min(1).max(40),
          })
          .passthrough()
      )
      .min(1)
      .max(30),
  })
  .passthrough();
const HelpListSuccess = z
  .object({ list: z.array(HelpTopic).max(23) })
  .passthrough();
const SiteHelpListReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: HelpListSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6004),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const PromotionConfigInput = z.union([z.unknown(), z.unknown()]);
const ActivityRequirements = z
  .object({
    vipLevelMin: VipLevel.int().gte(0).lte(10),
    bindPhone: z.boolean(),
    bindRealName: z.boolean(),
  })
  .passthrough();
const PromotionRate = z.number();
const DepositRule = z
  .object({
    threshold: MoneyAmount.gte(0),
    rate: PromotionRate.gte(0).lte(10),
    max: MoneyAmount.gte(0),
  })
  .passthrough();
const Participation = z
  .object({
    activityId: RowId.int().gte(1).lte(2147483647),
    kind: ActivityKind,
    title: z.string(),
    status: z.enum(["joined", "confirmed"]),
    joinedAt: EpochMs.int().gte(0).lte(8640000000000000),
    confirmedAt: z.union([EpochMs, z.null()]),
    amount: z.union([MoneyAmount, z.null()]),
    bonus: MoneyAmount.gte(0),
    turnoverMultiple: z.number().int().gte(0).lte(100),
    turnoverRequired: MoneyAmount.gte(0),
  })
  .passthrough();
const ActivityConfig = z
  .object({
    id: RowId.int().gte(1).lte(2147483647),
    kind: ActivityKind,
    title: z.string().min(1).max(60),
    subtitle: z.string().max(120),
    imageUrl: z.string().max(500),
    category: DiscountCategory,
    startTime: EpochMs.int().gte(0).lte(8640000000000000),
    endTime: z.union([EpochMs, z.null()]),
    status: z.enum(["upcoming", "running", "ended"]),
    joinable: z.boolean(),
    requirements: ActivityRequirements,
    depositRule: z.union([DepositRule, z.null()]),
    reward: z.union([MoneyAmount, z.null()]),
    turnoverMultiple: z.number().int().gte(0).lte(100),
    rules: z.array(z.string().max(500)).max(30),
    participation: z.union([Participation, z.null()]),
    qualifyingDeposit: z.union([
      z
        .object({
          orderNo: z.string(),
          amount: MoneyAmount.gte(0),
          at: EpochMs.int().gte(0).lte(8640000000000000),
        })
        .passthrough(),
      z.null(),
    ]),
  })
  .passthrough();
const ActivityPromotionConfigReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: ActivityConfig,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6004),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const ActivityIdInput = z
  .object({ id: RowId.int().gte(1).lte(2147483647) })
  .passthrough();
const VerificationSuccess = z
  .object({
    id: RowId.int().gte(1).lte(2147483647),
    qualified: z.boolean(),
    joined: z.boolean(),
    unmet: z
      .array(
        z
          .object({
            requirement: z.enum([
              "running",
              "joinable",
              "vipLevel",
              "bindPhone",
              "bindRealName",
              "notJoined",
            ]),
            message: z.string(),
          })
          .passthrough()
      )
      .max(6),
  })
  .passthrough();
const ActivityVerificationReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: VerificationSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6004),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const ActivityJoinActivityReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: Participation,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6003),
        z.literal(6004),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
        z.literal(6009),
        z.literal(6015),
        z.literal(6449),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const ConfirmInfoInput = z
  .object({
    id: RowId.int().gte(1).lte(2147483647),
    amount: z.number().gte(0).lte(10000000).optional(),
  })
  .passthrough();
const ActivityConfirmInfoReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: Participation,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6003),
        z.literal(6004),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
        z.literal(6009),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const VipWeekLevel = z
  .object({
    vipLevel: VipLevel.int().gte(0).lte(10),
    bonus: MoneyAmount.gte(0),
    betRequired: MoneyAmount.gte(0),
  })
  .passthrough();
const VipWeekSuccess = z
  .object({
    vipLevel: VipLevel.int().gte(0).lte(10),
    weekStart: EpochMs.int().gte(0).lte(8640000000000000),
    weekEnd: EpochMs.int().gte(0).lte(8640000000000000),
    payoutAt: EpochMs.int().gte(0).lte(8640000000000000),
    bonus: MoneyAmount.gte(0),
    betRequired: MoneyAmount.gte(0),
    eligible: z.boolean(),
    levels: z.array(VipWeekLevel).max(11),
  })
  .passthrough();
const ActivityVipWeekInfoReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: VipWeekSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const PageQuery = z
  .object({
    pageNum: z.number().int().gte(1).lte(10000),
    pageSize: z.number().int().gte(1).lte(100),
  })
  .partial()
  .passthrough();
const ExchangeRecord = z
  .object({
    id: RowId.int().gte(1).lte(2147483647),
    activityId: RowId.int().gte(1).lte(2147483647),
    activityTitle: z.string(),
    giftName: z.string(),
    points: z.number().int().gte(0),
    amount: MoneyAmount.gte(0),
    status: z.enum(["pending", "issued", "rejected"]),
    orderNo: z.union([z.string(), z.null()]),
    createdAt: EpochMs.int().gte(0).lte(8640000000000000),
  })
  .passthrough();
const ExchangeRecordPage = z
  .object({
    list: z.array(ExchangeRecord),
    total: z.number().int().gte(0),
    pageNum: z.number().int().gte(1),
    pageSize: z.number().int().gte(1),
  })
  .passthrough();
const ActivityExchangeRecordReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: ExchangeRecordPage,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const FeedbackType = z.number();
const FeedbackContent = z.string();
const AddFeedbackInput = z
  .object({
    type: FeedbackType.int().gte(1).lte(7),
    content: FeedbackContent.min(1)
      .max(500)
      .regex(
        /^(?=[\s\S]*\S)[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]*$/u
      ),
    images: z.array(UploadUrl).max(3).optional(),
    orderNo: z.string().min(1).max(64).optional(),
  })
  .passthrough();
const FeedbackAddFeedBackSuccess = z
  .object({ id: RowId.int().gte(1).lte(2147483647) })
  .passthrough();
const FeedbackAddFeedBackReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: FeedbackAddFeedBackSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6003),
        z.literal(6004),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
        z.literal(6011),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const FeedbackUnreadNumSuccess = z.number();
const FeedbackUnreadNumReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: FeedbackUnreadNumSuccess.int().gte(0),
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const FeedbackListInput = z
  .object({
    pageNum: z.number().int().gte(1).lte(10000),
    pageSize: z.number().int().gte(1).lte(100),
    type: FeedbackType.int().gte(1).lte(7),
  })
  .partial()
  .passthrough();
const FeedbackSummary = z
  .object({
    id: RowId.int().gte(1).lte(2147483647),
    type: FeedbackType.int().gte(1).lte(7),
    typeName: z.string(),
    content: z.string(),
    status: z.enum(["pending", "replied", "closed"]),
    createdAt: EpochMs.int().gte(0).lte(8640000000000000),
    replyCount: z.number().int().gte(0),
    unreadCount: z.number().int().gte(0),
  })
  .passthrough();
const FeedbackPage = z
  .object({
    list: z.array(FeedbackSummary),
    total: z.number().int().gte(0),
    pageNum: z.number().int().gte(1),
    pageSize: z.number().int().gte(1),
  })
  .passthrough();
const FeedbackGetFeedBackListReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: FeedbackPage,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const FeedbackGetFeedbackInfoInput = z
  .object({ id: RowId.int().gte(1).lte(2147483647) })
  .passthrough();
const FeedbackReply = z
  .object({
    id: RowId.int().gte(1).lte(2147483647),
    author: z.string(),
    content: z.string(),
    createdAt: EpochMs.int().gte(0).lte(8640000000000000),
  })
  .passthrough();
const FeedbackDetail = z
  .object({
    id: RowId.int().gte(1).lte(2147483647),
    type: FeedbackType.int().gte(1).lte(7),
    typeName: z.string(),
    content: z.string(),
    status: z.enum(["pending", "replied", "closed"]),
    createdAt: EpochMs.int().gte(0).lte(8640000000000000),
    replyCount: z.number().int().gte(0),
    unreadCount: z.number().int().gte(0),
    images: z.array(z.string()),
    orderNo: z.union([z.string(), z.null()]),
    replies: z.array(FeedbackReply),
  })
  .passthrough();
const FeedbackGetFeedbackInfoReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: FeedbackDetail,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6004),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const FeedbackDelFeedbackInput = z
  .object({ id: RowId.int().gte(1).lte(2147483647) })
  .passthrough();
const FeedbackDelFeedbackReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6004),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const SignedMoney = z.number();
const MemberBet = z
  .object({
    orderNo: z.string(),
    venueName: z.string(),
    gameName: z.string(),
    betAmount: MoneyAmount.gte(0),
    winLoss: SignedMoney,
    status: z.enum(["unsettled", "settled", "cancelled"]),
    betTime: EpochMs.int().gte(0).lte(8640000000000000),
  })
  .passthrough();
const MemberBetPage = z
  .object({
    list: z.array(MemberBet),
    total: z.number().int().gte(0),
    pageNum: z.number().int().gte(1),
    pageSize: z.number().int().gte(1),
  })
  .passthrough();
const FeedbackQueryMemberBetListReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: MemberBetPage,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const DepositRewardConfig = z
  .object({
    threshold: MoneyAmount.gte(0),
    rate: PromotionRate.gte(0).lte(10),
    max: MoneyAmount.gte(0),
    id: RowId.int().gte(1).lte(2147483647),
    payType: z.string().min(1).max(32),
    payTypeName: z.string().min(1).max(30),
  })
  .passthrough();
const FeedbackQuerySiteDepositRewardConfigListSuccess =
  z.array(DepositRewardConfig);
const FeedbackQuerySiteDepositRewardConfigListReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: FeedbackQuerySiteDepositRewardConfigListSuccess.max(50),
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const GetUnreadInput = z.object({ userSystem: z.literal(1) }).passthrough();
const UnreadCounts = z
  .object({
    brnotice_count: z.number().int().gte(0),
    bractivity_count: z.number().int().gte(0),
    brbulletin_count: z.number().int().gte(0),
    brmatch_count: z.number().int().gte(0),
    brfd_count: z.number().int().gte(0),
    notice_count: z.number().int().gte(0),
    activity_count: z.number().int().gte(0),
    fd_count: z.number().int().gte(0),
  })
  .passthrough();
const LetterGetUnreadForTypeReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: UnreadCounts,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const LetterType = z.enum(["notice", "activity", "bulletin", "match", "fd"]);
const LetterListInput = z
  .object({
    pageNum: z.number().int().gte(1).lte(10000),
    pageSize: z.number().int().gte(1).lte(100),
    type: LetterType,
  })
  .partial()
  .passthrough();
const Letter = z
  .object({
    id: RowId.int().gte(1).lte(2147483647),
    type: LetterType,
    broadcast: z.boolean(),
    title: z.string().min(1).max(100),
    content: z.string().max(5000),
    read: z.boolean(),
    createdAt: EpochMs.int().gte(0).lte(8640000000000000),
  })
  .passthrough();
const LetterPage = z
  .object({
    list: z.array(Letter),
    total: z.number().int().gte(0),
    pageNum: z.number().int().gte(1),
    pageSize: z.number().int().gte(1),
  })
  .passthrough();
const LetterListReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: LetterPage,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const LetterReadInput = z
  .object({ id: RowId.int().gte(1).lte(2147483647) })
  .passthrough();
const LetterReadReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: UnreadCounts,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6004),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const LetterDeleteInput = z
  .object({ ids: z.array(RowId).min(1).max(100) })
  .passthrough();
const LetterDeleteReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: UnreadCounts,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6004),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const LetterOnekeyReadInput = z
  .object({ type: LetterType })
  .partial()
  .passthrough();
const LetterOnekeyReadReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: UnreadCounts,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const PayKind = z.union([z.literal(1), z.literal(2), z.literal(3)]);
const PaymentType = z
  .object({
    id: z.number().int().gte(1),
    name: z.string().min(1).max(40),
    code: z.string().min(1).max(20),
    kind: PayKind,
    icon: z.string().max(300),
    minAmount: MoneyAmount.gte(0),
    maxAmount: MoneyAmount.gte(0),
    fixedAmounts: z.array(MoneyAmount).max(12),
    recommend: z.boolean(),
    sort: z.number().int().gte(0).lte(10000),
  })
  .passthrough();
const PaymentTypesSuccess = z.array(PaymentType);
const PaymentTypesReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: PaymentTypesSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6003),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const PositiveMoney = z.number();
const PayInput = z
  .object({
    payTypeId: z.number().int().gte(1),
    amount: PositiveMoney.gte(0.01).lte(99999999.99),
    depositName: z.string().min(1).max(30).optional(),
    protocol: z.string().min(1).max(20).optional(),
  })
  .passthrough();
const OrderNo = z.string();
const DepositStatus = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
]);
const ReceivingBank = z
  .object({
    bankName: z.string(),
    cardNo: z.string(),
    holderName: z.string(),
    branch: z.string(),
  })
  .passthrough();
const ReceivingAddress = z
  .object({
    currency: z.string(),
    protocol: z.string(),
    address: z.string(),
    rate: z.number().gt(0),
    virtualAmount: z.number().gte(0),
  })
  .passthrough();
const DepositOrder = z
  .object({
    orderNo: OrderNo.min(1)
      .max(40)
      .regex(/^[A-Za-z0-9]+$/),
    payTypeId: z.number().int().gte(1),
    kind: PayKind,
    amount: MoneyAmount.gte(0),
    status: DepositStatus,
    createdAt: EpochMs.int().gte(0).lte(8640000000000000),
    expiresAt: EpochMs.int().gte(0).lte(8640000000000000),
    paidAt: z.union([EpochMs, z.null()]),
    payUrl: z.union([z.string(), z.null()]),
    bankInfo: z.union([ReceivingBank, z.null()]),
    virtualInfo: z.union([ReceivingAddress, z.null()]),
    paidMarkedAt: z.union([EpochMs, z.null()]),
    signalCode: z.union([z.string(), z.null()]),
    remark: z.string().max(200),
  })
  .passthrough();
const PaymentPayReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: DepositOrder,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6003),
        z.literal(6004),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
        z.literal(6011),
        z.literal(6449),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const OrderInput = z
  .object({
    orderNo: OrderNo.min(1)
      .max(40)
      .regex(/^[A-Za-z0-9]+$/),
  })
  .passthrough();
const PaymentGetDepositOrderStatusReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: DepositOrder,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6004),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const PaymentCloseOrderReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: DepositOrder,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6003),
        z.literal(6004),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const PaymentConfirmPaidReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: DepositOrder,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6003),
        z.literal(6004),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const SignalCodeSuccess = z
  .object({
    orderNo: OrderNo.min(1)
      .max(40)
      .regex(/^[A-Za-z0-9]+$/),
    signalCode: z.string().regex(/^[A-Z0-9]{6}$/),
    expiresAt: EpochMs.int().gte(0).lte(8640000000000000),
  })
  .passthrough();
const PaymentCreateSignalCodeReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: SignalCodeSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6003),
        z.literal(6004),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const CustomerInfoSuccess = z
  .object({ url: z.string(), notice: z.string() })
  .passthrough();
const PaymentGetCustomerInfoReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: CustomerInfoSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6003),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const AllBalanceInput = z
  .object({
    category: z.union([
      z.literal(1),
      z.literal(2),
      z.literal(3),
      z.literal(4),
      z.literal(5),
      z.literal(6),
      z.literal(7),
      z.literal(8),
    ]),
  })
  .partial()
  .passthrough();
const VenueCode = z.string();
const VenueWallet = z
  .object({
    channelCode: VenueCode.min(1)
      .max(32)
      .regex(/^[A-Za-z0-9_]+$/),
    name: z.string(),
    balance: MoneyAmount.gte(0),
    status: z.union([z.literal(0), z.literal(1)]),
  })
  .passthrough();
const AllBalanceSuccess = z
  .object({
    totalMoney: z.string().regex(/^\d+\.\d{2}$/),
    list: z.array(VenueWallet),
  })
  .passthrough();
const VenueAllBalanceReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: AllBalanceSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const RecycleInput = z
  .object({
    channelCode: VenueCode.min(1)
      .max(32)
      .regex(/^[A-Za-z0-9_]+$/),
  })
  .partial()
  .passthrough();
const RecycleSuccess = z
  .object({
    centerWalletBalance: MoneyAmount.gte(0),
    amount: MoneyAmount.gte(0),
    list: z.array(
      z
        .object({
          channelCode: VenueCode.min(1)
            .max(32)
            .regex(/^[A-Za-z0-9_]+$/),
          amount: MoneyAmount.gte(0),
        })
        .passthrough()
    ),
    skipped: z.array(
      z
        .object({
          channelCode: VenueCode.min(1)
            .max(32)
            .regex(/^[A-Za-z0-9_]+$/),
          status_code: z.union([z.literal(6413), z.literal(6415)]),
        })
        .passthrough()
    ),
  })
  .passthrough();
const VenueActivityErrorSuccess = z
  .object({
    activityName: z.string(),
    channelCode: VenueCode.min(1)
      .max(32)
      .regex(/^[A-Za-z0-9_]+$/),
    venueName: z.string(),
    turnoverTarget: MoneyAmount.gte(0),
    turnoverDone: MoneyAmount.gte(0),
  })
  .passthrough();
const VenueRecycleReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: RecycleSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6004),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
        z.literal(6011),
        z.literal(6415),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.literal(6413),
      data: VenueActivityErrorSuccess,
      message: z.string(),
    })
    .passthrough(),
]);
const TransferAmount = z.string();
const TransferTy = z.union([z.literal(1), z.literal(2)]);
const Flag = z.union([z.literal(0), z.literal(1)]);
const TransferInput = z
  .object({
    channelCode: VenueCode.min(1)
      .max(32)
      .regex(/^[A-Za-z0-9_]+$/),
    amount: TransferAmount.min(1)
      .max(12)
      .regex(/^(?:\d*[1-9]\d*(?:\.\d{1,2})?|0+\.(?:0[1-9]|[1-9]\d?))$/),
    ty: TransferTy.optional(),
    isActivity: Flag.optional(),
  })
  .passthrough();
const TransferSuccess = z
  .object({
    channelCode: VenueCode.min(1)
      .max(32)
      .regex(/^[A-Za-z0-9_]+$/),
    amount: MoneyAmount.gte(0),
    centerWalletBalance: MoneyAmount.gte(0),
    balance: MoneyAmount.gte(0),
    orderNo: z.string(),
  })
  .passthrough();
const VenueTransferReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: TransferSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6004),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
        z.literal(6011),
        z.literal(6415),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.literal(6413),
      data: VenueActivityErrorSuccess,
      message: z.string(),
    })
    .passthrough(),
]);
const VenueCategory = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
  z.literal(7),
]);
const VenueInfoInput = z.object({ category: VenueCategory }).passthrough();
const Venue = z
  .object({
    enName: VenueCode.min(1)
      .max(32)
      .regex(/^[A-Za-z0-9_]+$/),
    name: z.string().min(1).max(40),
    channelCode: VenueCode.min(1)
      .max(32)
      .regex(/^[A-Za-z0-9_]+$/),
    platformName: z.string().min(1).max(40),
    category: VenueCategory,
    status: z.union([z.literal(0), z.literal(1)]),
    icon: z.string().max(300),
    sort: z.number().int().gte(0).lte(10000),
    isHot: z.boolean(),
  })
  .passthrough();
const VenueGetVenueInfoByCategorySuccess = z.array(Venue);
const VenueGetVenueInfoByCategoryReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: VenueGetVenueInfoByCategorySuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([z.literal(6005), z.literal(6007), z.literal(6008)]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const BonusPoolsInput = z
  .object({ category: VenueCategory })
  .partial()
  .passthrough();
const BonusPoolsSuccess = z
  .object({
    total: MoneyAmount.gte(0),
    list: z.array(
      z
        .object({
          enName: VenueCode.min(1)
            .max(32)
            .regex(/^[A-Za-z0-9_]+$/),
          name: z.string(),
          amount: MoneyAmount.gte(0),
        })
        .passthrough()
    ),
  })
  .passthrough();
const VenueGetBonusPoolsReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: BonusPoolsSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([z.literal(6005), z.literal(6007), z.literal(6008)]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const GameListInput = z
  .object({
    pageNum: z.number().int().gte(1).lte(10000),
    pageSize: z.number().int().gte(1).lte(100),
    enName: VenueCode.min(1)
      .max(32)
      .regex(/^[A-Za-z0-9_]+$/),
    category: VenueCategory,
    keyword: z.string().max(30),
    isCollect: Flag,
    isHot: Flag,
  })
  .partial()
  .passthrough();
const GameItem = z
  .object({
    gameCode: z.string().min(1).max(64),
    gameName: z.string().min(1).max(60),
    enName: VenueCode.min(1)
      .max(32)
      .regex(/^[A-Za-z0-9_]+$/),
    category: z.union([z.literal(6), z.literal(7)]),
    icon: z.string().max(300),
    isHot: z.boolean(),
    isNew: z.boolean(),
    sort: z.number().int().gte(0).lte(100000),
    isCollect: z.boolean(),
  })
  .passthrough();
const VenueGameListSuccess = z
  .object({
    list: z.array(GameItem),
    total: z.number().int().gte(0),
    pageNum: z.number().int().gte(1),
    pageSize: z.number().int().gte(1),
  })
  .passthrough();
const VenueGameListReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: VenueGameListSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6004),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const LaunchInput = z
  .object({
    enName: VenueCode.min(1)
      .max(32)
      .regex(/^[A-Za-z0-9_]+$/),
    gameCode: z.string().max(64).optional(),
    isActivity: Flag.optional(),
  })
  .passthrough();
const LaunchSuccess = z
  .object({ url: z.string().min(1).max(2000) })
  .passthrough();
const VenueLaunchReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: LaunchSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6004),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
        z.literal(6415),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.literal(6413),
      data: VenueActivityErrorSuccess,
      message: z.string(),
    })
    .passthrough(),
]);
const BalanceInput = z
  .object({
    channelCode: VenueCode.min(1)
      .max(32)
      .regex(/^[A-Za-z0-9_]+$/),
  })
  .passthrough();
const BalanceSuccess = z
  .object({
    channelCode: VenueCode.min(1)
      .max(32)
      .regex(/^[A-Za-z0-9_]+$/),
    balance: MoneyAmount.gte(0),
  })
  .passthrough();
const VenueBalanceReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: BalanceSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6004),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const SportGameType = z.enum([
  "ALL",
  "FT",
  "VF",
  "BK",
  "TN",
  "OP",
  "SK",
  "FS",
  "VB",
  "BS",
  "TT",
]);
const MarketType = z.enum(["FU", "FT", "RB", "FSFT", "FSFU"]);
const OddsType = z.enum(["E", "H", "I", "M"]);
const ProviderId = z.string();
const PlaceBetRequest = z.union([
  z
    .object({ series: z.unknown(), entries: z.unknown() })
    .partial()
    .passthrough(),
  z
    .object({
      series: z.unknown().optional(),
      oddsType: z.unknown().optional(),
      entries: z.unknown().optional(),
      stake: z.unknown(),
    })
    .passthrough(),
]);
const BetStatusRequest = z
  .object({ ticketIds: z.array(OrderNo).min(1).max(50) })
  .passthrough();
const BetsRequest = z
  .object({
    status: z.enum(["open", "settled", "all"]),
    pageNum: z.number().int().gte(1).lte(10000),
    pageSize: z.number().int().gte(1).lte(100),
  })
  .partial()
  .passthrough();
const ResourceInput = z.union([
  z
    .object({
      timestamp: EpochMs.int().gte(0).lte(8640000000000000),
      token: z.string().min(1).max(128),
      langx: z.string().optional(),
      remoteip: z.string().regex(/^[0-9A-Fa-f.:]{2,45}$/),
      enName: VenueCode.min(1)
        .max(32)
        .regex(/^[A-Za-z0-9_]+$/),
      method: z.string(),
      Request: z
        .object({ gameType: SportGameType, marketType: MarketType })
        .partial()
        .passthrough(),
    })
    .passthrough(),
  z
    .object({
      timestamp: EpochMs.int().gte(0).lte(8640000000000000),
      token: z.string().min(1).max(128),
      langx: z.string().optional(),
      remoteip: z.string().regex(/^[0-9A-Fa-f.:]{2,45}$/),
      enName: VenueCode.min(1)
        .max(32)
        .regex(/^[A-Za-z0-9_]+$/),
      method: z.string(),
      Request: z
        .object({
          gameType: SportGameType,
          marketType: MarketType,
          leagueIds: z.array(z.number().int().gte(0)).max(50),
          date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
          oddsType: OddsType,
        })
        .partial()
        .passthrough(),
    })
    .passthrough(),
  z
    .object({
      timestamp: EpochMs.int().gte(0).lte(8640000000000000),
      token: z.string().min(1).max(128),
      langx: z.string().optional(),
      remoteip: z.string().regex(/^[0-9A-Fa-f.:]{2,45}$/),
      enName: VenueCode.min(1)
        .max(32)
        .regex(/^[A-Za-z0-9_]+$/),
      method: z.string(),
      Request: z
        .object({
          gameId: ProviderId.regex(/^\d{1,18}$/),
          oddsType: OddsType.optional(),
        })
        .passthrough(),
    })
    .passthrough(),
  z
    .object({
      timestamp: EpochMs.int().gte(0).lte(8640000000000000),
      token: z.string().min(1).max(128),
      langx: z.string().optional(),
      remoteip: z.string().regex(/^[0-9A-Fa-f.:]{2,45}$/),
      enName: VenueCode.min(1)
        .max(32)
        .regex(/^[A-Za-z0-9_]+$/),
      method: z.string(),
      Request: PlaceBetRequest,
    })
    .passthrough(),
  z
    .object({
      timestamp: EpochMs.int().gte(0).lte(8640000000000000),
      token: z.string().min(1).max(128),
      langx: z.string().optional(),
      remoteip: z.string().regex(/^[0-9A-Fa-f.:]{2,45}$/),
      enName: VenueCode.min(1)
        .max(32)
        .regex(/^[A-Za-z0-9_]+$/),
      method: z.string(),
      Request: BetStatusRequest,
    })
    .passthrough(),
  z
    .object({
      timestamp: EpochMs.int().gte(0).lte(8640000000000000),
      token: z.string().min(1).max(128),
      langx: z.string().optional(),
      remoteip: z.string().regex(/^[0-9A-Fa-f.:]{2,45}$/),
      enName: VenueCode.min(1)
        .max(32)
        .regex(/^[A-Za-z0-9_]+$/),
      method: z.string(),
      Request: BetsRequest,
    })
    .passthrough(),
]);
const ScoreField = z.string();
const Odd = z
  .object({
    wtype: z.string().min(1).max(10),
    rtype: z.string().min(1).max(10),
    name: z.string().min(1).max(40),
    ratio: z.union([z.string(), z.null()]),
    r: z.number().gte(-1000).lte(1000),
    suspended: z.boolean().optional(),
    min: PositiveMoney.gte(0.01).lte(99999999.99).optional(),
    max: PositiveMoney.gte(0.01).lte(99999999.99).optional(),
  })
  .passthrough();
const Match = z
  .object({
    gameId: ProviderId.regex(/^\d{1,18}$/),
    hgid: ProviderId.regex(/^\d{1,18}$/),
    gide: ProviderId.regex(/^\d{1,18}$/),
    league_id: z.number().int().gte(1),
    leagueName: z.string(),
    gameType: z.enum([
      "FT",
      "VF",
      "BK",
      "TN",
      "OP",
      "SK",
      "FS",
      "VB",
      "BS",
      "TT",
    ]),
    team_h: z.string().min(1).max(60),
    team_c: z.string().min(1).max(60),
    startTime: EpochMs.int().gte(0).lte(8640000000000000),
    isLive: z.boolean(),
    re_time: z.string().max(32),
    t_count: z.string().regex(/^\d{0,6}$/),
    se_now: z.string().max(32),
    HalfTime: z.enum(["Y", "N"]),
    inningNum: z.string().regex(/^\d{1,2}$/),
    gameStatus: z.enum(["0", "1", "2", "3", "4"]),
    sc_FT_H: ScoreField.regex(/^\d{0,3}$/),
    sc_FT_C: ScoreField.regex(/^\d{0,3}$/),
    sc_FT_A: ScoreField.regex(/^\d{0,3}$/),
    sc_set_H: ScoreField.regex(/^\d{0,3}$/),
    sc_set_A: ScoreField.regex(/^\d{0,3}$/),
    sc_game_H: ScoreField.regex(/^\d{0,3}$/),
    sc_game_A: ScoreField.regex(/^\d{0,3}$/),
    hasVideo: z.boolean(),
    odds: z.array(Odd).max(200),
    maxPerMatch: PositiveMoney.gte(0.01).lte(99999999.99).optional(),
  })
  .passthrough();
const Rejection = z
  .object({
    code: z.enum([
      "ODDS_CHANGED",
      "LINE_CHANGED",
      "MARKET_SUSPENDED",
      "MARKET_NOT_FOUND",
      "MATCH_CLOSED",
      "STAKE_BELOW_MIN",
      "STAKE_OVER_MAX",
      "MATCH_STAKE_OVER_MAX",
      "PAYOUT_OVER_LIMIT",
      "INSUFFICIENT_BALANCE",
      "GOAL_DURING_DELAY",
      "SERIES_SAME_MATCH",
      "CHAMPION_MIXED",
      "TOO_MANY_ENTRIES",
      "FORCED_BY_QA",
      "TOO_MANY_OPEN_BETS",
    ]),
    message: z.string().min(1),
  })
  .passthrough();
const SeriesFlag = z.union([z.literal(0), z.literal(1)]);
const TicketLeg = z
  .object({
    gameId: z.string().regex(/^\d{1,18}$/),
    wtype: z.enum(["R", "OU", "M", "EO", "FS", "HR", "HOU", "HM"]),
    rtype: z.string().min(1).max(10),
    ratio: z.union([z.string(), z.null()]),
    r: z.number().gte(-1000).lte(1000),
    team_h: z.string().min(1).max(60),
    team_c: z.string().min(1).max(60),
    leagueName: z.string().max(60),
    gameType: z.enum([
      "FT",
      "VF",
      "BK",
      "TN",
      "OP",
      "SK",
      "FS",
      "VB",
      "BS",
      "TT",
    ]),
  })
  .passthrough();
const Ticket = z
  .object({
    ticket_id: OrderNo.min(1)
      .max(40)
      .regex(/^[A-Za-z0-9]+$/),
    active: z.enum(["accepted", "delay", "rejected"]),
    reason: Rejection.optional(),
    series: SeriesFlag,
    oddsType: z.enum(["E", "H", "I", "M"]),
    odds: z.number().gte(-1000).lte(1000),
    stake: MoneyAmount.gte(0),
    possibleWin: MoneyAmount.gte(0),
    legs: z.array(TicketLeg).min(1).max(10),
    createdAt: EpochMs.int().gte(0).lte(8640000000000000),
    confirmAt: EpochMs.int().gte(0).lte(8640000000000000).optional(),
    newR: z.number().gte(-1000).lte(1000).optional(),
  })
  .passthrough();
const ResultCode = z.enum([
  "A",
  "W",
  "LW",
  "LL",
  "L",
  "D",
  "P",
  "D_AUTO",
  "D_CANCELLED",
  "D_WRONG_ODDS",
  "D_WRONG_RESULT",
  "D_ABNORMAL",
  "D_MOVED_EARLIER",
  "D_GOAL_CANCELLED",
  "D_RED_CARD_CANCELLED",
  "D_POSTPONED",
  "D_WALKOVER",
]);
const LegScore = z
  .object({
    sc_FT_H: ScoreField.regex(/^\d{0,3}$/),
    sc_FT_C: ScoreField.regex(/^\d{0,3}$/),
    sc_set_H: ScoreField.regex(/^\d{0,3}$/),
    sc_set_A: ScoreField.regex(/^\d{0,3}$/),
    sc_game_H: ScoreField.regex(/^\d{0,3}$/),
    sc_game_A: ScoreField.regex(/^\d{0,3}$/),
    inningNum: z.string().regex(/^\d{1,2}$/),
  })
  .passthrough();
const Bet = z
  .object({
    ticket_id: OrderNo.min(1)
      .max(40)
      .regex(/^[A-Za-z0-9]+$/),
    active: z.enum(["accepted", "delay", "rejected"]),
    reason: Rejection.optional(),
    series: SeriesFlag,
    oddsType: z.enum(["E", "H", "I", "M"]),
    odds: z.number().gte(-1000).lte(1000),
    stake: MoneyAmount.gte(0),
    possibleWin: MoneyAmount.gte(0),
    legs: z
      .array(
        z
          .object({
            gameId: z.string().regex(/^\d{1,18}$/),
            wtype: z.enum(["R", "OU", "M", "EO", "FS", "HR", "HOU", "HM"]),
            rtype: z.string().min(1).max(10),
            ratio: z.union([z.string(), z.null()]),
            r: z.number().gte(-1000).lte(1000),
            team_h: z.string().min(1).max(60),
            team_c: z.string().min(1).max(60),
            leagueName: z.string().max(60),
            gameType: z.enum([
              "FT",
              "VF",
              "BK",
              "TN",
              "OP",
              "SK",
              "FS",
              "VB",
              "BS",
              "TT",
            ]),
            result: z.union([ResultCode, z.null()]),
            score: z.union([LegScore, z.null()]),
          })
          .passthrough()
      )
      .min(1)
      .max(10),
    createdAt: EpochMs.int().gte(0).lte(8640000000000000),
    confirmAt: EpochMs.int().gte(0).lte(8640000000000000).optional(),
    newR: z.number().gte(-1000).lte(1000).optional(),
    result: z.union([ResultCode, z.null()]),
    payout: MoneyAmount.gte(0),
    net: SignedMoney,
    validBet: MoneyAmount.gte(0),
    settledAt: z.union([EpochMs, z.null()]),
  })
  .passthrough();
const ResourceSuccess = z.union([
  z
    .object({
      method: z.string(),
      list: z.array(
        z
          .object({
            id: z.number().int().gte(1),
            league_id: z.number().int().gte(1),
            name: z.string().min(1).max(60),
            gameType: z.enum([
              "FT",
              "VF",
              "BK",
              "TN",
              "OP",
              "SK",
              "FS",
              "VB",
              "BS",
              "TT",
            ]),
            icon_class: z.string().max(60),
            sort: z.number().int().gte(0).lte(10000),
            count: z.number().int().gte(0),
          })
          .passthrough()
      ),
    })
    .passthrough(),
  z.object({ method: z.string(), list: z.array(Match) }).passthrough(),
  z.object({ method: z.string(), match: Match }).passthrough(),
  z
    .object({
      method: z.string(),
      tickets: z.array(Ticket).min(1).max(10),
      balance: MoneyAmount.gte(0),
    })
    .passthrough(),
  z
    .object({ method: z.string(), tickets: z.array(Ticket).max(50) })
    .passthrough(),
  z
    .object({
      method: z.string(),
      list: z.array(Bet),
      total: z.number().int().gte(0),
      pageNum: z.number().int().gte(1),
      pageSize: z.number().int().gte(1),
    })
    .passthrough(),
]);
const VenueResourceReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: ResourceSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
        z.literal(6011),
        z.literal(6301),
        z.literal(6302),
        z.literal(6303),
        z.literal(6415),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const AutoTransferInput = z.object({ status: Flag }).passthrough();
const AutoTransferSuccess = z.object({ status: Flag }).passthrough();
const VenueSetAutoTransferStatusReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: AutoTransferSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const AutoTransferStatusInput = z.object({}).partial().passthrough();
const AutoTransferStatusSuccess = z
  .object({
    status: Flag,
    activity: z.union([VenueActivityErrorSuccess, z.null()]),
  })
  .passthrough();
const VenueGetAutoTransferStatusReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: AutoTransferStatusSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const CollectionInput = z
  .object({
    enName: VenueCode.min(1)
      .max(32)
      .regex(/^[A-Za-z0-9_]+$/),
    gameCode: z.string().min(1).max(64),
  })
  .passthrough();
const CollectionSuccess = z.object({ isCollect: z.boolean() }).passthrough();
const VenueAddCollectionReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: CollectionSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6004),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
        z.literal(6009),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const VenueRemoveCollectionReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: CollectionSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6004),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const BetRecordTotalInput = z
  .object({
    beginTime: EpochMs.int().gte(0).lte(8640000000000000),
    endTime: EpochMs.int().gte(0).lte(8640000000000000),
    category: VenueCategory.optional(),
    enName: VenueCode.min(1)
      .max(32)
      .regex(/^[A-Za-z0-9_]+$/)
      .optional(),
  })
  .passthrough();
const BetRecordTotalSuccess = z
  .object({
    betCount: z.number().int().gte(0),
    betAmount: MoneyAmount.gte(0),
    validBetAmount: MoneyAmount.gte(0),
    winAmount: MoneyAmount.gte(0),
    netAmount: SignedMoney,
    list: z.array(
      z
        .object({
          category: VenueCategory,
          betCount: z.number().int().gte(0),
          betAmount: MoneyAmount.gte(0),
          validBetAmount: MoneyAmount.gte(0),
          winAmount: MoneyAmount.gte(0),
          netAmount: SignedMoney,
        })
        .passthrough()
    ),
  })
  .passthrough();
const RecordBetRecordTotalReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: BetRecordTotalSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const BetStatus = z.union([z.literal(0), z.literal(1), z.literal(2)]);
const BetRecordListInput = z
  .object({
    pageNum: z.number().int().gte(1).lte(10000).optional(),
    pageSize: z.number().int().gte(1).lte(100).optional(),
    beginTime: EpochMs.int().gte(0).lte(8640000000000000),
    endTime: EpochMs.int().gte(0).lte(8640000000000000),
    category: VenueCategory.optional(),
    enName: VenueCode.min(1)
      .max(32)
      .regex(/^[A-Za-z0-9_]+$/)
      .optional(),
    status: BetStatus.optional(),
  })
  .passthrough();
const BetOutcome = z.enum(["A", "W", "LW", "LL", "L", "D", "P"]);
const BetRecord = z
  .object({
    orderNo: z.string(),
    enName: VenueCode.min(1)
      .max(32)
      .regex(/^[A-Za-z0-9_]+$/),
    venueName: z.string(),
    category: VenueCategory,
    gameName: z.string(),
    betContent: z.string(),
    betAmount: MoneyAmount.gte(0),
    validBetAmount: MoneyAmount.gte(0),
    winAmount: MoneyAmount.gte(0),
    netAmount: SignedMoney,
    odds: z.union([z.number(), z.null()]),
    result: z.union([BetOutcome, z.null()]),
    status: BetStatus,
    betTime: EpochMs.int().gte(0).lte(8640000000000000),
    settleTime: z.union([EpochMs, z.null()]),
  })
  .passthrough();
const RecordBetRecordListSuccess = z
  .object({
    list: z.array(BetRecord),
    total: z.number().int().gte(0),
    pageNum: z.number().int().gte(1),
    pageSize: z.number().int().gte(1),
  })
  .passthrough();
const RecordBetRecordListReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: RecordBetRecordListSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const HotLiveInput = z
  .object({ gameId: ProviderId.regex(/^\d{1,18}$/) })
  .passthrough();
const StreamLine = z
  .object({
    name: z.string(),
    url: z.string(),
    format: z.enum(["flv", "m3u8"]),
  })
  .passthrough();
const HotLiveSuccess = z
  .object({
    match: Match,
    rid: z.string(),
    streams: z.array(StreamLine).max(5),
    animationUrl: z.union([z.string(), z.null()]),
  })
  .passthrough();
const RecordHotLiveMatchDetailReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: HotLiveSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6004),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
        z.literal(6303),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const StreamHistoryInput = z
  .object({
    rid: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
    pageNum: z.number().int().gte(1).lte(10000).optional(),
    pageSize: z.number().int().gte(1).lte(100).optional(),
  })
  .passthrough();
const RecordStreamHistorySuccess = z
  .object({
    list: z.array(
      z
        .object({
          id: z.string().min(1).max(64),
          rid: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
          msg: z.string().min(1).max(500),
          userId: z.number().int().gte(0),
          nickname: z.string().min(1).max(32),
          vipLevel: z.number().int().gte(0).lte(99),
          sentAtMs: EpochMs.int().gte(0).lte(8640000000000000),
        })
        .passthrough()
    ),
    total: z.number().int().gte(0),
    pageNum: z.number().int().gte(1),
    pageSize: z.number().int().gte(1),
  })
  .passthrough();
const RecordStreamHistoryReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: RecordStreamHistorySuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([z.literal(6005), z.literal(6007), z.literal(6008)]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const GetBalanceInput = z
  .object({ withLockMoney: Flag })
  .partial()
  .passthrough();
const GetBalanceSuccess = z
  .object({
    centerWalletBalance: MoneyAmount.gte(0),
    venueBalance: MoneyAmount.gte(0),
    totalBalance: MoneyAmount.gte(0),
    lockMoney: MoneyAmount.gte(0).optional(),
  })
  .passthrough();
const TransferGetBalanceReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: GetBalanceSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const CurrencyCode = z.string();
const UtcTransferInput = z
  .object({
    currency: CurrencyCode.regex(/^[A-Z]{2,10}$/).optional(),
    ty: z.union([z.literal(1), z.literal(2)]),
    amount: TransferAmount.min(1)
      .max(12)
      .regex(/^(?:\d*[1-9]\d*(?:\.\d{1,2})?|0+\.(?:0[1-9]|[1-9]\d?))$/),
  })
  .passthrough();
const UtcTransferSuccess = z
  .object({
    currency: CurrencyCode.regex(/^[A-Z]{2,10}$/),
    amount: MoneyAmount.gte(0),
    received: MoneyAmount.gte(0),
    rate: z.number().gt(0),
    centerWalletBalance: MoneyAmount.gte(0),
    virtualBalance: MoneyAmount.gte(0),
    orderNo: z.string(),
  })
  .passthrough();
const TransferUtcTransferReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: UtcTransferSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6004),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
        z.literal(6011),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const TransferRateInput = z
  .object({ currency: CurrencyCode.regex(/^[A-Z]{2,10}$/) })
  .partial()
  .passthrough();
const TransferRateSuccess = z
  .object({
    currency: CurrencyCode.regex(/^[A-Z]{2,10}$/),
    buyRate: z.number().gt(0),
    sellRate: z.number().gt(0),
    virtualBalance: MoneyAmount.gte(0),
    updatedAt: EpochMs.int().gte(0).lte(8640000000000000),
  })
  .passthrough();
const TransferGetTransferRateReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: TransferRateSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6004),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const DealType = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
  z.literal(7),
]);
const QueryDealRecordInput = z
  .object({
    pageNum: z.number().int().gte(1).lte(10000),
    pageSize: z.number().int().gte(1).lte(100),
    type: DealType,
    beginTime: EpochMs.int().gte(0).lte(8640000000000000),
    endTime: EpochMs.int().gte(0).lte(8640000000000000),
  })
  .partial()
  .passthrough();
const DealRecord = z
  .object({
    orderNo: z.string(),
    type: DealType,
    typeName: z.string(),
    amount: SignedMoney,
    balance: MoneyAmount.gte(0),
    remark: z.string(),
    createdAt: EpochMs.int().gte(0).lte(8640000000000000),
  })
  .passthrough();
const TransferQueryDealRecordSuccess = z
  .object({
    list: z.array(DealRecord),
    total: z.number().int().gte(0),
    pageNum: z.number().int().gte(1),
    pageSize: z.number().int().gte(1),
  })
  .passthrough();
const TransferQueryDealRecordReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: TransferQueryDealRecordSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const VCurrency = z
  .object({
    currency: CurrencyCode.regex(/^[A-Z]{2,10}$/),
    name: z.string().min(1).max(40),
    icon: z.string().max(300),
    protocols: z.array(z.string().min(1).max(20)).min(1).max(5),
    buyRate: z.number().gt(0).lte(1000000),
    sellRate: z.number().gt(0).lte(1000000),
    minAmount: z.number().gt(0),
    maxAmount: z.number().gt(0),
  })
  .passthrough();
const TransferVCurrencyListSuccess = z.array(VCurrency);
const TransferVCurrencyListReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: TransferVCurrencyListSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const WithdrawOrderInfoInput = z
  .object({
    orderNo: OrderNo.min(1)
      .max(40)
      .regex(/^[A-Za-z0-9]+$/),
  })
  .partial()
  .passthrough();
const WithdrawType = z.union([z.literal(1), z.literal(2), z.literal(3)]);
const WithdrawStatus = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
]);
const WithdrawOrder = z
  .object({
    orderNo: OrderNo.min(1)
      .max(40)
      .regex(/^[A-Za-z0-9]+$/),
    type: WithdrawType,
    amount: MoneyAmount.gte(0),
    fee: MoneyAmount.gte(0),
    actualAmount: MoneyAmount.gte(0),
    virtualAmount: z.union([z.number(), z.null()]),
    currency: z.union([CurrencyCode, z.null()]),
    bankName: z.string(),
    account: z.string(),
    status: WithdrawStatus,
    remark: z.string(),
    createdAt: EpochMs.int().gte(0).lte(8640000000000000),
    finishedAt: z.union([EpochMs, z.null()]),
  })
  .passthrough();
const WithdrawOrderInfoSuccess = z
  .object({ list: z.array(WithdrawOrder).max(20) })
  .passthrough();
const WithdrawWithdrawOrderInfoReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: WithdrawOrderInfoSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6004),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const WithdrawCfg = z
  .object({
    type: WithdrawType,
    name: z.string(),
    minAmount: MoneyAmount.gte(0),
    maxAmount: MoneyAmount.gte(0),
    dailyTimesMax: z.number().int().gte(0).lte(100),
    freeTimesPerDay: z.number().int().gte(0).lte(100),
    feeRate: z.number().gte(0).lte(0.2),
    enabled: z.boolean(),
  })
  .passthrough();
const WithdrawBaseCfgListSuccess = z.array(WithdrawCfg);
const WithdrawBaseCfgListReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: WithdrawBaseCfgListSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const BankCard = z
  .object({
    id: z.number().int().gte(1),
    type: WithdrawType,
    bankCode: z.string().min(1).max(20),
    bankName: z.string().min(1).max(40),
    account: z.string().max(80),
    holderName: z.string().max(40),
    protocol: z.union([z.string(), z.null()]),
    isDefault: z.boolean(),
    createdAt: EpochMs.int().gte(0).lte(8640000000000000),
  })
  .passthrough();
const WithdrawInfoSuccess = z
  .object({
    centerWalletBalance: MoneyAmount.gte(0),
    lockMoney: MoneyAmount.gte(0),
    withdrawableAmount: MoneyAmount.gte(0),
    realName: z.string(),
    bindPhone: z.boolean(),
    bindRealName: z.boolean(),
    hasPayPassword: z.boolean(),
    todayTimes: z.number().int().gte(0),
    cfg: z.array(WithdrawCfg),
    cards: z.array(BankCard),
  })
  .passthrough();
const WithdrawWithdrawInfoReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: WithdrawInfoSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
        z.literal(6015),
        z.literal(6449),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const UsdtWithdrawInfoInput = z
  .object({ currency: CurrencyCode.regex(/^[A-Z]{2,10}$/) })
  .partial()
  .passthrough();
const UsdtWithdrawInfoSuccess = z
  .object({
    centerWalletBalance: MoneyAmount.gte(0),
    lockMoney: MoneyAmount.gte(0),
    currency: CurrencyCode.regex(/^[A-Z]{2,10}$/),
    rate: z.number().gt(0),
    protocols: z.array(z.string()),
    cfg: WithdrawCfg,
    addresses: z.array(BankCard),
  })
  .passthrough();
const WithdrawUsdtWithdrawInfoReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: UsdtWithdrawInfoSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6004),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
        z.literal(6015),
        z.literal(6449),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const NewWithdrawInput = z
  .object({
    type: WithdrawType,
    cardId: z.number().int().gte(1),
    amount: PositiveMoney.gte(0.01).lte(99999999.99),
    payPassword: PasswordHash.regex(/^[a-f0-9]{32}$/),
  })
  .passthrough();
const NewWithdrawSuccess = z
  .object({
    centerWalletBalance: MoneyAmount.gte(0),
    lockMoney: MoneyAmount.gte(0),
    order: WithdrawOrder,
  })
  .passthrough();
const WithdrawNewReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: NewWithdrawSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6003),
        z.literal(6004),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
        z.literal(6011),
        z.literal(6015),
        z.literal(6037),
        z.literal(6100),
        z.literal(6110),
        z.literal(6111),
        z.literal(6449),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const WithdrawQueryMemberBanksInfoListSuccess = z.array(BankCard);
const WithdrawQueryMemberBanksInfoListReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: WithdrawQueryMemberBanksInfoListSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const BankCardNumber = z.string();
const AlipayAccount = z.string();
const AddBankCardInput = z.union([
  z
    .object({
      type: z.number().int(),
      bankCode: z.string().min(1).max(20),
      account: BankCardNumber.regex(/^\s*(?:\d\s*){12,19}$/),
      branch: z.string().max(60).optional(),
    })
    .passthrough(),
  z
    .object({
      type: z.number().int(),
      bankCode: CurrencyCode.regex(/^[A-Z]{2,10}$/),
      protocol: z.string(),
      account: z.string().regex(/^\s*T\s*(?:[1-9A-HJ-NP-Za-km-z]\s*){33}$/),
    })
    .passthrough(),
  z
    .object({
      type: z.number().int(),
      bankCode: CurrencyCode.regex(/^[A-Z]{2,10}$/),
      protocol: z.string(),
      account: z.string().regex(/^\s*0\s*x\s*(?:[0-9a-fA-F]\s*){40}$/),
    })
    .passthrough(),
  z
    .object({
      type: z.number().int(),
      account: AlipayAccount.max(60).regex(
        /^\s*(?:1\s*(?:\d\s*){10}|(?:[^\s@]\s*)+@\s*(?:[^\s@]\s*)+\.\s*(?:[^\s@]\s*)+)$/
      ),
    })
    .passthrough(),
]);
const WithdrawAddBankCardSuccess = z.array(BankCard);
const WithdrawAddBankCardReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: WithdrawAddBankCardSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6004),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
        z.literal(6009),
        z.literal(6011),
        z.literal(6015),
        z.literal(6449),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const CardIdInput = z.object({ id: z.number().int().gte(1) }).passthrough();
const WithdrawSetDefaultBankCardSuccess = z.array(BankCard);
const WithdrawSetDefaultBankCardReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: WithdrawSetDefaultBankCardSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6004),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const WithdrawDeleteBankCardSuccess = z.array(BankCard);
const WithdrawDeleteBankCardReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: WithdrawDeleteBankCardSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6003),
        z.literal(6004),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const CancelWithdrawInput = z
  .object({
    orderNo: OrderNo.min(1)
      .max(40)
      .regex(/^[A-Za-z0-9]+$/),
  })
  .passthrough();
const WithdrawCancelReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: NewWithdrawSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6003),
        z.literal(6004),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
        z.literal(6011),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);
const SupportedBank = z
  .object({
    bankCode: z.string().min(1).max(20),
    bankName: z.string().min(1).max(40),
    icon: z.string().max(300),
  })
  .passthrough();
const WithdrawAddListSuccess = z
  .object({
    banks: z.array(SupportedBank),
    kinds: z.array(
      z
        .object({
          type: WithdrawType,
          name: z.string(),
          boundCount: z.number().int().gte(0),
          maxCount: z.number().int().gte(0),
        })
        .passthrough()
    ),
  })
  .passthrough();
const WithdrawWithdrawAddListReply = z.union([
  z
    .object({
      status_code: z.number().int(),
      data: WithdrawAddListSuccess,
      message: z.string(),
    })
    .passthrough(),
  z
    .object({
      status_code: z.union([
        z.literal(6001),
        z.literal(6005),
        z.literal(6007),
        z.literal(6008),
      ]),
      data: z.union([z.object({}).partial().passthrough(), z.null()]),
      message: z.string(),
    })
    .passthrough(),
]);

export const schemas = {
  LoginUsername,
  PasswordHash,
  Kaptchcate,
  LoginInput,
  LoginSuccess,
  GraphicNeededSuccess,
  SliderChallenge,
  SliderNeededSuccess,
  NewDeviceErrorSuccess,
  AuthLoginReply,
  RegisterUsername,
  RegisterInput,
  AuthRegisterSuccess,
  AuthRegisterReply,
  EmptyInput,
  AuthLogoutReply,
  KaptchcateInput,
  KaptchcateSuccess,
  AuthKaptchcateReply,
  GraphicCaptchaSuccess,
  AuthDefaultKaptchaReply,
  GeeCheckInput,
  GeeCheckSuccess,
  AuthValidateGeeCheckReply,
  MemberInfoInput,
  VipLevel,
  MemberPopup,
  MemberInfo,
  MemberInfoReply,
  BindOtherInput,
  MemberBindOtherReply,
  Email,
  VerifyCode,
  BindEmailInput,
  MemberBindEmailReply,
  AreaCode,
  AnyPhone,
  BindPhoneInput,
  MemberBindPhoneReply,
  PasswordType,
  BindPasswordByCodeInput,
  PasswordChangedSuccess,
  MemberBindPasswordByPhoneReply,
  MemberBindPasswordByEmailReply,
  BindPasswordInput,
  MemberBindPasswordReply,
  MemberMemberGradeInfoByGradeInput,
  MoneyAmount,
  RebateRates,
  MemberMemberGradeInfoByGradeSuccess,
  MemberMemberGradeInfoByGradeReply,
  GradeConfig,
  GradeConfigList,
  MemberMemberGradeConfigListSuccess,
  MemberMemberGradeConfigListReply,
  FanshuiInput,
  FanshuiItem,
  MemberGetGameFanshuiHighLowSuccess,
  MemberGetGameFanshuiHighLowReply,
  RealName,
  BindFromDepositInput,
  MemberBindFromDepositReply,
  Avatar,
  AvatarList,
  MemberAvatarListSuccess,
  MemberAvatarListReply,
  MemberAddAvatarInput,
  MemberAddAvatarSuccess,
  MemberAddAvatarReply,
  MemberJwtSuccess,
  MemberJwtReply,
  UploadImageInput,
  UploadUrl,
  UploadedImage,
  MemberUploadImageReply,
  SendCodeCate,
  CaptchaText,
  SendCodeOneInput,
  SendCodeSuccess,
  ResendErrorSuccess,
  VerificationSendCodeOneReply,
  SendCodeTwoInput,
  VerificationSendCodeTwoReply,
  CountryArea,
  CountryAreaList,
  VerificationQueryCountryAreaReply,
  ResetUsername,
  ForgetByPhoneOneInput,
  VerificationForgetByPhoneOneReply,
  ForgetByPhoneTwoInput,
  ForgetVerifiedSuccess,
  VerificationForgetByPhoneTwoReply,
  ForgetByPhoneThreeInput,
  VerificationForgetByPhoneThreeReply,
  ForgetByEmailOneInput,
  VerificationForgetByEmailOneReply,
  ForgetByEmailTwoInput,
  VerificationForgetByEmailTwoReply,
  ForgetByEmailThreeInput,
  VerificationForgetByEmailThreeReply,
  RowId,
  NavigationCategory,
  NavigationItem,
  SiteNavigationListSuccess,
  SiteNavigationListReply,
  Sponsor,
  SiteSponsorContentSuccess,
  SiteSponsorContentReply,
  SiteOnlinecustomserviceSuccess,
  SiteOnlinecustomserviceReply,
  SiteBaseConfig,
  PreInfoSuccess,
  SitePreInfoReply,
  NoticeListInput,
  EpochMs,
  Notice,
  NoticePage,
  SiteQueryNoticeListByPageReply,
  DiscountCategory,
  DiscountAdInput,
  ActivityKind,
  DiscountAd,
  SiteGetMyDiscountAdSuccess,
  SiteGetMyDiscountAdReply,
  SingleDataInput,
  SiteSingleDataDecryptionSuccess,
  SiteSingleDataDecryptionReply,
  HelpTopicCode,
  HelpListInput,
  HelpTopic,
  HelpListSuccess,
  SiteHelpListReply,
  PromotionConfigInput,
  ActivityRequirements,
  PromotionRate,
  DepositRule,
  Participation,
  ActivityConfig,
  ActivityPromotionConfigReply,
  ActivityIdInput,
  VerificationSuccess,
  ActivityVerificationReply,
  ActivityJoinActivityReply,
  ConfirmInfoInput,
  ActivityConfirmInfoReply,
  VipWeekLevel,
  VipWeekSuccess,
  ActivityVipWeekInfoReply,
  PageQuery,
  ExchangeRecord,
  ExchangeRecordPage,
  ActivityExchangeRecordReply,
  FeedbackType,
  FeedbackContent,
  AddFeedbackInput,
  FeedbackAddFeedBackSuccess,
  FeedbackAddFeedBackReply,
  FeedbackUnreadNumSuccess,
  FeedbackUnreadNumReply,
  FeedbackListInput,
  FeedbackSummary,
  FeedbackPage,
  FeedbackGetFeedBackListReply,
  FeedbackGetFeedbackInfoInput,
  FeedbackReply,
  FeedbackDetail,
  FeedbackGetFeedbackInfoReply,
  FeedbackDelFeedbackInput,
  FeedbackDelFeedbackReply,
  SignedMoney,
  MemberBet,
  MemberBetPage,
  FeedbackQueryMemberBetListReply,
  DepositRewardConfig,
  FeedbackQuerySiteDepositRewardConfigListSuccess,
  FeedbackQuerySiteDepositRewardConfigListReply,
  GetUnreadInput,
  UnreadCounts,
  LetterGetUnreadForTypeReply,
  LetterType,
  LetterListInput,
  Letter,
  LetterPage,
  LetterListReply,
  LetterReadInput,
  LetterReadReply,
  LetterDeleteInput,
  LetterDeleteReply,
  LetterOnekeyReadInput,
  LetterOnekeyReadReply,
  PayKind,
  PaymentType,
  PaymentTypesSuccess,
  PaymentTypesReply,
  PositiveMoney,
  PayInput,
  OrderNo,
  DepositStatus,
  ReceivingBank,
  ReceivingAddress,
  DepositOrder,
  PaymentPayReply,
  OrderInput,
  PaymentGetDepositOrderStatusReply,
  PaymentCloseOrderReply,
  PaymentConfirmPaidReply,
  SignalCodeSuccess,
  PaymentCreateSignalCodeReply,
  CustomerInfoSuccess,
  PaymentGetCustomerInfoReply,
  AllBalanceInput,
  VenueCode,
  VenueWallet,
  AllBalanceSuccess,
  VenueAllBalanceReply,
  RecycleInput,
  RecycleSuccess,
  VenueActivityErrorSuccess,
  VenueRecycleReply,
  TransferAmount,
  TransferTy,
  Flag,
  TransferInput,
  TransferSuccess,
  VenueTransferReply,
  VenueCategory,
  VenueInfoInput,
  Venue,
  VenueGetVenueInfoByCategorySuccess,
  VenueGetVenueInfoByCategoryReply,
  BonusPoolsInput,
  BonusPoolsSuccess,
  VenueGetBonusPoolsReply,
  GameListInput,
  GameItem,
  VenueGameListSuccess,
  VenueGameListReply,
  LaunchInput,
  LaunchSuccess,
  VenueLaunchReply,
  BalanceInput,
  BalanceSuccess,
  VenueBalanceReply,
  SportGameType,
  MarketType,
  OddsType,
  ProviderId,
  PlaceBetRequest,
  BetStatusRequest,
  BetsRequest,
  ResourceInput,
  ScoreField,
  Odd,
  Match,
  Rejection,
  SeriesFlag,
  TicketLeg,
  Ticket,
  ResultCode,
  LegScore,
  Bet,
  ResourceSuccess,
  VenueResourceReply,
  AutoTransferInput,
  AutoTransferSuccess,
  VenueSetAutoTransferStatusReply,
  AutoTransferStatusInput,
  AutoTransferStatusSuccess,
  VenueGetAutoTransferStatusReply,
  CollectionInput,
  CollectionSuccess,
  VenueAddCollectionReply,
  VenueRemoveCollectionReply,
  BetRecordTotalInput,
  BetRecordTotalSuccess,
  RecordBetRecordTotalReply,
  BetStatus,
  BetRecordListInput,
  BetOutcome,
  BetRecord,
  RecordBetRecordListSuccess,
  RecordBetRecordListReply,
  HotLiveInput,
  StreamLine,
  HotLiveSuccess,
  RecordHotLiveMatchDetailReply,
  StreamHistoryInput,
  RecordStreamHistorySuccess,
  RecordStreamHistoryReply,
  GetBalanceInput,
  GetBalanceSuccess,
  TransferGetBalanceReply,
  CurrencyCode,
  UtcTransferInput,
  UtcTransferSuccess,
  TransferUtcTransferReply,
  TransferRateInput,
  TransferRateSuccess,
  TransferGetTransferRateReply,
  DealType,
  QueryDealRecordInput,
  DealRecord,
  TransferQueryDealRecordSuccess,
  TransferQueryDealRecordReply,
  VCurrency,
  TransferVCurrencyListSuccess,
  TransferVCurrencyListReply,
  WithdrawOrderInfoInput,
  WithdrawType,
  WithdrawStatus,
  WithdrawOrder,
  WithdrawOrderInfoSuccess,
  WithdrawWithdrawOrderInfoReply,
  WithdrawCfg,
  WithdrawBaseCfgListSuccess,
  WithdrawBaseCfgListReply,
  BankCard,
  WithdrawInfoSuccess,
  WithdrawWithdrawInfoReply,
  UsdtWithdrawInfoInput,
  UsdtWithdrawInfoSuccess,
  WithdrawUsdtWithdrawInfoReply,
  NewWithdrawInput,
  NewWithdrawSuccess,
  WithdrawNewReply,
  WithdrawQueryMemberBanksInfoListSuccess,
  WithdrawQueryMemberBanksInfoListReply,
  BankCardNumber,
  AlipayAccount,
  AddBankCardInput,
  WithdrawAddBankCardSuccess,
  WithdrawAddBankCardReply,
  CardIdInput,
  WithdrawSetDefaultBankCardSuccess,
  WithdrawSetDefaultBankCardReply,
  WithdrawDeleteBankCardSuccess,
  WithdrawDeleteBankCardReply,
  CancelWithdrawInput,
  WithdrawCancelReply,
  SupportedBank,
  WithdrawAddListSuccess,
  WithdrawWithdrawAddListReply,
};

const endpoints = makeApi([
  {
    method: "post",
    path: "/act/api/v1/activityTopGift/exchangeRecord",
    alias: "activity.exchangeRecord",
    description: `The caller&#x27;s gift exchanges and claimed activity rewards, newest first (page size 15 by default).

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: PageQuery.optional(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: ActivityExchangeRecordReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/act/api/v1/promotion/config",
    alias: "activity.promotionConfig",
    description: `One activity&#x27;s configuration, by id or (for friendInvitation) by kind; with the caller&#x27;s participation when signed in.

Public: no session needed.

Business codes besides 6000: 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: z.union([z.unknown(), z.unknown()]),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: ActivityPromotionConfigReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/act/api/v1/promotion/confirmInfo",
    alias: "activity.confirmInfo",
    description: `Not joined: 6003. Already confirmed: 6009. Deposit kinds: the server finds the qualifying deposit (firstDeposit: the first deposit ever, credited within the activity&#x27;s window, before or after joining; againDeposit: the latest later one since joining); 6004 when there is none or a sent amount is not its amount; 6008 when it (or a sent amount) is below the threshold. Gift and task kinds add an entry to exchangeRecord.

Refused although the schema allows it (rules JSON Schema cannot state): 6007 请输入存款金额 when the activity is a deposit promotion and amount is left out, and 6008 存款金额未达到活动门槛 when amount is below its threshold.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6003 ACCESS_DENIED (请求拒绝), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6009 DATA_EXISTS (数据已存在).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: ConfirmInfoInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: ActivityConfirmInfoReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/act/api/v1/promotion/joinActivity",
    alias: "activity.joinActivity",
    description: `Checks in order: the activity exists (6004), is running and joinable and the VIP level suffices (6003), the phone is bound (6015), the real name is bound (6449, the client offers 去完善), not joined yet (6009).

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6003 ACCESS_DENIED (请求拒绝), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6009 DATA_EXISTS (数据已存在), 6015 UNBOUND_PHONE (请先绑定手机号), 6449 BIND_REAL_NAME (请先完善实名信息).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: ActivityIdInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: ActivityJoinActivityReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/act/api/v1/promotion/verification",
    alias: "activity.verification",
    description: `Whether the caller may join an activity, and which requirements are unmet (a dry run of joinActivity).

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: ActivityIdInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: ActivityVerificationReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/act/api/v1/vipWeek/VipWeekInfo",
    alias: "activity.vipWeekInfo",
    description: `The weekly VIP bonus: the caller&#x27;s level, this week&#x27;s bonus and bet requirement, all levels.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: z.object({}).partial().passthrough().optional(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: ActivityVipWeekInfoReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/fd/api/v1/bankCard/add",
    alias: "withdraw.addBankCard",
    description: `6449 without a bound real name; 6015 without a bound phone; 6009 when the same account is already bound; 6011 when the kind&#x27;s maximum is reached (withdraw/add/list maxCount); 6004 unknown bank or currency; 6008 a number or address that breaks its rule. The first account of a kind becomes its default. Answers the accounts of that kind.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Acts once per operation: send an &#x60;idempotency-key&#x60; (a repeat with the same key answers the first reply); without one, the same body within 1 s answers 6011.

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6009 DATA_EXISTS (数据已存在), 6011 FREQUENT_SUBMISSION (请勿频繁提交), 6015 UNBOUND_PHONE (请先绑定手机号), 6449 BIND_REAL_NAME (请先完善实名信息).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: AddBankCardInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
      {
        name: "idempotency-key",
        type: "Header",
        schema: z
          .string()
          .regex(/^[A-Za-z0-9_-]{1,64}$/)
          .optional(),
      },
    ],
    response: WithdrawAddBankCardReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/fd/api/v1/bankCard/delete",
    alias: "withdraw.deleteBankCard",
    description: `6003 while a withdrawal to it is under review; 6004 not the player&#x27;s account.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6003 ACCESS_DENIED (请求拒绝), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: z.object({ id: z.number().int().gte(1) }).passthrough(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: WithdrawDeleteBankCardReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "get",
    path: "/fd/api/v1/bankCard/queryMemberBanksInfoList",
    alias: "withdraw.queryMemberBanksInfoList",
    description: `The player&#x27;s withdrawal accounts (query type 1 cards, 2 addresses, 3 Alipay; omitted: all).

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
      {
        name: "type",
        type: "Query",
        schema: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
      },
    ],
    response: WithdrawQueryMemberBanksInfoListReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/fd/api/v1/bankCard/setDefault",
    alias: "withdraw.setDefaultBankCard",
    description: `Make one account the default of its kind; answers the accounts of that kind.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: z.object({ id: z.number().int().gte(1) }).passthrough(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: WithdrawSetDefaultBankCardReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "get",
    path: "/fd/api/v1/bankCard/withdraw/add/list",
    alias: "withdraw.withdrawAddList",
    description: `What can be added: the supported banks and, per account kind, bound and maximum counts.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: WithdrawWithdrawAddListReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/fd/api/v1/payment/closeOrder",
    alias: "payment.closeOrder",
    description: `6003 when the order is no longer waiting (paid, closed or expired).

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6003 ACCESS_DENIED (请求拒绝), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: OrderInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: PaymentCloseOrderReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/fd/api/v1/payment/confirmPaid",
    alias: "payment.confirmPaid",
    description: `6003 for an online order (the cashier reports it) or an order no longer waiting; 6004 not the player&#x27;s order. Saying it twice changes nothing.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6003 ACCESS_DENIED (请求拒绝), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: OrderInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: PaymentConfirmPaidReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/fd/api/v1/payment/createSignalCode",
    alias: "payment.createSignalCode",
    description: `A remark code for a waiting bank-transfer order, so finance can match the payment.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6003 ACCESS_DENIED (请求拒绝), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: OrderInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: PaymentCreateSignalCodeReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/fd/api/v1/payment/getCustomerInfo",
    alias: "payment.getCustomerInfo",
    description: `The deposit support link and the safety notice shown before opening it.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6003 ACCESS_DENIED (请求拒绝), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: z.object({}).partial().passthrough().optional(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: PaymentGetCustomerInfoReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/fd/api/v1/payment/getDepositOrderStatus",
    alias: "payment.getDepositOrderStatus",
    description: `The status of one of the player&#x27;s deposit orders (the waiting screens poll it).

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: OrderInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: PaymentGetDepositOrderStatusReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/fd/api/v1/payment/pay",
    alias: "payment.pay",
    description: `6008 when the amount lies outside the method&#x27;s limits; 6011 with 3 orders still open; 6449 for a bank transfer when no real name is bound; 6003 when deposits are switched off.

Refused although the schema allows it (rules JSON Schema cannot state): 6008 单笔充值金额需在&lt;minAmount&gt;-&lt;maxAmount&gt;元之间 when amount lies outside the chosen method&#x27;s minAmount-maxAmount as payment.types answers them (site configuration). 6008 不支持该协议 when a coin deposit names a protocol the site has no address for.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Acts once per operation: send an &#x60;idempotency-key&#x60; (a repeat with the same key answers the first reply); without one, the same body within 1 s answers 6011.

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6003 ACCESS_DENIED (请求拒绝), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6011 FREQUENT_SUBMISSION (请勿频繁提交), 6449 BIND_REAL_NAME (请先完善实名信息).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: PayInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
      {
        name: "idempotency-key",
        type: "Header",
        schema: z
          .string()
          .regex(/^[A-Za-z0-9_-]{1,64}$/)
          .optional(),
      },
    ],
    response: PaymentPayReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/fd/api/v1/payment/types",
    alias: "payment.types",
    description: `Deposit methods with their limits and quick amounts.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6003 ACCESS_DENIED (请求拒绝), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: z.object({}).partial().passthrough().optional(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: PaymentTypesReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/fd/api/v1/transactions/queryDealRecord",
    alias: "transfer.queryDealRecord",
    description: `The last 1000 movements per player are kept; balances are the truth.

Refused although the schema allows it (rules JSON Schema cannot state): 6008 结束时间不能早于开始时间 when endTime is before beginTime, and 6008 查询时间跨度不能超过93天 when they lie more than 93 days apart.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: QueryDealRecordInput.optional(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: TransferQueryDealRecordReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/fd/api/v1/transfer/getBalance",
    alias: "transfer.getBalance",
    description: `The player&#x27;s wallet: centre wallet, venue total, and the locked money when asked (withLockMoney 1).

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: GetBalanceInput.optional(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: TransferGetBalanceReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/fd/api/v1/transfer/getTransferRate",
    alias: "transfer.getTransferRate",
    description: `The exchange rates of a virtual coin and the player&#x27;s coin balance.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: TransferRateInput.optional(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: TransferGetTransferRateReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/fd/api/v1/transfer/utcTransfer",
    alias: "transfer.utcTransfer",
    description: `6008 with 余额不足 when the source wallet holds less than the amount; 6004 for an unknown currency.

Refused although the schema allows it (rules JSON Schema cannot state): 6008 余额不足 when the source wallet holds less than amount, and 6008 兑换金额过小 when amount buys less than 0.01 at the rate.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Acts once per operation: send an &#x60;idempotency-key&#x60; (a repeat with the same key answers the first reply); without one, the same body within 1 s answers 6011.

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6011 FREQUENT_SUBMISSION (请勿频繁提交).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: UtcTransferInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
      {
        name: "idempotency-key",
        type: "Header",
        schema: z
          .string()
          .regex(/^[A-Za-z0-9_-]{1,64}$/)
          .optional(),
      },
    ],
    response: TransferUtcTransferReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/fd/api/v1/vCurrency/list",
    alias: "transfer.vCurrencyList",
    description: `The virtual coins the site accepts, with protocols, rates and limits.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: z.object({}).partial().passthrough().optional(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: TransferVCurrencyListReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/fd/api/v1/withdraw/baseCfg/list",
    alias: "withdraw.baseCfgList",
    description: `Withdrawal limits, daily counts and fees per account kind.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: z.object({}).partial().passthrough().optional(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: WithdrawBaseCfgListReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/fd/api/v1/withdraw/cancel",
    alias: "withdraw.cancel",
    description: `6004 not the player&#x27;s order; 6003 the order is no longer under review.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Acts once per operation: send an &#x60;idempotency-key&#x60; (a repeat with the same key answers the first reply); without one, the same body within 1 s answers 6011.

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6003 ACCESS_DENIED (请求拒绝), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6011 FREQUENT_SUBMISSION (请勿频繁提交).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: CancelWithdrawInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
      {
        name: "idempotency-key",
        type: "Header",
        schema: z
          .string()
          .regex(/^[A-Za-z0-9_-]{1,64}$/)
          .optional(),
      },
    ],
    response: WithdrawCancelReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/fd/api/v1/withdraw/new",
    alias: "withdraw.new",
    description: `6449 no real name, 6015 no phone, 6100 pay password not set or wrong, 6037 after 5 wrong pay passwords within 15 min, 6004 unknown account, 6003 holder name not the real name or the kind switched off, 6008 amount outside the limits or above the centre wallet (余额不足), 6011 daily count reached. 6110 and 6111 come from the payment back office (QA scenarios only here).

Refused although the schema allows it (rules JSON Schema cannot state): 6008 单笔提款金额需在&lt;min&gt;-&lt;max&gt;元之间 when amount lies outside the kind&#x27;s limits (withdrawInfo), 6008 今日提款额度剩余&lt;left&gt;元 past the VIP level&#x27;s daily amount, 6008 中心钱包余额不足 when the centre wallet holds less.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Acts once per operation: send an &#x60;idempotency-key&#x60; (a repeat with the same key answers the first reply); without one, the same body within 1 s answers 6011.

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6003 ACCESS_DENIED (请求拒绝), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6011 FREQUENT_SUBMISSION (请勿频繁提交), 6015 UNBOUND_PHONE (请先绑定手机号), 6037 AUTHENTICATION_LOCKED (验证错误次数过多，已被锁定，请稍后再试), 6100 PASSWORD_CHECK_FAILURE (密码校验失败), 6110 LOCKING_UNAVAILABLE (暂时无法锁定，请稍后再试), 6111 WITHDRAWAL_PROTECTION_CONFIG_ERROR (提现保护配置错误，请联系客服), 6449 BIND_REAL_NAME (请先完善实名信息).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: NewWithdrawInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
      {
        name: "idempotency-key",
        type: "Header",
        schema: z
          .string()
          .regex(/^[A-Za-z0-9_-]{1,64}$/)
          .optional(),
      },
    ],
    response: WithdrawNewReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/fd/api/v1/withdraw/usdtWithdrawInfo",
    alias: "withdraw.usdtWithdrawInfo",
    description: `Virtual-coin withdrawal: rate, protocols, limits and the bound addresses.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6015 UNBOUND_PHONE (请先绑定手机号), 6449 BIND_REAL_NAME (请先完善实名信息).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: UsdtWithdrawInfoInput.optional(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: WithdrawUsdtWithdrawInfoReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/fd/api/v1/withdraw/withdrawInfo",
    alias: "withdraw.withdrawInfo",
    description: `6449 without a bound real name (the dialog&#x27;s 去完善 opens userinfo); 6015 without a bound phone.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6015 UNBOUND_PHONE (请先绑定手机号), 6449 BIND_REAL_NAME (请先完善实名信息).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: z.object({}).partial().passthrough().optional(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: WithdrawWithdrawInfoReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/fd/api/v1/withdraw/withdrawOrderInfo",
    alias: "withdraw.withdrawOrderInfo",
    description: `One withdrawal order, or the latest ones.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: WithdrawOrderInfoInput.optional(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: WithdrawWithdrawOrderInfoReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/game/api/v1/collection/addCollection",
    alias: "venue.addCollection",
    description: `6009 when it is already a favourite; 6008 past 200 favourites.

Refused although the schema allows it (rules JSON Schema cannot state): 6008 最多收藏200个游戏 when the player already has that many.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6009 DATA_EXISTS (数据已存在).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: CollectionInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: VenueAddCollectionReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/game/api/v1/collection/removeCollection",
    alias: "venue.removeCollection",
    description: `Remove a game from the player&#x27;s favourites.

Refused although the schema allows it (rules JSON Schema cannot state): 6008 最多收藏200个游戏 when the player already has that many.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: CollectionInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: VenueRemoveCollectionReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/game/api/v1/record/betRecordList",
    alias: "record.betRecordList",
    description: `Bet records of a time window, newest first, one page at a time.

Refused although the schema allows it (rules JSON Schema cannot state): 6008 结束时间不能早于开始时间 when endTime is before beginTime, and 6008 查询时间跨度不能超过93天 when they lie more than 93 days apart.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: BetRecordListInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: RecordBetRecordListReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/game/api/v1/record/betRecordTotal",
    alias: "record.betRecordTotal",
    description: `Bet totals of a time window (at most 93 days), overall and per category.

Refused although the schema allows it (rules JSON Schema cannot state): 6008 结束时间不能早于开始时间 when endTime is before beginTime, and 6008 查询时间跨度不能超过93天 when they lie more than 93 days apart.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: BetRecordTotalInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: RecordBetRecordTotalReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/game/api/v1/status/getAutoTransferStatus",
    alias: "venue.getAutoTransferStatus",
    description: `Whether automatic transfer is on, and the activity lock (if any) holding a venue wallet.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: z.object({}).partial().passthrough().optional(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: VenueGetAutoTransferStatusReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/game/api/v1/status/setAutoTransferStatus",
    alias: "venue.setAutoTransferStatus",
    description: `Switch automatic transfer on entering a venue on (1) or off (0).

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: AutoTransferInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: VenueSetAutoTransferStatusReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/game/api/v1/venue/allBalance",
    alias: "venue.allBalance",
    description: `Venue wallet balances; category 8 lists every wallet, totalMoney is their sum (2 decimals).

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: AllBalanceInput.optional(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: VenueAllBalanceReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/game/api/v1/venue/balance",
    alias: "venue.balance",
    description: `One venue wallet&#x27;s balance.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: BalanceInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: VenueBalanceReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/game/api/v1/venue/gameList",
    alias: "venue.gameList",
    description: `Slot and fishing games, filtered by venue, name, favourites or hot, one page at a time.

Public: no session needed.

Business codes besides 6000: 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: GameListInput.optional(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: VenueGameListReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/game/api/v1/venue/getBonusPools",
    alias: "venue.getBonusPools",
    description: `Jackpot pools of the slot and fishing venues (they grow with the server clock).

Public: no session needed.

Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: BonusPoolsInput.optional(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: VenueGetBonusPoolsReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/game/api/v1/venue/getVenueInfoByCategory",
    alias: "venue.getVenueInfoByCategory",
    description: `The venues of one category screen (1 TY, 2 ZR, 3 QP, 4 DJ, 5 CP, 6 egame, 7 fish).

Public: no session needed.

Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: VenueInfoInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: VenueGetVenueInfoByCategoryReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/game/api/v1/venue/launch",
    alias: "venue.launch",
    description: `With automatic transfer on, the centre wallet moves into the venue first. 6415 when the venue is in maintenance; 6413 when an activity lock keeps the player in another venue (the venue dialog shows the data).

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6413 VENUE_ACTIVITY (您当前正在参与活动，未达到流水要求前无法转出), 6415 VENUE_MAINTENANCE (场馆维护中).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: LaunchInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: VenueLaunchReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/game/api/v1/venue/recycle",
    alias: "venue.recycle",
    description: `Recycling everything skips wallets under an activity lock (6413) or in maintenance (6415) and lists them in skipped.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6011 FREQUENT_SUBMISSION (请勿频繁提交), 6413 VENUE_ACTIVITY (您当前正在参与活动，未达到流水要求前无法转出), 6415 VENUE_MAINTENANCE (场馆维护中).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: RecycleInput.optional(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: VenueRecycleReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/game/api/v1/venue/resource",
    alias: "venue.resource",
    description: `token is the provider token issued by launching CRTY; a wrong or foreign one answers 6302 (数据异常，请重新进入游戏). 6303 when getMatch names no match. placeBet answers 6000 with one ticket per entry (one for a series): accepted, delay (poll getBetStatus until confirmAt) or rejected with a reason; a request that breaks a rule it shows itself (more than 10 entries, champion mixed with normal, one match twice, a series without its stake) answers 6007/6008.

Refused although the schema allows it (rules JSON Schema cannot state): 6008 同一场赛事只能选择一个投注项 (a parlay: 串关不可包含同一场赛事的多个投注项) when two entries share a gameId, and 6008 赔率格式错误 when an r is not a price of the oddsType (hong kong prices on the grid of odds.ts, shown in the oddsType to 3 decimals).

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Acts once per operation (the &#x60;placeBet&#x60; call; the other methods are reads): send an &#x60;idempotency-key&#x60; (a repeat with the same key answers the first reply); without one, the same body within 1 s answers 6011.

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6011 FREQUENT_SUBMISSION (请勿频繁提交), 6301 PARAMETER_ERROR (参数错误), 6302 UID_VERIFICATION (数据异常，请重新进入游戏), 6303 NO_DATA (暂无数据), 6415 VENUE_MAINTENANCE (场馆维护中).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: ResourceInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
      {
        name: "idempotency-key",
        type: "Header",
        schema: z
          .string()
          .regex(/^[A-Za-z0-9_-]{1,64}$/)
          .optional(),
      },
    ],
    response: VenueResourceReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/game/api/v1/venue/transfer",
    alias: "venue.transfer",
    description: `6008 with 余额不足 when the source wallet holds less than the amount; nothing moves then.

Refused although the schema allows it (rules JSON Schema cannot state): 6008 余额不足 when the source wallet (the centre wallet or the venue&#x27;s) holds less than the amount.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Acts once per operation: send an &#x60;idempotency-key&#x60; (a repeat with the same key answers the first reply); without one, the same body within 1 s answers 6011.

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6011 FREQUENT_SUBMISSION (请勿频繁提交), 6413 VENUE_ACTIVITY (您当前正在参与活动，未达到流水要求前无法转出), 6415 VENUE_MAINTENANCE (场馆维护中).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: TransferInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
      {
        name: "idempotency-key",
        type: "Header",
        schema: z
          .string()
          .regex(/^[A-Za-z0-9_-]{1,64}$/)
          .optional(),
      },
    ],
    response: VenueTransferReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/game/api/v1/video/hotLive/matchDetail",
    alias: "record.hotLiveMatchDetail",
    description: `6004 when no such match; 6303 when the match has no live video.

Public: no session needed.

Business codes besides 6000: 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6303 NO_DATA (暂无数据).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: HotLiveInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: RecordHotLiveMatchDetailReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/advertising/getMyDiscountAd",
    alias: "site.getMyDiscountAd",
    description: `&quot;My&quot; is the site&#x27;s own (white-label) set of banners. Public, because /activity/discount is public.

Public: no session needed.

Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: DiscountAdInput.optional(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: SiteGetMyDiscountAdReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/advertising/navigationList",
    alias: "site.navigationList",
    description: `The top menu and user-centre menu items, sorted; the deposit item is left out while deposit is off.

Public: no session needed.

Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: z.object({}).partial().passthrough().optional(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: SiteNavigationListReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/advertising/queryNoticeListByPage",
    alias: "site.queryNoticeListByPage",
    description: `Site announcements, pinned first then newest, optionally of one kind (page size 15 by default).

Public: no session needed.

Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: NoticeListInput.optional(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: SiteQueryNoticeListByPageReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/advertising/sponsorContent",
    alias: "site.sponsorContent",
    description: `The sponsorships shown on /sponsor, sorted.

Public: no session needed.

Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: z.object({}).partial().passthrough().optional(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: SiteSponsorContentReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/configuration/helpList",
    alias: "site.helpList",
    description: `Not in the spec, which names the 23 topics but not where their text comes from. The deposit topic ck is left out (and answers 6004 when asked for) while deposit is off, as the client treats /app/help/ck as not found then.

Public: no session needed.

Business codes besides 6000: 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: HelpListInput.optional(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: SiteHelpListReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/configuration/onlinecustomservice",
    alias: "site.onlinecustomservice",
    description: `The online customer-service link; public, since the login and recovery dialogs link to it.

Public: no session needed.

Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: z.object({}).partial().passthrough().optional(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: SiteOnlinecustomserviceReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/configuration/preInfo",
    alias: "site.preInfo",
    description: `Pre-login site info: the caller&#x27;s ip, siteBaseConfig and the site settings the client needs.

Public: no session needed.

Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: z.object({}).partial().passthrough().optional(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: SitePreInfoReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/site/common/singleDataDecryption",
    alias: "site.singleDataDecryption",
    description: `The server sends sensitive single values sealed: seal(WIRE_SECRET, &quot;sdd1|&quot; + userId + &quot;|&quot; + value), with seal as in contracts/README.md. Only values sealed for the caller open (another player&#x27;s: 6003); anything else, including sealed request bodies and paths, answers 6008, so the call is no decryption oracle for the wire. The client caches the answer under DD_&lt;sealed&gt; as {d: value, v: 1}.

Refused although the schema allows it (rules JSON Schema cannot state): 6008 非法请求 when data is not a value this server sealed for a player (6003 when it is another player&#x27;s).

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6003 ACCESS_DENIED (请求拒绝), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: z.object({ data: z.string().min(1).max(4096) }).passthrough(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: SiteSingleDataDecryptionReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/site/countryArea/queryCountryArea",
    alias: "verification.queryCountryArea",
    description: `The country/area list with each area&#x27;s phone pattern (mainland China +86 first).

Public: no session needed.

Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: z.object({}).partial().passthrough().optional(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: VerificationQueryCountryAreaReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/site/letter/delete",
    alias: "letter.delete",
    description: `Delete letters (a broadcast only for the caller); all or none: an unknown id answers 6004.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: LetterDeleteInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: LetterDeleteReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/site/letter/getUnreadForType",
    alias: "letter.getUnreadForType",
    description: `The caller&#x27;s unread letters per type, broadcast (br*) and personal.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: GetUnreadInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: LetterGetUnreadForTypeReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/site/letter/list",
    alias: "letter.list",
    description: `The caller&#x27;s letters, newest first, optionally of one type (history page size 15 by default).

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: LetterListInput.optional(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: LetterListReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/site/letter/onekeyRead",
    alias: "letter.onekeyRead",
    description: `Mark every letter read, or every letter of one type; answers the new unread counts.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: LetterOnekeyReadInput.optional(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: LetterOnekeyReadReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/site/letter/read",
    alias: "letter.read",
    description: `Mark one letter read; answers the new unread counts.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: LetterReadInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: LetterReadReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/user/feedback/addFeedBack",
    alias: "feedback.addFeedBack",
    description: `6004: orderNo is not one of the caller&#x27;s bets, or an image is not one the caller uploaded. 6003: the caller already keeps the most feedback allowed.

Refused although the schema allows it (rules JSON Schema cannot state): 6008 内容不能包含控制字符或文字方向控制符 for a lone surrogate (a \ud800 escape without its pair), and 6008 反馈内容不能超过500字 past 500 characters once trimmed.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6003 ACCESS_DENIED (请求拒绝), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6011 FREQUENT_SUBMISSION (请勿频繁提交).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: AddFeedbackInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: FeedbackAddFeedBackReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/user/feedback/delFeedback",
    alias: "feedback.delFeedback",
    description: `Delete one of the caller&#x27;s feedback.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: FeedbackDelFeedbackInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: FeedbackDelFeedbackReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/user/feedback/getFeedbackInfo",
    alias: "feedback.getFeedbackInfo",
    description: `One feedback with its replies; opening it marks the replies read.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: FeedbackGetFeedbackInfoInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: FeedbackGetFeedbackInfoReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/user/feedback/getFeedBackList",
    alias: "feedback.getFeedBackList",
    description: `The caller&#x27;s feedback, newest first, optionally of one type (page size 15 by default).

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: FeedbackListInput.optional(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: FeedbackGetFeedBackListReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/user/feedback/queryMemberBetList",
    alias: "feedback.queryMemberBetList",
    description: `The caller&#x27;s recent bets, newest first, to pick one a feedback is about (page size 15 by default).

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: PageQuery.optional(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: FeedbackQueryMemberBetListReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/user/feedback/querySiteDepositRewardConfigList",
    alias: "feedback.querySiteDepositRewardConfigList",
    description: `The site&#x27;s deposit rewards per payment type (threshold, rate, max: the shared bonus helper&#x27;s rule).

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: z.object({}).partial().passthrough().optional(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: FeedbackQuerySiteDepositRewardConfigListReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/user/feedback/unreadNum",
    alias: "feedback.unreadNum",
    description: `How many customer-service replies to the caller&#x27;s feedback are unread (no payload).

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: z.object({}).partial().passthrough().optional(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: FeedbackUnreadNumReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/user/forgetByEmail/one",
    alias: "verification.forgetByEmailOne",
    description: `Forgotten password by email, step one: check the name and bound email, send a code.

Public: no session needed.

Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6021 GRAPHIC_CODE_NEEDED (请输入图形验证码), 6022 RAPID_VERIFICATION (请完成安全验证), 6034 MAX_PHONE_ATTEMPTS (手机验证次数已达上限，请明天再试), 6036 AUTHENTICATION_CODE_ERROR (验证码错误), 6038 AUTHENTICATION_CODE_EXPIRED (验证码已过期，请重新获取), 6066 SIXTY_SECOND_LIMIT (请60秒后再试).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: ForgetByEmailOneInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: VerificationForgetByEmailOneReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/user/forgetByEmail/three",
    alias: "verification.forgetByEmailThree",
    description: `Forgotten password by email, step three: set the new password (md5); ends every session.

Refused although the schema allows it (rules JSON Schema cannot state): 6008 两次密码输入不一致，请重新输入 when secondPassword is not password (both md5 hex, compared case-insensitively).

Public: no session needed.

Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6035 AUTHENTICATION_REQUIRED (请先完成身份验证).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: ForgetByEmailThreeInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: VerificationForgetByEmailThreeReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/user/forgetByEmail/two",
    alias: "verification.forgetByEmailTwo",
    description: `Forgotten password by email, step two: verify the code (single use).

Public: no session needed.

Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6035 AUTHENTICATION_REQUIRED (请先完成身份验证), 6036 AUTHENTICATION_CODE_ERROR (验证码错误), 6037 AUTHENTICATION_LOCKED (验证错误次数过多，已被锁定，请稍后再试), 6038 AUTHENTICATION_CODE_EXPIRED (验证码已过期，请重新获取).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: ForgetByEmailTwoInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: VerificationForgetByEmailTwoReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/user/forgetByPhone/one",
    alias: "verification.forgetByPhoneOne",
    description: `Forgotten password by phone, step one: check the name and bound phone, send an SMS or voice code.

Refused although the schema allows it (rules JSON Schema cannot state): 6008 请输入正确的手机号码 when the phone does not match the pattern of its areaCode (queryCountryArea&#x27;s regex; ^1\d{10}$ for 86) or the areaCode is not one queryCountryArea lists.

Public: no session needed.

Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6021 GRAPHIC_CODE_NEEDED (请输入图形验证码), 6022 RAPID_VERIFICATION (请完成安全验证), 6034 MAX_PHONE_ATTEMPTS (手机验证次数已达上限，请明天再试), 6036 AUTHENTICATION_CODE_ERROR (验证码错误), 6038 AUTHENTICATION_CODE_EXPIRED (验证码已过期，请重新获取), 6066 SIXTY_SECOND_LIMIT (请60秒后再试).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: ForgetByPhoneOneInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: VerificationForgetByPhoneOneReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/user/forgetByPhone/three",
    alias: "verification.forgetByPhoneThree",
    description: `Forgotten password by phone, step three: set the new password (md5); ends every session.

Refused although the schema allows it (rules JSON Schema cannot state): 6008 两次密码输入不一致，请重新输入 when secondPassword is not password (both md5 hex, compared case-insensitively). 6008 请输入正确的手机号码 when the phone does not match the pattern of its areaCode (queryCountryArea&#x27;s regex; ^1\d{10}$ for 86) or the areaCode is not one queryCountryArea lists.

Public: no session needed.

Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6035 AUTHENTICATION_REQUIRED (请先完成身份验证).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: ForgetByPhoneThreeInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: VerificationForgetByPhoneThreeReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/user/forgetByPhone/two",
    alias: "verification.forgetByPhoneTwo",
    description: `Forgotten password by phone, step two: verify the code (single use).

Refused although the schema allows it (rules JSON Schema cannot state): 6008 请输入正确的手机号码 when the phone does not match the pattern of its areaCode (queryCountryArea&#x27;s regex; ^1\d{10}$ for 86) or the areaCode is not one queryCountryArea lists.

Public: no session needed.

Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6035 AUTHENTICATION_REQUIRED (请先完成身份验证), 6036 AUTHENTICATION_CODE_ERROR (验证码错误), 6037 AUTHENTICATION_LOCKED (验证错误次数过多，已被锁定，请稍后再试), 6038 AUTHENTICATION_CODE_EXPIRED (验证码已过期，请重新获取).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: ForgetByPhoneTwoInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: VerificationForgetByPhoneTwoReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/user/login",
    alias: "auth.login",
    description: `Checks, in order: suspension (6501/6500/6502), lock (6037) and slow-down (6011) of repeated failures, the captcha when the step needs one (6021/6022 when missing, 6036 wrong, 6038 expired), the credentials (6002, never saying which part), then the new-device rules (6025-6028 with the masked phone). With sendCodeNum: the code sent by sendCode type 3 (6035 when none was requested) instead of the captcha and the new-device rules; the device and address are trusted from then on.

Public: no session needed.

Business codes besides 6000: 6002 INVALID_CREDENTIALS (用户名或密码错误), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6011 FREQUENT_SUBMISSION (请勿频繁提交), 6021 GRAPHIC_CODE_NEEDED (请输入图形验证码), 6022 RAPID_VERIFICATION (请完成安全验证), 6025 IP_NOT_PASSED (登录IP异常，请完成新设备验证), 6026 DEVICE_NOT_PASSED (登录设备异常，请完成新设备验证), 6027 DEVICE_AND_IP_NOT_PASSED (登录设备和IP异常，请完成新设备验证), 6028 LONG_TIME_NOT_LOGGED_IN (长时间未登录，请完成新设备验证), 6029 RISKY_LOGIN (登录存在风险，请完成新设备验证), 6031 REGION_LIMITED (您所在的地区暂不支持访问), 6033 IP_RESTRICTED (当前IP受限，暂无法访问), 6035 AUTHENTICATION_REQUIRED (请先完成身份验证), 6036 AUTHENTICATION_CODE_ERROR (验证码错误), 6037 AUTHENTICATION_LOCKED (验证错误次数过多，已被锁定，请稍后再试), 6038 AUTHENTICATION_CODE_EXPIRED (验证码已过期，请重新获取), 6039 TOO_MANY_DEVICES (登录设备数量已达上限), 6500 POPUP_NOT_PROMPTED (暂时无法完成操作，请稍后再试), 6501 SUSPENDED_WITH_POPUP (登录注册暂停，请留意网站公告), 6502 SUSPENDED_WITHOUT_POPUP (登录注册暂停，请稍后再试).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: LoginInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: AuthLoginReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/user/logout",
    alias: "auth.logout",
    description: `End the session of the token sent.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: z.object({}).partial().passthrough().optional(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: AuthLogoutReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/user/member/addAvatar",
    alias: "member.addAvatar",
    description: `Set the avatar: a stock avatar&#x27;s url or an image the player uploaded.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: z.object({ url: z.string().min(1).max(4000) }).passthrough(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: MemberAddAvatarReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/user/member/avatarList",
    alias: "member.avatarList",
    description: `The stock avatars to choose from.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: z.object({}).partial().passthrough().optional(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: MemberAvatarListReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/user/member/bindEmail",
    alias: "member.bindEmail",
    description: `Bind an email with the code sent to it (sendCode/two type 1, cate 1).

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6009 DATA_EXISTS (数据已存在), 6035 AUTHENTICATION_REQUIRED (请先完成身份验证), 6036 AUTHENTICATION_CODE_ERROR (验证码错误), 6037 AUTHENTICATION_LOCKED (验证错误次数过多，已被锁定，请稍后再试), 6038 AUTHENTICATION_CODE_EXPIRED (验证码已过期，请重新获取).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: BindEmailInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: MemberBindEmailReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/user/member/bindFromDeposit",
    alias: "member.bindFromDeposit",
    description: `Bind the real name from the deposit screen (deposits must come from that name).

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6009 DATA_EXISTS (数据已存在).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: BindFromDepositInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: MemberBindFromDepositReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/user/member/bindOther",
    alias: "member.bindOther",
    description: `Bind the real name and set the other details (nick name, birthday, sex).

Refused although the schema allows it (rules JSON Schema cannot state): 6008 请输入正确的出生日期 for a birthday after today (server clock), and 6008 未满18周岁不能使用本站服务 for a player under 18. 6008 昵称不能包含控制字符或不可见字符 for a control, format (zero-width, bidi) or invisible character, and 6008 昵称不能包含官方、客服等保留字 for a name holding one of 官方, 客服, 管理员, 系统, 站长, admin, system, official (after NFKC, case and spaces folded).

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6009 DATA_EXISTS (数据已存在).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: z.union([z.unknown(), z.unknown(), z.unknown(), z.unknown()]),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: MemberBindOtherReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/user/member/bindPassword",
    alias: "member.bindPassword",
    description: `Change the login password (type 1) or set/change the withdrawal password (type 2) with the old one.

Refused although the schema allows it (rules JSON Schema cannot state): 6008 两次密码输入不一致，请重新输入 when secondPassword is not password (both md5 hex, compared case-insensitively). 6008 新密码不能与原密码相同 when the new login password is the old one, and 6008 资金密码不能与原密码或登录密码相同 when the new withdrawal password is the old one or the login password.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6037 AUTHENTICATION_LOCKED (验证错误次数过多，已被锁定，请稍后再试), 6100 PASSWORD_CHECK_FAILURE (密码校验失败).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: BindPasswordInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: MemberBindPasswordReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/user/member/bindPasswordByEmail",
    alias: "member.bindPasswordByEmail",
    description: `Set the login (type 1) or withdrawal (type 2) password with a code sent to the bound email.

Refused although the schema allows it (rules JSON Schema cannot state): 6008 两次密码输入不一致，请重新输入 when secondPassword is not password (both md5 hex, compared case-insensitively).

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6035 AUTHENTICATION_REQUIRED (请先完成身份验证), 6036 AUTHENTICATION_CODE_ERROR (验证码错误), 6037 AUTHENTICATION_LOCKED (验证错误次数过多，已被锁定，请稍后再试), 6038 AUTHENTICATION_CODE_EXPIRED (验证码已过期，请重新获取).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: BindPasswordByCodeInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: MemberBindPasswordByEmailReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/user/member/bindPasswordByPhone",
    alias: "member.bindPasswordByPhone",
    description: `Set the login (type 1) or withdrawal (type 2) password with a code sent to the bound phone.

Refused although the schema allows it (rules JSON Schema cannot state): 6008 两次密码输入不一致，请重新输入 when secondPassword is not password (both md5 hex, compared case-insensitively).

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6015 UNBOUND_PHONE (请先绑定手机号), 6035 AUTHENTICATION_REQUIRED (请先完成身份验证), 6036 AUTHENTICATION_CODE_ERROR (验证码错误), 6037 AUTHENTICATION_LOCKED (验证错误次数过多，已被锁定，请稍后再试), 6038 AUTHENTICATION_CODE_EXPIRED (验证码已过期，请重新获取).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: BindPasswordByCodeInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: MemberBindPasswordByPhoneReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/user/member/bindPhone",
    alias: "member.bindPhone",
    description: `Bind a phone with the code sent to it (sendCode/two type 1, cate 0 or 2).

Refused although the schema allows it (rules JSON Schema cannot state): 6008 请输入正确的手机号码 when the phone does not match the pattern of its areaCode (queryCountryArea&#x27;s regex; ^1\d{10}$ for 86) or the areaCode is not one queryCountryArea lists.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6009 DATA_EXISTS (数据已存在), 6035 AUTHENTICATION_REQUIRED (请先完成身份验证), 6036 AUTHENTICATION_CODE_ERROR (验证码错误), 6037 AUTHENTICATION_LOCKED (验证错误次数过多，已被锁定，请稍后再试), 6038 AUTHENTICATION_CODE_EXPIRED (验证码已过期，请重新获取).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: BindPhoneInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: MemberBindPhoneReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/user/member/getGameFanshuiHighLow",
    alias: "member.getGameFanshuiHighLow",
    description: `Rebate (返水) rates per venue category: lowest and highest of the ladder, and the player&#x27;s.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: FanshuiInput.optional(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: MemberGetGameFanshuiHighLowReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/user/member/info",
    alias: "member.info",
    description: `The route guards read bindPhone and bindRealName. With isPop 1, &#x60;popup&#x60; names what the player should complete first.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: MemberInfoInput.optional(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: MemberInfoReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/user/member/jwt",
    alias: "member.jwt",
    description: `The chat token (a signed JWT with the user id and expiry) sent on the chat socket login.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: z.object({}).partial().passthrough().optional(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: MemberJwtReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/user/member/kaptchcate",
    alias: "auth.kaptchcate",
    description: `Answers 6000 {kaptchcate: 0} when no captcha is needed, 6021 {kaptchcate: 2} for the graphic one, 6022 {kaptchcate: 1, challenge} for the slider. Register and reset always need one, of the kind the site setting names; login needs none from the player&#x27;s own trusted device and known address, and the graphic one after 3 failed logins.

Public: no session needed.

Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6011 FREQUENT_SUBMISSION (请勿频繁提交), 6021 GRAPHIC_CODE_NEEDED (请输入图形验证码), 6022 RAPID_VERIFICATION (请完成安全验证).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: KaptchcateInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: AuthKaptchcateReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/user/member/memberGradeConfigList",
    alias: "member.memberGradeConfigList",
    description: `The VIP ladder (levels 0-10) with thresholds, bonuses and rebate rates, and the player&#x27;s level.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: z.object({}).partial().passthrough().optional(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: MemberMemberGradeConfigListReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/user/member/memberGradeInfoByGrade",
    alias: "member.memberGradeInfoByGrade",
    description: `One VIP level of the grade configuration, and whether it is the player&#x27;s.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: MemberMemberGradeInfoByGradeInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: MemberMemberGradeInfoByGradeReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/user/member/validateGeeCheck",
    alias: "auth.validateGeeCheck",
    description: `Single attempt per challenge: right or wrong, the challenge is used up; a replay answers 6036. On success the pass (codeId) is valid 120 s, once.

Public: no session needed.

Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6011 FREQUENT_SUBMISSION (请勿频繁提交), 6036 AUTHENTICATION_CODE_ERROR (验证码错误), 6038 AUTHENTICATION_CODE_EXPIRED (验证码已过期，请重新获取).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: GeeCheckInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: AuthValidateGeeCheckReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/user/register",
    alias: "auth.register",
    description: `Needs the captcha of ktype 1 (6021/6022 when missing). On success the same name may log in once with kaptchcate 99 from the same device and address within 60 s, without another captcha.

Refused although the schema allows it (rules JSON Schema cannot state): 6008 两次密码输入不一致 when secondPassword is not password (both md5 hex, compared case-insensitively).

Public: no session needed.

Acts once per operation: send an &#x60;idempotency-key&#x60; (a repeat with the same key answers the first reply); without one, the same body within 1 s answers 6011.

Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6009 DATA_EXISTS (数据已存在), 6011 FREQUENT_SUBMISSION (请勿频繁提交), 6021 GRAPHIC_CODE_NEEDED (请输入图形验证码), 6022 RAPID_VERIFICATION (请完成安全验证), 6036 AUTHENTICATION_CODE_ERROR (验证码错误), 6038 AUTHENTICATION_CODE_EXPIRED (验证码已过期，请重新获取), 6500 POPUP_NOT_PROMPTED (暂时无法完成操作，请稍后再试), 6501 SUSPENDED_WITH_POPUP (登录注册暂停，请留意网站公告), 6502 SUSPENDED_WITHOUT_POPUP (登录注册暂停，请稍后再试).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: RegisterInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
      {
        name: "idempotency-key",
        type: "Header",
        schema: z
          .string()
          .regex(/^[A-Za-z0-9_-]{1,64}$/)
          .optional(),
      },
    ],
    response: AuthRegisterReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/user/register/defaultKaptcha",
    alias: "auth.defaultKaptcha",
    description: `A new graphic captcha: image (data URL) and its x-code (the code id).

Public: no session needed.

Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6011 FREQUENT_SUBMISSION (请勿频繁提交).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: z.object({}).partial().passthrough().optional(),
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: AuthDefaultKaptchaReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/user/sendCode/one",
    alias: "verification.sendCodeOne",
    description: `Public. The target is the full bound phone (the new-device screen completes the masked one with the 4 middle digits) or the bound email; an unknown name and a target that is not bound answer the same 6008, so names cannot be probed.

Refused although the schema allows it (rules JSON Schema cannot state): 6008 非法请求 when obfuscatedTarget is not obfuscateTarget(target) (a forged or edited request). 6008 请输入正确的手机号码 when a phone target (cate 0, 2) does not match its areaCode&#x27;s pattern, and 6008 请输入正确的邮箱 when an email target (cate 1) is no address. 6008 手机号错误 (6008 邮箱错误 for cate 1) when the name is unknown or the target is not its bound phone or email: one answer for both, so names cannot be probed.

Public: no session needed.

Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6034 MAX_PHONE_ATTEMPTS (手机验证次数已达上限，请明天再试), 6036 AUTHENTICATION_CODE_ERROR (验证码错误), 6038 AUTHENTICATION_CODE_EXPIRED (验证码已过期，请重新获取), 6066 SIXTY_SECOND_LIMIT (请60秒后再试).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: SendCodeOneInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: VerificationSendCodeOneReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/user/sendCode/two",
    alias: "verification.sendCodeTwo",
    description: `Send a code while signed in: type 1 to a phone or email being bound, type 2 to the bound one.

Refused although the schema allows it (rules JSON Schema cannot state): 6008 非法请求 when obfuscatedTarget is not obfuscateTarget(target) (a forged or edited request). 6008 请输入正确的手机号码 when a phone target (cate 0, 2) does not match its areaCode&#x27;s pattern, and 6008 请输入正确的邮箱 when an email target (cate 1) is no address. 6008 非法请求 when name is not the signed-in player&#x27;s, and 6008 手机号错误 (6008 邮箱错误 for cate 1) when a type 2 target is not the bound one.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6009 DATA_EXISTS (数据已存在), 6015 UNBOUND_PHONE (请先绑定手机号), 6034 MAX_PHONE_ATTEMPTS (手机验证次数已达上限，请明天再试), 6035 AUTHENTICATION_REQUIRED (请先完成身份验证), 6036 AUTHENTICATION_CODE_ERROR (验证码错误), 6038 AUTHENTICATION_CODE_EXPIRED (验证码已过期，请重新获取), 6066 SIXTY_SECOND_LIMIT (请60秒后再试).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: SendCodeTwoInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: VerificationSendCodeTwoReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/site/api/v1/user/upload/uploadImage",
    alias: "member.uploadImage",
    description: `JSON rather than multipart so the safe switch can encrypt it like every other body. The bytes must match the declared type.

Needs a session: the &#x60;token&#x60; header from login (6001 when it is missing or expired).

Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6010 FILE_UPLOAD_FAILURE (文件上传失败).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: UploadImageInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: MemberUploadImageReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
  {
    method: "post",
    path: "/stream/api/v1/history",
    alias: "record.streamHistory",
    description: `The same messages the chat socket keeps for the room (10011 history), in its message shape.

Public: no session needed.

Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).`,
    requestFormat: "json",
    parameters: [
      {
        name: "body",
        type: "Body",
        schema: StreamHistoryInput,
      },
      {
        name: "client-type",
        type: "Header",
        schema: z.literal("web"),
      },
      {
        name: "app-version",
        type: "Header",
        schema: z.string().regex(/^\d{1,6}(?:\.\d{1,6}){0,3}$/),
      },
      {
        name: "device-uuid",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/),
      },
      {
        name: "request-id",
        type: "Header",
        schema: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
      },
      {
        name: "site-id",
        type: "Header",
        schema: z.literal("3000"),
      },
      {
        name: "ts-sign",
        type: "Header",
        schema: z
          .string()
          .regex(/^(?:0|[1-9]\d{0,15})\.[0-9A-Fa-f.:]{2,45}\.[0-9a-f]{64}$/)
          .optional(),
      },
    ],
    response: RecordStreamHistoryReply,
    errors: [
      {
        status: 405,
        description: `Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.`,
        schema: z
          .object({
            status_code: z.number().int(),
            data: z.union([z.object({}).partial().passthrough(), z.null()]),
            message: z.string(),
          })
          .passthrough(),
      },
    ],
  },
]);

export const api = new Zodios(endpoints);

export function createApiClient(baseUrl: string, options?: ZodiosOptions) {
  return new Zodios(baseUrl, endpoints, options);
}

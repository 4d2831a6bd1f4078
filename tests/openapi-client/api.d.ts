export interface paths {
    "/site/api/v1/user/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in (also the new-device login when sendCodeNum is sent)
         * @description Checks, in order: suspension (6501/6500/6502), lock (6037) and slow-down (6011) of repeated failures, the captcha when the step needs one (6021/6022 when missing, 6036 wrong, 6038 expired), the credentials (6002, never saying which part), then the new-device rules (6025-6028 with the masked phone). With sendCodeNum: the code sent by sendCode type 3 (6035 when none was requested) instead of the captcha and the new-device rules; the device and address are trusted from then on.
         *
         *     Public: no session needed.
         *
         *     Business codes besides 6000: 6002 INVALID_CREDENTIALS (用户名或密码错误), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6011 FREQUENT_SUBMISSION (请勿频繁提交), 6021 GRAPHIC_CODE_NEEDED (请输入图形验证码), 6022 RAPID_VERIFICATION (请完成安全验证), 6025 IP_NOT_PASSED (登录IP异常，请完成新设备验证), 6026 DEVICE_NOT_PASSED (登录设备异常，请完成新设备验证), 6027 DEVICE_AND_IP_NOT_PASSED (登录设备和IP异常，请完成新设备验证), 6028 LONG_TIME_NOT_LOGGED_IN (长时间未登录，请完成新设备验证), 6029 RISKY_LOGIN (登录存在风险，请完成新设备验证), 6031 REGION_LIMITED (您所在的地区暂不支持访问), 6033 IP_RESTRICTED (当前IP受限，暂无法访问), 6035 AUTHENTICATION_REQUIRED (请先完成身份验证), 6036 AUTHENTICATION_CODE_ERROR (验证码错误), 6037 AUTHENTICATION_LOCKED (验证错误次数过多，已被锁定，请稍后再试), 6038 AUTHENTICATION_CODE_EXPIRED (验证码已过期，请重新获取), 6039 TOO_MANY_DEVICES (登录设备数量已达上限), 6500 POPUP_NOT_PROMPTED (暂时无法完成操作，请稍后再试), 6501 SUSPENDED_WITH_POPUP (登录注册暂停，请留意网站公告), 6502 SUSPENDED_WITHOUT_POPUP (登录注册暂停，请稍后再试).
         */
        post: operations["auth.login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/user/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a player; the client then logs in with kaptchcate 99
         * @description Needs the captcha of ktype 1 (6021/6022 when missing). On success the same name may log in once with kaptchcate 99 from the same device and address within 60 s, without another captcha.
         *
         *     Refused although the schema allows it (rules JSON Schema cannot state): 6008 两次密码输入不一致 when secondPassword is not password (both md5 hex, compared case-insensitively).
         *
         *     Public: no session needed.
         *
         *     Acts once per operation: send an `idempotency-key` (a repeat with the same key answers the first reply); without one, the same body within 1 s answers 6011.
         *
         *     Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6009 DATA_EXISTS (数据已存在), 6011 FREQUENT_SUBMISSION (请勿频繁提交), 6021 GRAPHIC_CODE_NEEDED (请输入图形验证码), 6022 RAPID_VERIFICATION (请完成安全验证), 6036 AUTHENTICATION_CODE_ERROR (验证码错误), 6038 AUTHENTICATION_CODE_EXPIRED (验证码已过期，请重新获取), 6500 POPUP_NOT_PROMPTED (暂时无法完成操作，请稍后再试), 6501 SUSPENDED_WITH_POPUP (登录注册暂停，请留意网站公告), 6502 SUSPENDED_WITHOUT_POPUP (登录注册暂停，请稍后再试).
         */
        post: operations["auth.register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/user/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the session of the token sent
         * @description End the session of the token sent.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["auth.logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/user/member/kaptchcate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Which captcha a step needs (ktype 1 register, 2 phone reset, 3 email reset, 4 login)
         * @description Answers 6000 {kaptchcate: 0} when no captcha is needed, 6021 {kaptchcate: 2} for the graphic one, 6022 {kaptchcate: 1, challenge} for the slider. Register and reset always need one, of the kind the site setting names; login needs none from the player's own trusted device and known address, and the graphic one after 3 failed logins.
         *
         *     Public: no session needed.
         *
         *     Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6011 FREQUENT_SUBMISSION (请勿频繁提交), 6021 GRAPHIC_CODE_NEEDED (请输入图形验证码), 6022 RAPID_VERIFICATION (请完成安全验证).
         */
        post: operations["auth.kaptchcate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/user/register/defaultKaptcha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new graphic captcha: image (data URL) and its x-code (the code id)
         * @description A new graphic captcha: image (data URL) and its x-code (the code id).
         *
         *     Public: no session needed.
         *
         *     Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6011 FREQUENT_SUBMISSION (请勿频繁提交).
         */
        post: operations["auth.defaultKaptcha"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/user/member/validateGeeCheck": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify the slider captcha against the challenge the server issued
         * @description Single attempt per challenge: right or wrong, the challenge is used up; a replay answers 6036. On success the pass (codeId) is valid 120 s, once.
         *
         *     Public: no session needed.
         *
         *     Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6011 FREQUENT_SUBMISSION (请勿频繁提交), 6036 AUTHENTICATION_CODE_ERROR (验证码错误), 6038 AUTHENTICATION_CODE_EXPIRED (验证码已过期，请重新获取).
         */
        post: operations["auth.validateGeeCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/user/member/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Member info (also "user info with isPop"): binding flags, masked contacts, VIP level
         * @description The route guards read bindPhone and bindRealName. With isPop 1, `popup` names what the player should complete first.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["member.info"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/user/member/bindOther": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bind the real name and set the other details (nick name, birthday, sex)
         * @description Bind the real name and set the other details (nick name, birthday, sex).
         *
         *     Refused although the schema allows it (rules JSON Schema cannot state): 6008 请输入正确的出生日期 for a birthday after today (server clock), and 6008 未满18周岁不能使用本站服务 for a player under 18. 6008 昵称不能包含控制字符或不可见字符 for a control, format (zero-width, bidi) or invisible character, and 6008 昵称不能包含官方、客服等保留字 for a name holding one of 官方, 客服, 管理员, 系统, 站长, admin, system, official (after NFKC, case and spaces folded).
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6009 DATA_EXISTS (数据已存在).
         */
        post: operations["member.bindOther"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/user/member/bindEmail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bind an email with the code sent to it (sendCode/two type 1, cate 1)
         * @description Bind an email with the code sent to it (sendCode/two type 1, cate 1).
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6009 DATA_EXISTS (数据已存在), 6035 AUTHENTICATION_REQUIRED (请先完成身份验证), 6036 AUTHENTICATION_CODE_ERROR (验证码错误), 6037 AUTHENTICATION_LOCKED (验证错误次数过多，已被锁定，请稍后再试), 6038 AUTHENTICATION_CODE_EXPIRED (验证码已过期，请重新获取).
         */
        post: operations["member.bindEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/user/member/bindPhone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bind a phone with the code sent to it (sendCode/two type 1, cate 0 or 2)
         * @description Bind a phone with the code sent to it (sendCode/two type 1, cate 0 or 2).
         *
         *     Refused although the schema allows it (rules JSON Schema cannot state): 6008 请输入正确的手机号码 when the phone does not match the pattern of its areaCode (queryCountryArea's regex; ^1\d{10}$ for 86) or the areaCode is not one queryCountryArea lists.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6009 DATA_EXISTS (数据已存在), 6035 AUTHENTICATION_REQUIRED (请先完成身份验证), 6036 AUTHENTICATION_CODE_ERROR (验证码错误), 6037 AUTHENTICATION_LOCKED (验证错误次数过多，已被锁定，请稍后再试), 6038 AUTHENTICATION_CODE_EXPIRED (验证码已过期，请重新获取).
         */
        post: operations["member.bindPhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/user/member/bindPasswordByPhone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the login (type 1) or withdrawal (type 2) password with a code sent to the bound phone
         * @description Set the login (type 1) or withdrawal (type 2) password with a code sent to the bound phone.
         *
         *     Refused although the schema allows it (rules JSON Schema cannot state): 6008 两次密码输入不一致，请重新输入 when secondPassword is not password (both md5 hex, compared case-insensitively).
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6015 UNBOUND_PHONE (请先绑定手机号), 6035 AUTHENTICATION_REQUIRED (请先完成身份验证), 6036 AUTHENTICATION_CODE_ERROR (验证码错误), 6037 AUTHENTICATION_LOCKED (验证错误次数过多，已被锁定，请稍后再试), 6038 AUTHENTICATION_CODE_EXPIRED (验证码已过期，请重新获取).
         */
        post: operations["member.bindPasswordByPhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/user/member/bindPasswordByEmail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the login (type 1) or withdrawal (type 2) password with a code sent to the bound email
         * @description Set the login (type 1) or withdrawal (type 2) password with a code sent to the bound email.
         *
         *     Refused although the schema allows it (rules JSON Schema cannot state): 6008 两次密码输入不一致，请重新输入 when secondPassword is not password (both md5 hex, compared case-insensitively).
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6035 AUTHENTICATION_REQUIRED (请先完成身份验证), 6036 AUTHENTICATION_CODE_ERROR (验证码错误), 6037 AUTHENTICATION_LOCKED (验证错误次数过多，已被锁定，请稍后再试), 6038 AUTHENTICATION_CODE_EXPIRED (验证码已过期，请重新获取).
         */
        post: operations["member.bindPasswordByEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/user/member/bindPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the login password (type 1) or set/change the withdrawal password (type 2) with the old one
         * @description Change the login password (type 1) or set/change the withdrawal password (type 2) with the old one.
         *
         *     Refused although the schema allows it (rules JSON Schema cannot state): 6008 两次密码输入不一致，请重新输入 when secondPassword is not password (both md5 hex, compared case-insensitively). 6008 新密码不能与原密码相同 when the new login password is the old one, and 6008 资金密码不能与原密码或登录密码相同 when the new withdrawal password is the old one or the login password.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6037 AUTHENTICATION_LOCKED (验证错误次数过多，已被锁定，请稍后再试), 6100 PASSWORD_CHECK_FAILURE (密码校验失败).
         */
        post: operations["member.bindPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/user/member/memberGradeInfoByGrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One VIP level of the grade configuration, and whether it is the player's
         * @description One VIP level of the grade configuration, and whether it is the player's.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["member.memberGradeInfoByGrade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/user/member/memberGradeConfigList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The VIP ladder (levels 0-10) with thresholds, bonuses and rebate rates, and the player's level
         * @description The VIP ladder (levels 0-10) with thresholds, bonuses and rebate rates, and the player's level.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["member.memberGradeConfigList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/user/member/getGameFanshuiHighLow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rebate (返水) rates per venue category: lowest and highest of the ladder, and the player's
         * @description Rebate (返水) rates per venue category: lowest and highest of the ladder, and the player's.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["member.getGameFanshuiHighLow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/user/member/bindFromDeposit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bind the real name from the deposit screen (deposits must come from that name)
         * @description Bind the real name from the deposit screen (deposits must come from that name).
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6009 DATA_EXISTS (数据已存在).
         */
        post: operations["member.bindFromDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/user/member/avatarList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The stock avatars to choose from
         * @description The stock avatars to choose from.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["member.avatarList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/user/member/addAvatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the avatar: a stock avatar's url or an image the player uploaded
         * @description Set the avatar: a stock avatar's url or an image the player uploaded.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["member.addAvatar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/user/member/jwt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The chat token (a signed JWT with the user id and expiry) sent on the chat socket login
         * @description The chat token (a signed JWT with the user id and expiry) sent on the chat socket login.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["member.jwt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/user/upload/uploadImage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an image as a base64 data URL (png, jpeg, gif or webp, at most 150 KB)
         * @description JSON rather than multipart so the safe switch can encrypt it like every other body. The bytes must match the declared type.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6010 FILE_UPLOAD_FAILURE (文件上传失败).
         */
        post: operations["member.uploadImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/user/sendCode/one": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a code to the named account's own phone or email (type 2 reset resend, 3 new device)
         * @description Public. The target is the full bound phone (the new-device screen completes the masked one with the 4 middle digits) or the bound email; an unknown name and a target that is not bound answer the same 6008, so names cannot be probed.
         *
         *     Refused although the schema allows it (rules JSON Schema cannot state): 6008 非法请求 when obfuscatedTarget is not obfuscateTarget(target) (a forged or edited request). 6008 请输入正确的手机号码 when a phone target (cate 0, 2) does not match its areaCode's pattern, and 6008 请输入正确的邮箱 when an email target (cate 1) is no address. 6008 手机号错误 (6008 邮箱错误 for cate 1) when the name is unknown or the target is not its bound phone or email: one answer for both, so names cannot be probed.
         *
         *     Public: no session needed.
         *
         *     Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6034 MAX_PHONE_ATTEMPTS (手机验证次数已达上限，请明天再试), 6036 AUTHENTICATION_CODE_ERROR (验证码错误), 6038 AUTHENTICATION_CODE_EXPIRED (验证码已过期，请重新获取), 6066 SIXTY_SECOND_LIMIT (请60秒后再试).
         */
        post: operations["verification.sendCodeOne"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/user/sendCode/two": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a code while signed in: type 1 to a phone or email being bound, type 2 to the bound one
         * @description Send a code while signed in: type 1 to a phone or email being bound, type 2 to the bound one.
         *
         *     Refused although the schema allows it (rules JSON Schema cannot state): 6008 非法请求 when obfuscatedTarget is not obfuscateTarget(target) (a forged or edited request). 6008 请输入正确的手机号码 when a phone target (cate 0, 2) does not match its areaCode's pattern, and 6008 请输入正确的邮箱 when an email target (cate 1) is no address. 6008 非法请求 when name is not the signed-in player's, and 6008 手机号错误 (6008 邮箱错误 for cate 1) when a type 2 target is not the bound one.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6009 DATA_EXISTS (数据已存在), 6015 UNBOUND_PHONE (请先绑定手机号), 6034 MAX_PHONE_ATTEMPTS (手机验证次数已达上限，请明天再试), 6035 AUTHENTICATION_REQUIRED (请先完成身份验证), 6036 AUTHENTICATION_CODE_ERROR (验证码错误), 6038 AUTHENTICATION_CODE_EXPIRED (验证码已过期，请重新获取), 6066 SIXTY_SECOND_LIMIT (请60秒后再试).
         */
        post: operations["verification.sendCodeTwo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/site/countryArea/queryCountryArea": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The country/area list with each area's phone pattern (mainland China +86 first)
         * @description The country/area list with each area's phone pattern (mainland China +86 first).
         *
         *     Public: no session needed.
         *
         *     Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["verification.queryCountryArea"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/user/forgetByPhone/one": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Forgotten password by phone, step one: check the name and bound phone, send an SMS or voice code
         * @description Forgotten password by phone, step one: check the name and bound phone, send an SMS or voice code.
         *
         *     Refused although the schema allows it (rules JSON Schema cannot state): 6008 请输入正确的手机号码 when the phone does not match the pattern of its areaCode (queryCountryArea's regex; ^1\d{10}$ for 86) or the areaCode is not one queryCountryArea lists.
         *
         *     Public: no session needed.
         *
         *     Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6021 GRAPHIC_CODE_NEEDED (请输入图形验证码), 6022 RAPID_VERIFICATION (请完成安全验证), 6034 MAX_PHONE_ATTEMPTS (手机验证次数已达上限，请明天再试), 6036 AUTHENTICATION_CODE_ERROR (验证码错误), 6038 AUTHENTICATION_CODE_EXPIRED (验证码已过期，请重新获取), 6066 SIXTY_SECOND_LIMIT (请60秒后再试).
         */
        post: operations["verification.forgetByPhoneOne"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/user/forgetByPhone/two": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Forgotten password by phone, step two: verify the code (single use)
         * @description Forgotten password by phone, step two: verify the code (single use).
         *
         *     Refused although the schema allows it (rules JSON Schema cannot state): 6008 请输入正确的手机号码 when the phone does not match the pattern of its areaCode (queryCountryArea's regex; ^1\d{10}$ for 86) or the areaCode is not one queryCountryArea lists.
         *
         *     Public: no session needed.
         *
         *     Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6035 AUTHENTICATION_REQUIRED (请先完成身份验证), 6036 AUTHENTICATION_CODE_ERROR (验证码错误), 6037 AUTHENTICATION_LOCKED (验证错误次数过多，已被锁定，请稍后再试), 6038 AUTHENTICATION_CODE_EXPIRED (验证码已过期，请重新获取).
         */
        post: operations["verification.forgetByPhoneTwo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/user/forgetByPhone/three": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Forgotten password by phone, step three: set the new password (md5); ends every session
         * @description Forgotten password by phone, step three: set the new password (md5); ends every session.
         *
         *     Refused although the schema allows it (rules JSON Schema cannot state): 6008 两次密码输入不一致，请重新输入 when secondPassword is not password (both md5 hex, compared case-insensitively). 6008 请输入正确的手机号码 when the phone does not match the pattern of its areaCode (queryCountryArea's regex; ^1\d{10}$ for 86) or the areaCode is not one queryCountryArea lists.
         *
         *     Public: no session needed.
         *
         *     Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6035 AUTHENTICATION_REQUIRED (请先完成身份验证).
         */
        post: operations["verification.forgetByPhoneThree"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/user/forgetByEmail/one": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Forgotten password by email, step one: check the name and bound email, send a code
         * @description Forgotten password by email, step one: check the name and bound email, send a code.
         *
         *     Public: no session needed.
         *
         *     Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6021 GRAPHIC_CODE_NEEDED (请输入图形验证码), 6022 RAPID_VERIFICATION (请完成安全验证), 6034 MAX_PHONE_ATTEMPTS (手机验证次数已达上限，请明天再试), 6036 AUTHENTICATION_CODE_ERROR (验证码错误), 6038 AUTHENTICATION_CODE_EXPIRED (验证码已过期，请重新获取), 6066 SIXTY_SECOND_LIMIT (请60秒后再试).
         */
        post: operations["verification.forgetByEmailOne"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/user/forgetByEmail/two": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Forgotten password by email, step two: verify the code (single use)
         * @description Forgotten password by email, step two: verify the code (single use).
         *
         *     Public: no session needed.
         *
         *     Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6035 AUTHENTICATION_REQUIRED (请先完成身份验证), 6036 AUTHENTICATION_CODE_ERROR (验证码错误), 6037 AUTHENTICATION_LOCKED (验证错误次数过多，已被锁定，请稍后再试), 6038 AUTHENTICATION_CODE_EXPIRED (验证码已过期，请重新获取).
         */
        post: operations["verification.forgetByEmailTwo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/user/forgetByEmail/three": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Forgotten password by email, step three: set the new password (md5); ends every session
         * @description Forgotten password by email, step three: set the new password (md5); ends every session.
         *
         *     Refused although the schema allows it (rules JSON Schema cannot state): 6008 两次密码输入不一致，请重新输入 when secondPassword is not password (both md5 hex, compared case-insensitively).
         *
         *     Public: no session needed.
         *
         *     Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6035 AUTHENTICATION_REQUIRED (请先完成身份验证).
         */
        post: operations["verification.forgetByEmailThree"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/advertising/navigationList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The top menu and user-centre menu items, sorted; the deposit item is left out while deposit is off
         * @description The top menu and user-centre menu items, sorted; the deposit item is left out while deposit is off.
         *
         *     Public: no session needed.
         *
         *     Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["site.navigationList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/advertising/sponsorContent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The sponsorships shown on /sponsor, sorted
         * @description The sponsorships shown on /sponsor, sorted.
         *
         *     Public: no session needed.
         *
         *     Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["site.sponsorContent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/configuration/onlinecustomservice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The online customer-service link; public, since the login and recovery dialogs link to it
         * @description The online customer-service link; public, since the login and recovery dialogs link to it.
         *
         *     Public: no session needed.
         *
         *     Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["site.onlinecustomservice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/configuration/preInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pre-login site info: the caller's ip, siteBaseConfig and the site settings the client needs
         * @description Pre-login site info: the caller's ip, siteBaseConfig and the site settings the client needs.
         *
         *     Public: no session needed.
         *
         *     Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["site.preInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/advertising/queryNoticeListByPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Site announcements, pinned first then newest, optionally of one kind (page size 15 by default)
         * @description Site announcements, pinned first then newest, optionally of one kind (page size 15 by default).
         *
         *     Public: no session needed.
         *
         *     Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["site.queryNoticeListByPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/advertising/getMyDiscountAd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The site's promotion banners that are live now, sorted, optionally of one category
         * @description "My" is the site's own (white-label) set of banners. Public, because /activity/discount is public.
         *
         *     Public: no session needed.
         *
         *     Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["site.getMyDiscountAd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/site/common/singleDataDecryption": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open one sealed value the server sent (e.g. a full phone or card number) for the signed-in player
         * @description The server sends sensitive single values sealed: seal(WIRE_SECRET, "sdd1|" + userId + "|" + value), with seal as in contracts/README.md. Only values sealed for the caller open (another player's: 6003); anything else, including sealed request bodies and paths, answers 6008, so the call is no decryption oracle for the wire. The client caches the answer under DD_<sealed> as {d: value, v: 1}.
         *
         *     Refused although the schema allows it (rules JSON Schema cannot state): 6008 非法请求 when data is not a value this server sealed for a player (6003 when it is another player's).
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6003 ACCESS_DENIED (请求拒绝), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["site.singleDataDecryption"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/configuration/helpList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Our route: the help-area topics (/app/help/<code>) with their text; one topic when code is given
         * @description Not in the spec, which names the 23 topics but not where their text comes from. The deposit topic ck is left out (and answers 6004 when asked for) while deposit is off, as the client treats /app/help/ck as not found then.
         *
         *     Public: no session needed.
         *
         *     Business codes besides 6000: 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["site.helpList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/act/api/v1/promotion/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One activity's configuration, by id or (for friendInvitation) by kind; with the caller's participation when signed in
         * @description One activity's configuration, by id or (for friendInvitation) by kind; with the caller's participation when signed in.
         *
         *     Public: no session needed.
         *
         *     Business codes besides 6000: 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["activity.promotionConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/act/api/v1/promotion/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Whether the caller may join an activity, and which requirements are unmet (a dry run of joinActivity)
         * @description Whether the caller may join an activity, and which requirements are unmet (a dry run of joinActivity).
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["activity.verification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/act/api/v1/promotion/joinActivity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join an activity; answers the first unmet requirement's code otherwise
         * @description Checks in order: the activity exists (6004), is running and joinable and the VIP level suffices (6003), the phone is bound (6015), the real name is bound (6449, the client offers 去完善), not joined yet (6009).
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6003 ACCESS_DENIED (请求拒绝), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6009 DATA_EXISTS (数据已存在), 6015 UNBOUND_PHONE (请先绑定手机号), 6449 BIND_REAL_NAME (请先完善实名信息).
         */
        post: operations["activity.joinActivity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/act/api/v1/promotion/confirmInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a joined activity: fixes the bonus (deposit kinds: from the qualifying deposit the server finds, by the shared bonus helper)
         * @description Not joined: 6003. Already confirmed: 6009. Deposit kinds: the server finds the qualifying deposit (firstDeposit: the first deposit ever, credited within the activity's window, before or after joining; againDeposit: the latest later one since joining); 6004 when there is none or a sent amount is not its amount; 6008 when it (or a sent amount) is below the threshold. Gift and task kinds add an entry to exchangeRecord.
         *
         *     Refused although the schema allows it (rules JSON Schema cannot state): 6007 请输入存款金额 when the activity is a deposit promotion and amount is left out, and 6008 存款金额未达到活动门槛 when amount is below its threshold.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6003 ACCESS_DENIED (请求拒绝), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6009 DATA_EXISTS (数据已存在).
         */
        post: operations["activity.confirmInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/act/api/v1/vipWeek/VipWeekInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The weekly VIP bonus: the caller's level, this week's bonus and bet requirement, all levels
         * @description The weekly VIP bonus: the caller's level, this week's bonus and bet requirement, all levels.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["activity.vipWeekInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/act/api/v1/activityTopGift/exchangeRecord": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The caller's gift exchanges and claimed activity rewards, newest first (page size 15 by default)
         * @description The caller's gift exchanges and claimed activity rewards, newest first (page size 15 by default).
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["activity.exchangeRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/user/feedback/addFeedBack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send feedback; the same text twice within 10 s answers 6011
         * @description 6004: orderNo is not one of the caller's bets, or an image is not one the caller uploaded. 6003: the caller already keeps the most feedback allowed.
         *
         *     Refused although the schema allows it (rules JSON Schema cannot state): 6008 内容不能包含控制字符或文字方向控制符 for a lone surrogate (a \ud800 escape without its pair), and 6008 反馈内容不能超过500字 past 500 characters once trimmed.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6003 ACCESS_DENIED (请求拒绝), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6011 FREQUENT_SUBMISSION (请勿频繁提交).
         */
        post: operations["feedback.addFeedBack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/user/feedback/unreadNum": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * How many customer-service replies to the caller's feedback are unread (no payload)
         * @description How many customer-service replies to the caller's feedback are unread (no payload).
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["feedback.unreadNum"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/user/feedback/getFeedBackList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The caller's feedback, newest first, optionally of one type (page size 15 by default)
         * @description The caller's feedback, newest first, optionally of one type (page size 15 by default).
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["feedback.getFeedBackList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/user/feedback/getFeedbackInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One feedback with its replies; opening it marks the replies read
         * @description One feedback with its replies; opening it marks the replies read.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["feedback.getFeedbackInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/user/feedback/delFeedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete one of the caller's feedback
         * @description Delete one of the caller's feedback.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["feedback.delFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/user/feedback/queryMemberBetList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The caller's recent bets, newest first, to pick one a feedback is about (page size 15 by default)
         * @description The caller's recent bets, newest first, to pick one a feedback is about (page size 15 by default).
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["feedback.queryMemberBetList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/user/feedback/querySiteDepositRewardConfigList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The site's deposit rewards per payment type (threshold, rate, max: the shared bonus helper's rule)
         * @description The site's deposit rewards per payment type (threshold, rate, max: the shared bonus helper's rule).
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["feedback.querySiteDepositRewardConfigList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/site/letter/getUnreadForType": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The caller's unread letters per type, broadcast (br*) and personal
         * @description The caller's unread letters per type, broadcast (br*) and personal.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["letter.getUnreadForType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/site/letter/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The caller's letters, newest first, optionally of one type (history page size 15 by default)
         * @description The caller's letters, newest first, optionally of one type (history page size 15 by default).
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["letter.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/site/letter/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark one letter read; answers the new unread counts
         * @description Mark one letter read; answers the new unread counts.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["letter.read"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/site/letter/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete letters (a broadcast only for the caller); all or none: an unknown id answers 6004
         * @description Delete letters (a broadcast only for the caller); all or none: an unknown id answers 6004.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["letter.delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/api/v1/site/letter/onekeyRead": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark every letter read, or every letter of one type; answers the new unread counts
         * @description Mark every letter read, or every letter of one type; answers the new unread counts.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["letter.onekeyRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fd/api/v1/payment/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deposit methods with their limits and quick amounts
         * @description Deposit methods with their limits and quick amounts.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6003 ACCESS_DENIED (请求拒绝), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["payment.types"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fd/api/v1/payment/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a deposit order; the reply says where and how to pay
         * @description 6008 when the amount lies outside the method's limits; 6011 with 3 orders still open; 6449 for a bank transfer when no real name is bound; 6003 when deposits are switched off.
         *
         *     Refused although the schema allows it (rules JSON Schema cannot state): 6008 单笔充值金额需在<minAmount>-<maxAmount>元之间 when amount lies outside the chosen method's minAmount-maxAmount as payment.types answers them (site configuration). 6008 不支持该协议 when a coin deposit names a protocol the site has no address for.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Acts once per operation: send an `idempotency-key` (a repeat with the same key answers the first reply); without one, the same body within 1 s answers 6011.
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6003 ACCESS_DENIED (请求拒绝), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6011 FREQUENT_SUBMISSION (请勿频繁提交), 6449 BIND_REAL_NAME (请先完善实名信息).
         */
        post: operations["payment.pay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fd/api/v1/payment/getDepositOrderStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The status of one of the player's deposit orders (the waiting screens poll it)
         * @description The status of one of the player's deposit orders (the waiting screens poll it).
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["payment.getDepositOrderStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fd/api/v1/payment/closeOrder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a deposit order that is still waiting for payment
         * @description 6003 when the order is no longer waiting (paid, closed or expired).
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6003 ACCESS_DENIED (请求拒绝), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["payment.closeOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fd/api/v1/payment/confirmPaid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The player says the bank transfer or coin is sent (我已付款): the order goes to finance's review
         * @description 6003 for an online order (the cashier reports it) or an order no longer waiting; 6004 not the player's order. Saying it twice changes nothing.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6003 ACCESS_DENIED (请求拒绝), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["payment.confirmPaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fd/api/v1/payment/createSignalCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A remark code for a waiting bank-transfer order, so finance can match the payment
         * @description A remark code for a waiting bank-transfer order, so finance can match the payment.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6003 ACCESS_DENIED (请求拒绝), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["payment.createSignalCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fd/api/v1/payment/getCustomerInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The deposit support link and the safety notice shown before opening it
         * @description The deposit support link and the safety notice shown before opening it.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6003 ACCESS_DENIED (请求拒绝), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["payment.getCustomerInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/api/v1/venue/allBalance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Venue wallet balances; category 8 lists every wallet, totalMoney is their sum (2 decimals)
         * @description Venue wallet balances; category 8 lists every wallet, totalMoney is their sum (2 decimals).
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["venue.allBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/api/v1/venue/recycle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move venue wallet money back into the centre wallet (one wallet, or all)
         * @description Recycling everything skips wallets under an activity lock (6413) or in maintenance (6415) and lists them in skipped.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6011 FREQUENT_SUBMISSION (请勿频繁提交), 6413 VENUE_ACTIVITY (您当前正在参与活动，未达到流水要求前无法转出), 6415 VENUE_MAINTENANCE (场馆维护中).
         */
        post: operations["venue.recycle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/api/v1/venue/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Transfer between the centre wallet and a venue wallet (ty 1 in, 2 out)
         * @description 6008 with 余额不足 when the source wallet holds less than the amount; nothing moves then.
         *
         *     Refused although the schema allows it (rules JSON Schema cannot state): 6008 余额不足 when the source wallet (the centre wallet or the venue's) holds less than the amount.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Acts once per operation: send an `idempotency-key` (a repeat with the same key answers the first reply); without one, the same body within 1 s answers 6011.
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6011 FREQUENT_SUBMISSION (请勿频繁提交), 6413 VENUE_ACTIVITY (您当前正在参与活动，未达到流水要求前无法转出), 6415 VENUE_MAINTENANCE (场馆维护中).
         */
        post: operations["venue.transfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/api/v1/venue/getVenueInfoByCategory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The venues of one category screen (1 TY, 2 ZR, 3 QP, 4 DJ, 5 CP, 6 egame, 7 fish)
         * @description The venues of one category screen (1 TY, 2 ZR, 3 QP, 4 DJ, 5 CP, 6 egame, 7 fish).
         *
         *     Public: no session needed.
         *
         *     Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["venue.getVenueInfoByCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/api/v1/venue/getBonusPools": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Jackpot pools of the slot and fishing venues (they grow with the server clock)
         * @description Jackpot pools of the slot and fishing venues (they grow with the server clock).
         *
         *     Public: no session needed.
         *
         *     Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["venue.getBonusPools"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/api/v1/venue/gameList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Slot and fishing games, filtered by venue, name, favourites or hot, one page at a time
         * @description Slot and fishing games, filtered by venue, name, favourites or hot, one page at a time.
         *
         *     Public: no session needed.
         *
         *     Business codes besides 6000: 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["venue.gameList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/api/v1/venue/launch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enter a venue or game: answers the url to open
         * @description With automatic transfer on, the centre wallet moves into the venue first. 6415 when the venue is in maintenance; 6413 when an activity lock keeps the player in another venue (the venue dialog shows the data).
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6413 VENUE_ACTIVITY (您当前正在参与活动，未达到流水要求前无法转出), 6415 VENUE_MAINTENANCE (场馆维护中).
         */
        post: operations["venue.launch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/api/v1/venue/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One venue wallet's balance
         * @description One venue wallet's balance.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["venue.balance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/api/v1/venue/resource": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The sports provider call: method getLeagues, getMatches, getMatch, placeBet, getBetStatus or getBets with its Request
         * @description token is the provider token issued by launching CRTY; a wrong or foreign one answers 6302 (数据异常，请重新进入游戏). 6303 when getMatch names no match. placeBet answers 6000 with one ticket per entry (one for a series): accepted, delay (poll getBetStatus until confirmAt) or rejected with a reason; a request that breaks a rule it shows itself (more than 10 entries, champion mixed with normal, one match twice, a series without its stake) answers 6007/6008.
         *
         *     Refused although the schema allows it (rules JSON Schema cannot state): 6008 同一场赛事只能选择一个投注项 (a parlay: 串关不可包含同一场赛事的多个投注项) when two entries share a gameId, and 6008 赔率格式错误 when an r is not a price of the oddsType (hong kong prices on the grid of odds.ts, shown in the oddsType to 3 decimals).
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Acts once per operation (the `placeBet` call; the other methods are reads): send an `idempotency-key` (a repeat with the same key answers the first reply); without one, the same body within 1 s answers 6011.
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6011 FREQUENT_SUBMISSION (请勿频繁提交), 6301 PARAMETER_ERROR (参数错误), 6302 UID_VERIFICATION (数据异常，请重新进入游戏), 6303 NO_DATA (暂无数据), 6415 VENUE_MAINTENANCE (场馆维护中).
         */
        post: operations["venue.resource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/api/v1/status/setAutoTransferStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Switch automatic transfer on entering a venue on (1) or off (0)
         * @description Switch automatic transfer on entering a venue on (1) or off (0).
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["venue.setAutoTransferStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/api/v1/status/getAutoTransferStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Whether automatic transfer is on, and the activity lock (if any) holding a venue wallet
         * @description Whether automatic transfer is on, and the activity lock (if any) holding a venue wallet.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["venue.getAutoTransferStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/api/v1/collection/addCollection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a game to the player's favourites
         * @description 6009 when it is already a favourite; 6008 past 200 favourites.
         *
         *     Refused although the schema allows it (rules JSON Schema cannot state): 6008 最多收藏200个游戏 when the player already has that many.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6009 DATA_EXISTS (数据已存在).
         */
        post: operations["venue.addCollection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/api/v1/collection/removeCollection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a game from the player's favourites
         * @description Remove a game from the player's favourites.
         *
         *     Refused although the schema allows it (rules JSON Schema cannot state): 6008 最多收藏200个游戏 when the player already has that many.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["venue.removeCollection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/api/v1/record/betRecordTotal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bet totals of a time window (at most 93 days), overall and per category
         * @description Bet totals of a time window (at most 93 days), overall and per category.
         *
         *     Refused although the schema allows it (rules JSON Schema cannot state): 6008 结束时间不能早于开始时间 when endTime is before beginTime, and 6008 查询时间跨度不能超过93天 when they lie more than 93 days apart.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["record.betRecordTotal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/api/v1/record/betRecordList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bet records of a time window, newest first, one page at a time
         * @description Bet records of a time window, newest first, one page at a time.
         *
         *     Refused although the schema allows it (rules JSON Schema cannot state): 6008 结束时间不能早于开始时间 when endTime is before beginTime, and 6008 查询时间跨度不能超过93天 when they lie more than 93 days apart.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["record.betRecordList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/api/v1/video/hotLive/matchDetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A match with live video: the match, its stream lines and chat room
         * @description 6004 when no such match; 6303 when the match has no live video.
         *
         *     Public: no session needed.
         *
         *     Business codes besides 6000: 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6303 NO_DATA (暂无数据).
         */
        post: operations["record.hotLiveMatchDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stream/api/v1/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Chat history of a live room, newest first (page size 15)
         * @description The same messages the chat socket keeps for the room (10011 history), in its message shape.
         *
         *     Public: no session needed.
         *
         *     Business codes besides 6000: 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["record.streamHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fd/api/v1/transfer/getBalance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The player's wallet: centre wallet, venue total, and the locked money when asked (withLockMoney 1)
         * @description The player's wallet: centre wallet, venue total, and the locked money when asked (withLockMoney 1).
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["transfer.getBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fd/api/v1/transfer/utcTransfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange between the centre wallet (yuan) and a virtual-coin wallet at the current rate
         * @description 6008 with 余额不足 when the source wallet holds less than the amount; 6004 for an unknown currency.
         *
         *     Refused although the schema allows it (rules JSON Schema cannot state): 6008 余额不足 when the source wallet holds less than amount, and 6008 兑换金额过小 when amount buys less than 0.01 at the rate.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Acts once per operation: send an `idempotency-key` (a repeat with the same key answers the first reply); without one, the same body within 1 s answers 6011.
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6011 FREQUENT_SUBMISSION (请勿频繁提交).
         */
        post: operations["transfer.utcTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fd/api/v1/transfer/getTransferRate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The exchange rates of a virtual coin and the player's coin balance
         * @description The exchange rates of a virtual coin and the player's coin balance.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["transfer.getTransferRate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fd/api/v1/transactions/queryDealRecord": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The player's deal records (deposits, withdrawals, transfers, bonuses...), newest first
         * @description The last 1000 movements per player are kept; balances are the truth.
         *
         *     Refused although the schema allows it (rules JSON Schema cannot state): 6008 结束时间不能早于开始时间 when endTime is before beginTime, and 6008 查询时间跨度不能超过93天 when they lie more than 93 days apart.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["transfer.queryDealRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fd/api/v1/vCurrency/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The virtual coins the site accepts, with protocols, rates and limits
         * @description The virtual coins the site accepts, with protocols, rates and limits.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["transfer.vCurrencyList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fd/api/v1/withdraw/withdrawOrderInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One withdrawal order, or the latest ones
         * @description One withdrawal order, or the latest ones.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["withdraw.withdrawOrderInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fd/api/v1/withdraw/baseCfg/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdrawal limits, daily counts and fees per account kind
         * @description Withdrawal limits, daily counts and fees per account kind.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["withdraw.baseCfgList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fd/api/v1/withdraw/withdrawInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The takemoney page: balances, bindings, today's withdrawals, limits and cards
         * @description 6449 without a bound real name (the dialog's 去完善 opens userinfo); 6015 without a bound phone.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6015 UNBOUND_PHONE (请先绑定手机号), 6449 BIND_REAL_NAME (请先完善实名信息).
         */
        post: operations["withdraw.withdrawInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fd/api/v1/withdraw/usdtWithdrawInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Virtual-coin withdrawal: rate, protocols, limits and the bound addresses
         * @description Virtual-coin withdrawal: rate, protocols, limits and the bound addresses.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6015 UNBOUND_PHONE (请先绑定手机号), 6449 BIND_REAL_NAME (请先完善实名信息).
         */
        post: operations["withdraw.usdtWithdrawInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fd/api/v1/withdraw/new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply for a withdrawal: the amount is locked until review
         * @description 6449 no real name, 6015 no phone, 6100 pay password not set or wrong, 6037 after 5 wrong pay passwords within 15 min, 6004 unknown account, 6003 holder name not the real name or the kind switched off, 6008 amount outside the limits or above the centre wallet (余额不足), 6011 daily count reached. 6110 and 6111 come from the payment back office (QA scenarios only here).
         *
         *     Refused although the schema allows it (rules JSON Schema cannot state): 6008 单笔提款金额需在<min>-<max>元之间 when amount lies outside the kind's limits (withdrawInfo), 6008 今日提款额度剩余<left>元 past the VIP level's daily amount, 6008 中心钱包余额不足 when the centre wallet holds less.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Acts once per operation: send an `idempotency-key` (a repeat with the same key answers the first reply); without one, the same body within 1 s answers 6011.
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6003 ACCESS_DENIED (请求拒绝), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6011 FREQUENT_SUBMISSION (请勿频繁提交), 6015 UNBOUND_PHONE (请先绑定手机号), 6037 AUTHENTICATION_LOCKED (验证错误次数过多，已被锁定，请稍后再试), 6100 PASSWORD_CHECK_FAILURE (密码校验失败), 6110 LOCKING_UNAVAILABLE (暂时无法锁定，请稍后再试), 6111 WITHDRAWAL_PROTECTION_CONFIG_ERROR (提现保护配置错误，请联系客服), 6449 BIND_REAL_NAME (请先完善实名信息).
         */
        post: operations["withdraw.new"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fd/api/v1/bankCard/queryMemberBanksInfoList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The player's withdrawal accounts (query type 1 cards, 2 addresses, 3 Alipay; omitted: all)
         * @description The player's withdrawal accounts (query type 1 cards, 2 addresses, 3 Alipay; omitted: all).
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        get: operations["withdraw.queryMemberBanksInfoList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fd/api/v1/bankCard/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bind a withdrawal account (bank card, USDT address or Alipay); the holder is the bound real name
         * @description 6449 without a bound real name; 6015 without a bound phone; 6009 when the same account is already bound; 6011 when the kind's maximum is reached (withdraw/add/list maxCount); 6004 unknown bank or currency; 6008 a number or address that breaks its rule. The first account of a kind becomes its default. Answers the accounts of that kind.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Acts once per operation: send an `idempotency-key` (a repeat with the same key answers the first reply); without one, the same body within 1 s answers 6011.
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6009 DATA_EXISTS (数据已存在), 6011 FREQUENT_SUBMISSION (请勿频繁提交), 6015 UNBOUND_PHONE (请先绑定手机号), 6449 BIND_REAL_NAME (请先完善实名信息).
         */
        post: operations["withdraw.addBankCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fd/api/v1/bankCard/setDefault": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make one account the default of its kind; answers the accounts of that kind
         * @description Make one account the default of its kind; answers the accounts of that kind.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["withdraw.setDefaultBankCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fd/api/v1/bankCard/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove an account; the next one of its kind becomes the default. Answers the accounts of that kind
         * @description 6003 while a withdrawal to it is under review; 6004 not the player's account.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6003 ACCESS_DENIED (请求拒绝), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        post: operations["withdraw.deleteBankCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fd/api/v1/withdraw/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel one of the player's withdrawals still under review: the locked amount returns to the centre wallet
         * @description 6004 not the player's order; 6003 the order is no longer under review.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Acts once per operation: send an `idempotency-key` (a repeat with the same key answers the first reply); without one, the same body within 1 s answers 6011.
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6003 ACCESS_DENIED (请求拒绝), 6004 NOT_FOUND (未找到数据), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求), 6011 FREQUENT_SUBMISSION (请勿频繁提交).
         */
        post: operations["withdraw.cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fd/api/v1/bankCard/withdraw/add/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What can be added: the supported banks and, per account kind, bound and maximum counts
         * @description What can be added: the supported banks and, per account kind, bound and maximum counts.
         *
         *     Needs a session: the `token` header from login (6001 when it is missing or expired).
         *
         *     Business codes besides 6000: 6001 LOGIN_EXPIRED (请重新登录), 6005 SERVER_ERROR (服务开小差了，请稍后重试), 6007 INVALID_PARAMETER (请求参数错误), 6008 ILLEGAL_PARAMETER (非法请求).
         */
        get: operations["withdraw.withdrawAddList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        LoginInput: {
            /**
             * @description Optional: 0 when left out.
             * @constant
             */
            isAgent?: 0;
            name: components["schemas"]["LoginUsername"];
            password: components["schemas"]["PasswordHash"];
            /** @description Optional: 0 when left out. */
            kaptchcate?: components["schemas"]["Kaptchcate"];
            codeId?: string;
            code?: string;
            version?: string;
            sendCodeNum?: string;
        };
        LoginUsername: string;
        PasswordHash: string;
        /** @enum {number} */
        Kaptchcate: 0 | 1 | 2 | 99;
        LoginSuccess: {
            token: string;
            userId: number;
        };
        GraphicNeededSuccess: {
            /** @constant */
            kaptchcate: 2;
        };
        SliderNeededSuccess: {
            /** @constant */
            kaptchcate: 1;
            challenge: components["schemas"]["SliderChallenge"];
        };
        SliderChallenge: {
            lot_number: string;
            pass_token: string;
            gen_time: string;
            /** @constant */
            validate_way: "slide";
            image: string;
            piece: string;
            pieceY: number;
            expiresInSeconds: number;
        };
        NewDeviceErrorSuccess: {
            phoneNumber: string;
            areaCode?: string;
            email?: string;
        };
        AuthLoginReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["LoginSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6002 | 6005 | 6007 | 6008 | 6011 | 6031 | 6033 | 6035 | 6036 | 6037 | 6038 | 6039 | 6500 | 6501 | 6502;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6021;
            data: components["schemas"]["GraphicNeededSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6022;
            data: components["schemas"]["SliderNeededSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6025 | 6026 | 6027 | 6028 | 6029;
            data: components["schemas"]["NewDeviceErrorSuccess"];
            message: string;
        };
        RegisterInput: {
            name: components["schemas"]["RegisterUsername"];
            password: components["schemas"]["PasswordHash"];
            secondPassword: components["schemas"]["PasswordHash"];
            /** @description Optional: 0 when left out. */
            kaptchcate?: components["schemas"]["Kaptchcate"];
            codeId?: string;
            code?: string;
            domain?: string;
            rCode?: string;
            iCode?: string;
        };
        RegisterUsername: string;
        AuthRegisterSuccess: {
            userId: number;
        };
        AuthRegisterReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["AuthRegisterSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6005 | 6007 | 6008 | 6009 | 6011 | 6036 | 6038 | 6500 | 6501 | 6502;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6021;
            data: components["schemas"]["GraphicNeededSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6022;
            data: components["schemas"]["SliderNeededSuccess"];
            message: string;
        };
        EmptyInput: Record<string, never>;
        AuthLogoutReply: {
            /** @constant */
            status_code: 6000;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        KaptchcateInput: {
            /** @enum {number} */
            ktype: 1 | 2 | 3 | 4;
            /** @description Optional: {} when left out. */
            context?: {
                name?: string;
                password?: string;
                phone?: string;
                email?: string;
            };
        };
        KaptchcateSuccess: {
            /** @constant */
            kaptchcate: 0;
        };
        AuthKaptchcateReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["KaptchcateSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6005 | 6007 | 6008 | 6011;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6021;
            data: components["schemas"]["GraphicNeededSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6022;
            data: components["schemas"]["SliderNeededSuccess"];
            message: string;
        };
        GraphicCaptchaSuccess: {
            image: string;
            "x-code": string;
        };
        AuthDefaultKaptchaReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["GraphicCaptchaSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6005 | 6007 | 6008 | 6011;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        GeeCheckInput: {
            lot_number: string;
            captcha_output: string;
            pass_token: string;
            gen_time: string;
            validate_way: string;
        };
        GeeCheckSuccess: {
            /** @constant */
            result: "success";
            codeId: string;
        };
        AuthValidateGeeCheckReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["GeeCheckSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6005 | 6007 | 6008 | 6011 | 6036 | 6038;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        MemberInfoInput: {
            /**
             * @description Optional: 0 when left out.
             * @enum {number}
             */
            isPop?: 0 | 1;
        };
        MemberInfo: {
            userId: number;
            name: string;
            nickName: string | null;
            avatar: string | null;
            realName: string | null;
            bindRealName: boolean;
            areaCode: string;
            phone: string | null;
            bindPhone: boolean;
            email: string | null;
            bindEmail: boolean;
            birthday: string | null;
            sex: number;
            vipLevel: components["schemas"]["VipLevel"];
            vipName: string;
            grade: number;
            hasPayPassword: boolean;
            registerTime: number;
            lastLoginTime: number | null;
            /** @enum {number} */
            isPop: 0 | 1;
            popup: components["schemas"]["MemberPopup"] | null;
        };
        VipLevel: number;
        MemberPopup: {
            /** @enum {string} */
            kind: "bindPhone" | "bindRealName";
            message: string;
        };
        MemberInfoReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["MemberInfo"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        /** @description At least one field to bind or set; a body with none answers 6008. */
        BindOtherInput: {
            realName?: components["schemas"]["RealName"];
            nickName?: components["schemas"]["Nickname"];
            birthday?: components["schemas"]["Birthday"];
            /** @enum {number} */
            sex?: 0 | 1 | 2;
        } | unknown | unknown | unknown | unknown;
        /** @description Chinese characters (· between them allowed) or Latin letters (spaces, · and . between them); otherwise 6008 请输入正确的名字. */
        RealName: string;
        /** @description 昵称为1-12个字符, trimmed; no control, format or invisible characters; none of 官方, 客服, 管理员, 系统, 站长, admin, system, official (after NFKC, case, spaces and look-alike letters of other scripts folded); otherwise 6008. */
        Nickname: string;
        /** Format: date */
        Birthday: string;
        MemberBindOtherReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["MemberInfo"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6005 | 6007 | 6008 | 6009;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        BindEmailInput: {
            email: components["schemas"]["Email"];
            code: components["schemas"]["VerifyCode"];
        };
        Email: string;
        VerifyCode: string;
        MemberBindEmailReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["MemberInfo"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6005 | 6007 | 6008 | 6009 | 6035 | 6036 | 6037 | 6038;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        BindPhoneInput: {
            /** @description Optional: "86" when left out. */
            areaCode?: components["schemas"]["AreaCode"];
            phone: components["schemas"]["AnyPhone"];
            code: components["schemas"]["VerifyCode"];
        };
        AreaCode: string;
        /** @description 5-15 digits, and then the pattern of its area (queryCountryArea's `regex`, ^1\d{10}$ for 86); otherwise 6008 请输入正确的手机号码. */
        AnyPhone: string;
        MemberBindPhoneReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["MemberInfo"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6005 | 6007 | 6008 | 6009 | 6035 | 6036 | 6037 | 6038;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        BindPasswordByCodeInput: {
            /** @description Optional: 1 when left out. */
            type?: components["schemas"]["PasswordType"];
            code: components["schemas"]["VerifyCode"];
            password: components["schemas"]["PasswordHash"];
            secondPassword: components["schemas"]["PasswordHash"];
        };
        /** @enum {number} */
        PasswordType: 1 | 2;
        PasswordChangedSuccess: {
            reLogin: boolean;
        };
        MemberBindPasswordByPhoneReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["PasswordChangedSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6005 | 6007 | 6008 | 6015 | 6035 | 6036 | 6037 | 6038;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        MemberBindPasswordByEmailReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["PasswordChangedSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6005 | 6007 | 6008 | 6035 | 6036 | 6037 | 6038;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        BindPasswordInput: {
            /** @description Optional: 1 when left out. */
            type?: components["schemas"]["PasswordType"];
            oldPassword: components["schemas"]["PasswordHash"];
            password: components["schemas"]["PasswordHash"];
            secondPassword: components["schemas"]["PasswordHash"];
        };
        MemberBindPasswordReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["PasswordChangedSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6005 | 6007 | 6008 | 6037 | 6100;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        MemberMemberGradeInfoByGradeInput: {
            grade: components["schemas"]["VipLevel"];
        };
        MemberMemberGradeInfoByGradeSuccess: {
            grade: components["schemas"]["VipLevel"];
            gradeName: string;
            depositThreshold: components["schemas"]["MoneyAmount"];
            betThreshold: components["schemas"]["MoneyAmount"];
            keepBetThreshold: components["schemas"]["MoneyAmount"];
            upgradeBonus: components["schemas"]["MoneyAmount"];
            birthdayBonus: components["schemas"]["MoneyAmount"];
            monthlyBonus: components["schemas"]["MoneyAmount"];
            withdrawTimesPerDay: number;
            withdrawLimitPerDay: components["schemas"]["MoneyAmount"];
            rebateRates: components["schemas"]["RebateRates"];
            isCurrent: boolean;
        };
        /** @description Yuan with at most 2 decimals (the text of the number, e.g. 8.88, has at most 2 digits after the point); otherwise 6008 请输入正确的金额，最多两位小数. */
        MoneyAmount: number;
        RebateRates: {
            /** @description At most 2 decimals. */
            sport: number;
            /** @description At most 2 decimals. */
            realbet: number;
            /** @description At most 2 decimals. */
            chess: number;
            /** @description At most 2 decimals. */
            gaming: number;
            /** @description At most 2 decimals. */
            lottery: number;
            /** @description At most 2 decimals. */
            egame: number;
            /** @description At most 2 decimals. */
            fishing: number;
        };
        MemberMemberGradeInfoByGradeReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["MemberMemberGradeInfoByGradeSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6004 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        MemberMemberGradeConfigListSuccess: {
            list: components["schemas"]["GradeConfigList"];
            vipLevel: components["schemas"]["VipLevel"];
            progress: {
                depositTotal: components["schemas"]["MoneyAmount"];
                validBetTotal: components["schemas"]["MoneyAmount"];
            };
        };
        GradeConfigList: components["schemas"]["GradeConfig"][];
        GradeConfig: {
            grade: components["schemas"]["VipLevel"];
            gradeName: string;
            depositThreshold: components["schemas"]["MoneyAmount"];
            betThreshold: components["schemas"]["MoneyAmount"];
            keepBetThreshold: components["schemas"]["MoneyAmount"];
            upgradeBonus: components["schemas"]["MoneyAmount"];
            birthdayBonus: components["schemas"]["MoneyAmount"];
            monthlyBonus: components["schemas"]["MoneyAmount"];
            withdrawTimesPerDay: number;
            withdrawLimitPerDay: components["schemas"]["MoneyAmount"];
            rebateRates: components["schemas"]["RebateRates"];
        };
        MemberMemberGradeConfigListReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["MemberMemberGradeConfigListSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        FanshuiInput: {
            /** @enum {string} */
            category?: "sport" | "realbet" | "chess" | "gaming" | "lottery" | "egame" | "fishing";
        };
        MemberGetGameFanshuiHighLowSuccess: {
            list: components["schemas"]["FanshuiItem"][];
        };
        FanshuiItem: {
            /** @enum {string} */
            category: "sport" | "realbet" | "chess" | "gaming" | "lottery" | "egame" | "fishing";
            categoryName: string;
            /** @description At most 2 decimals. */
            low: number;
            /** @description At most 2 decimals. */
            high: number;
            /** @description At most 2 decimals. */
            current: number;
        };
        MemberGetGameFanshuiHighLowReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["MemberGetGameFanshuiHighLowSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        BindFromDepositInput: {
            realName: components["schemas"]["RealName"];
        };
        MemberBindFromDepositReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["MemberInfo"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6005 | 6007 | 6008 | 6009;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        MemberAvatarListSuccess: {
            list: components["schemas"]["AvatarList"];
            current: string | null;
        };
        AvatarList: components["schemas"]["Avatar"][];
        Avatar: {
            id: number;
            name: string;
            url: string;
        };
        MemberAvatarListReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["MemberAvatarListSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        MemberAddAvatarInput: {
            url: string;
        };
        MemberAddAvatarSuccess: {
            avatar: string;
        };
        MemberAddAvatarReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["MemberAddAvatarSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6004 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        MemberJwtSuccess: {
            jwt: string;
            expiresAt: number;
        };
        MemberJwtReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["MemberJwtSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        UploadImageInput: {
            image: string;
            /**
             * @description Optional: "avatar" when left out.
             * @enum {string}
             */
            purpose?: "avatar" | "feedback";
        };
        UploadedImage: {
            id: string;
            url: components["schemas"]["UploadUrl"];
            /** @enum {string} */
            mime: "image/png" | "image/jpeg" | "image/gif" | "image/webp";
            sizeBytes: number;
        };
        UploadUrl: string;
        MemberUploadImageReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["UploadedImage"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6005 | 6007 | 6008 | 6010;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        SendCodeOneInput: {
            target: string;
            obfuscatedTarget: string;
            /** @description Optional: "86" when left out. */
            areaCode?: components["schemas"]["AreaCode"];
            cate: components["schemas"]["SendCodeCate"];
            /** @constant */
            version: 1;
            /** @description Optional: 0 when left out. */
            kaptchcate?: components["schemas"]["Kaptchcate"];
            codeId?: string;
            imageCode?: components["schemas"]["CaptchaText"];
            name: components["schemas"]["LoginUsername"];
            /** @enum {number} */
            type: 2 | 3;
        };
        /** @enum {number} */
        SendCodeCate: 0 | 1 | 2;
        CaptchaText: string;
        SendCodeSuccess: {
            target: string;
            cate: components["schemas"]["SendCodeCate"];
            expiresInSeconds: number;
            resendInSeconds: number;
        };
        ResendErrorSuccess: {
            retryInSeconds: number;
        };
        VerificationSendCodeOneReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["SendCodeSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6005 | 6007 | 6008 | 6034 | 6036 | 6038;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6066;
            data: components["schemas"]["ResendErrorSuccess"];
            message: string;
        };
        SendCodeTwoInput: {
            target: string;
            obfuscatedTarget: string;
            /** @description Optional: "86" when left out. */
            areaCode?: components["schemas"]["AreaCode"];
            cate: components["schemas"]["SendCodeCate"];
            /** @constant */
            version: 1;
            /** @description Optional: 0 when left out. */
            kaptchcate?: components["schemas"]["Kaptchcate"];
            codeId?: string;
            imageCode?: components["schemas"]["CaptchaText"];
            name?: components["schemas"]["LoginUsername"];
            /** @enum {number} */
            type: 1 | 2;
        };
        VerificationSendCodeTwoReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["SendCodeSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6005 | 6007 | 6008 | 6009 | 6015 | 6034 | 6035 | 6036 | 6038;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6066;
            data: components["schemas"]["ResendErrorSuccess"];
            message: string;
        };
        CountryAreaList: components["schemas"]["CountryArea"][];
        CountryArea: {
            areaName: string;
            areaCode: components["schemas"]["AreaCode"];
            regex: string;
        };
        VerificationQueryCountryAreaReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["CountryAreaList"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        ForgetByPhoneOneInput: {
            /** @description Optional: "86" when left out. */
            areaCode?: components["schemas"]["AreaCode"];
            phone: components["schemas"]["AnyPhone"];
            name: components["schemas"]["ResetUsername"];
            /** @description Optional: 0 when left out. */
            kaptchcate?: components["schemas"]["Kaptchcate"];
            codeId?: string;
            imageCode?: string;
            /**
             * @description Optional: 0 when left out.
             * @enum {number}
             */
            cate?: 0 | 2;
        };
        ResetUsername: string;
        VerificationForgetByPhoneOneReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["SendCodeSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6005 | 6007 | 6008 | 6034 | 6036 | 6038;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6021;
            data: components["schemas"]["GraphicNeededSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6022;
            data: components["schemas"]["SliderNeededSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6066;
            data: components["schemas"]["ResendErrorSuccess"];
            message: string;
        };
        ForgetByPhoneTwoInput: {
            /** @description Optional: "86" when left out. */
            areaCode?: components["schemas"]["AreaCode"];
            phone: components["schemas"]["AnyPhone"];
            name: components["schemas"]["ResetUsername"];
            code: components["schemas"]["VerifyCode"];
        };
        ForgetVerifiedSuccess: {
            expiresInSeconds: number;
        };
        VerificationForgetByPhoneTwoReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["ForgetVerifiedSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6005 | 6007 | 6008 | 6035 | 6036 | 6037 | 6038;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        ForgetByPhoneThreeInput: {
            /** @description Optional: "86" when left out. */
            areaCode?: components["schemas"]["AreaCode"];
            phone: components["schemas"]["AnyPhone"];
            name: components["schemas"]["ResetUsername"];
            password: components["schemas"]["PasswordHash"];
            secondPassword: components["schemas"]["PasswordHash"];
        };
        VerificationForgetByPhoneThreeReply: {
            /** @constant */
            status_code: 6000;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6005 | 6007 | 6008 | 6035;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        ForgetByEmailOneInput: {
            email: components["schemas"]["Email"];
            name: components["schemas"]["ResetUsername"];
            /** @description Optional: 0 when left out. */
            kaptchcate?: components["schemas"]["Kaptchcate"];
            codeId?: string;
            imageCode?: string;
        };
        VerificationForgetByEmailOneReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["SendCodeSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6005 | 6007 | 6008 | 6034 | 6036 | 6038;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6021;
            data: components["schemas"]["GraphicNeededSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6022;
            data: components["schemas"]["SliderNeededSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6066;
            data: components["schemas"]["ResendErrorSuccess"];
            message: string;
        };
        ForgetByEmailTwoInput: {
            email: components["schemas"]["Email"];
            name: components["schemas"]["ResetUsername"];
            code: components["schemas"]["VerifyCode"];
        };
        VerificationForgetByEmailTwoReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["ForgetVerifiedSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6005 | 6007 | 6008 | 6035 | 6036 | 6037 | 6038;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        ForgetByEmailThreeInput: {
            email: components["schemas"]["Email"];
            name: components["schemas"]["ResetUsername"];
            password: components["schemas"]["PasswordHash"];
            secondPassword: components["schemas"]["PasswordHash"];
        };
        VerificationForgetByEmailThreeReply: {
            /** @constant */
            status_code: 6000;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6005 | 6007 | 6008 | 6035;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        SiteNavigationListSuccess: components["schemas"]["NavigationItem"][];
        NavigationItem: {
            id: components["schemas"]["RowId"];
            category: components["schemas"]["NavigationCategory"];
            name: string;
            path: string;
            icon: string;
            /** @enum {string} */
            group: "main" | "user";
            sort: number;
            requiresAuth: boolean;
            hot: boolean;
        };
        RowId: number;
        /** @enum {string} */
        NavigationCategory: "home" | "sport" | "egame" | "realbet" | "lottery" | "chess" | "gaming" | "fish" | "customer" | "venture" | "sponsor" | "discount" | "app" | "save_money" | "transfer_money" | "take_money" | "profile" | "vip" | "Welfare" | "bet_record" | "trade_record" | "message";
        SiteNavigationListReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["SiteNavigationListSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        SiteSponsorContentSuccess: components["schemas"]["Sponsor"][];
        Sponsor: {
            id: components["schemas"]["RowId"];
            title: string;
            subtitle: string;
            period: string;
            paragraphs: string[];
            imageUrl: string;
            videoUrl: string | null;
            sort: number;
        };
        SiteSponsorContentReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["SiteSponsorContentSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        SiteOnlinecustomserviceSuccess: {
            /** Format: uri */
            url: string;
        };
        SiteOnlinecustomserviceReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["SiteOnlinecustomserviceSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        PreInfoSuccess: {
            ip: string;
            siteBaseConfig: components["schemas"]["SiteBaseConfig"];
            depositEnabled: boolean;
            professionalAllowed: boolean;
            /** @enum {string} */
            captchaKind: "graphic" | "slider";
            /** @enum {number} */
            safeSwitch: 0 | 1;
        };
        SiteBaseConfig: {
            title: string;
            /** Format: uri */
            h5DomainUrl: string;
            brandName: string;
            logoUrl: string;
            appDownloadUrl: string;
            /** @constant */
            siteId: 3000;
            /** @constant */
            currency: "CNY";
        };
        SitePreInfoReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["PreInfoSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        NoticeListInput: {
            /** @description Optional: 1 when left out. */
            pageNum?: number;
            /** @description Optional: 15 when left out. */
            pageSize?: number;
            /** @enum {string} */
            kind?: "marquee" | "popup" | "normal";
        };
        NoticePage: {
            list: components["schemas"]["Notice"][];
            total: number;
            pageNum: number;
            pageSize: number;
        };
        Notice: {
            id: components["schemas"]["RowId"];
            /** @enum {string} */
            kind: "marquee" | "popup" | "normal";
            title: string;
            content: string;
            pinned: boolean;
            createdAt: components["schemas"]["EpochMs"];
        };
        EpochMs: number;
        SiteQueryNoticeListByPageReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["NoticePage"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        DiscountAdInput: {
            category?: components["schemas"]["DiscountCategory"];
        };
        /** @enum {string} */
        DiscountCategory: "new" | "daily" | "vip" | "sport" | "realbet" | "egame" | "lottery" | "chess" | "gaming" | "fish";
        SiteGetMyDiscountAdSuccess: components["schemas"]["DiscountAd"][];
        DiscountAd: {
            id: components["schemas"]["RowId"];
            title: string;
            subtitle: string;
            imageUrl: string;
            category: components["schemas"]["DiscountCategory"];
            activityId: components["schemas"]["RowId"] | null;
            activityKind: components["schemas"]["ActivityKind"] | null;
            linkUrl: string;
            startTime: components["schemas"]["EpochMs"];
            endTime: components["schemas"]["EpochMs"] | null;
            sort: number;
        };
        /** @enum {string} */
        ActivityKind: "racePage" | "activityLandPage" | "firstDeposit" | "againDeposit" | "newTask" | "drawGift" | "signGift" | "bettingGift" | "friendInvitation";
        SiteGetMyDiscountAdReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["SiteGetMyDiscountAdSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        SingleDataInput: {
            data: string;
        };
        SiteSingleDataDecryptionSuccess: {
            value: string;
        };
        SiteSingleDataDecryptionReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["SiteSingleDataDecryptionSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6003 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        HelpListInput: {
            code?: components["schemas"]["HelpTopicCode"];
        };
        /** @enum {string} */
        HelpTopicCode: "kh" | "ck" | "qk" | "zz" | "yhgz" | "tjllq" | "xnbcqkjc" | "tytzjc" | "tysstqth" | "fjcjc" | "rqgl" | "dxqgl" | "cpwt" | "dzjj" | "tywt" | "zrwt" | "qtwt" | "bczr" | "gywm" | "gztk" | "hzhb" | "ysgz" | "zxkf";
        HelpListSuccess: {
            list: components["schemas"]["HelpTopic"][];
        };
        HelpTopic: {
            code: components["schemas"]["HelpTopicCode"];
            title: string;
            /** @enum {string} */
            group: "guide" | "faq" | "about";
            sort: number;
            sections: {
                heading: string | null;
                paragraphs: string[];
            }[];
        };
        SiteHelpListReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["HelpListSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6004 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        /** @description id, or kind alone for pages without an id (friendInvitation); one of them is required */
        PromotionConfigInput: {
            id?: components["schemas"]["RowId"];
            kind?: components["schemas"]["ActivityKind"];
        } | unknown | unknown;
        ActivityConfig: {
            id: components["schemas"]["RowId"];
            kind: components["schemas"]["ActivityKind"];
            title: string;
            subtitle: string;
            imageUrl: string;
            category: components["schemas"]["DiscountCategory"];
            startTime: components["schemas"]["EpochMs"];
            endTime: components["schemas"]["EpochMs"] | null;
            /** @enum {string} */
            status: "upcoming" | "running" | "ended";
            joinable: boolean;
            requirements: components["schemas"]["ActivityRequirements"];
            depositRule: components["schemas"]["DepositRule"] | null;
            reward: components["schemas"]["MoneyAmount"] | null;
            turnoverMultiple: number;
            rules: string[];
            participation: components["schemas"]["Participation"] | null;
            qualifyingDeposit: {
                orderNo: string;
                amount: components["schemas"]["MoneyAmount"];
                at: components["schemas"]["EpochMs"];
            } | null;
        };
        ActivityRequirements: {
            vipLevelMin: components["schemas"]["VipLevel"];
            bindPhone: boolean;
            bindRealName: boolean;
        };
        DepositRule: {
            threshold: components["schemas"]["MoneyAmount"];
            rate: components["schemas"]["PromotionRate"];
            max: components["schemas"]["MoneyAmount"];
        };
        /** @description At most 4 decimals. */
        PromotionRate: number;
        Participation: {
            activityId: components["schemas"]["RowId"];
            kind: components["schemas"]["ActivityKind"];
            title: string;
            /** @enum {string} */
            status: "joined" | "confirmed";
            joinedAt: components["schemas"]["EpochMs"];
            confirmedAt: components["schemas"]["EpochMs"] | null;
            amount: components["schemas"]["MoneyAmount"] | null;
            bonus: components["schemas"]["MoneyAmount"];
            turnoverMultiple: number;
            turnoverRequired: components["schemas"]["MoneyAmount"];
        };
        ActivityPromotionConfigReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["ActivityConfig"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6004 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        ActivityIdInput: {
            id: components["schemas"]["RowId"];
        };
        VerificationSuccess: {
            id: components["schemas"]["RowId"];
            qualified: boolean;
            joined: boolean;
            unmet: {
                /** @enum {string} */
                requirement: "running" | "joinable" | "vipLevel" | "bindPhone" | "bindRealName" | "notJoined";
                message: string;
            }[];
        };
        ActivityVerificationReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["VerificationSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6004 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        ActivityJoinActivityReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["Participation"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6003 | 6004 | 6005 | 6007 | 6008 | 6009 | 6015 | 6449;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        ConfirmInfoInput: {
            id: components["schemas"]["RowId"];
            /** @description Yuan with at most 2 decimals (the text of the number, e.g. 8.88, has at most 2 digits after the point); otherwise 6008 请输入正确的金额，最多两位小数. */
            amount?: number;
        };
        ActivityConfirmInfoReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["Participation"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6003 | 6004 | 6005 | 6007 | 6008 | 6009;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        VipWeekSuccess: {
            vipLevel: components["schemas"]["VipLevel"];
            weekStart: components["schemas"]["EpochMs"];
            weekEnd: components["schemas"]["EpochMs"];
            payoutAt: components["schemas"]["EpochMs"];
            bonus: components["schemas"]["MoneyAmount"];
            betRequired: components["schemas"]["MoneyAmount"];
            eligible: boolean;
            levels: components["schemas"]["VipWeekLevel"][];
        };
        VipWeekLevel: {
            vipLevel: components["schemas"]["VipLevel"];
            bonus: components["schemas"]["MoneyAmount"];
            betRequired: components["schemas"]["MoneyAmount"];
        };
        ActivityVipWeekInfoReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["VipWeekSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        PageQuery: {
            /** @description Optional: 1 when left out. */
            pageNum?: number;
            /** @description Optional: 15 when left out. */
            pageSize?: number;
        };
        ExchangeRecordPage: {
            list: components["schemas"]["ExchangeRecord"][];
            total: number;
            pageNum: number;
            pageSize: number;
        };
        ExchangeRecord: {
            id: components["schemas"]["RowId"];
            activityId: components["schemas"]["RowId"];
            activityTitle: string;
            giftName: string;
            points: number;
            amount: components["schemas"]["MoneyAmount"];
            /** @enum {string} */
            status: "pending" | "issued" | "rejected";
            orderNo: string | null;
            createdAt: components["schemas"]["EpochMs"];
        };
        ActivityExchangeRecordReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["ExchangeRecordPage"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        AddFeedbackInput: {
            type: components["schemas"]["FeedbackType"];
            content: components["schemas"]["FeedbackContent"];
            /** @description Optional: [] when left out. */
            images?: components["schemas"]["UploadUrl"][];
            orderNo?: string;
        };
        FeedbackType: number;
        FeedbackContent: string;
        FeedbackAddFeedBackSuccess: {
            id: components["schemas"]["RowId"];
        };
        FeedbackAddFeedBackReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["FeedbackAddFeedBackSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6003 | 6004 | 6005 | 6007 | 6008 | 6011;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        FeedbackUnreadNumSuccess: number;
        FeedbackUnreadNumReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["FeedbackUnreadNumSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        FeedbackListInput: {
            /** @description Optional: 1 when left out. */
            pageNum?: number;
            /** @description Optional: 15 when left out. */
            pageSize?: number;
            type?: components["schemas"]["FeedbackType"];
        };
        FeedbackPage: {
            list: components["schemas"]["FeedbackSummary"][];
            total: number;
            pageNum: number;
            pageSize: number;
        };
        FeedbackSummary: {
            id: components["schemas"]["RowId"];
            type: components["schemas"]["FeedbackType"];
            typeName: string;
            content: string;
            /** @enum {string} */
            status: "pending" | "replied" | "closed";
            createdAt: components["schemas"]["EpochMs"];
            replyCount: number;
            unreadCount: number;
        };
        FeedbackGetFeedBackListReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["FeedbackPage"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        FeedbackGetFeedbackInfoInput: {
            id: components["schemas"]["RowId"];
        };
        FeedbackDetail: {
            id: components["schemas"]["RowId"];
            type: components["schemas"]["FeedbackType"];
            typeName: string;
            content: string;
            /** @enum {string} */
            status: "pending" | "replied" | "closed";
            createdAt: components["schemas"]["EpochMs"];
            replyCount: number;
            unreadCount: number;
            images: string[];
            orderNo: string | null;
            replies: components["schemas"]["FeedbackReply"][];
        };
        FeedbackReply: {
            id: components["schemas"]["RowId"];
            author: string;
            content: string;
            createdAt: components["schemas"]["EpochMs"];
        };
        FeedbackGetFeedbackInfoReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["FeedbackDetail"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6004 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        FeedbackDelFeedbackInput: {
            id: components["schemas"]["RowId"];
        };
        FeedbackDelFeedbackReply: {
            /** @constant */
            status_code: 6000;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6004 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        MemberBetPage: {
            list: components["schemas"]["MemberBet"][];
            total: number;
            pageNum: number;
            pageSize: number;
        };
        MemberBet: {
            orderNo: string;
            venueName: string;
            gameName: string;
            betAmount: components["schemas"]["MoneyAmount"];
            winLoss: components["schemas"]["SignedMoney"];
            /** @enum {string} */
            status: "unsettled" | "settled" | "cancelled";
            betTime: components["schemas"]["EpochMs"];
        };
        /** @description Yuan with at most 2 decimals (the text of the number, e.g. 8.88, has at most 2 digits after the point); otherwise 6008 请输入正确的金额，最多两位小数. */
        SignedMoney: number;
        FeedbackQueryMemberBetListReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["MemberBetPage"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        FeedbackQuerySiteDepositRewardConfigListSuccess: components["schemas"]["DepositRewardConfig"][];
        DepositRewardConfig: {
            threshold: components["schemas"]["MoneyAmount"];
            rate: components["schemas"]["PromotionRate"];
            max: components["schemas"]["MoneyAmount"];
            id: components["schemas"]["RowId"];
            payType: string;
            payTypeName: string;
        };
        FeedbackQuerySiteDepositRewardConfigListReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["FeedbackQuerySiteDepositRewardConfigListSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        GetUnreadInput: {
            /**
             * @description Always 1: the member system
             * @enum {integer}
             */
            userSystem: 1;
        };
        UnreadCounts: {
            brnotice_count: number;
            bractivity_count: number;
            brbulletin_count: number;
            brmatch_count: number;
            brfd_count: number;
            notice_count: number;
            activity_count: number;
            fd_count: number;
        };
        LetterGetUnreadForTypeReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["UnreadCounts"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        LetterListInput: {
            /** @description Optional: 1 when left out. */
            pageNum?: number;
            /** @description Optional: 15 when left out. */
            pageSize?: number;
            type?: components["schemas"]["LetterType"];
        };
        /** @enum {string} */
        LetterType: "notice" | "activity" | "bulletin" | "match" | "fd";
        LetterPage: {
            list: components["schemas"]["Letter"][];
            total: number;
            pageNum: number;
            pageSize: number;
        };
        Letter: {
            id: components["schemas"]["RowId"];
            type: components["schemas"]["LetterType"];
            broadcast: boolean;
            title: string;
            content: string;
            read: boolean;
            createdAt: components["schemas"]["EpochMs"];
        };
        LetterListReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["LetterPage"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        LetterReadInput: {
            id: components["schemas"]["RowId"];
        };
        LetterReadReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["UnreadCounts"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6004 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        LetterDeleteInput: {
            ids: components["schemas"]["RowId"][];
        };
        LetterDeleteReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["UnreadCounts"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6004 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        LetterOnekeyReadInput: {
            type?: components["schemas"]["LetterType"];
        };
        LetterOnekeyReadReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["UnreadCounts"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        PaymentTypesSuccess: components["schemas"]["PaymentType"][];
        PaymentType: {
            id: number;
            name: string;
            code: string;
            kind: components["schemas"]["PayKind"];
            icon: string;
            minAmount: components["schemas"]["MoneyAmount"];
            maxAmount: components["schemas"]["MoneyAmount"];
            fixedAmounts: components["schemas"]["MoneyAmount"][];
            recommend: boolean;
            sort: number;
        };
        /** @enum {integer} */
        PayKind: 1 | 2 | 3;
        PaymentTypesReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["PaymentTypesSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6003 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        PayInput: {
            payTypeId: number;
            amount: components["schemas"]["PositiveMoney"];
            depositName?: string;
            protocol?: string;
        };
        /** @description Yuan with at most 2 decimals (the text of the number, e.g. 8.88, has at most 2 digits after the point); otherwise 6008 请输入正确的金额，最多两位小数. */
        PositiveMoney: number;
        DepositOrder: {
            orderNo: components["schemas"]["OrderNo"];
            payTypeId: number;
            kind: components["schemas"]["PayKind"];
            amount: components["schemas"]["MoneyAmount"];
            status: components["schemas"]["DepositStatus"];
            createdAt: components["schemas"]["EpochMs"];
            expiresAt: components["schemas"]["EpochMs"];
            paidAt: components["schemas"]["EpochMs"] | null;
            payUrl: string | null;
            bankInfo: components["schemas"]["ReceivingBank"] | null;
            virtualInfo: components["schemas"]["ReceivingAddress"] | null;
            paidMarkedAt: components["schemas"]["EpochMs"] | null;
            signalCode: string | null;
            remark: string;
        };
        OrderNo: string;
        /** @enum {integer} */
        DepositStatus: 0 | 1 | 2 | 3 | 4;
        ReceivingBank: {
            bankName: string;
            cardNo: string;
            holderName: string;
            branch: string;
        };
        ReceivingAddress: {
            currency: string;
            protocol: string;
            address: string;
            rate: number;
            virtualAmount: number;
        };
        PaymentPayReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["DepositOrder"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6003 | 6004 | 6005 | 6007 | 6008 | 6011 | 6449;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        OrderInput: {
            orderNo: components["schemas"]["OrderNo"];
        };
        PaymentGetDepositOrderStatusReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["DepositOrder"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6004 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        PaymentCloseOrderReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["DepositOrder"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6003 | 6004 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        PaymentConfirmPaidReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["DepositOrder"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6003 | 6004 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        SignalCodeSuccess: {
            orderNo: components["schemas"]["OrderNo"];
            signalCode: string;
            expiresAt: components["schemas"]["EpochMs"];
        };
        PaymentCreateSignalCodeReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["SignalCodeSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6003 | 6004 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        CustomerInfoSuccess: {
            url: string;
            notice: string;
        };
        PaymentGetCustomerInfoReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["CustomerInfoSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6003 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        AllBalanceInput: {
            /**
             * @description Optional: 8 when left out.
             * @enum {integer}
             */
            category?: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
        };
        AllBalanceSuccess: {
            totalMoney: string;
            list: components["schemas"]["VenueWallet"][];
        };
        VenueWallet: {
            channelCode: components["schemas"]["VenueCode"];
            name: string;
            balance: components["schemas"]["MoneyAmount"];
            /** @enum {integer} */
            status: 0 | 1;
        };
        VenueCode: string;
        VenueAllBalanceReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["AllBalanceSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        RecycleInput: {
            channelCode?: components["schemas"]["VenueCode"];
        };
        RecycleSuccess: {
            centerWalletBalance: components["schemas"]["MoneyAmount"];
            amount: components["schemas"]["MoneyAmount"];
            list: {
                channelCode: components["schemas"]["VenueCode"];
                amount: components["schemas"]["MoneyAmount"];
            }[];
            skipped: {
                channelCode: components["schemas"]["VenueCode"];
                /** @enum {integer} */
                status_code: 6413 | 6415;
            }[];
        };
        VenueActivityErrorSuccess: {
            activityName: string;
            channelCode: components["schemas"]["VenueCode"];
            venueName: string;
            turnoverTarget: components["schemas"]["MoneyAmount"];
            turnoverDone: components["schemas"]["MoneyAmount"];
        };
        VenueRecycleReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["RecycleSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6004 | 6005 | 6007 | 6008 | 6011 | 6415;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6413;
            data: components["schemas"]["VenueActivityErrorSuccess"];
            message: string;
        };
        TransferInput: {
            channelCode: components["schemas"]["VenueCode"];
            amount: components["schemas"]["TransferAmount"];
            /** @description Optional: 1 when left out. */
            ty?: components["schemas"]["TransferTy"];
            /** @description Optional: 0 when left out. */
            isActivity?: components["schemas"]["Flag"];
        };
        TransferAmount: string;
        /** @enum {integer} */
        TransferTy: 1 | 2;
        /** @enum {integer} */
        Flag: 0 | 1;
        TransferSuccess: {
            channelCode: components["schemas"]["VenueCode"];
            amount: components["schemas"]["MoneyAmount"];
            centerWalletBalance: components["schemas"]["MoneyAmount"];
            balance: components["schemas"]["MoneyAmount"];
            orderNo: string;
        };
        VenueTransferReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["TransferSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6004 | 6005 | 6007 | 6008 | 6011 | 6415;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6413;
            data: components["schemas"]["VenueActivityErrorSuccess"];
            message: string;
        };
        VenueInfoInput: {
            category: components["schemas"]["VenueCategory"];
        };
        /** @enum {integer} */
        VenueCategory: 1 | 2 | 3 | 4 | 5 | 6 | 7;
        VenueGetVenueInfoByCategorySuccess: components["schemas"]["Venue"][];
        Venue: {
            enName: components["schemas"]["VenueCode"];
            name: string;
            channelCode: components["schemas"]["VenueCode"];
            platformName: string;
            category: components["schemas"]["VenueCategory"];
            /** @enum {integer} */
            status: 0 | 1;
            icon: string;
            sort: number;
            isHot: boolean;
        };
        VenueGetVenueInfoByCategoryReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["VenueGetVenueInfoByCategorySuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        BonusPoolsInput: {
            category?: components["schemas"]["VenueCategory"];
        };
        BonusPoolsSuccess: {
            total: components["schemas"]["MoneyAmount"];
            list: {
                enName: components["schemas"]["VenueCode"];
                name: string;
                amount: components["schemas"]["MoneyAmount"];
            }[];
        };
        VenueGetBonusPoolsReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["BonusPoolsSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        GameListInput: {
            /** @description Optional: 1 when left out. */
            pageNum?: number;
            /** @description Optional: 15 when left out. */
            pageSize?: number;
            enName?: components["schemas"]["VenueCode"];
            category?: components["schemas"]["VenueCategory"];
            keyword?: string;
            isCollect?: components["schemas"]["Flag"];
            isHot?: components["schemas"]["Flag"];
        };
        VenueGameListSuccess: {
            list: components["schemas"]["GameItem"][];
            total: number;
            pageNum: number;
            pageSize: number;
        };
        GameItem: {
            gameCode: string;
            gameName: string;
            enName: components["schemas"]["VenueCode"];
            /** @enum {integer} */
            category: 6 | 7;
            icon: string;
            isHot: boolean;
            isNew: boolean;
            sort: number;
            isCollect: boolean;
        };
        VenueGameListReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["VenueGameListSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6004 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        LaunchInput: {
            enName: components["schemas"]["VenueCode"];
            /** @description Optional: "" when left out. */
            gameCode?: string;
            isActivity?: components["schemas"]["Flag"];
        };
        LaunchSuccess: {
            url: string;
        };
        VenueLaunchReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["LaunchSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6004 | 6005 | 6007 | 6008 | 6415;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6413;
            data: components["schemas"]["VenueActivityErrorSuccess"];
            message: string;
        };
        BalanceInput: {
            channelCode: components["schemas"]["VenueCode"];
        };
        BalanceSuccess: {
            channelCode: components["schemas"]["VenueCode"];
            balance: components["schemas"]["MoneyAmount"];
        };
        VenueBalanceReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["BalanceSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6004 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        ResourceInput: {
            timestamp: components["schemas"]["EpochMs"];
            token: string;
            /**
             * @description Optional: "zh-cn" when left out.
             * @constant
             */
            langx?: "zh-cn";
            remoteip: string;
            enName: components["schemas"]["VenueCode"];
            /** @constant */
            method: "getLeagues";
            Request: {
                /** @description Optional: "FT" when left out. */
                gameType?: components["schemas"]["SportGameType"];
                /** @description Optional: "RB" when left out. */
                marketType?: components["schemas"]["MarketType"];
            };
        } | {
            timestamp: components["schemas"]["EpochMs"];
            token: string;
            /**
             * @description Optional: "zh-cn" when left out.
             * @constant
             */
            langx?: "zh-cn";
            remoteip: string;
            enName: components["schemas"]["VenueCode"];
            /** @constant */
            method: "getMatches";
            Request: {
                /** @description Optional: "FT" when left out. */
                gameType?: components["schemas"]["SportGameType"];
                /** @description Optional: "RB" when left out. */
                marketType?: components["schemas"]["MarketType"];
                /** @description Optional: [] when left out. */
                leagueIds?: number[];
                date?: string;
                oddsType?: components["schemas"]["OddsType"];
            };
        } | {
            timestamp: components["schemas"]["EpochMs"];
            token: string;
            /**
             * @description Optional: "zh-cn" when left out.
             * @constant
             */
            langx?: "zh-cn";
            remoteip: string;
            enName: components["schemas"]["VenueCode"];
            /** @constant */
            method: "getMatch";
            Request: {
                gameId: components["schemas"]["ProviderId"];
                oddsType?: components["schemas"]["OddsType"];
            };
        } | {
            timestamp: components["schemas"]["EpochMs"];
            token: string;
            /**
             * @description Optional: "zh-cn" when left out.
             * @constant
             */
            langx?: "zh-cn";
            remoteip: string;
            enName: components["schemas"]["VenueCode"];
            /** @constant */
            method: "placeBet";
            Request: components["schemas"]["PlaceBetRequest"];
        } | {
            timestamp: components["schemas"]["EpochMs"];
            token: string;
            /**
             * @description Optional: "zh-cn" when left out.
             * @constant
             */
            langx?: "zh-cn";
            remoteip: string;
            enName: components["schemas"]["VenueCode"];
            /** @constant */
            method: "getBetStatus";
            Request: components["schemas"]["BetStatusRequest"];
        } | {
            timestamp: components["schemas"]["EpochMs"];
            token: string;
            /**
             * @description Optional: "zh-cn" when left out.
             * @constant
             */
            langx?: "zh-cn";
            remoteip: string;
            enName: components["schemas"]["VenueCode"];
            /** @constant */
            method: "getBets";
            Request: components["schemas"]["BetsRequest"];
        };
        /** @enum {string} */
        SportGameType: "ALL" | "FT" | "VF" | "BK" | "TN" | "OP" | "SK" | "FS" | "VB" | "BS" | "TT";
        /** @enum {string} */
        MarketType: "FU" | "FT" | "RB" | "FSFT" | "FSFU";
        /**
         * @description Optional: "H" when left out.
         * @enum {string}
         */
        OddsType: "E" | "H" | "I" | "M";
        ProviderId: string;
        /** @description series 0 (singles): every entry carries its own stake, the ticket none. series 1 (a parlay): one stake for the ticket, none on the entries, at least 2 entries, oddsType H. Outright (FS) entries are not mixed with others. A stake missing where it belongs answers 6007 (请输入投注金额), one where it does not belong 6008. */
        PlaceBetRequest: ({
            oddsType?: components["schemas"]["OddsType"];
            series: components["schemas"]["SeriesFlag"];
            entries: components["schemas"]["BetEntry"][];
            stake?: components["schemas"]["StakeAmount"];
            /** @description Optional: true when left out. */
            acceptBetterOdds?: boolean;
        } | {
            entries?: unknown;
        } | {
            entries?: unknown;
        }) & ({
            /** @constant */
            series?: 0;
            entries?: unknown;
        } | {
            /** @constant */
            series?: 1;
            /** @constant */
            oddsType?: "H";
            entries?: unknown;
            stake: unknown;
        });
        /** @enum {integer} */
        SeriesFlag: 0 | 1;
        BetEntry: {
            gameId: string;
            /** @enum {string} */
            wtype: "R" | "OU" | "M" | "EO" | "FS" | "HR" | "HOU" | "HM";
            rtype: string;
            ratio: string | null;
            r: number;
            stake?: components["schemas"]["StakeAmount"];
        };
        StakeAmount: string;
        BetStatusRequest: {
            ticketIds: components["schemas"]["OrderNo"][];
        };
        BetsRequest: {
            /**
             * @description Optional: "all" when left out.
             * @enum {string}
             */
            status?: "open" | "settled" | "all";
            /** @description Optional: 1 when left out. */
            pageNum?: number;
            /** @description Optional: 15 when left out. */
            pageSize?: number;
        };
        ResourceSuccess: {
            /** @constant */
            method: "getLeagues";
            list: {
                id: number;
                league_id: number;
                name: string;
                /** @enum {string} */
                gameType: "FT" | "VF" | "BK" | "TN" | "OP" | "SK" | "FS" | "VB" | "BS" | "TT";
                icon_class: string;
                sort: number;
                count: number;
            }[];
        } | {
            /** @constant */
            method: "getMatches";
            list: components["schemas"]["Match"][];
        } | {
            /** @constant */
            method: "getMatch";
            match: components["schemas"]["Match"];
        } | {
            /** @constant */
            method: "placeBet";
            tickets: components["schemas"]["Ticket"][];
            balance: components["schemas"]["MoneyAmount"];
        } | {
            /** @constant */
            method: "getBetStatus";
            tickets: components["schemas"]["Ticket"][];
        } | {
            /** @constant */
            method: "getBets";
            list: components["schemas"]["Bet"][];
            total: number;
            pageNum: number;
            pageSize: number;
        };
        Match: {
            gameId: components["schemas"]["ProviderId"];
            hgid: components["schemas"]["ProviderId"];
            gide: components["schemas"]["ProviderId"];
            league_id: number;
            leagueName: string;
            /** @enum {string} */
            gameType: "FT" | "VF" | "BK" | "TN" | "OP" | "SK" | "FS" | "VB" | "BS" | "TT";
            team_h: string;
            team_c: string;
            startTime: components["schemas"]["EpochMs"];
            isLive: boolean;
            re_time: string;
            t_count: string;
            se_now: string;
            /** @enum {string} */
            HalfTime: "Y" | "N";
            inningNum: string;
            /** @enum {string} */
            gameStatus: "0" | "1" | "2" | "3" | "4";
            sc_FT_H: components["schemas"]["ScoreField"];
            sc_FT_C: components["schemas"]["ScoreField"];
            sc_FT_A: components["schemas"]["ScoreField"];
            sc_set_H: components["schemas"]["ScoreField"];
            sc_set_A: components["schemas"]["ScoreField"];
            sc_game_H: components["schemas"]["ScoreField"];
            sc_game_A: components["schemas"]["ScoreField"];
            hasVideo: boolean;
            odds: components["schemas"]["Odd"][];
            maxPerMatch?: components["schemas"]["PositiveMoney"];
        };
        ScoreField: string;
        Odd: {
            wtype: string;
            rtype: string;
            name: string;
            ratio: string | null;
            /** @description At most 3 decimals. */
            r: number;
            /** @description Optional: false when left out. */
            suspended?: boolean;
            min?: components["schemas"]["PositiveMoney"];
            max?: components["schemas"]["PositiveMoney"];
        };
        Ticket: {
            ticket_id: components["schemas"]["OrderNo"];
            /** @enum {string} */
            active: "accepted" | "delay" | "rejected";
            reason?: components["schemas"]["Rejection"];
            series: components["schemas"]["SeriesFlag"];
            /** @enum {string} */
            oddsType: "E" | "H" | "I" | "M";
            odds: number;
            stake: components["schemas"]["MoneyAmount"];
            possibleWin: components["schemas"]["MoneyAmount"];
            legs: components["schemas"]["TicketLeg"][];
            createdAt: components["schemas"]["EpochMs"];
            confirmAt?: components["schemas"]["EpochMs"];
            newR?: number;
        };
        Rejection: {
            /** @enum {string} */
            code: "ODDS_CHANGED" | "LINE_CHANGED" | "MARKET_SUSPENDED" | "MARKET_NOT_FOUND" | "MATCH_CLOSED" | "STAKE_BELOW_MIN" | "STAKE_OVER_MAX" | "MATCH_STAKE_OVER_MAX" | "PAYOUT_OVER_LIMIT" | "INSUFFICIENT_BALANCE" | "GOAL_DURING_DELAY" | "SERIES_SAME_MATCH" | "CHAMPION_MIXED" | "TOO_MANY_ENTRIES" | "FORCED_BY_QA" | "TOO_MANY_OPEN_BETS";
            message: string;
        };
        TicketLeg: {
            gameId: string;
            /** @enum {string} */
            wtype: "R" | "OU" | "M" | "EO" | "FS" | "HR" | "HOU" | "HM";
            rtype: string;
            ratio: string | null;
            r: number;
            team_h: string;
            team_c: string;
            leagueName: string;
            /** @enum {string} */
            gameType: "FT" | "VF" | "BK" | "TN" | "OP" | "SK" | "FS" | "VB" | "BS" | "TT";
        };
        Bet: {
            ticket_id: components["schemas"]["OrderNo"];
            /** @enum {string} */
            active: "accepted" | "delay" | "rejected";
            reason?: components["schemas"]["Rejection"];
            series: components["schemas"]["SeriesFlag"];
            /** @enum {string} */
            oddsType: "E" | "H" | "I" | "M";
            odds: number;
            stake: components["schemas"]["MoneyAmount"];
            possibleWin: components["schemas"]["MoneyAmount"];
            legs: {
                gameId: string;
                /** @enum {string} */
                wtype: "R" | "OU" | "M" | "EO" | "FS" | "HR" | "HOU" | "HM";
                rtype: string;
                ratio: string | null;
                r: number;
                team_h: string;
                team_c: string;
                leagueName: string;
                /** @enum {string} */
                gameType: "FT" | "VF" | "BK" | "TN" | "OP" | "SK" | "FS" | "VB" | "BS" | "TT";
                result: components["schemas"]["ResultCode"] | null;
                score: components["schemas"]["LegScore"] | null;
            }[];
            createdAt: components["schemas"]["EpochMs"];
            confirmAt?: components["schemas"]["EpochMs"];
            newR?: number;
            result: components["schemas"]["ResultCode"] | null;
            payout: components["schemas"]["MoneyAmount"];
            net: components["schemas"]["SignedMoney"];
            validBet: components["schemas"]["MoneyAmount"];
            settledAt: components["schemas"]["EpochMs"] | null;
        };
        /** @enum {string} */
        ResultCode: "A" | "W" | "LW" | "LL" | "L" | "D" | "P" | "D_AUTO" | "D_CANCELLED" | "D_WRONG_ODDS" | "D_WRONG_RESULT" | "D_ABNORMAL" | "D_MOVED_EARLIER" | "D_GOAL_CANCELLED" | "D_RED_CARD_CANCELLED" | "D_POSTPONED" | "D_WALKOVER";
        LegScore: {
            sc_FT_H: components["schemas"]["ScoreField"];
            sc_FT_C: components["schemas"]["ScoreField"];
            sc_set_H: components["schemas"]["ScoreField"];
            sc_set_A: components["schemas"]["ScoreField"];
            sc_game_H: components["schemas"]["ScoreField"];
            sc_game_A: components["schemas"]["ScoreField"];
            inningNum: string;
        };
        VenueResourceReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["ResourceSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6005 | 6007 | 6008 | 6011 | 6301 | 6302 | 6303 | 6415;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        AutoTransferInput: {
            status: components["schemas"]["Flag"];
        };
        AutoTransferSuccess: {
            status: components["schemas"]["Flag"];
        };
        VenueSetAutoTransferStatusReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["AutoTransferSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        AutoTransferStatusInput: Record<string, never>;
        AutoTransferStatusSuccess: {
            status: components["schemas"]["Flag"];
            activity: components["schemas"]["VenueActivityErrorSuccess"] | null;
        };
        VenueGetAutoTransferStatusReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["AutoTransferStatusSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        CollectionInput: {
            enName: components["schemas"]["VenueCode"];
            gameCode: string;
        };
        CollectionSuccess: {
            isCollect: boolean;
        };
        VenueAddCollectionReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["CollectionSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6004 | 6005 | 6007 | 6008 | 6009;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        VenueRemoveCollectionReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["CollectionSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6004 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        /** @description endTime must not be before beginTime, and the window spans at most 93 days; otherwise 6008 (结束时间不能早于开始时间, 查询时间跨度不能超过93天). */
        BetRecordTotalInput: {
            beginTime: components["schemas"]["EpochMs"];
            endTime: components["schemas"]["EpochMs"];
            category?: components["schemas"]["VenueCategory"];
            enName?: components["schemas"]["VenueCode"];
        };
        BetRecordTotalSuccess: {
            betCount: number;
            betAmount: components["schemas"]["MoneyAmount"];
            validBetAmount: components["schemas"]["MoneyAmount"];
            winAmount: components["schemas"]["MoneyAmount"];
            netAmount: components["schemas"]["SignedMoney"];
            list: {
                category: components["schemas"]["VenueCategory"];
                betCount: number;
                betAmount: components["schemas"]["MoneyAmount"];
                validBetAmount: components["schemas"]["MoneyAmount"];
                winAmount: components["schemas"]["MoneyAmount"];
                netAmount: components["schemas"]["SignedMoney"];
            }[];
        };
        RecordBetRecordTotalReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["BetRecordTotalSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        /** @description endTime must not be before beginTime, and the window spans at most 93 days; otherwise 6008 (结束时间不能早于开始时间, 查询时间跨度不能超过93天). */
        BetRecordListInput: {
            /** @description Optional: 1 when left out. */
            pageNum?: number;
            /** @description Optional: 15 when left out. */
            pageSize?: number;
            beginTime: components["schemas"]["EpochMs"];
            endTime: components["schemas"]["EpochMs"];
            category?: components["schemas"]["VenueCategory"];
            enName?: components["schemas"]["VenueCode"];
            status?: components["schemas"]["BetStatus"];
        };
        /** @enum {integer} */
        BetStatus: 0 | 1 | 2;
        RecordBetRecordListSuccess: {
            list: components["schemas"]["BetRecord"][];
            total: number;
            pageNum: number;
            pageSize: number;
        };
        BetRecord: {
            orderNo: string;
            enName: components["schemas"]["VenueCode"];
            venueName: string;
            category: components["schemas"]["VenueCategory"];
            gameName: string;
            betContent: string;
            betAmount: components["schemas"]["MoneyAmount"];
            validBetAmount: components["schemas"]["MoneyAmount"];
            winAmount: components["schemas"]["MoneyAmount"];
            netAmount: components["schemas"]["SignedMoney"];
            odds: number | null;
            result: components["schemas"]["BetOutcome"] | null;
            status: components["schemas"]["BetStatus"];
            betTime: components["schemas"]["EpochMs"];
            settleTime: components["schemas"]["EpochMs"] | null;
        };
        /** @enum {string} */
        BetOutcome: "A" | "W" | "LW" | "LL" | "L" | "D" | "P";
        RecordBetRecordListReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["RecordBetRecordListSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        HotLiveInput: {
            gameId: components["schemas"]["ProviderId"];
        };
        HotLiveSuccess: {
            match: components["schemas"]["Match"];
            rid: string;
            streams: components["schemas"]["StreamLine"][];
            animationUrl: string | null;
        };
        StreamLine: {
            name: string;
            url: string;
            /** @enum {string} */
            format: "flv" | "m3u8";
        };
        RecordHotLiveMatchDetailReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["HotLiveSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6004 | 6005 | 6007 | 6008 | 6303;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        StreamHistoryInput: {
            rid: string;
            /** @description Optional: 1 when left out. */
            pageNum?: number;
            /** @description Optional: 15 when left out. */
            pageSize?: number;
        };
        RecordStreamHistorySuccess: {
            list: {
                id: string;
                rid: string;
                msg: string;
                userId: number;
                nickname: string;
                vipLevel: number;
                sentAtMs: components["schemas"]["EpochMs"];
            }[];
            total: number;
            pageNum: number;
            pageSize: number;
        };
        RecordStreamHistoryReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["RecordStreamHistorySuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        GetBalanceInput: {
            /** @description Optional: 0 when left out. */
            withLockMoney?: components["schemas"]["Flag"];
        };
        GetBalanceSuccess: {
            centerWalletBalance: components["schemas"]["MoneyAmount"];
            venueBalance: components["schemas"]["MoneyAmount"];
            totalBalance: components["schemas"]["MoneyAmount"];
            lockMoney?: components["schemas"]["MoneyAmount"];
        };
        TransferGetBalanceReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["GetBalanceSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        UtcTransferInput: {
            /** @description Optional: "USDT" when left out. */
            currency?: components["schemas"]["CurrencyCode"];
            /** @enum {integer} */
            ty: 1 | 2;
            amount: components["schemas"]["TransferAmount"];
        };
        CurrencyCode: string;
        UtcTransferSuccess: {
            currency: components["schemas"]["CurrencyCode"];
            amount: components["schemas"]["MoneyAmount"];
            received: components["schemas"]["MoneyAmount"];
            rate: number;
            centerWalletBalance: components["schemas"]["MoneyAmount"];
            virtualBalance: components["schemas"]["MoneyAmount"];
            orderNo: string;
        };
        TransferUtcTransferReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["UtcTransferSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6004 | 6005 | 6007 | 6008 | 6011;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        TransferRateInput: {
            /** @description Optional: "USDT" when left out. */
            currency?: components["schemas"]["CurrencyCode"];
        };
        TransferRateSuccess: {
            currency: components["schemas"]["CurrencyCode"];
            buyRate: number;
            sellRate: number;
            virtualBalance: components["schemas"]["MoneyAmount"];
            updatedAt: components["schemas"]["EpochMs"];
        };
        TransferGetTransferRateReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["TransferRateSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6004 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        /** @description endTime must not be before beginTime, and the window spans at most 93 days; otherwise 6008 (结束时间不能早于开始时间, 查询时间跨度不能超过93天). */
        QueryDealRecordInput: {
            /** @description Optional: 1 when left out. */
            pageNum?: number;
            /** @description Optional: 15 when left out. */
            pageSize?: number;
            type?: components["schemas"]["DealType"];
            beginTime?: components["schemas"]["EpochMs"];
            endTime?: components["schemas"]["EpochMs"];
        };
        /** @enum {integer} */
        DealType: 1 | 2 | 3 | 4 | 5 | 6 | 7;
        TransferQueryDealRecordSuccess: {
            list: components["schemas"]["DealRecord"][];
            total: number;
            pageNum: number;
            pageSize: number;
        };
        DealRecord: {
            orderNo: string;
            type: components["schemas"]["DealType"];
            typeName: string;
            amount: components["schemas"]["SignedMoney"];
            balance: components["schemas"]["MoneyAmount"];
            remark: string;
            createdAt: components["schemas"]["EpochMs"];
        };
        TransferQueryDealRecordReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["TransferQueryDealRecordSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        TransferVCurrencyListSuccess: components["schemas"]["VCurrency"][];
        VCurrency: {
            currency: components["schemas"]["CurrencyCode"];
            name: string;
            icon: string;
            protocols: string[];
            buyRate: number;
            sellRate: number;
            minAmount: number;
            maxAmount: number;
        };
        TransferVCurrencyListReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["TransferVCurrencyListSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        WithdrawOrderInfoInput: {
            orderNo?: components["schemas"]["OrderNo"];
        };
        WithdrawOrderInfoSuccess: {
            list: components["schemas"]["WithdrawOrder"][];
        };
        WithdrawOrder: {
            orderNo: components["schemas"]["OrderNo"];
            type: components["schemas"]["WithdrawType"];
            amount: components["schemas"]["MoneyAmount"];
            fee: components["schemas"]["MoneyAmount"];
            actualAmount: components["schemas"]["MoneyAmount"];
            virtualAmount: number | null;
            currency: components["schemas"]["CurrencyCode"] | null;
            bankName: string;
            account: string;
            status: components["schemas"]["WithdrawStatus"];
            remark: string;
            createdAt: components["schemas"]["EpochMs"];
            finishedAt: components["schemas"]["EpochMs"] | null;
        };
        /** @enum {integer} */
        WithdrawType: 1 | 2 | 3;
        /** @enum {integer} */
        WithdrawStatus: 0 | 1 | 2 | 3;
        WithdrawWithdrawOrderInfoReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["WithdrawOrderInfoSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6004 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        WithdrawBaseCfgListSuccess: components["schemas"]["WithdrawCfg"][];
        WithdrawCfg: {
            type: components["schemas"]["WithdrawType"];
            name: string;
            minAmount: components["schemas"]["MoneyAmount"];
            maxAmount: components["schemas"]["MoneyAmount"];
            dailyTimesMax: number;
            freeTimesPerDay: number;
            feeRate: number;
            enabled: boolean;
        };
        WithdrawBaseCfgListReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["WithdrawBaseCfgListSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        WithdrawInfoSuccess: {
            centerWalletBalance: components["schemas"]["MoneyAmount"];
            lockMoney: components["schemas"]["MoneyAmount"];
            withdrawableAmount: components["schemas"]["MoneyAmount"];
            realName: string;
            bindPhone: boolean;
            bindRealName: boolean;
            hasPayPassword: boolean;
            todayTimes: number;
            cfg: components["schemas"]["WithdrawCfg"][];
            cards: components["schemas"]["BankCard"][];
        };
        BankCard: {
            id: number;
            type: components["schemas"]["WithdrawType"];
            bankCode: string;
            bankName: string;
            account: string;
            holderName: string;
            protocol: string | null;
            isDefault: boolean;
            createdAt: components["schemas"]["EpochMs"];
        };
        WithdrawWithdrawInfoReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["WithdrawInfoSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6005 | 6007 | 6008 | 6015 | 6449;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        UsdtWithdrawInfoInput: {
            /** @description Optional: "USDT" when left out. */
            currency?: components["schemas"]["CurrencyCode"];
        };
        UsdtWithdrawInfoSuccess: {
            centerWalletBalance: components["schemas"]["MoneyAmount"];
            lockMoney: components["schemas"]["MoneyAmount"];
            currency: components["schemas"]["CurrencyCode"];
            rate: number;
            protocols: string[];
            cfg: components["schemas"]["WithdrawCfg"];
            addresses: components["schemas"]["BankCard"][];
        };
        WithdrawUsdtWithdrawInfoReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["UsdtWithdrawInfoSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6004 | 6005 | 6007 | 6008 | 6015 | 6449;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        NewWithdrawInput: {
            type: components["schemas"]["WithdrawType"];
            cardId: number;
            amount: components["schemas"]["PositiveMoney"];
            payPassword: components["schemas"]["PasswordHash"];
        };
        NewWithdrawSuccess: {
            centerWalletBalance: components["schemas"]["MoneyAmount"];
            lockMoney: components["schemas"]["MoneyAmount"];
            order: components["schemas"]["WithdrawOrder"];
        };
        WithdrawNewReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["NewWithdrawSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6003 | 6004 | 6005 | 6007 | 6008 | 6011 | 6015 | 6037 | 6100 | 6110 | 6111 | 6449;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        WithdrawQueryMemberBanksInfoListSuccess: components["schemas"]["BankCard"][];
        WithdrawQueryMemberBanksInfoListReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["WithdrawQueryMemberBanksInfoListSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        /** @description A coin address (type 2) must match its protocol; otherwise 6008 请输入正确的钱包地址. Whitespace in an account number is dropped before its rule. */
        AddBankCardInput: {
            /** @constant */
            type: 1;
            bankCode: string;
            account: components["schemas"]["BankCardNumber"];
            branch?: string;
        } | {
            /** @constant */
            type: 2;
            bankCode: components["schemas"]["CurrencyCode"];
            /** @constant */
            protocol: "TRC20";
            account: string;
        } | {
            /** @constant */
            type: 2;
            bankCode: components["schemas"]["CurrencyCode"];
            /** @constant */
            protocol: "ERC20";
            account: string;
        } | {
            /** @constant */
            type: 3;
            account: components["schemas"]["AlipayAccount"];
        };
        BankCardNumber: string;
        AlipayAccount: string;
        WithdrawAddBankCardSuccess: components["schemas"]["BankCard"][];
        WithdrawAddBankCardReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["WithdrawAddBankCardSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6004 | 6005 | 6007 | 6008 | 6009 | 6011 | 6015 | 6449;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        CardIdInput: {
            id: number;
        };
        WithdrawSetDefaultBankCardSuccess: components["schemas"]["BankCard"][];
        WithdrawSetDefaultBankCardReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["WithdrawSetDefaultBankCardSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6004 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        WithdrawDeleteBankCardSuccess: components["schemas"]["BankCard"][];
        WithdrawDeleteBankCardReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["WithdrawDeleteBankCardSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6003 | 6004 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        CancelWithdrawInput: {
            orderNo: components["schemas"]["OrderNo"];
        };
        WithdrawCancelReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["NewWithdrawSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6003 | 6004 | 6005 | 6007 | 6008 | 6011;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        WithdrawAddListSuccess: {
            banks: components["schemas"]["SupportedBank"][];
            kinds: {
                type: components["schemas"]["WithdrawType"];
                name: string;
                boundCount: number;
                maxCount: number;
            }[];
        };
        SupportedBank: {
            bankCode: string;
            bankName: string;
            icon: string;
        };
        WithdrawWithdrawAddListReply: {
            /** @constant */
            status_code: 6000;
            data: components["schemas"]["WithdrawAddListSuccess"];
            message: string;
        } | {
            /** @enum {integer} */
            status_code: 6001 | 6005 | 6007 | 6008;
            /** @description No data: the server sends null (an empty object means the same). */
            data: Record<string, never> | null;
            message: string;
        };
        /** @description base64url(iv || AES-256-CBC(encKey, iv, plaintext) || HMAC-SHA256(macKey, iv || ciphertext)), without padding. */
        SealedToken: string;
        /** @description The body of an encrypted POST: the JSON body of the plain call, sealed with the nonce of its path token (`<nonce>|<JSON body>`). A call without a payload seals `{}`. */
        SealedInput: {
            /** @description base64url(iv || AES-256-CBC(encKey, iv, <nonce>|<JSON body>) || HMAC-SHA256(macKey, iv || ciphertext)), without padding. */
            data: components["schemas"]["SealedToken"];
        };
        /** @description The reply of an encrypted call: the plain reply's whole envelope JSON, sealed. */
        SealedReply: {
            /** @constant */
            encrypted: 1;
            /** @description base64url(iv || AES-256-CBC(encKey, iv, the envelope JSON) || HMAC-SHA256(macKey, iv || ciphertext)), without padding. */
            payload: components["schemas"]["SealedToken"];
        };
        /** @description A refusal of the encryption layer, plain (the caller may not hold the secret): 6008 for a bad path or body token, a bad ts-sign or a stale timestamp (more than 300 s off), 6003 for a path token already used. */
        WireRefusal: {
            /** @enum {integer} */
            status_code: 6008 | 6003;
            data: Record<string, never> | null;
            /** @enum {string} */
            message: "非法请求" | "请求拒绝";
        };
    };
    responses: {
        /** @description Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at. */
        MethodNotAllowed: {
            headers: {
                /** @description The methods this path answers, e.g. `POST`. */
                Allow?: string;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status_code": 6008,
                 *       "data": null,
                 *       "message": "请求方法不允许"
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    status_code: 6008;
                    data: Record<string, never> | null;
                    /** @constant */
                    message: "请求方法不允许";
                };
            };
        };
    };
    parameters: {
        /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
        ClientType: "web";
        /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
        AppVersion: string;
        /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
        DeviceUuid: string;
        /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
        RequestId: string;
        /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
        SiteId: "3000";
        /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
        TsSign: string;
        /** @description One key per user action on a money operation: a repeat with the same key and body answers the first reply without acting; the same key with another body answers 6008, a bad key 6007. */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: {
        /**
         * The encrypted form of every operation: /api/enc/{token}
         * @description With the safe switch on (the web client's default), every operation of `paths` travels in this form, at `/api/enc/{token}`: {token} is a SealedToken of `<tsMs>|<the path and query>` (components/schemas/SealedToken). The keys come from the site's wire secret: encKey = SHA-256(secret + ":enc"), macKey = SHA-256(secret + ":mac").
         */
        EncryptedCall: {
            parameters: {
                query?: never;
                header: {
                    /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                    "client-type": components["parameters"]["ClientType"];
                    /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                    "app-version": components["parameters"]["AppVersion"];
                    /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                    "device-uuid": components["parameters"]["DeviceUuid"];
                    /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                    "request-id": components["parameters"]["RequestId"];
                    /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                    "site-id": components["parameters"]["SiteId"];
                    /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                    "ts-sign"?: components["parameters"]["TsSign"];
                };
                path?: never;
                cookie?: never;
            };
            /**
             * Any GET operation of this document, encrypted
             * @description The same method to `/api/enc/{token}`, the token sealing `<tsMs>|<the operation's path and query>`; the same headers (the five required ones, ts-sign, token, idempotency-key); no body. Each path token is single use and fresh within 300 s of the server's clock. contracts/README.md, "The wire protocol", has every step and a test vector.
             */
            get: operations["encryptedGet"];
            put?: never;
            /**
             * Any POST operation of this document, encrypted
             * @description The same method to `/api/enc/{token}`, the token sealing `<tsMs>|<the operation's path and query>`; the same headers (the five required ones, ts-sign, token, idempotency-key); the body sealed (SealedInput). Each path token is single use and fresh within 300 s of the server's clock. contracts/README.md, "The wire protocol", has every step and a test vector.
             */
            post: operations["encryptedPost"];
            delete?: never;
            options?: never;
            head?: never;
            patch?: never;
            trace?: never;
        };
    };
}
export type $defs = Record<string, never>;
export interface operations {
    "auth.login": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "isAgent": 0,
                 *       "name": "demo01",
                 *       "password": "e10adc3949ba59abbe56e057f20f883e",
                 *       "kaptchcate": 0,
                 *       "codeId": "demo01",
                 *       "code": "demo01",
                 *       "version": "demo01",
                 *       "sendCodeNum": "123456"
                 *     }
                 */
                "application/json": components["schemas"]["LoginInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthLoginReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "auth.register": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
                /** @description One key per user action on a money operation: a repeat with the same key and body answers the first reply without acting; the same key with another body answers 6008, a bad key 6007. */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "demo01",
                 *       "password": "e10adc3949ba59abbe56e057f20f883e",
                 *       "secondPassword": "e10adc3949ba59abbe56e057f20f883e",
                 *       "kaptchcate": 0,
                 *       "codeId": "demo01",
                 *       "code": "demo01",
                 *       "domain": "demo01",
                 *       "rCode": "demo01",
                 *       "iCode": "demo01"
                 *     }
                 */
                "application/json": components["schemas"]["RegisterInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthRegisterReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "auth.logout": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["EmptyInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthLogoutReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "auth.kaptchcate": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "ktype": 1,
                 *       "context": {
                 *         "name": "demo01",
                 *         "password": "demo01",
                 *         "phone": "demo01",
                 *         "email": "demo01"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["KaptchcateInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthKaptchcateReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "auth.defaultKaptcha": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["EmptyInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthDefaultKaptchaReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "auth.validateGeeCheck": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "lot_number": "demo01",
                 *       "captcha_output": "demo01",
                 *       "pass_token": "demo01",
                 *       "gen_time": "demo01",
                 *       "validate_way": "demo01"
                 *     }
                 */
                "application/json": components["schemas"]["GeeCheckInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthValidateGeeCheckReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "member.info": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "isPop": 0
                 *     }
                 */
                "application/json": components["schemas"]["MemberInfoInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberInfoReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "member.bindOther": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "realName": "张伟",
                 *       "nickName": "demo01",
                 *       "birthday": "2026-11-21",
                 *       "sex": 0
                 *     }
                 */
                "application/json": components["schemas"]["BindOtherInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberBindOtherReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "member.bindEmail": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "demo01@example.com",
                 *       "code": "demo01"
                 *     }
                 */
                "application/json": components["schemas"]["BindEmailInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberBindEmailReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "member.bindPhone": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "areaCode": "86",
                 *       "phone": "13812345678",
                 *       "code": "demo01"
                 *     }
                 */
                "application/json": components["schemas"]["BindPhoneInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberBindPhoneReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "member.bindPasswordByPhone": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": 1,
                 *       "code": "demo01",
                 *       "password": "e10adc3949ba59abbe56e057f20f883e",
                 *       "secondPassword": "e10adc3949ba59abbe56e057f20f883e"
                 *     }
                 */
                "application/json": components["schemas"]["BindPasswordByCodeInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberBindPasswordByPhoneReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "member.bindPasswordByEmail": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": 1,
                 *       "code": "demo01",
                 *       "password": "e10adc3949ba59abbe56e057f20f883e",
                 *       "secondPassword": "e10adc3949ba59abbe56e057f20f883e"
                 *     }
                 */
                "application/json": components["schemas"]["BindPasswordByCodeInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberBindPasswordByEmailReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "member.bindPassword": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": 1,
                 *       "oldPassword": "6e9bece1914809fb8493146417e722f6",
                 *       "password": "768e2662f8baef81ea46d8c7f446d182",
                 *       "secondPassword": "768e2662f8baef81ea46d8c7f446d182"
                 *     }
                 */
                "application/json": components["schemas"]["BindPasswordInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberBindPasswordReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "member.memberGradeInfoByGrade": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "grade": 1
                 *     }
                 */
                "application/json": components["schemas"]["MemberMemberGradeInfoByGradeInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberMemberGradeInfoByGradeReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "member.memberGradeConfigList": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["EmptyInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberMemberGradeConfigListReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "member.getGameFanshuiHighLow": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "category": "sport"
                 *     }
                 */
                "application/json": components["schemas"]["FanshuiInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberGetGameFanshuiHighLowReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "member.bindFromDeposit": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "realName": "张伟"
                 *     }
                 */
                "application/json": components["schemas"]["BindFromDepositInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberBindFromDepositReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "member.avatarList": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["EmptyInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberAvatarListReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "member.addAvatar": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "demo01"
                 *     }
                 */
                "application/json": components["schemas"]["MemberAddAvatarInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberAddAvatarReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "member.jwt": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["EmptyInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberJwtReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "member.uploadImage": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "image": "demo01",
                 *       "purpose": "avatar"
                 *     }
                 */
                "application/json": components["schemas"]["UploadImageInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberUploadImageReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "verification.sendCodeOne": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "target": "13812345678",
                 *       "obfuscatedTarget": "ODc2NTQzMjE4MzE=",
                 *       "areaCode": "86",
                 *       "cate": 0,
                 *       "version": 1,
                 *       "name": "demo01",
                 *       "type": 2
                 *     }
                 */
                "application/json": components["schemas"]["SendCodeOneInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationSendCodeOneReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "verification.sendCodeTwo": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "target": "13812345678",
                 *       "obfuscatedTarget": "ODc2NTQzMjE4MzE=",
                 *       "areaCode": "86",
                 *       "cate": 0,
                 *       "version": 1,
                 *       "type": 2
                 *     }
                 */
                "application/json": components["schemas"]["SendCodeTwoInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationSendCodeTwoReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "verification.queryCountryArea": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["EmptyInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationQueryCountryAreaReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "verification.forgetByPhoneOne": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "areaCode": "86",
                 *       "phone": "13812345678",
                 *       "name": "demo01",
                 *       "kaptchcate": 0,
                 *       "codeId": "demo01",
                 *       "imageCode": "demo01",
                 *       "cate": 0
                 *     }
                 */
                "application/json": components["schemas"]["ForgetByPhoneOneInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationForgetByPhoneOneReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "verification.forgetByPhoneTwo": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "areaCode": "86",
                 *       "phone": "13812345678",
                 *       "name": "demo01",
                 *       "code": "demo01"
                 *     }
                 */
                "application/json": components["schemas"]["ForgetByPhoneTwoInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationForgetByPhoneTwoReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "verification.forgetByPhoneThree": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "areaCode": "86",
                 *       "phone": "13812345678",
                 *       "name": "demo01",
                 *       "password": "e10adc3949ba59abbe56e057f20f883e",
                 *       "secondPassword": "e10adc3949ba59abbe56e057f20f883e"
                 *     }
                 */
                "application/json": components["schemas"]["ForgetByPhoneThreeInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationForgetByPhoneThreeReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "verification.forgetByEmailOne": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "demo01@example.com",
                 *       "name": "demo01",
                 *       "kaptchcate": 0,
                 *       "codeId": "demo01",
                 *       "imageCode": "demo01"
                 *     }
                 */
                "application/json": components["schemas"]["ForgetByEmailOneInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationForgetByEmailOneReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "verification.forgetByEmailTwo": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "demo01@example.com",
                 *       "name": "demo01",
                 *       "code": "demo01"
                 *     }
                 */
                "application/json": components["schemas"]["ForgetByEmailTwoInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationForgetByEmailTwoReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "verification.forgetByEmailThree": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "demo01@example.com",
                 *       "name": "demo01",
                 *       "password": "e10adc3949ba59abbe56e057f20f883e",
                 *       "secondPassword": "e10adc3949ba59abbe56e057f20f883e"
                 *     }
                 */
                "application/json": components["schemas"]["ForgetByEmailThreeInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationForgetByEmailThreeReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "site.navigationList": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["EmptyInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteNavigationListReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "site.sponsorContent": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["EmptyInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteSponsorContentReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "site.onlinecustomservice": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["EmptyInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteOnlinecustomserviceReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "site.preInfo": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["EmptyInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SitePreInfoReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "site.queryNoticeListByPage": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "pageNum": 1,
                 *       "pageSize": 1,
                 *       "kind": "marquee"
                 *     }
                 */
                "application/json": components["schemas"]["NoticeListInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteQueryNoticeListByPageReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "site.getMyDiscountAd": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "category": "new"
                 *     }
                 */
                "application/json": components["schemas"]["DiscountAdInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteGetMyDiscountAdReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "site.singleDataDecryption": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "data": "Dw4NDAsKCQgHBgUEAwIBAFyg5eLpfaGzaeg26oi2tfv_-qSYptYTZvBYZMa2lwadCYW7B1esEvnPUGsP4a6h_Xow_-jVzfGQ2iT3R8KQ2fc"
                 *     }
                 */
                "application/json": components["schemas"]["SingleDataInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteSingleDataDecryptionReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "site.helpList": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "code": "kh"
                 *     }
                 */
                "application/json": components["schemas"]["HelpListInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteHelpListReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "activity.promotionConfig": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 1,
                 *       "kind": "racePage"
                 *     }
                 */
                "application/json": components["schemas"]["PromotionConfigInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityPromotionConfigReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "activity.verification": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 1
                 *     }
                 */
                "application/json": components["schemas"]["ActivityIdInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityVerificationReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "activity.joinActivity": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 1
                 *     }
                 */
                "application/json": components["schemas"]["ActivityIdInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityJoinActivityReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "activity.confirmInfo": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 1,
                 *       "amount": 1
                 *     }
                 */
                "application/json": components["schemas"]["ConfirmInfoInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityConfirmInfoReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "activity.vipWeekInfo": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["EmptyInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityVipWeekInfoReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "activity.exchangeRecord": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "pageNum": 1,
                 *       "pageSize": 1
                 *     }
                 */
                "application/json": components["schemas"]["PageQuery"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityExchangeRecordReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "feedback.addFeedBack": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": 1,
                 *       "content": "demo01",
                 *       "images": [],
                 *       "orderNo": "demo01"
                 *     }
                 */
                "application/json": components["schemas"]["AddFeedbackInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedbackAddFeedBackReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "feedback.unreadNum": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["EmptyInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedbackUnreadNumReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "feedback.getFeedBackList": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "pageNum": 1,
                 *       "pageSize": 1,
                 *       "type": 1
                 *     }
                 */
                "application/json": components["schemas"]["FeedbackListInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedbackGetFeedBackListReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "feedback.getFeedbackInfo": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 1
                 *     }
                 */
                "application/json": components["schemas"]["FeedbackGetFeedbackInfoInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedbackGetFeedbackInfoReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "feedback.delFeedback": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 1
                 *     }
                 */
                "application/json": components["schemas"]["FeedbackDelFeedbackInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedbackDelFeedbackReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "feedback.queryMemberBetList": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "pageNum": 1,
                 *       "pageSize": 1
                 *     }
                 */
                "application/json": components["schemas"]["PageQuery"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedbackQueryMemberBetListReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "feedback.querySiteDepositRewardConfigList": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["EmptyInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedbackQuerySiteDepositRewardConfigListReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "letter.getUnreadForType": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "userSystem": 1
                 *     }
                 */
                "application/json": components["schemas"]["GetUnreadInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LetterGetUnreadForTypeReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "letter.list": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "pageNum": 1,
                 *       "pageSize": 1,
                 *       "type": "notice"
                 *     }
                 */
                "application/json": components["schemas"]["LetterListInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LetterListReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "letter.read": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 1
                 *     }
                 */
                "application/json": components["schemas"]["LetterReadInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LetterReadReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "letter.delete": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "ids": [
                 *         1
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["LetterDeleteInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LetterDeleteReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "letter.onekeyRead": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "type": "notice"
                 *     }
                 */
                "application/json": components["schemas"]["LetterOnekeyReadInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LetterOnekeyReadReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "payment.types": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["EmptyInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentTypesReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "payment.pay": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
                /** @description One key per user action on a money operation: a repeat with the same key and body answers the first reply without acting; the same key with another body answers 6008, a bad key 6007. */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "payTypeId": 1,
                 *       "amount": 500
                 *     }
                 */
                "application/json": components["schemas"]["PayInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentPayReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "payment.getDepositOrderStatus": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "orderNo": "demo01"
                 *     }
                 */
                "application/json": components["schemas"]["OrderInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentGetDepositOrderStatusReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "payment.closeOrder": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "orderNo": "demo01"
                 *     }
                 */
                "application/json": components["schemas"]["OrderInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentCloseOrderReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "payment.confirmPaid": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "orderNo": "demo01"
                 *     }
                 */
                "application/json": components["schemas"]["OrderInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentConfirmPaidReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "payment.createSignalCode": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "orderNo": "demo01"
                 *     }
                 */
                "application/json": components["schemas"]["OrderInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentCreateSignalCodeReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "payment.getCustomerInfo": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["EmptyInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentGetCustomerInfoReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "venue.allBalance": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "category": 1
                 *     }
                 */
                "application/json": components["schemas"]["AllBalanceInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VenueAllBalanceReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "venue.recycle": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "channelCode": "demo01"
                 *     }
                 */
                "application/json": components["schemas"]["RecycleInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VenueRecycleReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "venue.transfer": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
                /** @description One key per user action on a money operation: a repeat with the same key and body answers the first reply without acting; the same key with another body answers 6008, a bad key 6007. */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "channelCode": "demo01",
                 *       "amount": "13812345678",
                 *       "ty": 1,
                 *       "isActivity": 1
                 *     }
                 */
                "application/json": components["schemas"]["TransferInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VenueTransferReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "venue.getVenueInfoByCategory": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "category": 1
                 *     }
                 */
                "application/json": components["schemas"]["VenueInfoInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VenueGetVenueInfoByCategoryReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "venue.getBonusPools": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "category": 1
                 *     }
                 */
                "application/json": components["schemas"]["BonusPoolsInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VenueGetBonusPoolsReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "venue.gameList": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "pageNum": 1,
                 *       "pageSize": 1,
                 *       "enName": "demo01",
                 *       "category": 1,
                 *       "keyword": "demo01",
                 *       "isCollect": 1,
                 *       "isHot": 1
                 *     }
                 */
                "application/json": components["schemas"]["GameListInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VenueGameListReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "venue.launch": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "enName": "demo01",
                 *       "gameCode": "demo01",
                 *       "isActivity": 1
                 *     }
                 */
                "application/json": components["schemas"]["LaunchInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VenueLaunchReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "venue.balance": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "channelCode": "demo01"
                 *     }
                 */
                "application/json": components["schemas"]["BalanceInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VenueBalanceReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "venue.resource": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
                /** @description One key per user action on a money operation: a repeat with the same key and body answers the first reply without acting; the same key with another body answers 6008, a bad key 6007. */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "timestamp": 1,
                 *       "token": "demo01",
                 *       "langx": "zh-cn",
                 *       "remoteip": "e10adc3949ba59abbe56e057f20f883e",
                 *       "enName": "demo01",
                 *       "method": "getLeagues",
                 *       "Request": {
                 *         "gameType": "ALL",
                 *         "marketType": "FU"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ResourceInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VenueResourceReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "venue.setAutoTransferStatus": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": 1
                 *     }
                 */
                "application/json": components["schemas"]["AutoTransferInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VenueSetAutoTransferStatusReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "venue.getAutoTransferStatus": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["AutoTransferStatusInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VenueGetAutoTransferStatusReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "venue.addCollection": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "enName": "demo01",
                 *       "gameCode": "demo01"
                 *     }
                 */
                "application/json": components["schemas"]["CollectionInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VenueAddCollectionReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "venue.removeCollection": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "enName": "demo01",
                 *       "gameCode": "demo01"
                 *     }
                 */
                "application/json": components["schemas"]["CollectionInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VenueRemoveCollectionReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "record.betRecordTotal": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "beginTime": 1,
                 *       "endTime": 1,
                 *       "category": 1,
                 *       "enName": "demo01"
                 *     }
                 */
                "application/json": components["schemas"]["BetRecordTotalInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordBetRecordTotalReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "record.betRecordList": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "pageNum": 1,
                 *       "pageSize": 1,
                 *       "beginTime": 1,
                 *       "endTime": 1,
                 *       "category": 1,
                 *       "enName": "demo01",
                 *       "status": 1
                 *     }
                 */
                "application/json": components["schemas"]["BetRecordListInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordBetRecordListReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "record.hotLiveMatchDetail": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "gameId": "13812345678"
                 *     }
                 */
                "application/json": components["schemas"]["HotLiveInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordHotLiveMatchDetailReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "record.streamHistory": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "rid": "demo01",
                 *       "pageNum": 1,
                 *       "pageSize": 1
                 *     }
                 */
                "application/json": components["schemas"]["StreamHistoryInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordStreamHistoryReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "transfer.getBalance": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "withLockMoney": 1
                 *     }
                 */
                "application/json": components["schemas"]["GetBalanceInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransferGetBalanceReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "transfer.utcTransfer": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
                /** @description One key per user action on a money operation: a repeat with the same key and body answers the first reply without acting; the same key with another body answers 6008, a bad key 6007. */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currency": "CRTY",
                 *       "ty": 1,
                 *       "amount": "13812345678"
                 *     }
                 */
                "application/json": components["schemas"]["UtcTransferInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransferUtcTransferReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "transfer.getTransferRate": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "currency": "CRTY"
                 *     }
                 */
                "application/json": components["schemas"]["TransferRateInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransferGetTransferRateReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "transfer.queryDealRecord": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "pageNum": 1,
                 *       "pageSize": 1,
                 *       "type": 1,
                 *       "beginTime": 1,
                 *       "endTime": 1
                 *     }
                 */
                "application/json": components["schemas"]["QueryDealRecordInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransferQueryDealRecordReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "transfer.vCurrencyList": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["EmptyInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransferVCurrencyListReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "withdraw.withdrawOrderInfo": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "orderNo": "demo01"
                 *     }
                 */
                "application/json": components["schemas"]["WithdrawOrderInfoInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawWithdrawOrderInfoReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "withdraw.baseCfgList": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["EmptyInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawBaseCfgListReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "withdraw.withdrawInfo": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["EmptyInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawWithdrawInfoReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "withdraw.usdtWithdrawInfo": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "currency": "CRTY"
                 *     }
                 */
                "application/json": components["schemas"]["UsdtWithdrawInfoInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawUsdtWithdrawInfoReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "withdraw.new": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
                /** @description One key per user action on a money operation: a repeat with the same key and body answers the first reply without acting; the same key with another body answers 6008, a bad key 6007. */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": 1,
                 *       "cardId": 1,
                 *       "amount": 1000,
                 *       "payPassword": "e10adc3949ba59abbe56e057f20f883e"
                 *     }
                 */
                "application/json": components["schemas"]["NewWithdrawInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawNewReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "withdraw.queryMemberBanksInfoList": {
        parameters: {
            query?: {
                /** @example 1 */
                type?: 1 | 2 | 3;
            };
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawQueryMemberBanksInfoListReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "withdraw.addBankCard": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
                /** @description One key per user action on a money operation: a repeat with the same key and body answers the first reply without acting; the same key with another body answers 6008, a bad key 6007. */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": 1,
                 *       "bankCode": "demo01",
                 *       "account": "6222020200112233445",
                 *       "branch": "demo01"
                 *     }
                 */
                "application/json": components["schemas"]["AddBankCardInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawAddBankCardReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "withdraw.setDefaultBankCard": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 1
                 *     }
                 */
                "application/json": components["schemas"]["CardIdInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawSetDefaultBankCardReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "withdraw.deleteBankCard": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 1
                 *     }
                 */
                "application/json": components["schemas"]["CardIdInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawDeleteBankCardReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "withdraw.cancel": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
                /** @description One key per user action on a money operation: a repeat with the same key and body answers the first reply without acting; the same key with another body answers 6008, a bad key 6007. */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "orderNo": "demo01"
                 *     }
                 */
                "application/json": components["schemas"]["CancelWithdrawInput"];
            };
        };
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawCancelReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    "withdraw.withdrawAddList": {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawWithdrawAddListReply"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    encryptedGet: {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sealed reply (`encrypted: 1`), or a plain refusal of the encryption layer. Once opened, the envelope is the plain operation's reply, its codes included. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SealedReply"] | components["schemas"]["WireRefusal"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
    encryptedPost: {
        parameters: {
            query?: never;
            header: {
                /** @description The client kind: `web`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "client-type": components["parameters"]["ClientType"];
                /** @description The client version: one to four dot-separated numbers (`1.0.0`). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "app-version": components["parameters"]["AppVersion"];
                /** @description The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player's trusted devices. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "device-uuid": components["parameters"]["DeviceUuid"];
                /** @description A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`'s job). Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "request-id": components["parameters"]["RequestId"];
                /** @description The site: `3000`. Required: missing or empty, the call answers 6007 (缺少请求头 <name>); present but breaking its rule, 6008 (请求头 <name> 不合法). */
                "site-id": components["parameters"]["SiteId"];
                /** @description tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server's clock, answers 6008), but its ip is not compared with the caller's address: the secret ships in every browser bundle, so the header proves nothing about the sender (contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path. */
                "ts-sign"?: components["parameters"]["TsSign"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SealedInput"];
            };
        };
        responses: {
            /** @description The sealed reply (`encrypted: 1`), or a plain refusal of the encryption layer. Once opened, the envelope is the plain operation's reply, its codes included. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SealedReply"] | components["schemas"]["WireRefusal"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
        };
    };
}

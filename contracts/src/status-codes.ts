/**
 * The reply status-code catalogue of spec 000 section 8: every code, defined once.
 * `handling` is how the client must react. `message` is the canned Chinese text where the spec
 * gives one; every other code carries `text`, a default wording of our own (the spec says "error
 * wordings beyond these are not shown"), so that no reply ever reaches a player without a Chinese
 * message. A handler may still answer a more specific wording in the reply's `message`.
 */
export type Handling =
  | 'success'
  | 'expired'
  | 'new-device'
  | 'returned-as-value'
  | 'dialog'
  | 'rejected';

/** Exactly one of `message` (the spec's canned text) and `text` (our default) is present. */
type StatusCodeEntry = {
  readonly name: string;
  readonly meaning: string;
  readonly handling: Handling;
} & ({ readonly message: string; readonly text?: never } | { readonly text: string; readonly message?: never });

export const STATUS_CODES = {
  6000: { name: 'SUCCESS', meaning: 'success', handling: 'success', message: '成功' },
  6001: { name: 'LOGIN_EXPIRED', meaning: 'login expired', handling: 'expired', message: '请重新登录' },
  6002: { name: 'INVALID_CREDENTIALS', meaning: 'invalid credentials', handling: 'rejected', text: '用户名或密码错误' },
  6003: { name: 'ACCESS_DENIED', meaning: 'access denied', handling: 'rejected', message: '请求拒绝' },
  6004: { name: 'NOT_FOUND', meaning: 'not found', handling: 'rejected', message: '未找到数据' },
  6005: { name: 'SERVER_ERROR', meaning: 'server error', handling: 'rejected', message: '服务开小差了，请稍后重试' },
  6006: { name: 'BAD_GATEWAY', meaning: 'bad gateway', handling: 'rejected', text: '网关异常，请稍后重试' },
  6007: { name: 'INVALID_PARAMETER', meaning: 'invalid parameter', handling: 'rejected', message: '请求参数错误' },
  6008: { name: 'ILLEGAL_PARAMETER', meaning: 'illegal parameter', handling: 'rejected', message: '非法请求' },
  6009: { name: 'DATA_EXISTS', meaning: 'data exists', handling: 'rejected', text: '数据已存在' },
  6010: { name: 'FILE_UPLOAD_FAILURE', meaning: 'file upload failure', handling: 'rejected', message: '文件上传失败' },
  6011: { name: 'FREQUENT_SUBMISSION', meaning: 'frequent submission', handling: 'rejected', message: '请勿频繁提交' },
  6012: { name: 'WARNING', meaning: 'warning', handling: 'rejected', text: '操作存在风险，请确认后再试' },
  6013: { name: 'MAINTENANCE', meaning: 'maintenance', handling: 'rejected', message: '维护中' },
  6014: { name: 'INVOCATION_ERROR', meaning: 'invocation error', handling: 'rejected', text: '服务调用失败，请稍后重试' },
  6015: { name: 'UNBOUND_PHONE', meaning: 'unbound phone', handling: 'rejected', text: '请先绑定手机号' },
  6016: { name: 'PHONE_VERIFICATION_REQUIRED', meaning: 'phone verification required', handling: 'rejected', text: '请先完成手机验证' },
  6017: { name: 'PHONE_VERIFICATION_REQUIRED_2', meaning: 'phone verification required', handling: 'rejected', text: '请先完成手机验证' },
  6021: { name: 'GRAPHIC_CODE_NEEDED', meaning: 'graphic verification code needed', handling: 'returned-as-value', text: '请输入图形验证码' },
  6022: { name: 'RAPID_VERIFICATION', meaning: 'rapid verification', handling: 'returned-as-value', text: '请完成安全验证' },
  6025: { name: 'IP_NOT_PASSED', meaning: 'IP not passed', handling: 'new-device', text: '登录IP异常，请完成新设备验证' },
  6026: { name: 'DEVICE_NOT_PASSED', meaning: 'device not passed', handling: 'new-device', text: '登录设备异常，请完成新设备验证' },
  6027: { name: 'DEVICE_AND_IP_NOT_PASSED', meaning: 'device and IP not passed', handling: 'new-device', text: '登录设备和IP异常，请完成新设备验证' },
  6028: { name: 'LONG_TIME_NOT_LOGGED_IN', meaning: 'long time not logged in', handling: 'new-device', text: '长时间未登录，请完成新设备验证' },
  6029: { name: 'RISKY_LOGIN', meaning: 'risky login', handling: 'new-device', text: '登录存在风险，请完成新设备验证' },
  6030: { name: 'CONTACT_CUSTOMER_SERVICE', meaning: 'contact customer service', handling: 'rejected', text: '请联系客服' },
  6031: { name: 'REGION_LIMITED', meaning: 'region limited', handling: 'rejected', text: '您所在的地区暂不支持访问' },
  6032: { name: 'REGION_WARNING', meaning: 'region warning', handling: 'rejected', text: '您所在的地区存在风险，请注意账户安全' },
  6033: { name: 'IP_RESTRICTED', meaning: 'IP restricted', handling: 'rejected', text: '当前IP受限，暂无法访问' },
  6034: { name: 'MAX_PHONE_ATTEMPTS', meaning: 'max phone attempts', handling: 'rejected', text: '手机验证次数已达上限，请明天再试' },
  6035: { name: 'AUTHENTICATION_REQUIRED', meaning: 'authentication required', handling: 'rejected', text: '请先完成身份验证' },
  6036: { name: 'AUTHENTICATION_CODE_ERROR', meaning: 'authentication code error', handling: 'rejected', text: '验证码错误' },
  6037: { name: 'AUTHENTICATION_LOCKED', meaning: 'authentication locked', handling: 'rejected', text: '验证错误次数过多，已被锁定，请稍后再试' },
  6038: { name: 'AUTHENTICATION_CODE_EXPIRED', meaning: 'authentication code expired', handling: 'rejected', text: '验证码已过期，请重新获取' },
  6039: { name: 'TOO_MANY_DEVICES', meaning: 'too many devices', handling: 'rejected', text: '登录设备数量已达上限' },
  6066: { name: 'SIXTY_SECOND_LIMIT', meaning: 'sixty-second limit', handling: 'rejected', text: '请60秒后再试' },
  6099: { name: 'WALLET_TOKEN_EXPIRED', meaning: 'wallet token expired', handling: 'rejected', text: '钱包授权已过期，请重新进入' },
  6100: { name: 'PASSWORD_CHECK_FAILURE', meaning: 'password check failure (also secondary password binding failure)', handling: 'rejected', text: '密码校验失败' },
  6110: { name: 'LOCKING_UNAVAILABLE', meaning: 'locking unavailable', handling: 'rejected', text: '暂时无法锁定，请稍后再试' },
  6111: { name: 'WITHDRAWAL_PROTECTION_CONFIG_ERROR', meaning: 'withdrawal protection configuration error', handling: 'rejected', text: '提现保护配置错误，请联系客服' },
  6301: { name: 'PARAMETER_ERROR', meaning: 'parameter error', handling: 'rejected', text: '参数错误' },
  6302: { name: 'UID_VERIFICATION', meaning: 'UID verification', handling: 'rejected', text: '数据异常，请重新进入游戏' },
  6303: { name: 'NO_DATA', meaning: 'no data', handling: 'rejected', text: '暂无数据' },
  6316: { name: 'SYSTEM_MAINTENANCE', meaning: 'system under maintenance', handling: 'rejected', text: '系统维护中' },
  6317: { name: 'SYSTEM_BUSY', meaning: 'system busy', handling: 'rejected', text: '系统繁忙，请稍后再试' },
  6318: { name: 'EBBQ', meaning: 'EBBQ', handling: 'rejected', text: '系统异常，请稍后重试' },
  6366: { name: 'TESTING', meaning: 'testing', handling: 'rejected', text: '功能测试中，暂未开放' },
  6399: { name: 'SYSTEM_ABNORMAL', meaning: 'system abnormal', handling: 'rejected', text: '系统异常，请稍后重试' },
  6413: { name: 'VENUE_ACTIVITY', meaning: 'venue activity', handling: 'dialog', text: '您当前正在参与活动，未达到流水要求前无法转出' },
  6415: { name: 'VENUE_MAINTENANCE', meaning: 'venue under maintenance', handling: 'rejected', text: '场馆维护中' },
  6449: { name: 'BIND_REAL_NAME', meaning: 'bind real name', handling: 'dialog', text: '请先完善实名信息' },
  6500: { name: 'POPUP_NOT_PROMPTED', meaning: 'popup not prompted', handling: 'rejected', text: '暂时无法完成操作，请稍后再试' },
  6501: { name: 'SUSPENDED_WITH_POPUP', meaning: 'login and register suspended, with popup', handling: 'rejected', text: '登录注册暂停，请留意网站公告' },
  6502: { name: 'SUSPENDED_WITHOUT_POPUP', meaning: 'login and register suspended, without popup', handling: 'rejected', text: '登录注册暂停，请稍后再试' },
} as const satisfies Record<number, StatusCodeEntry>;

export type StatusCode = keyof typeof STATUS_CODES;
type CodeName = (typeof STATUS_CODES)[StatusCode]['name'];

/** `Code.LOGIN_EXPIRED === 6001`: readable names for use in code. */
export const Code = Object.fromEntries(
  Object.entries(STATUS_CODES).map(([code, entry]) => [entry.name, Number(code)]),
) as { readonly [N in CodeName]: Extract<StatusCode, { [C in StatusCode]: (typeof STATUS_CODES)[C]['name'] extends N ? C : never }[StatusCode]> };

export const ALL_STATUS_CODES = Object.keys(STATUS_CODES).map(Number) as StatusCode[];

export function isStatusCode(value: number): value is StatusCode {
  return Object.hasOwn(STATUS_CODES, value);
}

/** The spec's canned text for a code, or our own default wording when the spec gives none. */
export function defaultMessage(code: StatusCode): string {
  const entry: StatusCodeEntry = STATUS_CODES[code];
  return entry.message ?? entry.text;
}

export function handlingOf(code: number): Handling {
  return isStatusCode(code) ? STATUS_CODES[code].handling : 'rejected';
}

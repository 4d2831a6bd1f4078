import { Code } from '@betsite/contracts/status-codes';
import { CAPTCHA_KTYPE, KAPTCHCATE_AUTO_LOGIN } from '@betsite/contracts/constants';
import type { AccountsState } from './state';
import { findAccountByName } from './state';
import { type Caller, GRAPHIC_AFTER_FAILURES } from './login-guard';
import { type Result, refuse, success } from '../lib/reply';

/**
 * Which captcha a step needs, and the gate every step that needs one goes through.
 *
 * - Register (ktype 1) and the forgotten-password step one (ktype 2 phone, 3 email) always need
 *   one: they create an account or send a message, what bots are after.
 * - Login (ktype 4) needs none from the player's own trusted device at a known address, with no
 *   recent failure: the player at home is not bothered. Anyone else needs one. For an unknown
 *   name the answer is the same as for a known name from a stranger's device, so it reveals
 *   nothing.
 * - The kind is the site setting's (graphic or slider), except that after 3 failed logins of a
 *   name from a caller the graphic one is needed whatever the setting (6021): a slider is the
 *   easier of the two to automate.
 */
export type CaptchaNeed = 'none' | 'graphic' | 'slider';
export type Ktype = (typeof CAPTCHA_KTYPE)[keyof typeof CAPTCHA_KTYPE];

/** The player's own device: one the account trusts. */
export function isTrustedDevice(state: AccountsState, name: string, caller: Caller): boolean {
  const account = findAccountByName(state, name);
  return account !== undefined && caller.device !== '' && account.trustedDevices.includes(caller.device);
}

export function captchaNeed(state: AccountsState, ktype: Ktype, caller?: Caller, name?: string): CaptchaNeed {
  const kind = state.settings.captchaKind;
  if (ktype !== CAPTCHA_KTYPE.login || caller === undefined || name === undefined || name === '') return kind;
  if (state.loginGuard.failures(name, caller) >= GRAPHIC_AFTER_FAILURES) return 'graphic';
  const account = findAccountByName(state, name);
  const atHome = account !== undefined && isTrustedDevice(state, name, caller) && account.knownIps.includes(caller.ip);
  return atHome ? 'none' : kind;
}

/** 6021 / 6022: the captcha the step needs, returned as a value; the slider comes with its challenge. */
export function captchaNeeded(state: AccountsState, need: Exclude<CaptchaNeed, 'none'>): Result<never> {
  return need === 'graphic'
    ? refuse(Code.GRAPHIC_CODE_NEEDED, '请输入图形验证码', { kaptchcate: 2 })
    : refuse(Code.RAPID_VERIFICATION, '请完成安全验证', { kaptchcate: 1, challenge: state.captchas.issueSlider() });
}

export interface PresentedCaptcha {
  kaptchcate: number;
  /** Graphic: the x-code. Slider: validateGeeCheck's codeId (the pass). */
  codeId?: string | undefined;
  /** Graphic: the text read. Slider: the challenge's lot_number. */
  code?: string | undefined;
}

/**
 * Lets a step through when it needs no captcha, or when the captcha presented passes; the
 * captcha is used up either way. A missing one (kaptchcate 0, 99 without its grant, no code)
 * answers 6021/6022; a slider where the graphic one is needed answers 6021; a wrong one 6036,
 * an expired one 6038. `autoLogin` is asked (and uses up the grant) only for kaptchcate 99.
 */
export function passCaptcha(state: AccountsState, need: CaptchaNeed, presented: PresentedCaptcha, autoLogin?: () => boolean): Result<void> {
  if (need === 'none') return success(undefined);
  const given = presented.codeId !== undefined && presented.codeId !== '' && presented.code !== undefined && presented.code !== '';
  if (presented.kaptchcate === KAPTCHCATE_AUTO_LOGIN && autoLogin?.()) return success(undefined);
  if (presented.kaptchcate === 2 && given) return checkGraphic(state, presented.codeId, presented.code);
  if (presented.kaptchcate === 1 && given && need === 'slider') {
    return judged(state.captchas.consumePass(presented.codeId, presented.code), '安全验证未通过，请重试', '安全验证已过期，请重试');
  }
  return captchaNeeded(state, need);
}

/** A graphic captcha presented with a step: 6036 when wrong, 6038 when expired; used up either way. */
export function checkGraphic(state: AccountsState, codeId: string | undefined, text: string | undefined): Result<void> {
  return judged(state.captchas.consume(codeId, text), '图形验证码错误', '图形验证码已过期，请刷新');
}

function judged(check: 'ok' | 'wrong' | 'expired', wrong: string, expired: string): Result<void> {
  if (check === 'ok') return success(undefined);
  return check === 'wrong' ? refuse(Code.AUTHENTICATION_CODE_ERROR, wrong) : refuse(Code.AUTHENTICATION_CODE_EXPIRED, expired);
}

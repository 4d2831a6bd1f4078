import { Code } from '@betsite/contracts/status-codes';
import { CAPTCHA_KTYPE } from '@betsite/contracts/constants';
import { MESSAGES } from '@betsite/contracts/validation';
import type { SiteSettings } from '@betsite/contracts/mock';
import type { AccountsState } from './state';
import type { Account } from './account';
import { findAccountByName } from './state';
import type { Clock } from '../lib/clock';
import type { Caller } from './login-guard';
import { captchaNeed, isTrustedDevice, passCaptcha, type PresentedCaptcha } from './captcha-policy';
import { checkCredentials } from './account-store';
import { newDeviceCheck, trustCaller } from './new-device';
import { type Result, refuse, success } from '../lib/reply';

/**
 * The login, in the order its checks run (each answers before the next is tried):
 *
 * 1. suspension by site setting: 6501 (the popup, once per caller per 10 min), then 6500; 6502 silent;
 * 2. the lock (6037) and the slow-down (6011) of repeated failures (login-guard.ts);
 * 3. the captcha, when the step needs one (captcha-policy.ts): 6021 / 6022 / 6036 / 6038;
 *    the new-device login needs none: a code must have been sent to the account (6035 otherwise);
 * 4. the credentials: 6002, the same answer for an unknown name and a wrong password;
 * 5. the new-device rules (new-device.ts): 6025-6028; or, on the new-device login, the code
 *    (6036 / 6037 / 6038), after which the device and address are trusted.
 */
export interface LoginInput extends PresentedCaptcha {
  name: string;
  passwordMd5: string;
  sendCodeNum?: string | undefined;
}

export interface LoginDeps {
  state: AccountsState;
  clock: Clock;
}

type Suspension = SiteSettings['loginSuspended'];

/** 6501 with the popup the first time a caller meets it, 6500 (not prompted again) after; 6502 without popup. */
export function suspended(state: AccountsState, which: 'login' | 'register', mode: Suspension, caller: Caller): Result<never> | null {
  if (mode === 'off') return null;
  if (mode === 'silent') return refuse(Code.SUSPENDED_WITHOUT_POPUP, '登录注册已暂停');
  return state.loginGuard.suspensionNotice(which, caller) === 'popup'
    ? refuse(Code.SUSPENDED_WITH_POPUP, '登录注册已暂停，请留意网站公告')
    : refuse(Code.POPUP_NOT_PROMPTED, '登录注册已暂停，请稍后再试');
}

export async function login(deps: LoginDeps, input: LoginInput, caller: Caller): Promise<Result<Account>> {
  const { state, clock } = deps;
  const stop = suspended(state, 'login', state.settings.loginSuspended, caller);
  if (stop) return stop;

  const gate = state.loginGuard.gate(input.name, caller, isTrustedDevice(state, input.name, caller));
  if (gate.state === 'locked') {
    return refuse(Code.AUTHENTICATION_LOCKED, `登录失败次数过多，请${Math.ceil(gate.retryInMs / 60_000)}分钟后再试`);
  }
  if (gate.state === 'slow') return refuse(Code.FREQUENT_SUBMISSION);

  const newDeviceLogin = input.sendCodeNum !== undefined;
  if (newDeviceLogin) {
    const target = findAccountByName(state, input.name);
    if (!target || !state.verificationCodes.issued('new-device', target.userId)) return refuse(Code.AUTHENTICATION_REQUIRED, MESSAGES.newDeviceCodeFirst);
  } else {
    const need = captchaNeed(state, CAPTCHA_KTYPE.login, caller, input.name);
    const captcha = passCaptcha(state, need, input, () => state.loginGuard.takeAutoLogin(input.name, caller));
    if (!captcha.ok) return captcha;
  }

  // Counted before the hash runs, so parallel guesses see each other (login-guard.ts).
  const attempt = state.loginGuard.begin(input.name, caller);
  const checked = await checkCredentials(state, input.name, input.passwordMd5);
  if (!checked.ok) {
    attempt.failed();
    return checked;
  }
  const account = checked.value;
  attempt.succeeded();

  if (newDeviceLogin) {
    const code = state.verificationCodes.verify({ purpose: 'new-device', userId: account.userId, code: input.sendCodeNum ?? '' });
    if (!code.ok) return code;
  } else {
    const rules = newDeviceCheck(account, caller, clock.now());
    if (!rules.ok) return rules;
  }
  trustCaller(account, caller);
  account.lastLoginAt = clock.now();
  return success(account);
}

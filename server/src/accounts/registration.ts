import { CAPTCHA_KTYPE } from '@betsite/contracts/constants';
import type { AccountsState } from './state';
import type { Account } from './account';
import type { Caller } from './login-guard';
import { captchaNeed, passCaptcha, type PresentedCaptcha } from './captcha-policy';
import { register } from './account-store';
import { suspended } from './login';
import type { Result } from '../lib/reply';

/**
 * Registration (spec 000 section 4): suspension (6501 / 6500 / 6502), the captcha of ktype 1
 * (always needed), the account (6009 for a name taken, compared case-insensitively), then the
 * one-time grant that lets the client's automatic login (kaptchcate 99) through without a second
 * captcha. The captcha is checked before the name, so names cannot be probed without solving one.
 * The new account trusts no device yet: the automatic login trusts the one it comes from.
 */
export interface RegisterInput extends PresentedCaptcha {
  name: string;
  passwordMd5: string;
  domain?: string | undefined;
  rCode?: string | undefined;
  iCode?: string | undefined;
}

export async function registerPlayer(state: AccountsState, input: RegisterInput, caller: Caller, now: number): Promise<Result<Account>> {
  const stop = suspended(state, 'register', state.settings.registerSuspended, caller);
  if (stop) return stop;
  const captcha = passCaptcha(state, captchaNeed(state, CAPTCHA_KTYPE.register, caller), input);
  if (!captcha.ok) return captcha;
  const created = await register(state, input, now);
  if (created.ok) state.loginGuard.grantAutoLogin(created.value.name, caller);
  return created;
}

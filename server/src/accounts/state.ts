import type { SiteSettings } from '@betsite/contracts/mock';
import type { Clock } from '../lib/clock';
import type { AccountsFixtures } from './fixtures';
import { accountFromFixture, type Account } from './account';
import { createCaptchas, type Captchas } from './captcha';
import { createLoginGuard, type LoginGuard } from './login-guard';
import { createVerificationCodes, type VerificationCodes } from './verification-codes';
import { createPasswordResets, type PasswordResets } from './password-reset-progress';
import { createMemberStore, type MemberStore } from './member-store';

/**
 * The accounts slice of the State: who the players are and what stands between them and their
 * account. Built from the fixtures on start and again on the QA reset (the composition root calls
 * createAccountsState both times). Modules here import only stores, never the flows that read
 * the slice, so the slice's type can be imported by every flow without a circle.
 */
export interface AccountsState {
  accounts: Map<number, Account>;
  /** The site switches QA flips (captcha kind, suspensions, maintenance); venues read them too. */
  settings: SiteSettings;
  nextUserId: number;
  captchas: Captchas;
  /** Login failures, locks, the auto-login grants after registration, suspension popups. */
  loginGuard: LoginGuard;
  verificationCodes: VerificationCodes;
  passwordResets: PasswordResets;
  member: MemberStore;
}

/** `f` is the composition's own copy of the fixtures: the slice keeps and mutates it. */
export function createAccountsState(f: AccountsFixtures, clock: Clock): AccountsState {
  const accounts = new Map(f.accounts.map((a) => [a.userId, accountFromFixture(a, clock.now())]));
  return {
    accounts,
    settings: f.settings,
    nextUserId: Math.max(...accounts.keys()) + 1,
    captchas: createCaptchas(clock),
    loginGuard: createLoginGuard(clock),
    verificationCodes: createVerificationCodes(clock),
    passwordResets: createPasswordResets(clock),
    member: createMemberStore(f['pay-passwords']),
  };
}

export function findAccountByName(state: Pick<AccountsState, 'accounts'>, name: string): Account | undefined {
  const wanted = name.toLowerCase();
  for (const a of state.accounts.values()) if (a.name.toLowerCase() === wanted) return a;
  return undefined;
}

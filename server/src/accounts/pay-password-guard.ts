import { Code } from '@betsite/contracts/status-codes';
import type { AccountsState } from './state';
import { type Result, refuse, success } from '../lib/reply';
import { countFailure, isLockedOut, type FailureWindowRule } from './failure-window';
import { OLD_PASSWORD_FAILURES_MAX, OLD_PASSWORD_LOCK_MS, verifyPayPassword } from './member-binding';

/** Wrong pay passwords per account (every session of it) before the check locks; as bindPassword. */
export const PAY_PASSWORD_FAILURES_MAX = OLD_PASSWORD_FAILURES_MAX;
export const PAY_PASSWORD_LOCK_MS = OLD_PASSWORD_LOCK_MS;
const RULE: FailureWindowRule = { failuresMax: PAY_PASSWORD_FAILURES_MAX, windowMs: PAY_PASSWORD_LOCK_MS };

/**
 * The pay password check of every route that takes one (withdraw/new): 6100 when wrong, 6037 once
 * PAY_PASSWORD_FAILURES_MAX wrong ones fell within PAY_PASSWORD_LOCK_MS, even with the right one.
 */
export async function checkPayPassword(state: AccountsState, userId: number, passwordMd5: string, nowMs: number): Promise<Result<null>> {
  const failures = state.member.payPasswordFailures;
  if (isLockedOut(failures, userId, RULE, nowMs)) return refuse(Code.AUTHENTICATION_LOCKED, '资金密码错误次数过多，请15分钟后再试');
  // Counted before the (slow) check, so guesses sent in parallel cannot slip past the count.
  countFailure(failures, userId, nowMs);
  if (!(await verifyPayPassword(state, userId, passwordMd5))) return refuse(Code.PASSWORD_CHECK_FAILURE, '资金密码错误');
  failures.delete(userId);
  return success(null);
}

import { setBounded } from '../lib/bounded-map';
import type { PasswordFailures } from './member-store';

/**
 * Failed secret checks counted per account in a window on the server clock: from the first
 * failure, `failuresMax` failures lock the check until the window ends. Shared by the checks of
 * a secret a stolen session could otherwise guess at leisure (bindPassword's old password, the
 * pay password).
 */
export interface FailureWindowRule {
  failuresMax: number;
  windowMs: number;
}

/** Accounts tracked at most per counter; the oldest window goes first. */
export const FAILURE_WINDOWS_MAX = 20_000;

/** Whether the account is locked now; forgets a window that has run out. */
export function isLockedOut(failures: Map<number, PasswordFailures>, userId: number, rule: FailureWindowRule, nowMs: number): boolean {
  const f = failures.get(userId);
  if (f && nowMs - f.since >= rule.windowMs) failures.delete(userId);
  else if (f && f.count >= rule.failuresMax) return true;
  return false;
}

export function countFailure(failures: Map<number, PasswordFailures>, userId: number, nowMs: number): void {
  const current = failures.get(userId) ?? { count: 0, since: nowMs };
  setBounded(failures, userId, { ...current, count: current.count + 1 }, FAILURE_WINDOWS_MAX);
}

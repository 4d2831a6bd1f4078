import type { Clock } from '../lib/clock';
import { setBounded } from '../lib/bounded-map';

/**
 * What the server remembers about login attempts, on the server clock and within fixed bounds:
 *
 * - Failures per name *and caller* (device uuid + address). 3 in 15 minutes and the login needs
 *   the graphic captcha; after 5, one attempt per 30 s (6011); after 8 the caller is locked out of
 *   that name for 15 minutes (6037). A stranger only ever locks out himself.
 * - Failures per name from anyone: after 20 in 15 minutes the name is locked for 15 minutes for
 *   every caller except the account's own trusted devices, so spreading guesses over many devices
 *   does not help, and the owner at home is never locked out by others.
 * - An attempt counts as a failure from the moment it starts (it is withdrawn if it succeeds), so
 *   parallel guesses cannot all slip past the counts while the password hash runs.
 * - The auto-login grant: a registration lets that name log in once with kaptchcate 99 from the
 *   same device and address within 60 s. It is not a captcha bypass: nothing else creates it.
 * - The suspension popup (6501) is shown once per caller per 10 minutes; repeats answer 6500
 *   ("popup not prompted"), so a client retrying does not stack popups.
 *
 * Names are compared case-insensitively, like accounts; unknown names are counted exactly like
 * known ones, so the answers say nothing about which names exist.
 */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
export const GRAPHIC_AFTER_FAILURES = 3;
export const SLOW_AFTER_FAILURES = 5;
export const SLOW_INTERVAL_MS = 30_000;
export const LOCK_AFTER_FAILURES = 8;
export const LOCK_MS = 15 * 60_000;
export const NAME_LOCK_AFTER_FAILURES = 20;
export const AUTO_LOGIN_GRANT_TTL_MS = 60_000;
export const SUSPENSION_POPUP_QUIET_MS = 10 * 60_000;
/** Bound of every map here: the oldest entry goes first. */
export const LOGIN_GUARD_ENTRIES_MAX = 20_000;

/** Who is calling: the device-uuid header ('' when absent) and the address. */
export interface Caller {
  device: string;
  ip: string;
}

export type Gate = { state: 'open' } | { state: 'slow'; retryInMs: number } | { state: 'locked'; retryInMs: number };

export function createLoginGuard(clock: Clock) {
  const byCaller = new Map<string, number[]>();
  const byName = new Map<string, number[]>();
  const callerLockedUntil = new Map<string, number>();
  const nameLockedUntil = new Map<string, number>();
  const grants = new Map<string, number>();
  const popupShownAt = new Map<string, number>();

  const nameKey = (name: string) => name.toLowerCase();
  const callerKey = (name: string, c: Caller) => `${nameKey(name)}|${c.device}|${c.ip}`;

  function recent(map: Map<string, number[]>, key: string, now: number): number[] {
    const list = (map.get(key) ?? []).filter((t) => now - t < LOGIN_FAILURE_WINDOW_MS);
    if (list.length === 0) map.delete(key);
    return list;
  }

  function until(map: Map<string, number>, key: string, now: number): number {
    const t = map.get(key) ?? 0;
    if (t <= now) map.delete(key);
    return t;
  }

  function withdraw(map: Map<string, number[]>, key: string, at: number): void {
    const list = map.get(key);
    const i = list?.lastIndexOf(at) ?? -1;
    if (list && i >= 0) list.splice(i, 1);
  }

  return {
    /** Recent failures of this name from this caller (attempts in flight included). */
    failures(name: string, caller: Caller): number {
      return recent(byCaller, callerKey(name, caller), clock.now()).length;
    },

    /** Whether this caller may try this name now. `trusted`: the caller's device is one the account trusts. */
    gate(name: string, caller: Caller, trusted: boolean): Gate {
      const now = clock.now();
      const key = callerKey(name, caller);
      const mine = recent(byCaller, key, now);
      const lockedUntil = Math.max(
        until(callerLockedUntil, key, now),
        mine.length >= LOCK_AFTER_FAILURES ? Math.max(...mine) + LOCK_MS : 0,
        trusted ? 0 : until(nameLockedUntil, nameKey(name), now),
        !trusted && recent(byName, nameKey(name), now).length >= NAME_LOCK_AFTER_FAILURES ? now + LOCK_MS : 0,
      );
      if (lockedUntil > now) return { state: 'locked', retryInMs: lockedUntil - now };
      const last = mine.length > 0 ? Math.max(...mine) : -Infinity;
      if (mine.length >= SLOW_AFTER_FAILURES && now - last < SLOW_INTERVAL_MS) return { state: 'slow', retryInMs: last + SLOW_INTERVAL_MS - now };
      return { state: 'open' };
    },

    /**
     * An attempt that will check the password: counted as a failure now. Returns how to settle it:
     * `succeeded` withdraws it (and clears this caller's failures), `failed` keeps it and sets the locks.
     */
    begin(name: string, caller: Caller) {
      const at = clock.now();
      const key = callerKey(name, caller);
      const nk = nameKey(name);
      setBounded(byCaller, key, [...recent(byCaller, key, at), at], LOGIN_GUARD_ENTRIES_MAX);
      setBounded(byName, nk, [...recent(byName, nk, at), at], LOGIN_GUARD_ENTRIES_MAX);
      return {
        succeeded(): void {
          byCaller.delete(key);
          callerLockedUntil.delete(key);
          withdraw(byName, nk, at);
        },
        failed(): void {
          const now = clock.now();
          if (recent(byCaller, key, now).length >= LOCK_AFTER_FAILURES) setBounded(callerLockedUntil, key, now + LOCK_MS, LOGIN_GUARD_ENTRIES_MAX);
          if (recent(byName, nk, now).length >= NAME_LOCK_AFTER_FAILURES) setBounded(nameLockedUntil, nk, now + LOCK_MS, LOGIN_GUARD_ENTRIES_MAX);
        },
      };
    },

    /** After a registration: this name may log in once with kaptchcate 99 from this caller. */
    grantAutoLogin(name: string, caller: Caller): void {
      setBounded(grants, callerKey(name, caller), clock.now() + AUTO_LOGIN_GRANT_TTL_MS, LOGIN_GUARD_ENTRIES_MAX);
    },

    /** Uses up the grant of this name and caller; false when there is none or it expired. */
    takeAutoLogin(name: string, caller: Caller): boolean {
      const key = callerKey(name, caller);
      const expiresAt = grants.get(key);
      grants.delete(key);
      return expiresAt !== undefined && clock.now() <= expiresAt;
    },

    /** 'popup' the first time a caller meets a suspension in a while, 'quiet' after that. */
    suspensionNotice(which: 'login' | 'register', caller: Caller): 'popup' | 'quiet' {
      const now = clock.now();
      const key = `${which}|${caller.device || '-'}|${caller.ip}`;
      const shown = popupShownAt.get(key);
      if (shown !== undefined && now - shown < SUSPENSION_POPUP_QUIET_MS) return 'quiet';
      setBounded(popupShownAt, key, now, LOGIN_GUARD_ENTRIES_MAX);
      return 'popup';
    },

    size: () => ({ callers: byCaller.size, names: byName.size, grants: grants.size, popups: popupShownAt.size }),
  };
}
export type LoginGuard = ReturnType<typeof createLoginGuard>;

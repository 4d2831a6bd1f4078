import { installedCrypto } from '../lib/crypto';
import { base64UrlText } from '../lib/bytes';
import type { Clock } from '../lib/clock';
import { setBounded } from '../lib/bounded-map';

export interface Session {
  token: string;
  userId: number;
  deviceUuid: string;
  createdAt: number;
  lastSeenAt: number;
}

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
  /** Bound per player: the oldest session is ended when a new login passes it. */
  perUserMax: number;
  /** Bound for the whole store. */
  totalMax: number;
}

/**
 * Opaque random tokens (256 bits) mapped to sessions with idle and absolute expiry, measured on
 * the server clock. Expired sessions are removed when touched.
 */
export function createSessions(clock: Clock, policy: SessionPolicy) {
  const byToken = new Map<string, Session>();

  function isExpired(s: Session, now: number): boolean {
    return now - s.lastSeenAt > policy.idleMs || now - s.createdAt > policy.absoluteMs;
  }

  function userSessions(userId: number): Session[] {
    return [...byToken.values()].filter((s) => s.userId === userId);
  }

  return {
    issue(userId: number, deviceUuid: string): Session {
      const now = clock.now();
      const mine = userSessions(userId).sort((a, b) => a.createdAt - b.createdAt);
      while (mine.length >= policy.perUserMax) byToken.delete(mine.shift()!.token);
      const session: Session = { token: base64UrlText(installedCrypto().randomBytes(32)), userId, deviceUuid, createdAt: now, lastSeenAt: now };
      setBounded(byToken, session.token, session, policy.totalMax);
      return session;
    },
    /** The live session for a token, refreshing its idle timer; undefined when unknown or expired. */
    resolve(token: string | undefined): Session | undefined {
      if (!token) return undefined;
      const s = byToken.get(token);
      if (!s) return undefined;
      const now = clock.now();
      if (isExpired(s, now)) {
        byToken.delete(token);
        return undefined;
      }
      s.lastSeenAt = now;
      return s;
    },
    end(token: string): boolean {
      return byToken.delete(token);
    },
    /** QA: expire one token, or every session of a player. Returns how many ended. */
    expire(target: { token?: string; userId?: number }): number {
      let n = 0;
      for (const s of [...byToken.values()]) {
        if (s.token === target.token || s.userId === target.userId) n += Number(byToken.delete(s.token));
      }
      return n;
    },
    count: () => byToken.size,
    clear: () => byToken.clear(),
    /** The sessions a saved world keeps (composition/world-image.ts), so a signed-in player stays signed in. */
    dump: (): Session[] => [...byToken.values()],
    /** Replaces every session with a saved world's (the expiry rules apply from there as usual). */
    load(saved: readonly Session[]): void {
      byToken.clear();
      for (const s of saved) setBounded(byToken, s.token, { ...s }, policy.totalMax);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;

import { installedCrypto } from '../lib/crypto';
import { Code } from '@betsite/contracts/status-codes';
import { CODE_RESEND_COUNTDOWN_S } from '@betsite/contracts/constants';
import { CODE_ATTEMPTS_MAX, CODE_LENGTH, CODE_SENDS_PER_TARGET_PER_DAY_MAX, CODE_TTL_S } from '@betsite/contracts/routes/verification';
import { MESSAGES } from '@betsite/contracts/validation';
import type { Clock } from '../lib/clock';
import type { Outbox, OutboxChannel } from '../qa/outbox';
import { setBounded } from '../lib/bounded-map';
import { sameSecret } from './same-secret';
import { type Result, refuse, success } from '../lib/reply';

/**
 * SMS, voice and email verification codes: 6 digits, sent to the outbox, valid 5 minutes, single
 * use, compared in constant time, burnt after 5 wrong guesses. One live code per account and
 * purpose: asking again replaces it. Sending is limited per target (and per account and purpose)
 * to one per 60 s (6066) and per target to 10 per rolling 24 h (6034).
 */
export const CODE_TTL_MS = CODE_TTL_S * 1000;
export const RESEND_INTERVAL_MS = CODE_RESEND_COUNTDOWN_S * 1000;
export const DAILY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Bounds of the store: the oldest entries go first when a map is full. */
export const LIVE_CODES_MAX = 50_000;
export const RATE_ENTRIES_MAX = 100_000;

/**
 * bind: a phone or email being bound (signed in). reset: the forgotten-password wizard and the
 * signed-in password change by code. new-device: the new-device login.
 */
export type CodePurpose = 'bind' | 'reset' | 'new-device';

export interface CodeRequest {
  purpose: CodePurpose;
  userId: number;
  channel: OutboxChannel;
  /** Normalised target (see targetKey): what limits and verification compare. */
  target: string;
  /** The address as the outbox shows it to QA (the phone digits or the email). */
  to: string;
}

export interface SentCode {
  expiresAt: number;
}

interface LiveCode {
  purpose: CodePurpose;
  userId: number;
  target: string;
  code: string;
  expiresAt: number;
  attemptsLeft: number;
}

export function phoneTargetKey(areaCode: string, phone: string): string {
  return `+${areaCode} ${phone}`;
}

export function emailTargetKey(email: string): string {
  return email.trim().toLowerCase();
}

export function createVerificationCodes(clock: Clock) {
  const live = new Map<string, LiveCode>();
  /** Rate key → when the last code went out. */
  const lastSentAt = new Map<string, number>();
  /** Target → send times within the rolling day, oldest first, at most the daily maximum. */
  const sendsByTarget = new Map<string, number[]>();

  const liveKey = (purpose: CodePurpose, userId: number) => `${purpose}:${userId}`;

  return {
    /** Sends a new code (replacing the live one of this account and purpose) unless a limit says no. */
    issue(req: CodeRequest, outbox: Outbox): Result<SentCode> {
      const now = clock.now();
      const rateKeys = [`t:${req.target}`, `u:${req.userId}:${req.purpose}`];
      const waitMs = Math.max(0, ...rateKeys.map((k) => (lastSentAt.get(k) ?? -Infinity) + RESEND_INTERVAL_MS - now));
      if (waitMs > 0) {
        const retryInSeconds = Math.min(CODE_RESEND_COUNTDOWN_S, Math.ceil(waitMs / 1000));
        return refuse(Code.SIXTY_SECOND_LIMIT, `验证码已发送，请${retryInSeconds}秒后再试`, { retryInSeconds });
      }
      const recent = (sendsByTarget.get(req.target) ?? []).filter((t) => now - t < DAILY_WINDOW_MS);
      if (recent.length >= CODE_SENDS_PER_TARGET_PER_DAY_MAX) return refuse(Code.MAX_PHONE_ATTEMPTS);

      const code = String(installedCrypto().randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
      const expiresAt = now + CODE_TTL_MS;
      setBounded(live, liveKey(req.purpose, req.userId), { purpose: req.purpose, userId: req.userId, target: req.target, code, expiresAt, attemptsLeft: CODE_ATTEMPTS_MAX }, LIVE_CODES_MAX);
      for (const k of rateKeys) setBounded(lastSentAt, k, now, RATE_ENTRIES_MAX);
      setBounded(sendsByTarget, req.target, [...recent, now], RATE_ENTRIES_MAX);
      outbox.send({ channel: req.channel, to: req.to, code, purpose: req.purpose, expiresAt });
      return success({ expiresAt });
    },

    /**
     * Checks and uses up the live code of this account and purpose. `target`, when given, must be
     * the one the code was sent to: a code sent to phone A cannot bind phone B.
     */
    verify(q: { purpose: CodePurpose; userId: number; target?: string; code: string }): Result<void> {
      const key = liveKey(q.purpose, q.userId);
      const entry = live.get(key);
      if (!entry || (q.target !== undefined && entry.target !== q.target)) return refuse(Code.AUTHENTICATION_REQUIRED, MESSAGES.newDeviceCodeFirst);
      if (clock.now() > entry.expiresAt) {
        live.delete(key);
        return refuse(Code.AUTHENTICATION_CODE_EXPIRED);
      }
      if (!sameSecret(q.code, entry.code)) {
        entry.attemptsLeft -= 1;
        if (entry.attemptsLeft > 0) return refuse(Code.AUTHENTICATION_CODE_ERROR);
        live.delete(key);
        return refuse(Code.AUTHENTICATION_LOCKED, '验证码错误次数过多，请重新获取验证码');
      }
      live.delete(key);
      return success(undefined);
    },

    /** Whether a code of this account and purpose is waiting (not expired). */
    pending(purpose: CodePurpose, userId: number): boolean {
      const entry = live.get(liveKey(purpose, userId));
      return entry !== undefined && clock.now() <= entry.expiresAt;
    },

    /** Whether a code of this account and purpose was sent and not used up (expired ones included: verify says 6038). */
    issued(purpose: CodePurpose, userId: number): boolean {
      return live.has(liveKey(purpose, userId));
    },

    size: () => ({ live: live.size, rate: lastSentAt.size, daily: sendsByTarget.size }),
  };
}

export type VerificationCodes = ReturnType<typeof createVerificationCodes>;

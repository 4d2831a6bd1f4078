import { CODE_RESEND_COUNTDOWN_S } from '@betsite/contracts/constants';
import { Code } from '@betsite/contracts/status-codes';

/**
 * The code-resend countdown (60 s, spec 000 section 9) measured against a deadline rather than
 * counted tick by tick: a throttled background tab, or a test moving the clock, still shows the
 * true remaining time.
 */
export function remainingSeconds(deadlineMs: number | null, nowMs: number): number {
  if (deadlineMs === null) return 0;
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/** A server's figure (sendCode's resendInSeconds) as a countdown: whole seconds, at most 60. */
export function countdownSeconds(serverSeconds: number | undefined): number {
  if (serverSeconds === undefined || !Number.isFinite(serverSeconds) || serverSeconds <= 0) return CODE_RESEND_COUNTDOWN_S;
  return Math.min(Math.ceil(serverSeconds), CODE_RESEND_COUNTDOWN_S);
}

/**
 * 6066 ("sixty-second limit") says how long until another code may be requested: the countdown
 * resumes from there. null for any other reply.
 */
export function retryInSecondsOf(reply: { status_code: number; data: unknown }): number | null {
  if (reply.status_code !== Code.SIXTY_SECOND_LIMIT) return null;
  const data = reply.data as { retryInSeconds?: unknown } | null;
  return countdownSeconds(typeof data?.retryInSeconds === 'number' ? data.retryInSeconds : undefined);
}

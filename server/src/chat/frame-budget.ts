/**
 * A token bucket: `burstMax` frames at once, refilled at `perSecond`. Times come from the caller
 * (the socket passes real monotonic time) so the rule is tested without waiting.
 */
export function createFrameBudget(burstMax: number, perSecond: number, startMs: number) {
  let tokens = burstMax;
  let lastMs = startMs;
  return {
    /** Spends one token; false when none is left (the frame is over budget). */
    take(nowMs: number): boolean {
      tokens = Math.min(burstMax, tokens + (Math.max(0, nowMs - lastMs) * perSecond) / 1000);
      lastMs = nowMs;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
export type FrameBudget = ReturnType<typeof createFrameBudget>;

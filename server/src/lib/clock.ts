/**
 * The server's clock. QA can move it forward (never back) so expiries, countdowns and
 * settlement can be tested without waiting; everything time-based reads this, not Date.now().
 */
export interface Clock {
  now(): number;
  /** How far QA has moved the clock forward since the last reset. */
  offsetMs(): number;
  /** Moves the clock forward by `ms`; answers the new offset. */
  advance(ms: number): number;
  reset(): void;
}

export const CLOCK_ADVANCE_MAX_MS = 366 * 24 * 60 * 60 * 1000;

export function createClock(base: () => number = Date.now): Clock {
  let offsetMs = 0;
  return {
    now: () => base() + offsetMs,
    offsetMs: () => offsetMs,
    advance(ms) {
      if (!Number.isInteger(ms) || ms < 0 || ms > CLOCK_ADVANCE_MAX_MS) throw new RangeError(`advance: bad ms ${ms}`);
      offsetMs += ms;
      return offsetMs;
    },
    reset() {
      offsetMs = 0;
    },
  };
}

/**
 * The server's clock. QA can move it forward (never back) so expiries, countdowns and
 * settlement can be tested without waiting; everything time-based reads this, not Date.now().
 *
 * It runs on a wall clock: real time by default, or one that starts at a chosen instant
 * (`CLOCK_START`, see `wallClockFrom`) so that a test run does not depend on the hour it runs at.
 */
export interface Clock {
  now(): number;
  /** The wall clock under the QA offset: what a client's own clock reads (encryption stamps). */
  readonly wallNow: () => number;
  /** How far QA has moved the clock forward since the last reset. */
  offsetMs(): number;
  /** Moves the clock forward by `ms`; answers the new offset. */
  advance(ms: number): number;
  reset(): void;
  /** Puts back the offset of a saved world (composition/world-image.ts): not a QA move, so it may go back. */
  restoreOffset(offsetMs: number): void;
}

export const CLOCK_ADVANCE_MAX_MS = 366 * 24 * 60 * 60 * 1000;

export function createClock(wallNow: () => number = Date.now): Clock {
  let offsetMs = 0;
  return {
    now: () => wallNow() + offsetMs,
    wallNow,
    offsetMs: () => offsetMs,
    advance(ms) {
      if (!Number.isInteger(ms) || ms < 0 || ms > CLOCK_ADVANCE_MAX_MS) throw new RangeError(`advance: bad ms ${ms}`);
      offsetMs += ms;
      return offsetMs;
    },
    reset() {
      offsetMs = 0;
    },
    restoreOffset(ms) {
      // Any offset QA's moves may have added up to; the clock still never runs behind the wall.
      if (!Number.isSafeInteger(ms) || ms < 0) throw new RangeError(`restoreOffset: bad ms ${ms}`);
      offsetMs = ms;
    },
  };
}

/**
 * A wall clock that reads `startMs` now and runs at real speed from there; real time when no
 * start is given. Every world of one server shares one, so their clocks differ only by QA moves.
 */
export function wallClockFrom(startMs: number | undefined, realNow: () => number = Date.now): () => number {
  if (startMs === undefined) return realNow;
  const bootMs = realNow();
  return () => startMs + (realNow() - bootMs);
}

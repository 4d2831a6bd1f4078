/** The arithmetic of `npm run bench:web` (web.ts), apart so a unit test can check it. */
export interface Shift {
  value: number;
  startTime: number;
  hadRecentInput: boolean;
  /** What moved, described for the report. */
  sources: string[];
}

/**
 * CLS as Chrome reports it (web-vitals): shifts without recent input grouped into session windows
 * (gap < 1 s, window <= 5 s); the score is the largest window.
 */
export function cumulativeLayoutShift(shifts: readonly Pick<Shift, 'value' | 'startTime' | 'hadRecentInput'>[]): number {
  let best = 0;
  let windowValue = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of shifts) {
    if (shift.hadRecentInput) continue;
    if (shift.startTime - previous >= 1000 || shift.startTime - windowStart >= 5000) {
      windowValue = 0;
      windowStart = shift.startTime;
    }
    windowValue += shift.value;
    previous = shift.startTime;
    best = Math.max(best, windowValue);
  }
  return best;
}

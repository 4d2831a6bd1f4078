import type { SeededRandom } from '../../lib/seeded-random';
import type { MatchFormat } from './sport-rules';

/** What a season's calendar gives each match before the schedule names and prices it. */
export interface SeasonFixture {
  kickoffMs: number;
  home: string;
  away: string;
  /** The round of a league (1-based) or of a draw; null where the competition has none (NBA days). */
  round: number | null;
  /** When the match is listed; absent: the sport's usual notice before kick-off. */
  visibleFromMs?: number;
  /** A draw's result, fixed before the match is listed (timeline.ts plays a match that side wins). */
  winner?: 'H' | 'C';
  format?: MatchFormat;
  knockout?: boolean;
}

/**
 * The rounds of a single round robin by the circle method: every side meets every other once, one
 * match a round (a side rests where the count is odd). Home and away alternate round by round for
 * each pairing's position, so no side stays at home for long.
 */
export function circleRounds(sides: readonly string[]): [string, string][][] {
  const list: (string | null)[] = sides.length % 2 === 0 ? [...sides] : [...sides, null];
  const n = list.length;
  const rounds: [string, string][][] = [];
  for (let r = 0; r < n - 1; r++) {
    const round: [string, string][] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = list[i];
      const b = list[n - 1 - i];
      if (a === null || a === undefined || b === null || b === undefined) continue;
      // The fixed side alternates; the others by position and round.
      round.push((i === 0 ? r % 2 === 0 : (r + i) % 2 === 0) ? [a, b] : [b, a]);
    }
    rounds.push(round);
    // Rotate all but the first.
    list.splice(1, 0, list.pop() as string | null);
  }
  return rounds;
}

/** A seeded shuffle (Fisher-Yates) of a copy. */
export function shuffled<T>(items: readonly T[], rng: SeededRandom): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * Which local days each side plays, so that a fixture keeps `gapDays` between a side's match days
 * (3: two whole days of rest in between; 1: no two matches on a day). Each side's days are kept in
 * order, so a question costs a binary search (a season asks it for every side, every day).
 */
export class MatchDays {
  private readonly days = new Map<string, number[]>();

  constructor(private readonly gapDays: number) {}

  /** Whether a side can play on `day`. */
  free(side: string, day: number): boolean {
    const list = this.days.get(side);
    if (list === undefined) return true;
    const i = firstAtOrAfter(list, day);
    const next = list[i];
    const before = list[i - 1];
    return (next === undefined || next - day >= this.gapDays) && (before === undefined || day - before >= this.gapDays);
  }

  add(side: string, day: number): void {
    const list = this.days.get(side);
    if (list === undefined) this.days.set(side, [day]);
    else list.splice(firstAtOrAfter(list, day), 0, day);
  }

  /** The side's last match day before `day`, or -Infinity. */
  lastBefore(side: string, day: number): number {
    const list = this.days.get(side);
    if (list === undefined) return -Infinity;
    return list[firstAtOrAfter(list, day) - 1] ?? -Infinity;
  }
}

/** The first index of a sorted list whose value is at least `x`. */
function firstAtOrAfter(list: readonly number[], x: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((list[mid] as number) < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

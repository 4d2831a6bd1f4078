/** The hard instants of a Beijing calendar the suite must pass at, and how a run is summed up. */
export interface Instant {
  name: string;
  /** What the rules see there, in Beijing time. */
  beijing: string;
  /** The same instant in UTC (ISO 8601). */
  utc: string;
}

/**
 * Half a minute before each turn the rules care about, two instants that cover them all (two runs,
 * one per core, so the guard costs one run's time): Sunday 29 February 2032 ends a day, a week (the
 * weekly bonus turns on Monday 00:00), a month and is a leap day; New Year's Eve ends a month and a
 * year.
 */
export const INSTANTS: readonly Instant[] = [
  { name: 'leap-sunday', beijing: 'Sunday 2032-02-29 23:59:30', utc: '2032-02-29T15:59:30Z' },
  { name: 'year-turn', beijing: 'Thursday 2026-12-31 23:59:30', utc: '2026-12-31T15:59:30Z' },
];

/** libfaketime's absolute start ("@YYYY-MM-DD HH:MM:SS", read in the run's TZ=UTC). */
export function faketimeSpec(utcIso: string): string {
  const at = new Date(utcIso);
  if (Number.isNaN(at.getTime())) throw new RangeError(`faketimeSpec: not an instant: ${utcIso}`);
  return `@${at.toISOString().slice(0, 19).replace('T', ' ')}`;
}

export interface RunResult {
  instant: Instant;
  ok: boolean;
  output: string;
  seconds: number;
}

/** One line per run: the instant, the verdict, vitest's own test counts and the time it took. */
export function summarise(result: RunResult): string {
  const counts = /^\s*Tests\s+(.+?)\s*$/m.exec(result.output)?.[1] ?? 'no test counts (did vitest start?)';
  return `test:any-hour: ${result.instant.name} (${result.instant.beijing} Beijing): ${result.ok ? 'green' : 'FAILED'}, ${counts}, ${result.seconds} s`;
}

/**
 * Beijing time (UTC+8, no daylight saving): how players and support read order numbers, "today"
 * for daily limits and the activity week. Instants stay epoch milliseconds on the server clock.
 */
export const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

const twoDigits = (n: number) => (n < 10 ? `0${n}` : String(n));
/** The last second stamped: a busy second numbers many orders (placeBet stamps several per bet). */
let stamped = { second: NaN, stamp: '' };

/** yyyyMMddHHmmss in Beijing time: the middle part of every order number. */
export function beijingStamp(at: number): string {
  const second = Math.floor(at / 1000);
  if (second === stamped.second) return stamped.stamp;
  const d = new Date(at + BEIJING_OFFSET_MS);
  const year = d.getUTCFullYear();
  // Years of five digits or before 1000 as toISOString's digits would give them (never on a server clock).
  const stamp =
    year >= 1000 && year <= 9999
      ? `${year}${twoDigits(d.getUTCMonth() + 1)}${twoDigits(d.getUTCDate())}${twoDigits(d.getUTCHours())}${twoDigits(d.getUTCMinutes())}${twoDigits(d.getUTCSeconds())}`
      : d.toISOString().replace(/\D/g, '').slice(0, 14);
  stamped = { second, stamp };
  return stamp;
}

/** The Beijing calendar day of an instant, as a day number (for daily limits). */
export function beijingDay(at: number): number {
  return Math.floor((at + BEIJING_OFFSET_MS) / DAY_MS);
}

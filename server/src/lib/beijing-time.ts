/**
 * Beijing time (UTC+8, no daylight saving): how players and support read order numbers, "today"
 * for daily limits and the activity week. Instants stay epoch milliseconds on the server clock.
 */
export const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** yyyyMMddHHmmss in Beijing time: the middle part of every order number. */
export function beijingStamp(at: number): string {
  return new Date(at + BEIJING_OFFSET_MS).toISOString().replace(/\D/g, '').slice(0, 14);
}

/** The Beijing calendar day of an instant, as a day number (for daily limits). */
export function beijingDay(at: number): number {
  return Math.floor((at + BEIJING_OFFSET_MS) / DAY_MS);
}

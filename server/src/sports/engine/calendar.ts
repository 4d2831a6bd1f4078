/**
 * Local dates and kick-off times of the competitions' own places: a day is a number (days since
 * 1970-01-01 in the place's calendar), a kick-off a local time on it, turned into an instant with
 * the place's offset that day. Summer time follows the three rules the competitions need (the
 * European Union's, the United States', south-eastern Australia's), worked out here so that the
 * schedule is the same on every machine whatever its time-zone database.
 */

import { DAY_MS } from '../../lib/beijing-time';
import { setBounded } from '../../lib/bounded-map';

const HOUR_MS = 60 * 60 * 1000;

type SummerTime = 'eu' | 'us' | 'au' | null;

/** The places the competitions play in: their standard offset (hours) and their summer-time rule. */
export const ZONES = {
  'Europe/London': { offsetHours: 0, summer: 'eu' },
  'Europe/Paris': { offsetHours: 1, summer: 'eu' },
  'Europe/Moscow': { offsetHours: 3, summer: null },
  'Asia/Riyadh': { offsetHours: 3, summer: null },
  'Asia/Shanghai': { offsetHours: 8, summer: null },
  'Asia/Tokyo': { offsetHours: 9, summer: null },
  'Australia/Melbourne': { offsetHours: 10, summer: 'au' },
  'America/New_York': { offsetHours: -5, summer: 'us' },
  'America/Chicago': { offsetHours: -6, summer: 'us' },
} as const satisfies Record<string, { offsetHours: number; summer: SummerTime }>;
export type ZoneName = keyof typeof ZONES;

/** Days since 1970-01-01 of a calendar date (month 1-12). */
const dayNumber = (year: number, month: number, day: number): number => Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);

/** The calendar date of a day number. */
export function dateOf(day: number): { year: number; month: number; day: number } {
  const d = new Date(day * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** 0 Sunday .. 6 Saturday. */
export const weekdayOf = (day: number): number => (((day + 4) % 7) + 7) % 7;

/** The day number of the n-th (1-based; -1 the last) given weekday of a month. */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n > 0) {
    const first = dayNumber(year, month, 1);
    return first + ((weekday - weekdayOf(first) + 7) % 7) + 7 * (n - 1);
  }
  const last = dayNumber(year, month + 1, 1) - 1;
  return last - ((weekdayOf(last) - weekday + 7) % 7);
}

/** The instants summer time starts and ends in a year (UTC ms), or null. */
function summerSpan(summer: SummerTime, year: number, offsetHours: number): { startMs: number; endMs: number; south: boolean } | null {
  switch (summer) {
    case 'eu':
      // 01:00 UTC on the last Sunday of March and of October.
      return { startMs: nthWeekday(year, 3, 0, -1) * DAY_MS + HOUR_MS, endMs: nthWeekday(year, 10, 0, -1) * DAY_MS + HOUR_MS, south: false };
    case 'us':
      // 02:00 local standard time on the second Sunday of March, 02:00 local summer time on the first Sunday of November.
      return { startMs: nthWeekday(year, 3, 0, 2) * DAY_MS + (2 - offsetHours) * HOUR_MS, endMs: nthWeekday(year, 11, 0, 1) * DAY_MS + (1 - offsetHours) * HOUR_MS, south: false };
    case 'au':
      // Southern: summer time from 02:00 standard on the first Sunday of October to 03:00 summer time on the first Sunday of April.
      return { startMs: nthWeekday(year, 10, 0, 1) * DAY_MS + (2 - offsetHours) * HOUR_MS, endMs: nthWeekday(year, 4, 0, 1) * DAY_MS + (2 - offsetHours) * HOUR_MS, south: true };
    case null:
      return null;
  }
}

/** Summer-time spans already worked out, per zone and year (a season's calendar asks thousands of times). */
const spans = new Map<string, ReturnType<typeof summerSpan>>();
const SPANS_MAX = 1_000;

/** A place's offset from UTC at an instant, in ms. */
export function offsetMs(zone: ZoneName, atMs: number): number {
  const { offsetHours, summer } = ZONES[zone];
  if (summer === null) return offsetHours * HOUR_MS;
  const year = new Date(atMs).getUTCFullYear();
  const key = `${zone}|${year}`;
  let span = spans.get(key);
  if (span === undefined) {
    span = summerSpan(summer, year, offsetHours);
    setBounded(spans, key, span, SPANS_MAX);
  }
  if (span === null) return offsetHours * HOUR_MS;
  const inSummer = span.south ? atMs >= span.startMs || atMs < span.endMs : atMs >= span.startMs && atMs < span.endMs;
  return (offsetHours + (inSummer ? 1 : 0)) * HOUR_MS;
}

/** The instant of a local time ("19:30") on a local day. */
export function instantOf(zone: ZoneName, day: number, time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const wall = day * DAY_MS + (hours * 60 + minutes) * 60_000;
  // The offset at the wall time read as UTC is right except within hours of a change; one more step settles it.
  const first = wall - offsetMs(zone, wall);
  return wall - offsetMs(zone, first);
}

/** The local day of an instant. */
export const localDayOf = (zone: ZoneName, atMs: number): number => Math.floor((atMs + offsetMs(zone, atMs)) / DAY_MS);

/** A month and day "MM-DD" of a year as a day number. */
export function dayOfMonthDay(year: number, monthDay: string): number {
  const [month = 1, day = 1] = monthDay.split('-').map(Number);
  return dayNumber(year, month, day);
}

/** The first day on or after `day` that is the given weekday. */
export const onOrAfter = (day: number, weekday: number): number => day + ((weekday - weekdayOf(day) + 7) % 7);

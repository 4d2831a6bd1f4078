/**
 * Clock amounts as QA types them: "90s", "15m", "2h", "1d", or several together ("1h30m").
 * A bare number is minutes, the unit QA moves the clock by most often.
 */
const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
type Unit = keyof typeof UNIT_MS;

/** The server refuses a move of more than a year (mock.ts, POST /__mock/clock). */
export const CLOCK_ADVANCE_MAX_MS = 366 * 24 * 3600 * 1000;

/** The amount in ms, or null when the text is not an amount or is out of the server's range. */
export function parseDurationMs(text: string): number | null {
  const compact = text.trim().toLowerCase().replace(/\s+/g, '');
  if (compact === '') return null;
  if (/^\d+$/.test(compact)) return inRange(Number(compact) * UNIT_MS.m);
  if (!/^(\d+[smhd])+$/.test(compact)) return null;
  let total = 0;
  for (const [, amount, unit] of compact.matchAll(/(\d+)([smhd])/g)) total += Number(amount) * UNIT_MS[unit as Unit];
  return inRange(total);
}

function inRange(ms: number): number | null {
  return ms > 0 && ms <= CLOCK_ADVANCE_MAX_MS ? ms : null;
}

/** "1d 2h 3m 4s" (units that are zero left out; "0s" for nothing). */
export function formatDurationMs(ms: number): string {
  const sign = ms < 0 ? '-' : '';
  let left = Math.floor(Math.abs(ms) / 1_000);
  const parts: string[] = [];
  for (const [unit, size] of [['d', 86_400], ['h', 3_600], ['m', 60], ['s', 1]] as const) {
    const count = Math.floor(left / size);
    left -= count * size;
    if (count > 0) parts.push(`${count}${unit}`);
  }
  return parts.length === 0 ? '0s' : sign + parts.join(' ');
}

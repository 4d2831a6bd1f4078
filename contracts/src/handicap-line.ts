/**
 * Handicap and total lines in quarter goals, hong kong style. Zod-free; used by grading on the
 * server and by the client's display.
 *
 * A line is written as a whole or half number ("0", "0.5", "1", "2.5") or as a split of two
 * neighbouring ones ("0/0.5", "0.5/1", "2.5/3"): a quarter line, half the stake on each. In
 * quarters: "0/0.5" is 1, "0.5/1" is 3, "1" is 4, "2.5/3" is 11.
 *
 * Which side gives is said by the odd itself, not by a minus sign: on a handicap (wtype R) each
 * side's odd carries the line from its own point of view. The side that gives shows the plain line
 * ("0.5/1"), the side that receives it shows it with a leading "+" ("+0.5/1"); a level line is "0"
 * on both. In quarters, giving is positive and receiving negative. A total (OU) is never signed:
 * OUH is over (大), OUC is under (小).
 */

/** The longest line accepted: 400 (basketball totals count points, not goals). */
export const LINE_QUARTERS_MAX = 4 * 400;

const PART = /^(0|[1-9]\d{0,2})(?:\.(5))?$/;

function halves(part: string): number | null {
  const m = PART.exec(part);
  if (!m) return null;
  return Number(m[1]) * 2 + (m[2] === '5' ? 1 : 0);
}

/** A line's text in quarters (signed: "+" receives), or null when it is not a line. */
export function parseLine(text: string): number | null {
  const receives = text.startsWith('+');
  const body = receives ? text.slice(1) : text;
  const parts = body.split('/');
  let quarters: number | null = null;
  if (parts.length === 1) {
    const h = halves(parts[0]!);
    quarters = h === null ? null : 2 * h;
  } else if (parts.length === 2) {
    const low = halves(parts[0]!);
    const high = halves(parts[1]!);
    quarters = low !== null && high === low + 1 ? 2 * low + 1 : null;
  }
  if (quarters === null || quarters > LINE_QUARTERS_MAX) return null;
  if (receives && quarters === 0) return null;
  return receives ? -quarters : quarters;
}

function halvesText(h: number): string {
  return h % 2 === 0 ? String(h / 2) : `${(h - 1) / 2}.5`;
}

/** Quarters back to the line's text: the inverse of parseLine. */
export function formatLine(quarters: number): string {
  if (!Number.isInteger(quarters) || Math.abs(quarters) > LINE_QUARTERS_MAX) throw new RangeError(`not a line: ${quarters}`);
  const q = Math.abs(quarters);
  const text = q % 2 === 0 ? halvesText(q / 2) : `${halvesText((q - 1) / 2)}/${halvesText((q + 1) / 2)}`;
  return quarters < 0 ? `+${text}` : text;
}

export type LineResult = 'W' | 'LW' | 'P' | 'LL' | 'L';

/**
 * The result of a bet on a line, from the bettor's margin in goals and the line in quarters:
 *   handicap  lineResult(own - other, quarters the bettor's side gives)
 *   over      lineResult(total, line)          under  lineResult(-total, -line)
 * A split line is two bets of half the stake on its neighbours: one winning and one pushed is LW,
 * one pushed and one lost is LL.
 */
export function lineResult(marginGoals: number, lineQuarters: number): LineResult {
  if (!Number.isInteger(marginGoals) || !Number.isInteger(lineQuarters)) throw new RangeError('margin and line are integers');
  const edge = 4 * marginGoals - lineQuarters;
  if (lineQuarters % 2 === 0) return edge > 0 ? 'W' : edge < 0 ? 'L' : 'P';
  if (edge >= 3) return 'W';
  if (edge === 1) return 'LW';
  if (edge === -1) return 'LL';
  return 'L';
}

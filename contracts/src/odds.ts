/**
 * Exact odds arithmetic shared by the server (pricing, placing) and the client (bet slip). Zod-free
 * so the client's first paint can import it cheaply.
 *
 * The canonical price is `hkMilli`: hong kong odds (net win per 1 staked) in integer thousandths,
 * 920 = 0.92. Every other odds type is derived from it, in thousandths too:
 *
 *   E european   h + 1000                          (1.920)
 *   H hong kong  h                                 (0.920)
 *   I indonesian h >= 1000: h, else -1000000 / h   (-1.087)
 *   M malay      h <= 1000: h, else -1000000 / h   (-0.800 for h 1250)
 *
 * The inverse prices are rounded half away from zero at the 3rd decimal. Above 1.000 hong kong,
 * several hkMilli share one 3-decimal malay price (1501 and 1502 both show -0.666), so a displayed
 * malay price cannot name its hkMilli unless prices live on the "odds grid": the hkMilli that come
 * back from their own malay price. `snapHkMilli` puts a price on the grid; the pricing engine
 * publishes only grid prices, and then `parseOdds(formatOdds(h, t), t) === h` for every odds type,
 * so the bet slip knows the exact price the server pays.
 */
import { ODDS_TYPES } from './constants';

export type OddsType = (typeof ODDS_TYPES)[number];

/** The cheapest price we quote (0.010 hong kong) and the longest (100.000: a long-shot outright). */
export const HK_MILLI_MIN = 10;
export const HK_MILLI_MAX = 100_000;
const MILLI = 1000;
const MILLI_SQUARED = MILLI * MILLI;

/** Integer division rounded half away from zero, for positive operands. */
function divRound(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export function isHkMilli(h: number): boolean {
  return Number.isInteger(h) && h >= HK_MILLI_MIN && h <= HK_MILLI_MAX;
}

function assertHkMilli(h: number): void {
  if (!isHkMilli(h)) throw new RangeError(`not a price in hkMilli: ${h}`);
}

/** The price in thousandths of the odds type (signed for negative malay and indonesian prices). */
export function toOddsMilli(h: number, type: OddsType): number {
  assertHkMilli(h);
  switch (type) {
    case 'E':
      return h + MILLI;
    case 'H':
      return h;
    case 'I':
      return h >= MILLI ? h : -divRound(MILLI_SQUARED, h);
    case 'M':
      return h <= MILLI ? h : -divRound(MILLI_SQUARED, h);
  }
}

/** The price as shown and sent on the wire (`r`): a number with at most 3 decimals. */
export function formatOdds(h: number, type: OddsType): number {
  return toOddsMilli(h, type) / MILLI;
}

/**
 * The hkMilli of a price shown in an odds type, or null when the number is not a price of that type
 * (more than 3 decimals, out of range, a negative european price, a positive malay price above 1).
 * An inverse price maps to the grid hkMilli it stands for.
 */
export function parseOdds(value: number, type: OddsType): number | null {
  if (!Number.isFinite(value)) return null;
  const milli = Math.round(value * MILLI);
  if (Math.abs(milli - value * MILLI) > 1e-6) return null;
  const h = hkMilliOfOddsMilli(milli, type);
  return h !== null && isHkMilli(h) && toOddsMilli(h, type) === milli ? h : null;
}

function hkMilliOfOddsMilli(milli: number, type: OddsType): number | null {
  if (milli === 0) return null;
  switch (type) {
    case 'E':
      return milli - MILLI;
    case 'H':
      return milli;
    case 'I':
      if (milli > 0) return milli >= MILLI ? milli : null;
      return -milli > MILLI ? divRound(MILLI_SQUARED, -milli) : null;
    case 'M':
      if (milli > 0) return milli <= MILLI ? milli : null;
      return -milli < MILLI ? divRound(MILLI_SQUARED, -milli) : null;
  }
}

/** True when every odds type's 3-decimal price names this hkMilli back (see the file comment). */
export function isOnOddsGrid(h: number): boolean {
  return isHkMilli(h) && ODDS_TYPES.every((t) => parseOdds(formatOdds(h, t), t) === h);
}

/**
 * The grid price a price stands for: the hkMilli its own malay display names back. Prices at or
 * under 1.000 are on the grid already; above, the move is under one malay step (about 0.002 at
 * 2.000, 0.2 at 20.000), either way. The pricing engine applies it to every price it publishes.
 */
export function snapHkMilli(h: number): number {
  assertHkMilli(h);
  return h <= MILLI ? h : divRound(MILLI_SQUARED, divRound(MILLI_SQUARED, h));
}

/** European (decimal) odds in thousandths: the factor a winning stake is multiplied by. */
export function europeanMilli(h: number): number {
  assertHkMilli(h);
  return h + MILLI;
}

/**
 * A price as printed everywhere (grid, slip, bet lists, bet records): two decimals, three when the
 * third is not zero (0.92, 1.00, 0.757, -1.087), so a record never rounds away the booked price.
 */
export function oddsText(value: number): string {
  const fixed = value.toFixed(3);
  return fixed.endsWith('0') ? fixed.slice(0, -1) : fixed;
}

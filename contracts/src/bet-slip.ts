/**
 * The bet slip's display rules of spec 001 section 5, as pure functions. Zod-free. These are the
 * spec's on-screen figures; the amount the server pays is `winCents` / `parlayWinCents` (payout.ts).
 */

/** Round half away from zero to 2 decimals, reading the binary value as the decimal it prints as. */
function round2(value: number): number {
  const hundredths = Math.round(Math.abs(value) * 100 + 1e-9) / 100;
  return value < 0 ? -hundredths : hundredths;
}

/** Win amount = amount times odds, to 2 decimals; 0 when either is not a number. */
export function slipWinAmount(amount: unknown, odds: unknown): number {
  const value = Number(amount) * Number(odds);
  return Number.isFinite(value) ? round2(value) : 0;
}

/** A win computed from a ratio (negative malay or indonesian odds make it negative) is floored at 0. */
export function slipRatioWinAmount(amount: unknown, odds: unknown): number {
  return Math.max(0, slipWinAmount(amount, odds));
}

/**
 * The real bet amount (spec 001 section 5): an amount above the smaller of the two max limits is
 * clamped to it, and when it was also above the second limit the result is floored to a whole
 * yuan (100 cents). `clamped` tells the slip to fire its callback (it shows the new amount).
 */
export function clampStakeCents(amountCents: number, firstMaxCents: number, secondMaxCents: number): { amountCents: number; clamped: boolean } {
  const limitCents = Math.min(firstMaxCents, secondMaxCents);
  if (!(amountCents > limitCents)) return { amountCents, clamped: false };
  const flooredCents = amountCents > secondMaxCents ? Math.floor(limitCents / 100) * 100 : limitCents;
  return { amountCents: flooredCents, clamped: true };
}

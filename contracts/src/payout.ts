/**
 * What a bet pays, on integer cents and hkMilli prices (see odds.ts), so that the bet slip shows
 * exactly what the server pays. Zod-free. Rounding happens once per amount, always down to the
 * cent: the house never pays more than the exact amount.
 */
import { baseResult, type ResultCode } from './sportsbook';
import { europeanMilli } from './odds';

const MILLI = 1000n;

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not an amount in cents: ${cents}`);
}

/** floor(a * b / c) on non-negative integers, exact at any size. */
function mulDivFloor(a: number, b: bigint, c: bigint): number {
  return Number((BigInt(a) * b) / c);
}

/** The net win of a single bet that wins in full: stake times the hong kong price, floored to the cent. */
export function winCents(stakeCents: number, hkMilli: number): number {
  assertCents(stakeCents);
  return mulDivFloor(stakeCents, BigInt(europeanMilli(hkMilli)) - MILLI, MILLI);
}

/**
 * What settlement credits back for a single bet (stake included), or null for A: the bet is open
 * again and nothing is credited.
 *   W   stake + win                       LW  stake + half the win (half the stake wins, half is pushed)
 *   LL  half the stake, floored           L   0
 *   P   the stake (push)                  D and every D variant: the stake (void)
 */
export function returnCents(result: ResultCode, stakeCents: number, hkMilli: number): number | null {
  assertCents(stakeCents);
  const h = BigInt(europeanMilli(hkMilli)) - MILLI;
  switch (baseResult(result)) {
    case 'A':
      return null;
    case 'W':
      return stakeCents + mulDivFloor(stakeCents, h, MILLI);
    case 'LW':
      return stakeCents + mulDivFloor(stakeCents, h, 2n * MILLI);
    case 'LL':
      return Math.floor(stakeCents / 2);
    case 'L':
      return 0;
    case 'P':
    case 'D':
      return stakeCents;
  }
}

/**
 * The valid bet (有效投注) of a settled bet: the stake for W and L, the half that was played for
 * LW and LL (the larger half when the stake is an odd number of cents: the half LL loses), 0 for a
 * push, a void or an open bet.
 */
export function validBetCents(result: ResultCode, stakeCents: number): number {
  assertCents(stakeCents);
  switch (baseResult(result)) {
    case 'W':
    case 'L':
      return stakeCents;
    case 'LW':
    case 'LL':
      return stakeCents - Math.floor(stakeCents / 2);
    case 'A':
    case 'P':
    case 'D':
      return 0;
  }
}

// ---------------------------------------------------------------------------------------------
// Parlays

/** A settled leg's result (or null while its match is open) and its price. */
export interface ParlayLeg {
  readonly hkMilli: number;
  readonly result: ResultCode | null;
}

/**
 * A leg's factor in european (decimal) terms as an exact fraction: W e, LW (1+e)/2, LL 1/2,
 * P and D 1, L 0; null while the leg is open (no result, or A restored).
 */
function legFactor(leg: ParlayLeg): readonly [bigint, bigint] | null {
  if (leg.result === null) return null;
  const e = BigInt(europeanMilli(leg.hkMilli));
  switch (baseResult(leg.result)) {
    case 'A':
      return null;
    case 'W':
      return [e, MILLI];
    case 'LW':
      return [MILLI + e, 2n * MILLI];
    case 'LL':
      return [1n, 2n];
    case 'L':
      return [0n, 1n];
    case 'P':
    case 'D':
      return [1n, 1n];
  }
}

/**
 * What a parlay credits back, or null while a leg is still open (unless a settled leg already
 * lost: then 0). The legs' factors multiply as exact fractions (bigint) and the product times the
 * stake is floored to the cent once, at the end.
 */
export function parlayReturnCents(stakeCents: number, legs: readonly ParlayLeg[]): number | null {
  assertCents(stakeCents);
  if (legs.length === 0) throw new RangeError('a parlay has legs');
  const factors = legs.map(legFactor);
  if (factors.some((f) => f !== null && f[0] === 0n)) return 0;
  if (factors.some((f) => f === null)) return null;
  let numerator = 1n;
  let denominator = 1n;
  for (const f of factors as (readonly [bigint, bigint])[]) {
    numerator *= f[0];
    denominator *= f[1];
  }
  return mulDivFloor(stakeCents, numerator, denominator);
}

/** The net win of a parlay whose legs all win: stake times (product of european odds - 1), floored once. */
export function parlayWinCents(stakeCents: number, hkMillis: readonly number[]): number {
  const back = parlayReturnCents(stakeCents, hkMillis.map((hkMilli) => ({ hkMilli, result: 'W' })));
  return (back ?? 0) - stakeCents;
}

/**
 * The combined price of a parlay in hkMilli, for display (the ticket's `odds`): the product of the
 * european odds minus 1, floored to the thousandth. Payouts never use it: they use the exact product.
 */
export function parlayHkMilli(hkMillis: readonly number[]): number {
  if (hkMillis.length === 0) throw new RangeError('a parlay has legs');
  let numerator = 1n;
  for (const h of hkMillis) numerator *= BigInt(europeanMilli(h));
  return Number(numerator / MILLI ** BigInt(hkMillis.length - 1)) - 1000;
}

/**
 * The deposit-bonus helper of spec 000 sections 5 and 9, shared by the client (to preview a bonus
 * on the first/again deposit pages) and the server (to confirm it): when the deposit reaches the
 * threshold, the bonus is the deposit times the rate, capped at the maximum; otherwise 0. Any
 * missing input also gives 0 (the spec: "returns 0 when any input is missing").
 *
 * Money is integer cents; the rate is held in basis points so that, for example, 1.00 yuan at
 * 29% is exactly 29 cents (100 * 0.29 in floating point is 28.999…). The bonus is rounded down:
 * a player is never promised a cent the rule does not give.
 */

/** Rates travel as decimals with at most 4 places (0.0001 = 1 basis point). */
export const RATE_BASIS_POINTS = 10_000;
/** A bonus of more than 10 times the deposit is a configuration mistake, never a promotion. */
export const PROMOTION_RATE_MAX = 10;

export interface BonusRuleCents {
  thresholdCents: number;
  /** Fraction of the deposit, e.g. 0.5 for 50%; at most 4 decimals. */
  rate: number;
  maxCents: number;
}

type Maybe<T> = T | null | undefined;

/** The rule as the wire carries it: yuan with at most 2 decimals. */
export interface BonusRuleYuan {
  threshold: number;
  rate: number;
  max: number;
}

function isCents(n: Maybe<number>): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
}

/** The rate in whole basis points, or null when it is not a usable rate. */
export function rateBasisPoints(rate: Maybe<number>): number | null {
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate < 0 || rate > PROMOTION_RATE_MAX) return null;
  return Math.round(rate * RATE_BASIS_POINTS);
}

/** The bonus in cents for a deposit in cents; 0 when an input is missing or the threshold is not met. */
export function depositBonusCents(amountCents: Maybe<number>, rule: Maybe<Partial<BonusRuleCents>>): number {
  if (!rule || !isCents(amountCents) || !isCents(rule.thresholdCents) || !isCents(rule.maxCents)) return 0;
  const bps = rateBasisPoints(rule.rate);
  if (bps === null || amountCents === 0 || amountCents < rule.thresholdCents) return 0;
  // amountCents * bps stays exact below 2^53 for any deposit under 9 × 10^11 yuan at rate 10.
  const raw = Math.floor((amountCents * bps) / RATE_BASIS_POINTS);
  return Math.min(raw, rule.maxCents);
}

/** Yuan (at most 2 decimals) to cents, or null when the value is not a money amount. */
export function yuanToCents(yuan: Maybe<number>): number | null {
  if (typeof yuan !== 'number' || !Number.isFinite(yuan) || yuan < 0) return null;
  const cents = Math.round(yuan * 100);
  return Math.abs(cents - yuan * 100) < 1e-6 && Number.isSafeInteger(cents) ? cents : null;
}

/** The same helper for the client, which holds yuan as the wire does: the bonus in yuan. */
export function depositBonusYuan(amountYuan: Maybe<number>, rule: Maybe<Partial<BonusRuleYuan>>): number {
  if (!rule) return 0;
  const thresholdCents = yuanToCents(rule.threshold);
  const maxCents = yuanToCents(rule.max);
  if (thresholdCents === null || maxCents === null) return 0;
  return depositBonusCents(yuanToCents(amountYuan), { thresholdCents, rate: rule.rate, maxCents }) / 100;
}

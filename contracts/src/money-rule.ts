/**
 * The one money rule, shared by every amount field of the contract and by the server's conversion
 * to cents, so a value the contract accepts always converts. Zod-free: plain functions.
 *
 * Yuan on the wire have at most 2 decimals. `multipleOf(0.01)` cannot say that about floats
 * (it accepts 1e-7, whose text has no decimals point, and 1e21), so the rule reads the number's
 * shortest text instead: String(n) is the shortest text that reads back as n, which has at most
 * 2 decimals exactly when the number is one a person could type with at most 2 decimals.
 */

/** The message of the rule (spec 001 section 5, the transfer amount's wording, used for every amount). */
export const MONEY_RULE_MESSAGE = '请输入正确的金额，最多两位小数';

/**
 * Far above any balance of the site, far below where doubles stop telling cents apart
 * (10^13 yuan is 10^15 cents, under 2^53), so every amount this rule accepts is exact in cents.
 */
export const MONEY_YUAN_ABS_MAX = 10_000_000_000_000;

const TWO_DECIMALS_RE = /^-?\d+(?:\.\d{1,2})?$/;

/** The integer cents of an amount of yuan, or null when the amount breaks the money rule. */
export function centsOfYuan(yuan: number): number | null {
  if (!Number.isFinite(yuan) || Math.abs(yuan) > MONEY_YUAN_ABS_MAX) return null;
  if (!TWO_DECIMALS_RE.test(String(yuan))) return null;
  // `+ 0` turns -0 into 0: a refund of "-0" cents must not print as "-0.00".
  return Math.round(yuan * 100) + 0;
}

/** Whether an amount of yuan follows the money rule. */
export function isMoneyYuan(yuan: number): boolean {
  return centsOfYuan(yuan) !== null;
}

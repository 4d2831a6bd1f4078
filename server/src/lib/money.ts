import { centsOfYuan } from '@betsite/contracts/money-rule';

/**
 * Amounts are integer cents inside the server; the wire carries yuan with at most 2 decimals.
 * Conversions happen only at the edge (handlers), never inside domain modules.
 */

/**
 * Cents of a contract-valid amount (a number or an amount text). It applies the contract's own
 * money rule, so it cannot refuse what the contract accepted: a throw here is a programmer error
 * (a field not declared with the rule), never a player's input.
 */
export function toCents(yuan: number | string): number {
  const cents = centsOfYuan(typeof yuan === 'string' ? Number(yuan) : yuan);
  if (cents === null) throw new RangeError(`toCents: not an amount under the money rule: ${String(yuan).slice(0, 40)}`);
  return cents;
}

export function toYuan(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`toYuan: cents must be an integer: ${cents}`);
  return cents / 100;
}

/** "1234.50"-style fixed string, for fields the spec shows with 2 decimals (totalMoney). */
export function toYuanString(cents: number): string {
  return toYuan(cents).toFixed(2);
}

/**
 * Amounts are integer cents inside the server; the wire carries yuan with at most 2 decimals.
 * Conversions happen only at the edge (handlers), never inside domain modules.
 */
export function toCents(yuan: number | string): number {
  const n = typeof yuan === 'string' ? Number(yuan) : yuan;
  if (!Number.isFinite(n)) throw new RangeError(`toCents: not a number: ${String(yuan)}`);
  const cents = Math.round(n * 100);
  if (Math.abs(cents - n * 100) > 1e-6) throw new RangeError(`toCents: more than 2 decimals: ${String(yuan)}`);
  if (!Number.isSafeInteger(cents)) throw new RangeError(`toCents: out of range: ${String(yuan)}`);
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

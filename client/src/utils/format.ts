import { BALANCE_DECIMALS, CURRENCY } from '@betsite/contracts/constants';

/**
 * Number formats of spec 000 section 9: Chinese locale, a trailing ".00" trimmed, currency CNY.
 * Only an exact ".00" is trimmed: "12.50" keeps its zero so money columns stay aligned.
 */
const LOCALE = 'zh-CN';

const decimal2 = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const currency2 = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const TRAILING_ZERO_CENTS = /\.00$/;

function toFinite(value: number | string | null | undefined): number {
  const n = typeof value === 'string' ? Number(value) : value ?? 0;
  return Number.isFinite(n) ? n : 0;
}

/** 1234 → "1,234"; 1234.5 → "1,234.50"; "abc" → "0". */
export function formatNumber(value: number | string | null | undefined): string {
  return decimal2.format(toFinite(value)).replace(TRAILING_ZERO_CENTS, '');
}

/** 1234 → "¥1,234"; 1234.5 → "¥1,234.50". */
export function formatCurrency(value: number | string | null | undefined): string {
  return currency2.format(toFinite(value)).replace(TRAILING_ZERO_CENTS, '');
}

const balance = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: BALANCE_DECIMALS, maximumFractionDigits: BALANCE_DECIMALS });

/** Balances always show two decimals (spec 001 section 9): 1234 → "1,234.00". */
export function formatBalance(value: number | string | null | undefined): string {
  return balance.format(toFinite(value));
}

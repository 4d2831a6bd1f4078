import { describe, expect, it } from 'vitest';
import { formatBalance, formatCurrency, formatNumber } from './format';

describe('formatNumber', () => {
  it('groups thousands the Chinese way and trims an exact .00', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(1234.5)).toBe('1,234.50');
    expect(formatNumber(0.01)).toBe('0.01');
  });

  it('rounds to two decimals and trims when the rounding lands on .00', () => {
    expect(formatNumber(9.999)).toBe('10');
    expect(formatNumber('88.004')).toBe('88');
  });

  it('shows 0 for missing or non-numeric input', () => {
    expect(formatNumber(undefined)).toBe('0');
    expect(formatNumber(null)).toBe('0');
    expect(formatNumber('abc')).toBe('0');
    expect(formatNumber(Number.NaN)).toBe('0');
  });
});

describe('formatCurrency', () => {
  it('prefixes CNY and trims an exact .00', () => {
    expect(formatCurrency(1234)).toBe('¥1,234');
    expect(formatCurrency(1234.5)).toBe('¥1,234.50');
    expect(formatCurrency(-20)).toBe('-¥20');
  });
});

describe('formatBalance', () => {
  it('always keeps two decimals, as balances are shown', () => {
    expect(formatBalance(1234)).toBe('1,234.00');
    expect(formatBalance('0.5')).toBe('0.50');
  });
});

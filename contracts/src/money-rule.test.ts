import { describe, expect, it } from 'vitest';
import { centsOfYuan, MONEY_YUAN_ABS_MAX } from './money-rule';

describe('the money rule', () => {
  it.each([
    [0, 0],
    [-0, 0],
    [110, 11_000],
    [110.0, 11_000],
    [0.29, 29],
    [1000.5, 100_050],
    [-12.34, -1_234],
    [MONEY_YUAN_ABS_MAX, MONEY_YUAN_ABS_MAX * 100],
    [99_999_999.99, 9_999_999_999],
  ])('reads %s yuan as %s cents', (yuan, cents) => {
    expect(Object.is(centsOfYuan(yuan), cents)).toBe(true);
  });

  it.each([1e-7, 1e-9, 0.001, 0.1 + 0.2, 1.005, 1e21, 1e300, MONEY_YUAN_ABS_MAX + 1, Number.NaN, Infinity, -Infinity, Number.MIN_VALUE])(
    'refuses %s: more than 2 decimals, or out of range',
    (yuan) => {
      expect(centsOfYuan(yuan)).toBeNull();
    },
  );
});

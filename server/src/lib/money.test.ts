import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { moneyAmount } from '@betsite/contracts/envelope';
import { signedMoney } from '@betsite/contracts/money-fields';
import { transferAmount } from '@betsite/contracts/validation';
import { toCents, toYuan, toYuanString } from './money';

describe('money', () => {
  it('converts yuan to integer cents without float drift', () => {
    expect(toCents(0.3)).toBe(30);
    expect(toCents('8888.88')).toBe(888888);
    expect(toCents(19.99)).toBe(1999);
  });
  it('refuses more than 2 decimals and non-numbers', () => {
    expect(() => toCents('1.005')).toThrow(RangeError);
    expect(() => toCents('abc')).toThrow(RangeError);
    expect(() => toCents(Number.MAX_VALUE)).toThrow(RangeError);
    expect(() => toCents(0.1 + 0.2)).toThrow(RangeError);
    expect(() => toCents(1e-7)).toThrow(RangeError);
  });
  it('never throws on an amount the contract accepts (tiny, huge, -0, float noise)', () => {
    const edge = fc.constantFrom(1e-7, 1e-9, -0, 1e21, 1e300, 0.1 + 0.2, 1.005, 99_999_999.99, 1e13, 1e13 + 0.01, 5e-324);
    fc.assert(
      fc.property(fc.oneof(edge, fc.double(), fc.integer().map((n) => n / 100)), (n) => {
        for (const schema of [moneyAmount, signedMoney]) if (schema.safeParse(n).success) expect(Number.isSafeInteger(toCents(n))).toBe(true);
        const text = transferAmount.safeParse(String(n));
        if (text.success) expect(toCents(text.data)).toBeGreaterThan(0);
      }),
      { seed: 20261121, numRuns: 2_000 },
    );
  });
  it('formats cents back', () => {
    expect(toYuan(1999)).toBe(19.99);
    expect(toYuanString(100)).toBe('1.00');
  });
});

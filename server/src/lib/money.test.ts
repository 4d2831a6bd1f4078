import { describe, expect, it } from 'vitest';
import { toCents, toYuan, toYuanString } from './money';

describe('money', () => {
  it('converts yuan to integer cents without float drift', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents('8888.88')).toBe(888888);
    expect(toCents(19.99)).toBe(1999);
  });
  it('refuses more than 2 decimals and non-numbers', () => {
    expect(() => toCents('1.005')).toThrow(RangeError);
    expect(() => toCents('abc')).toThrow(RangeError);
    expect(() => toCents(Number.MAX_VALUE)).toThrow(RangeError);
  });
  it('formats cents back', () => {
    expect(toYuan(1999)).toBe(19.99);
    expect(toYuanString(100)).toBe('1.00');
  });
});

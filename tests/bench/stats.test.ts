import { describe, expect, it } from 'vitest';
import { median, percentile } from './stats';

describe('bench statistics', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow(RangeError);
  });

  it('takes the percentile of sorted values, the last for p99 of fewer than 100, 0 of none', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 50)).toBe(51);
    expect(percentile(hundred, 99)).toBe(100);
    expect(percentile([1, 2, 3], 99)).toBe(3);
    expect(percentile([], 99)).toBe(0);
  });
});

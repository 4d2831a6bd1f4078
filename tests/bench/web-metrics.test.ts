import { describe, expect, it } from 'vitest';
import { cumulativeLayoutShift } from './web-metrics';

const shift = (startTime: number, value: number, hadRecentInput = false) => ({ startTime, value, hadRecentInput });

describe('web benchmark arithmetic', () => {
  it('scores CLS as the largest session window (gap under 1 s, window under 5 s)', () => {
    expect(cumulativeLayoutShift([])).toBe(0);
    // Two windows: 0.05 + 0.03 (gap 500 ms), then 0.06 alone after a 1.5 s gap.
    expect(cumulativeLayoutShift([shift(100, 0.05), shift(600, 0.03), shift(2100, 0.06)])).toBeCloseTo(0.08);
    // A window closes after 5 s even without a gap.
    const steady = Array.from({ length: 12 }, (_, i) => shift(i * 900, 0.01));
    expect(cumulativeLayoutShift(steady)).toBeCloseTo(0.06);
  });

  it('leaves out shifts that follow user input', () => {
    expect(cumulativeLayoutShift([shift(100, 0.2, true), shift(200, 0.01)])).toBeCloseTo(0.01);
  });
});

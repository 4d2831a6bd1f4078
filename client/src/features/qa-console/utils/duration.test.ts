import { describe, expect, it } from 'vitest';
import { CLOCK_ADVANCE_MAX_MS, formatDurationMs, parseDurationMs } from './duration';

describe('clock amounts QA types', () => {
  it('reads seconds, minutes, hours, days and their sums', () => {
    expect(parseDurationMs('90s')).toBe(90_000);
    expect(parseDurationMs('15m')).toBe(900_000);
    expect(parseDurationMs('2h')).toBe(7_200_000);
    expect(parseDurationMs('1d')).toBe(86_400_000);
    expect(parseDurationMs(' 1h 30m ')).toBe(5_400_000);
  });

  it('reads a bare number as minutes', () => {
    expect(parseDurationMs('5')).toBe(300_000);
  });

  it('refuses text that is not an amount, zero, and more than the server moves at once', () => {
    for (const text of ['', 'soon', '1x', '-5m', '1.5h', '0m']) expect(parseDurationMs(text)).toBeNull();
    expect(parseDurationMs('367d')).toBeNull();
    expect(parseDurationMs('366d')).toBe(CLOCK_ADVANCE_MAX_MS);
  });

  it('writes an offset with the units that are not zero', () => {
    expect(formatDurationMs(0)).toBe('0s');
    expect(formatDurationMs(5_400_000)).toBe('1h 30m');
    expect(formatDurationMs(90_061_000)).toBe('1d 1h 1m 1s');
  });
});

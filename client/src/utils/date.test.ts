import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date';

describe('dates in Beijing time', () => {
  it('shows epoch milliseconds as Beijing date and time', () => {
    expect(formatDateTime(Date.UTC(2025, 0, 1, 2, 53, 20))).toBe('2025/01/01 10:53:20');
    expect(formatDate(Date.UTC(2024, 11, 31, 16, 0, 0))).toBe('2025/01/01');
  });
});

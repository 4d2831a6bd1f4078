import { describe, expect, it } from 'vitest';
import { visibleCount } from './visible-count';

describe('visibleCount', () => {
  it('shows every item and no 更多 when all fit', () => {
    expect(visibleCount([50, 50, 50], 150, 60)).toBe(3);
  });

  it('keeps room for 更多 once one item does not fit', () => {
    // 4 x 50 = 200 > 180: 更多 (60) + two items (100) = 160 fits, a third would make 210.
    expect(visibleCount([50, 50, 50, 50], 180, 60)).toBe(2);
  });

  it('puts everything under 更多 when not even one item fits beside it', () => {
    expect(visibleCount([80, 80], 100, 60)).toBe(0);
  });
});

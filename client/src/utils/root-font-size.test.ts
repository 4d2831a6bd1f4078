import { describe, expect, it } from 'vitest';
import { ROOT_FONT_BASE_PX, rootFontScale, rootFontSizePx } from './root-font-size';

describe('root font scaling (base width 1920, ×1.33 under 1600)', () => {
  it('is the base size at 1920 and never grows past it', () => {
    expect(rootFontSizePx(1920)).toBe(ROOT_FONT_BASE_PX);
    expect(rootFontSizePx(2560)).toBe(ROOT_FONT_BASE_PX);
  });

  it('applies the full 1.33 boost under 1600', () => {
    expect(rootFontScale(1599)).toBe(1.33);
    expect(rootFontSizePx(1440)).toBeCloseTo(16 * (1440 / 1920) * 1.33, 2);
  });

  it('eases the boost from 1.33 at 1600 to 1 at 1920 with no jump', () => {
    expect(rootFontScale(1600)).toBeCloseTo(1.33, 5);
    expect(rootFontScale(1760)).toBeCloseTo(1.165, 5);
    expect(rootFontScale(1919.99)).toBeCloseTo(1, 3);
    expect(Math.abs(rootFontSizePx(1600) - rootFontSizePx(1599))).toBeLessThan(0.05);
  });
});

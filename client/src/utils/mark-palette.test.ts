import { describe, expect, it } from 'vitest';
import { MARK_PALETTE, markColours, markInitials, stableHash } from './mark-palette';

describe('venue mark palette', () => {
  it('gives a name the same colours every time', () => {
    expect(markColours('AG')).toEqual(markColours('AG'));
    expect(stableHash('EVO')).toBe(stableHash('EVO'));
  });

  it('spreads different names over the palette', () => {
    const used = new Set(['AG', 'EVO', 'BG', 'DG', 'CR', 'SB', 'IM', 'KY', 'PG', 'MG', 'CQ9', 'JDB'].map((code) => markColours(code)));
    expect(used.size).toBeGreaterThanOrEqual(MARK_PALETTE.length / 2);
  });

  it('shows up to three capital letters of a code, two characters of a Chinese name', () => {
    expect(markInitials('evo')).toBe('EVO');
    expect(markInitials('CQ9-X')).toBe('CQ9');
    expect(markInitials('金冠体育')).toBe('金冠');
  });
});

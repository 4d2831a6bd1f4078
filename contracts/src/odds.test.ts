import { describe, expect, it } from 'vitest';
import { ODDS_TYPES } from './constants';
import { formatOdds, HK_MILLI_MAX, HK_MILLI_MIN, isOnOddsGrid, parseOdds, snapHkMilli, toOddsMilli } from './odds';

// Known conversions, as books print them.
const TABLE: [hk: number, e: number, i: number, m: number][] = [
  [920, 1.92, -1.087, 0.92],
  [1250, 2.25, 1.25, -0.8],
  [500, 1.5, -2.0, 0.5],
  [2000, 3.0, 2.0, -0.5],
  [1000, 2.0, 1.0, 1.0],
  [850, 1.85, -1.176, 0.85],
  [1100, 2.1, 1.1, -0.909],
  [750, 1.75, -1.333, 0.75],
  [10, 1.01, -100.0, 0.01],
  [100_000, 101.0, 100.0, -0.01],
];

describe('odds conversions', () => {
  it.each(TABLE)('hong kong %d thousandths shows E %d, I %d, M %d', (hk, e, i, m) => {
    expect(formatOdds(hk, 'H')).toBe(hk / 1000);
    expect(formatOdds(hk, 'E')).toBe(e);
    expect(formatOdds(hk, 'I')).toBe(i);
    expect(formatOdds(hk, 'M')).toBe(m);
    for (const [type, shown] of [['E', e], ['H', hk / 1000], ['I', i], ['M', m]] as const) expect(parseOdds(shown, type)).toBe(hk);
  });

  it('rounds inverse prices half away from zero at the 3rd decimal', () => {
    expect(toOddsMilli(1504, 'M')).toBe(-665); // 664.89
    expect(toOddsMilli(1144, 'M')).toBe(-874); // 874.13
    expect(toOddsMilli(80_000, 'M')).toBe(-13); // 12.5 exactly: away from zero
    expect(toOddsMilli(400, 'I')).toBe(-2500); // exact
  });

  it('refuses numbers that are not a price of their type', () => {
    expect(parseOdds(0.9205, 'H')).toBeNull(); // 4 decimals
    expect(parseOdds(0.92, 'E')).toBeNull(); // european is above 1
    expect(parseOdds(1.2, 'M')).toBeNull(); // positive malay is at most 1
    expect(parseOdds(-1.2, 'M')).toBeNull(); // negative malay is above -1
    expect(parseOdds(-0.8, 'I')).toBeNull(); // negative indonesian is below -1
    expect(parseOdds(0.8, 'I')).toBeNull(); // positive indonesian is at least 1
    expect(parseOdds(0, 'H')).toBeNull();
    expect(parseOdds(Number.NaN, 'H')).toBeNull();
    expect(parseOdds(0.005, 'H')).toBeNull(); // below HK_MILLI_MIN
    expect(parseOdds(-0.666, 'M')).toBe(1502); // names the grid price it stands for
  });

  it('round-trips every grid price exactly in every odds type, and every shown price back to itself', () => {
    const failures: string[] = [];
    for (let h = HK_MILLI_MIN; h <= 20_000; h++) {
      const grid = snapHkMilli(h);
      if (snapHkMilli(grid) !== grid || !isOnOddsGrid(grid)) failures.push(`snap ${h}`);
      for (const t of ODDS_TYPES) {
        if (parseOdds(formatOdds(grid, t), t) !== grid) failures.push(`grid ${grid} ${t}`);
        // Any price shown, grid or not, parses to a price that shows the same.
        if (formatOdds(parseOdds(formatOdds(h, t), t)!, t) !== formatOdds(h, t)) failures.push(`shown ${h} ${t}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('keeps every price up to 1.000; moves a price above it by at most half a malay step', () => {
    for (let h = HK_MILLI_MIN; h <= 1000; h++) expect(snapHkMilli(h)).toBe(h);
    expect(isOnOddsGrid(1501)).toBe(false); // shows -0.666 in malay, like 1502
    expect(snapHkMilli(1501)).toBe(1502);
    for (let h = 1001; h <= HK_MILLI_MAX; h += 7) {
      const k = -toOddsMilli(h, 'M');
      // The shown price is within half a thousandth of 1e6 / h, so h is within half a malay step of 1e6 / k.
      expect(Math.abs(snapHkMilli(h) - h)).toBeLessThanOrEqual(0.5 * 1e6 / (k * (k - 0.5)) + 0.5);
    }
  });

  it('throws on a price outside the quoted range (a programmer error)', () => {
    expect(() => formatOdds(HK_MILLI_MIN - 1, 'H')).toThrow(RangeError);
    expect(() => formatOdds(HK_MILLI_MAX + 1, 'E')).toThrow(RangeError);
    expect(() => formatOdds(920.5, 'E')).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { gradeLeg, resultOf, type LegResult, type MatchResult } from './grading';
import { cancelNow, generateTimeline } from './timeline';

const ft = (h: number, c: number, ht: [number, number] = [0, 0]): MatchResult => ({ gameType: 'FT', regulation: { h, c }, halfTime: { h: ht[0], c: ht[1] }, outrightWinnerIndex: null });

// [wtype, rtype, lineQuarters, final h, final c, expected]; R lines are what home gives.
const TABLE: [string, string, number | null, number, number, LegResult][] = [
  ['R', 'RH', 0, 1, 0, 'W'], ['R', 'RH', 0, 0, 0, 'P'], ['R', 'RC', 0, 0, 0, 'P'], ['R', 'RH', 0, 0, 1, 'L'],
  ['R', 'RH', 1, 1, 0, 'W'], ['R', 'RH', 1, 0, 0, 'LL'], ['R', 'RC', 1, 0, 0, 'LW'], ['R', 'RH', 1, 0, 1, 'L'],
  ['R', 'RH', 2, 1, 0, 'W'], ['R', 'RH', 2, 0, 0, 'L'], ['R', 'RC', 2, 0, 0, 'W'],
  ['R', 'RH', 3, 1, 0, 'LW'], ['R', 'RC', 3, 1, 0, 'LL'], ['R', 'RH', 3, 2, 0, 'W'], ['R', 'RH', 3, 0, 0, 'L'],
  ['R', 'RH', 4, 1, 0, 'P'], ['R', 'RH', 4, 2, 0, 'W'],
  ['R', 'RH', 5, 1, 0, 'LL'], ['R', 'RC', 5, 1, 0, 'LW'], ['R', 'RH', 5, 2, 0, 'W'],
  ['R', 'RH', -1, 0, 0, 'LW'], ['R', 'RC', -1, 0, 0, 'LL'], ['R', 'RH', -3, 0, 1, 'LL'], ['R', 'RC', -3, 0, 1, 'LW'], ['R', 'RH', -2, 0, 1, 'L'],
  ['OU', 'OUH', 10, 2, 1, 'W'], ['OU', 'OUC', 10, 2, 1, 'L'], ['OU', 'OUH', 10, 1, 1, 'L'],
  ['OU', 'OUH', 11, 2, 1, 'LW'], ['OU', 'OUC', 11, 2, 1, 'LL'], ['OU', 'OUH', 11, 1, 1, 'L'], ['OU', 'OUH', 11, 3, 1, 'W'],
  ['OU', 'OUH', 9, 2, 1, 'W'], ['OU', 'OUH', 9, 1, 1, 'LL'], ['OU', 'OUC', 9, 1, 1, 'LW'],
  ['OU', 'OUH', 12, 2, 1, 'P'], ['OU', 'OUC', 12, 2, 1, 'P'],
  ['M', 'MH', null, 2, 1, 'W'], ['M', 'MC', null, 2, 1, 'L'], ['M', 'MN', null, 2, 1, 'L'], ['M', 'MN', null, 1, 1, 'W'], ['M', 'MH', null, 1, 1, 'L'],
  ['EO', 'EOO', null, 2, 1, 'W'], ['EO', 'EOE', null, 2, 1, 'L'], ['EO', 'EOE', null, 0, 0, 'W'],
];

describe('gradeLeg', () => {
  it.each(TABLE)('%s %s line %s on %i-%i grades %s', (wtype, rtype, lineQuarters, h, c, expected) => {
    expect(gradeLeg({ wtype, rtype, lineQuarters }, ft(h, c))).toBe(expected);
  });
  it('grades first-half plays on the half-time score, not the final one', () => {
    const result = ft(0, 3, [1, 0]);
    expect(gradeLeg({ wtype: 'HR', rtype: 'HRH', lineQuarters: 1 }, result)).toBe('W');
    expect(gradeLeg({ wtype: 'HOU', rtype: 'HOUC', lineQuarters: 2 }, result)).toBe('L');
    expect(gradeLeg({ wtype: 'HM', rtype: 'HMH', lineQuarters: null }, result)).toBe('W');
    expect(gradeLeg({ wtype: 'HM', rtype: 'HMN', lineQuarters: null }, ft(0, 3, [1, 1]))).toBe('W');
  });
  it('pushes both sides of a level 1x2 in a sport without draws (only a QA finish makes one)', () => {
    expect(gradeLeg({ wtype: 'M', rtype: 'MH', lineQuarters: null }, { gameType: 'BK', regulation: { h: 90, c: 90 }, halfTime: null, outrightWinnerIndex: null })).toBe('P');
  });
  it('grades the outright winner W and every other candidate L', () => {
    const result: MatchResult = { gameType: 'FS', regulation: { h: 0, c: 0 }, halfTime: null, outrightWinnerIndex: 2 };
    expect(gradeLeg({ wtype: 'FS', rtype: 'FS3', lineQuarters: null }, result)).toBe('W');
    expect(gradeLeg({ wtype: 'FS', rtype: 'FS1', lineQuarters: null }, result)).toBe('L');
  });
  it('grades football on the 90 minutes: a knockout decided in extra time still pushes a level 0 line', () => {
    for (let i = 0; i < 80; i++) {
      const tl = generateTimeline({ matchId: `ko-${i}`, gameType: 'FT', kickoffMs: 0, knockout: true });
      if (!tl.segments.some((s) => s.code === 'ET1')) continue;
      expect(gradeLeg({ wtype: 'R', rtype: 'RH', lineQuarters: 0 }, resultOf(tl))).toBe('P');
      return;
    }
    throw new Error('no knockout went to extra time in 80 matches');
  });
  it('refuses to grade a cancelled match (its bets are void) and a line play without a line', () => {
    const tl = generateTimeline({ matchId: 'void', gameType: 'FT', kickoffMs: 0 });
    expect(() => resultOf(cancelNow(tl, 1))).toThrow();
    expect(() => gradeLeg({ wtype: 'R', rtype: 'RH', lineQuarters: null }, ft(1, 0))).toThrow();
  });
});

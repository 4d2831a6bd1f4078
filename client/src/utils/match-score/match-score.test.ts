import { describe, expect, it } from 'vitest';
import { matchScore } from './match-score';
import { scoreText, type ScoreFields } from './score-line';

/** The fields as the server's projection sends them for each kind of sport (projection.ts). */
const clockSport = (h: string, c: string): ScoreFields => ({ sc_FT_H: h, sc_FT_C: c, sc_set_H: '', sc_set_A: '', sc_game_H: '', sc_game_A: '', inningNum: '0' });
const setSport = (setH: string, setA: string, unitH: string, unitA: string): ScoreFields => ({ sc_FT_H: '', sc_FT_C: '', sc_set_H: setH, sc_set_A: setA, sc_game_H: unitH, sc_game_A: unitA, inningNum: '0' });
const text = (...args: Parameters<typeof matchScore>) => {
  const line = matchScore(...args);
  return line && scoreText(line);
};

describe('matchScore, per sport', () => {
  it('football shows the goals', () => {
    expect(text('FT', clockSport('2', '1'))).toBe('2-1');
    expect(text('VF', clockSport('0', '3'))).toBe('0-3');
  });

  it('basketball shows the points', () => {
    expect(text('BK', clockSport('88', '102'))).toBe('88-102');
  });

  it('ice hockey (other sports) shows the goals', () => {
    expect(text('OP', clockSport('1', '1'))).toBe('1-1');
  });

  it('tennis shows sets (盘) and the games (局) of the set being played', () => {
    const line = matchScore('TN', setSport('1', '1', '3', '2'));
    expect(line).toEqual({ main: { unit: '盘', home: 1, away: 1 }, current: { unit: '局', home: 3, away: 2 }, stage: null });
    expect(line && scoreText(line)).toBe('盘 1-1 局 3-2');
  });

  it('volleyball shows sets (局) and the points (分) of the set being played', () => {
    expect(text('VB', setSport('2', '1', '18', '20'))).toBe('局 2-1 分 18-20');
  });

  it('table tennis shows games (局) and points (分)', () => {
    expect(text('TT', setSport('0', '2', '9', '11'))).toBe('局 0-2 分 9-11');
  });

  it('snooker shows the frames only (the server sends no points within a frame)', () => {
    expect(text('SK', setSport('5', '3', '', ''))).toBe('局 5-3');
  });

  it('baseball shows the runs and the inning being played', () => {
    expect(text('BS', { ...clockSport('4', '2'), inningNum: '3' })).toBe('4-2 第三局');
    expect(text('BS', { ...clockSport('5', '5'), inningNum: '11' })).toBe('5-5 第十一局');
    expect(text('BS', clockSport('1', '0'))).toBe('1-0');
  });

  it('outrights have no score', () => {
    expect(matchScore('FS', clockSport('', ''))).toBeNull();
  });
});

describe('score fields the server has not filled', () => {
  it('count empty fields as 0 (a match just started)', () => {
    expect(text('FT', clockSport('', ''))).toBe('0-0');
    expect(text('TN', setSport('', '', '', ''))).toBe('盘 0-0 局 0-0');
  });

  it('reads the fields of a socket push, which may leave some out', () => {
    expect(text('TN', { sc_set_H: '2', sc_set_A: '0' })).toBe('盘 2-0 局 0-0');
  });
});

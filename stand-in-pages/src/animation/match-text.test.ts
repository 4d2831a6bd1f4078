import { describe, expect, it } from 'vitest';
import { clockText, eventClock, eventText, periodName, scoreText, type Match, type ScoreEvent } from './match-text';

const football: Match = {
  gameId: '7000101', hgid: '7000101', gide: '7000101', league_id: 1, leagueName: '英格兰超级联赛', gameType: 'FT', team_h: '曼彻斯特城', team_c: '阿森纳',
  startTime: 0, isLive: true, re_time: '2H^67:12', t_count: '', se_now: '2H', HalfTime: 'N', inningNum: '0', gameStatus: '1',
  sc_FT_H: '1', sc_FT_C: '1', sc_FT_A: '', sc_set_H: '', sc_set_A: '', sc_game_H: '', sc_game_A: '', hasVideo: true,
};
const basketball: Match = { ...football, gameType: 'BK', se_now: 'Q3', re_time: '', t_count: '425', sc_FT_H: '61', sc_FT_C: '58' };
const tennis: Match = { ...football, gameType: 'TN', se_now: 'S2', sc_set_H: '1', sc_set_A: '0', sc_game_H: '3', sc_game_A: '4' };
const event = (overrides: Partial<ScoreEvent> = {}): ScoreEvent => ({ atMs: 1, side: 'H', points: 1, periodCode: '1H', re_time: '1H^18:00', t_count: '', after: { h: 1, c: 0, unitH: 0, unitC: 0 }, ...overrides });

describe('the animation page\'s words', () => {
  it('names the periods as the sportsbook does', () => {
    expect(['1H', '2H', 'HT', 'Q3', 'OT', 'ET1', 'P', 'I7', 'S2'].map((code) => periodName(code, tennis))).toEqual(['上半场', '下半场', '半场', '第三节', '加时', '加时', '点球', '第七局', '第二盘']);
    expect(periodName('S2', { gameType: 'VB', HalfTime: 'N' })).toBe('第二局');
    expect(periodName('2H', { gameType: 'FT', HalfTime: 'Y' })).toBe('半场');
  });

  it('shows the clock: football\'s minute, basketball\'s period clock, the state of a match not in play', () => {
    expect(clockText(football)).toBe("下半场 67'");
    expect(clockText({ ...football, HalfTime: 'Y' })).toBe('半场');
    expect(clockText(basketball)).toBe('第三节 07:05');
    expect(clockText({ ...football, gameStatus: '2' })).toBe('完场');
    expect(clockText({ ...football, isLive: false, gameStatus: '0' })).toBe('未开赛');
  });

  it('scores clock sports by goals or points, the others by sets and the set\'s games', () => {
    expect(scoreText(football)).toBe('1 - 1');
    expect(scoreText(tennis)).toBe('1 - 0  (3-4)');
    expect(scoreText({ ...tennis, gameType: 'SK' })).toBe('1 - 0');
  });

  it('tells each score event when it happened and who scored what', () => {
    expect(eventClock(event(), football)).toBe("18'");
    expect(eventClock(event({ periodCode: 'Q2', re_time: '', t_count: '61' }), basketball)).toBe('第二节 01:01');
    expect(eventText(event(), football)).toBe('曼彻斯特城 进球  1-0');
    expect(eventText(event({ side: 'C', points: 3, after: { h: 61, c: 61, unitH: 0, unitC: 0 } }), basketball)).toBe('阿森纳 3分  61-61');
    expect(eventText(event({ after: { h: 1, c: 0, unitH: 6, unitC: 4 } }), tennis)).toBe('曼彻斯特城 得分  1-0 (6-4)');
  });
});

import { describe, expect, it } from 'vitest';
import { matchClock, secondsAsClock } from './match-clock';

const base = {
  gameType: 'FT', isLive: true, gameStatus: '1', re_time: '', t_count: '0', se_now: '', HalfTime: 'N', inningNum: '0',
  startTime: Date.UTC(2026, 0, 15, 12, 0),
} as const;

describe('the match time display (spec 001 section 4)', () => {
  it('shows basketball live as mm:ss from the seconds count, with its quarter', () => {
    expect(matchClock({ ...base, gameType: 'BK', se_now: 'Q3', re_time: 'Q3^05:12', t_count: '312' })).toEqual({ period: '第三节', clock: '05:12' });
    expect(secondsAsClock(59)).toBe('00:59');
  });

  it('names the four quarters 第一节 to 第四节', () => {
    const periods = ['Q1', 'Q2', 'Q3', 'Q4'].map((se_now) => matchClock({ ...base, gameType: 'BK', se_now, t_count: '600' }).period);
    expect(periods).toEqual(['第一节', '第二节', '第三节', '第四节']);
  });

  it('shows 即将开始 for football live with the clock still at 0:00', () => {
    expect(matchClock({ ...base, se_now: '1H', re_time: '1H^00:00' }).period).toBe('即将开始');
    expect(matchClock({ ...base, re_time: '' }).period).toBe('即将开始');
  });

  it('shows the first and second half with the match minute', () => {
    expect(matchClock({ ...base, se_now: '1H', re_time: '1H^23:05' })).toEqual({ period: '上半场', clock: "23'" });
    expect(matchClock({ ...base, se_now: '2H', re_time: '2H^67:12' })).toEqual({ period: '下半场', clock: "67'" });
  });

  it('shows half time', () => {
    expect(matchClock({ ...base, se_now: 'HT', re_time: 'HT', HalfTime: 'Y' }).period).toBe('半场');
  });

  it('shows basketball overtime 延时赛 from se_now', () => {
    expect(matchClock({ ...base, gameType: 'BK', se_now: 'OT', t_count: '125' })).toEqual({ period: '延时赛', clock: '02:05' });
  });

  it('shows baseball 第N局 and 延时赛 from inning 9', () => {
    expect(matchClock({ ...base, gameType: 'BS', se_now: 'I3', inningNum: '3' }).period).toBe('第三局');
    expect(matchClock({ ...base, gameType: 'BS', se_now: 'I9', inningNum: '9' }).period).toBe('延时赛');
    expect(matchClock({ ...base, gameType: 'BS', se_now: 'I11', inningNum: '11' }).period).toBe('延时赛');
  });

  it('shows 全场 for other sports', () => {
    expect(matchClock({ ...base, gameType: 'TN', se_now: 'S2' }).period).toBe('全场');
    expect(matchClock({ ...base, gameType: 'OP', se_now: 'P2', t_count: '100' }).period).toBe('全场');
  });

  it('shows the kick-off in Beijing time before the start, and 完场 when finished', () => {
    expect(matchClock({ ...base, isLive: false, gameStatus: '0' })).toEqual({ period: '01-15', clock: '20:00' });
    expect(matchClock({ ...base, isLive: false, gameStatus: '2' }).period).toBe('完场');
  });
});

import { describe, expect, it } from 'vitest';
import { liveScoreText } from './live-score-text';

const teams = { home: '辛纳', away: '阿尔卡拉斯' };

describe('liveScoreText', () => {
  it('shows goals as before: 主 7 : 3 客', () => {
    expect(liveScoreText({ sc_FT_H: '7', sc_FT_C: '3' }, { home: '曼城', away: '阿森纳' }, 'FT', {})).toBe('曼城 7 : 3 阿森纳');
  });

  it('shows a tennis match\'s sets and the games of the set in play', () => {
    expect(liveScoreText({ sc_set_H: '1', sc_set_A: '1', sc_game_H: '3', sc_game_A: '2' }, teams, 'TN', {})).toBe('辛纳 盘 1 : 1 阿尔卡拉斯 · 局 3-2');
  });

  it('shows snooker\'s frames', () => {
    expect(liveScoreText({ sc_set_H: '5', sc_set_A: '3' }, teams, 'SK', {})).toBe('辛纳 局 5 : 3 阿尔卡拉斯');
  });

  it('shows baseball\'s inning, the pushed one over the one loaded', () => {
    expect(liveScoreText({ sc_FT_H: '4', sc_FT_C: '2' }, undefined, 'BS', { loaded: '3' })).toBe('主队 4 : 2 客队 · 第三局');
    expect(liveScoreText({ sc_FT_H: '4', sc_FT_C: '2' }, undefined, 'BS', { pushed: '5', loaded: '3' })).toBe('主队 4 : 2 客队 · 第五局');
  });
});

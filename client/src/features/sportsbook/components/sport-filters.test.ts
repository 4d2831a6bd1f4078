import { describe, expect, it } from 'vitest';
import { earlyDays } from './sport-filters';
import { legText } from './my-bets';

describe('the early market days', () => {
  it('start tomorrow in Beijing time', () => {
    // 2026-01-15 17:00 UTC is already the 16th in Beijing.
    expect(earlyDays(Date.UTC(2026, 0, 15, 17, 0), 3)).toEqual(['2026-01-17', '2026-01-18', '2026-01-19']);
  });
});

describe('a leg in my bets', () => {
  it('names the play and the side in Chinese, then the line', () => {
    expect(legText({ wtype: 'R', rtype: 'RC', ratio: '+0/0.5' })).toBe('让球 客 +0/0.5');
    expect(legText({ wtype: 'M', rtype: 'MN', ratio: null })).toBe('独赢 和');
    expect(legText({ wtype: 'FS', rtype: 'FS3', ratio: null })).toBe('冠军 第3号');
  });
});

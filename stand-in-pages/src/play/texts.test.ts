import { describe, expect, it } from 'vitest';
import { activityText, resultText, verdictOf } from './texts';

describe('the game page\'s words', () => {
  it('says what a round paid once the stage has settled', () => {
    expect(verdictOf({ outcome: 'win', payout: 19.5, jackpot: 0, drawAt: null })).toBe('赢得 ¥19.50');
    expect(verdictOf({ outcome: 'win', payout: 1200, jackpot: 1000, drawAt: null })).toBe('赢得 ¥1,200.00（含奖池 ¥1,000.00）');
    expect(verdictOf({ outcome: 'push', payout: 10, jackpot: 0, drawAt: null })).toBe('和局，退回 ¥10.00');
    expect(verdictOf({ outcome: 'lose', payout: 0, jackpot: 0, drawAt: null })).toBe('未中奖');
    expect(verdictOf({ outcome: 'pending', payout: 0, jackpot: 0, drawAt: 0 })).toMatch(/^已购买，\d{1,2}:\d{2}:\d{2} 开奖$/);
  });

  it('names a record\'s result and the activity\'s turnover', () => {
    expect(resultText({ detail: '闲 5 点 : 庄 7 点', outcome: 'lose' })).toBe('闲 5 点 : 庄 7 点（输）');
    expect(activityText({ activityName: '电子周周乐', turnoverTarget: 5000, turnoverDone: 2350, met: false })).toBe('活动「电子周周乐」流水 ¥2,350.00 / ¥5,000.00，达标前资金无法转出');
    expect(activityText({ activityName: '电子周周乐', turnoverTarget: 5000, turnoverDone: 5000, met: true })).toBe('活动「电子周周乐」流水已达标，资金可以转出');
  });
});

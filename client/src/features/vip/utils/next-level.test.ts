import { describe, expect, it } from 'vitest';
import type { GradeConfig } from '@betsite/contracts/routes/member';
import { nextLevelProgress } from './next-level';

const rates = { sport: 0, realbet: 0, chess: 0, gaming: 0, lottery: 0, egame: 0, fishing: 0 };
const grade = (g: number, depositThreshold: number, betThreshold: number): GradeConfig => ({
  grade: g, gradeName: `等级${g}`, depositThreshold, betThreshold, keepBetThreshold: 0, upgradeBonus: 0, birthdayBonus: 0, monthlyBonus: 0,
  withdrawTimesPerDay: 5, withdrawLimitPerDay: 1000, rebateRates: rates,
});
const ladder = [grade(0, 0, 0), grade(1, 1000, 5000), grade(2, 20000, 100000)];

describe('nextLevelProgress', () => {
  it('measures both thresholds of the level above the player\'s', () => {
    expect(nextLevelProgress(ladder, 1, { depositTotal: 5000, validBetTotal: 25000.5 })).toEqual({
      grade: 2, gradeName: '等级2',
      deposit: { have: 5000, need: 20000, left: 15000, percent: 25 },
      validBet: { have: 25000.5, need: 100000, left: 74999.5, percent: 25 },
    });
  });

  it('says nothing is left of a threshold already reached, and caps its bar at 100', () => {
    const p = nextLevelProgress(ladder, 0, { depositTotal: 3000, validBetTotal: 100 });
    expect(p?.deposit).toEqual({ have: 3000, need: 1000, left: 0, percent: 100 });
    expect(p?.validBet.left).toBe(4900);
  });

  it('has no next level at the top of the ladder', () => {
    expect(nextLevelProgress(ladder, 2, { depositTotal: 1, validBetTotal: 1 })).toBeNull();
  });
});

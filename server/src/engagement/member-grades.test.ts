import { describe, expect, it } from 'vitest';
import { loadFixtures } from '../composition/fixtures';
import { fanshuiHighLow, gradeByLevel } from './member-grades';

const { grades } = loadFixtures();

describe('member grades', () => {
  it('has the VIP ladder 0-10 with rising thresholds and rebate rates that never fall', () => {
    expect(grades.map((g) => g.grade)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (let i = 1; i < grades.length; i++) {
      expect(grades[i]!.depositThreshold).toBeGreaterThan(grades[i - 1]!.depositThreshold);
      for (const [k, rate] of Object.entries(grades[i]!.rebateRates)) expect(rate).toBeGreaterThanOrEqual(grades[i - 1]!.rebateRates[k as 'sport']);
    }
  });

  it('finds a level, and answers 6004 for one the ladder lacks', () => {
    expect(gradeByLevel(grades, 3)).toMatchObject({ ok: true, value: { grade: 3, gradeName: '黄金会员' } });
    expect(gradeByLevel(grades.slice(0, 3), 5)).toMatchObject({ ok: false, code: 6004 });
  });

  it('gives per category the lowest, the highest and the player\'s own rebate rate', () => {
    const list = fanshuiHighLow(grades, 3);
    expect(list).toHaveLength(7);
    expect(list[0]).toEqual({ category: 'sport', categoryName: '体育', low: 0.38, high: 1.2, current: 0.6 });
    expect(fanshuiHighLow(grades, 0, 'egame')).toEqual([{ category: 'egame', categoryName: '电子', low: 0.4, high: 2, current: 0.4 }]);
  });
});

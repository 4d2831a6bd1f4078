import { Code } from '@betsite/contracts/status-codes';
import { type GradeConfig, type RebateCategory, REBATE_CATEGORY_NAMES } from '@betsite/contracts/routes/member';
import { type Result, refuse, success } from '../lib/reply';

/**
 * The VIP ladder (fixtures/grades.json, levels 0-10) and the rebate (返水) rates it sets. `grade`
 * in these calls is the VIP level; the account's own `grade` field is the member tier.
 */
export function gradeByLevel(grades: readonly GradeConfig[], level: number): Result<GradeConfig> {
  const g = grades.find((x) => x.grade === level);
  return g ? success(g) : refuse(Code.NOT_FOUND, '会员等级不存在');
}

export interface FanshuiRange {
  category: RebateCategory;
  categoryName: string;
  low: number;
  high: number;
  current: number;
}

/** Per category: the lowest and highest rate of the ladder and the player's own (their level's). */
export function fanshuiHighLow(grades: readonly GradeConfig[], vipLevel: number, only?: RebateCategory): FanshuiRange[] {
  const mine = grades.find((g) => g.grade === vipLevel) ?? grades[grades.length - 1];
  const categories = (Object.keys(REBATE_CATEGORY_NAMES) as RebateCategory[]).filter((c) => only === undefined || c === only);
  return categories.map((category) => {
    const rates = grades.map((g) => g.rebateRates[category]);
    return {
      category,
      categoryName: REBATE_CATEGORY_NAMES[category],
      low: Math.min(...rates),
      high: Math.max(...rates),
      current: mine ? mine.rebateRates[category] : 0,
    };
  });
}

import type { GradeConfig } from '@betsite/contracts/routes/member';

/** One of the two thresholds of the next level: what the player has, what it needs, what is left. */
export interface ThresholdProgress {
  have: number;
  need: number;
  /** 0 once reached. */
  left: number;
  /** 0-100, for the bar. */
  percent: number;
}

export interface NextLevelProgress {
  grade: number;
  gradeName: string;
  deposit: ThresholdProgress;
  validBet: ThresholdProgress;
}

function threshold(have: number, need: number): ThresholdProgress {
  const left = Math.max(0, Math.round((need - have) * 100) / 100);
  return { have, need, left, percent: need <= 0 ? 100 : Math.min(100, Math.floor((have / need) * 100)) };
}

/**
 * The way to the level above the player's (both thresholds must be reached: server
 * vip-levels.ts), or null at the top of the ladder.
 */
export function nextLevelProgress(list: readonly GradeConfig[], vipLevel: number, progress: { depositTotal: number; validBetTotal: number }): NextLevelProgress | null {
  const next = list.find((g) => g.grade === vipLevel + 1);
  if (!next) return null;
  return {
    grade: next.grade,
    gradeName: next.gradeName,
    deposit: threshold(progress.depositTotal, next.depositThreshold),
    validBet: threshold(progress.validBetTotal, next.betThreshold),
  };
}

import type { ReviewPolicy } from '@betsite/contracts/mock';
import type { ReviewRule } from '../../money/back-office';

/** The QA API speaks yuan and seconds; the back office cents and milliseconds. */
const cents = (yuan: number) => Math.round(yuan * 100);

export function policyOf(r: ReviewRule): ReviewPolicy {
  return {
    depositAutoLimit: r.depositAutoLimitCents / 100,
    depositAutoPaidAfterS: r.depositAutoPaidAfterMs / 1000,
    depositReviewAfterS: r.depositReviewAfterMs / 1000,
    depositRiskLimit: r.depositRiskLimitCents === null ? null : r.depositRiskLimitCents / 100,
    withdrawReviewAfterS: r.withdrawReviewAfterMs / 1000,
    withdrawRiskLimit: r.withdrawRiskLimitCents === null ? null : r.withdrawRiskLimitCents / 100,
    automatic: r.automatic,
  };
}

export function ruleOf(p: ReviewPolicy): ReviewRule {
  return {
    depositAutoLimitCents: cents(p.depositAutoLimit),
    depositAutoPaidAfterMs: p.depositAutoPaidAfterS * 1000,
    depositReviewAfterMs: p.depositReviewAfterS * 1000,
    depositRiskLimitCents: p.depositRiskLimit === null ? null : cents(p.depositRiskLimit),
    withdrawReviewAfterMs: p.withdrawReviewAfterS * 1000,
    withdrawRiskLimitCents: p.withdrawRiskLimit === null ? null : cents(p.withdrawRiskLimit),
    automatic: p.automatic,
  };
}

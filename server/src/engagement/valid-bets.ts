import { BET_STATUS } from '@betsite/contracts/routes/record';
import { VENUE_CATEGORY } from '@betsite/contracts/routes/venue';
import type { RebateCategory } from '@betsite/contracts/routes/member';
import { type BetRecords, recordsOf } from '../venues/bet-records';

/**
 * Valid bets (有效投注), the measure of turnover that VIP levels, the weekly bonus, rebates and
 * activity turnover locks all count: settled bets only (an open bet may still be voided), each
 * counted once, at the moment it settled.
 */

/** Venue category → rebate category of the grade table. */
export const REBATE_CATEGORY_OF: Record<number, RebateCategory> = {
  [VENUE_CATEGORY.TY]: 'sport',
  [VENUE_CATEGORY.ZR]: 'realbet',
  [VENUE_CATEGORY.QP]: 'chess',
  [VENUE_CATEGORY.DJ]: 'gaming',
  [VENUE_CATEGORY.CP]: 'lottery',
  [VENUE_CATEGORY.egame]: 'egame',
  [VENUE_CATEGORY.fish]: 'fishing',
};

export interface BetWindow {
  /** Inclusive. */
  from: number;
  /** Exclusive. */
  to: number;
}

export function validBetCents(b: BetRecords, userId: number, window: BetWindow): number {
  return Object.values(validBetsByCategory(b, userId, window)).reduce((sum, c) => sum + c, 0);
}

export function validBetsByCategory(b: BetRecords, userId: number, window: BetWindow): Partial<Record<RebateCategory, number>> {
  const out: Partial<Record<RebateCategory, number>> = {};
  for (const r of recordsOf(b, userId)) {
    if (r.status !== BET_STATUS.settled || r.settleTime === null) continue;
    if (r.settleTime < window.from || r.settleTime >= window.to) continue;
    const category = REBATE_CATEGORY_OF[r.category];
    if (category) out[category] = (out[category] ?? 0) + r.validBetCents;
  }
  return out;
}

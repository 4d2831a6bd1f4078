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

export type ValidBets = Partial<Record<RebateCategory, number>>;

/** All categories together. */
export function totalOf(bets: ValidBets): number {
  let sum = 0;
  for (const cents of Object.values(bets)) sum += cents;
  return sum;
}

export function validBetCents(b: BetRecords, userId: number, window: BetWindow): number {
  return totalOf(validBetsByCategory(b, userId, window));
}

export function validBetsByCategory(b: BetRecords, userId: number, window: BetWindow): ValidBets {
  return validBetsIn(b, userId, [window])[0]!;
}

/**
 * The valid bets of each window, in one walk over the player's records: the payouts ask for twelve
 * windows whenever the player's money or VIP pages are read (up to 5,000 records each).
 */
export function validBetsIn(b: BetRecords, userId: number, windows: readonly BetWindow[]): ValidBets[] {
  // Loops, not callbacks, here and in the payouts: under tsx every closure made names itself.
  const out: ValidBets[] = [];
  for (let i = 0; i < windows.length; i++) out.push({});
  for (const r of recordsOf(b, userId)) {
    if (r.status !== BET_STATUS.settled || r.settleTime === null) continue;
    const category = REBATE_CATEGORY_OF[r.category];
    if (!category) continue;
    for (let i = 0; i < windows.length; i++) {
      const window = windows[i]!;
      if (r.settleTime < window.from || r.settleTime >= window.to) continue;
      const sums = out[i]!;
      sums[category] = (sums[category] ?? 0) + r.validBetCents;
    }
  }
  return out;
}

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
  return totalIn(countValidBets(b, userId, [window]), 0);
}

/** The rebate categories (the grade table's rate keys), in the order of the counts' slots below. */
export const REBATE_CATEGORIES: readonly RebateCategory[] = [...new Set(Object.values(REBATE_CATEGORY_OF))];
/** Each venue category's place among the rebate categories (-1: none). */
const SLOT_OF_VENUE_CATEGORY: readonly number[] = (() => {
  const slots: number[] = [];
  for (const [venueCategory, category] of Object.entries(REBATE_CATEGORY_OF)) slots[Number(venueCategory)] = REBATE_CATEGORIES.indexOf(category);
  return slots;
})();

/**
 * The valid bets of a list of windows by category, counted in one walk (countValidBets): one slot
 * per window and category, -1 where none was counted.
 */
export interface WindowCounts {
  readonly sums: readonly number[];
  /**
   * The earliest settlement (of a settled record in a rebate category) at or after the end of
   * every window, Infinity when none: counts over windows reaching later would see it. Fixture
   * records can be settled at a time still to come.
   */
  readonly laterSettlement: number;
}

/**
 * Counts the valid bets of each window in one walk over the player's records: the payouts ask for
 * twelve windows whenever the player's money or VIP pages are read (up to 5,000 records each). The
 * sums go into one flat array: an object per window with a key per category cost more than the
 * walk itself for a player with few records.
 */
export function countValidBets(b: BetRecords, userId: number, windows: readonly BetWindow[]): WindowCounts {
  // Loops, not callbacks, here and in the payouts: under tsx every closure made names itself.
  const width = REBATE_CATEGORIES.length;
  const sums: number[] = new Array<number>(windows.length * width).fill(-1);
  let end = -Infinity;
  for (let i = 0; i < windows.length; i++) end = Math.max(end, windows[i]!.to);
  let laterSettlement = Infinity;
  for (const r of recordsOf(b, userId)) {
    if (r.status !== BET_STATUS.settled || r.settleTime === null) continue;
    const slot = SLOT_OF_VENUE_CATEGORY[r.category] ?? -1;
    if (slot < 0) continue;
    if (r.settleTime >= end) laterSettlement = Math.min(laterSettlement, r.settleTime);
    for (let i = 0; i < windows.length; i++) {
      const window = windows[i]!;
      if (r.settleTime < window.from || r.settleTime >= window.to) continue;
      const at = i * width + slot;
      // -1: not counted yet (valid bets are never negative).
      sums[at] = (sums[at] === -1 ? 0 : sums[at]!) + r.validBetCents;
    }
  }
  return { sums, laterSettlement };
}

/** The valid bets of window `i` in the rebate category at place `c` of REBATE_CATEGORIES (0 when none). */
export function centsIn(counts: WindowCounts, i: number, c: number): number {
  return Math.max(counts.sums[i * REBATE_CATEGORIES.length + c]!, 0);
}

/** The valid bets of window `i`, all categories together. */
export function totalIn(counts: WindowCounts, i: number): number {
  let sum = 0;
  for (let c = 0; c < REBATE_CATEGORIES.length; c++) sum += centsIn(counts, i, c);
  return sum;
}

/** The valid bets of window `i` in each rebate category counted there (with 0 when its bets were worth nothing). */
export function validBetsOf(counts: WindowCounts, i: number): ValidBets {
  const width = REBATE_CATEGORIES.length;
  const bets: ValidBets = {};
  for (let c = 0; c < width; c++) {
    const cents = counts.sums[i * width + c]!;
    if (cents !== -1) bets[REBATE_CATEGORIES[c]!] = cents;
  }
  return bets;
}

/** The valid bets of each window by category, in one walk. */
export function validBetsIn(b: BetRecords, userId: number, windows: readonly BetWindow[]): ValidBets[] {
  const counts = countValidBets(b, userId, windows);
  const out: ValidBets[] = [];
  for (let i = 0; i < windows.length; i++) out.push(validBetsOf(counts, i));
  return out;
}

import type { GradeConfig } from '@betsite/contracts/routes/member';
import type { Account } from '../accounts/account';
import type { Wallet, Wallets } from '../money/wallet';
import { carriedOf, walletOf } from '../money/wallet';
import type { BetRecords } from '../venues/bet-records';
import { type BetWindow, validBetCents } from './valid-bets';

/**
 * VIP levels move with the player's cumulative deposits and valid bets, per the grade table: the
 * level is the highest whose two thresholds are both reached. The fixtures carry levels, not the
 * history behind them, so a player's progress starts at the thresholds of the level they hold
 * when the server starts and grows with what they deposit and bet from then on. Levels only rise
 * here: the monthly keep rule (keepBetThreshold) is shown on the VIP page but not applied (no
 * month of history exists in a fresh state).
 */

export interface VipProgress {
  /** Deposits and valid bets credited to the player before counting began. */
  baseDepositCents: number;
  baseBetCents: number;
}

export interface VipProgressStore {
  /** When counting began: the state's creation. */
  readonly since: number;
  readonly byUser: Map<number, VipProgress>;
  /**
   * Valid bets counted here whose records the record window dropped since
   * (engagement/dropped-records.ts), per player. Absent until the first is dropped (and in a world
   * saved before it existed).
   */
  carriedBetCents?: Map<number, number>;
}

export function createVipProgress(since: number): VipProgressStore {
  return { since, byUser: new Map() };
}

const centsOf = (yuan: number) => Math.round(yuan * 100);

/** The window of valid bets VIP progress counts: since the store began, up to now. */
export const progressWindow = (store: VipProgressStore, now: number): BetWindow => ({ from: store.since, to: now + 1 });

export function progressOf(store: VipProgressStore, grades: readonly GradeConfig[], account: Account, wallets: Wallets, bets: BetRecords, now: number) {
  return progressWith(store, grades, account, wallets, validBetCents(bets, account.userId, progressWindow(store, now)));
}

/** VIP progress with the valid bets of `progressWindow` already counted (the payouts count several windows at once). */
export function progressWith(store: VipProgressStore, grades: readonly GradeConfig[], account: Account, wallets: Wallets, settledBetCents: number) {
  let base = store.byUser.get(account.userId);
  if (!base) {
    const g = grades.find((x) => x.grade === account.vipLevel);
    base = { baseDepositCents: centsOf(g?.depositThreshold ?? 0), baseBetCents: centsOf(g?.betThreshold ?? 0) };
    store.byUser.set(account.userId, base);
  }
  return {
    depositCents: base.baseDepositCents + depositedSince(walletOf(wallets, account.userId), store.since),
    betCents: base.baseBetCents + (store.carriedBetCents?.get(account.userId) ?? 0) + settledBetCents,
  };
}

/** A wallet's deposits since a time, as last summed, and the journal they were summed from. */
interface DepositSum {
  since: number;
  length: number;
  from: number;
  lastId: number;
  cents: number;
}
const depositSums = new WeakMap<Wallet, DepositSum>();

/**
 * The deposits a wallet's journal holds from `since` on, the folded ones counted by its
 * carried-forward entry (since the wallets were made, which is `since`). Remembered per wallet
 * until its journal changes: member info, the balance and the VIP pages ask on every read, and a
 * player at the journal's bound (1,000 entries) was a walk of 1,000 entries each time (a
 * settlePlayer of 10 µs instead of 2). A journal only grows at its end and folds at its front
 * (money/wallet.ts), and entry ids only rise: with the same length, fold point and last id it
 * holds the same entries.
 */
function depositedSince(wallet: Wallet, since: number): number {
  const { journal } = wallet;
  const from = wallet.journalFrom ?? 0;
  const lastId = journal.length === 0 ? 0 : journal[journal.length - 1]!.id;
  const known = depositSums.get(wallet);
  if (known && known.since === since && known.length === journal.length && known.from === from && known.lastId === lastId) return known.cents;
  let cents = carriedOf(wallet)?.depositCents ?? 0;
  for (let i = from; i < journal.length; i++) {
    const e = journal[i]!;
    if (e.kind === 'deposit' && e.at >= since) cents += e.amountCents;
  }
  depositSums.set(wallet, { since, length: journal.length, from, lastId, cents });
  return cents;
}

/** The highest level both totals reach (never below the current one). */
export function levelFor(grades: readonly GradeConfig[], current: number, progress: { depositCents: number; betCents: number }): number {
  let level = current;
  for (const g of grades) {
    if (g.grade > level && progress.depositCents >= centsOf(g.depositThreshold) && progress.betCents >= centsOf(g.betThreshold)) level = g.grade;
  }
  return level;
}

/** What the VIP page promises per day: the level's withdrawal count and amount (all kinds together). */
export function vipDailyAllowance(grades: readonly GradeConfig[], vipLevel: number): { timesMax: number; amountMaxCents: number } | undefined {
  const g = grades.find((x) => x.grade === vipLevel);
  return g && { timesMax: g.withdrawTimesPerDay, amountMaxCents: centsOf(g.withdrawLimitPerDay) };
}

import type { GradeConfig } from '@betsite/contracts/routes/member';
import { shipDuePrizes } from './prize-shipping';
import type { Account } from '../accounts/account';
import type { Wallets } from '../money/wallet';
import { type MoneyState, currentWallet } from '../money/state';
import { type BetRecords, type RecordsVersion, recordsVersionOf } from '../venues/bet-records';
import { DAY_MS, BEIJING_OFFSET_MS, beijingDay } from '../lib/beijing-time';
import { type Activities, type Activity, weekBounds } from './activities';
import type { Letters } from './letters';
import { type Reward, payReward, yuan } from './rewards';
import { type BetWindow, type WindowCounts, REBATE_CATEGORIES, centsIn, countValidBets, totalIn } from './valid-bets';
import { type VipProgressStore, levelFor, progressWindow, progressWith } from './vip-levels';
import { oldestKey } from '../lib/bounded-map';

/**
 * What engagement pays on the server clock, settled lazily for one player whenever their money or
 * VIP pages are read (the same lazy rule as deposits): the VIP upgrade bonus when the level rises,
 * the weekly VIP bonus for each finished activity week (Monday to Monday, Beijing time) whose valid
 * bets reached the level's requirement, and the daily rebate (返水) of each finished Beijing day:
 * valid bets per category times the level's rate. Only periods that end after the state was built
 * are paid (the fixtures carry no payout history); each is paid once (`paid` keys). Periods are
 * looked back at most LOOKBACK_WEEKS / LOOKBACK_DAYS: a player away longer loses the older ones.
 */
export const LOOKBACK_WEEKS = 4;
export const LOOKBACK_DAYS = 7;
/** Payout keys remembered; the oldest go first (they are older than any period looked back at). */
export const PAID_KEYS_MAX = 200_000;

export interface Payouts {
  readonly since: number;
  readonly progress: VipProgressStore;
  /** `week:<userId>:<weekStart>` and `rebate:<userId>:<day>`, insertion ordered. */
  readonly paid: Set<string>;
}

export interface PayoutScope {
  wallets: Wallets;
  betRecords: BetRecords;
  activities: Activities;
  letters: Letters;
  payouts: Payouts;
}

function remember(p: Payouts, key: string): boolean {
  if (p.paid.has(key)) return false;
  p.paid.add(key);
  if (p.paid.size > PAID_KEYS_MAX) {
    const oldest = oldestKey(p.paid);
    if (oldest !== undefined) p.paid.delete(oldest);
  }
  return true;
}

/**
 * Forgets the keys of periods no payout looks back to any more (weeks before LOOKBACK_WEEKS, days
 * before LOOKBACK_DAYS): each can never be paid again, so remembering it holds nothing up. Without
 * this the keys of every week and day a player was paid for piled up (to PAID_KEYS_MAX).
 */
export function forgetPastPayouts(p: Payouts, now: number): void {
  const oldestWeek = weekBounds(now).weekStart - LOOKBACK_WEEKS * 7 * DAY_MS;
  const oldestDay = beijingDay(now) - LOOKBACK_DAYS;
  for (const key of p.paid) {
    const [kind, , period] = key.split(':');
    const past = kind === 'week' ? Number(period) < oldestWeek : kind === 'rebate' ? Number(period) < oldestDay : false;
    if (past) p.paid.delete(key);
  }
}

/** The VIP benefits page the rewards are filed under (a standing, non-joinable VIP activity). */
function vipActivity(a: Activities): Activity {
  const found = [...a.byId.values()].find((x) => x.category === 'vip' && !x.joinable);
  if (!found) throw new Error('activities.json: no VIP benefits page (category vip, not joinable) to file VIP rewards under');
  return found;
}

const vipReward = (scope: PayoutScope, userId: number, amountCents: number, kind: Reward['kind'], giftName: string, content: string, now: number) => {
  const page = vipActivity(scope.activities);
  payReward(scope, { userId, amountCents, kind, activityId: page.id, activityTitle: page.title, giftName, letter: { type: 'activity', title: giftName, content } }, now);
};

/** Where the payouts' windows sit in `payoutWindows`: VIP progress, then the weeks, then the days, oldest first. */
const WEEKS_AT = 1;
const DAYS_AT = WEEKS_AT + LOOKBACK_WEEKS;

/** Every window of valid bets the payouts look at (see the indexes above). */
export function payoutWindows(progress: VipProgressStore, now: number): BetWindow[] {
  const windows = [progressWindow(progress, now)];
  const { weekStart } = weekBounds(now);
  for (let i = LOOKBACK_WEEKS; i >= 1; i -= 1) windows.push({ from: weekStart - i * 7 * DAY_MS, to: weekStart - (i - 1) * 7 * DAY_MS });
  const today = beijingDay(now);
  for (let day = today - LOOKBACK_DAYS; day < today; day += 1) windows.push({ from: day * DAY_MS - BEIJING_OFFSET_MS, to: (day + 1) * DAY_MS - BEIJING_OFFSET_MS });
  return windows;
}

/** The counts of a player's payout windows, as long as they hold (countPayoutWindows). */
interface Remembered {
  changes: number;
  today: number;
  since: number;
  /** The counts hold while the clock is before this (a settlement still to come, WindowCounts). */
  until: number;
  windows: readonly BetWindow[];
  counts: WindowCounts;
  /**
   * What the weekly bonus and the rebates were last paid from with these counts: the level, the
   * grade table and the paid keys. The same again pays nothing (each period is paid once).
   */
  paidFrom: { level: number; grades: readonly GradeConfig[]; paid: Set<string> } | null;
}
const rememberedCounts = new WeakMap<RecordsVersion, Remembered>();

/**
 * The valid bets of the payout windows, counted in one walk over the player's bet records and
 * remembered with what they were counted from: the player's records as they were (their version),
 * the Beijing day (the weeks and days looked at follow it) and where VIP progress starts. A read
 * with all three unchanged, before any settlement still to come, gets the same counts without the
 * walk (a page polling the balance; a player at the 5,000-record bound was a walk of 0.17 ms per
 * read). The VIP progress window ends at the clock, but nothing settles between the walk and now
 * without changing the records, but for the settlement still to come the counts know of.
 */
export function countPayoutWindows(scope: PayoutScope, userId: number, now: number): Remembered {
  const version = recordsVersionOf(scope.betRecords, userId);
  const today = beijingDay(now);
  const { since } = scope.payouts.progress;
  const changes = version?.changes ?? 0;
  const known = version && rememberedCounts.get(version);
  if (known && known.changes === changes && known.today === today && known.since === since && now < known.until) return known;
  const windows = payoutWindows(scope.payouts.progress, now);
  const counts = countValidBets(scope.betRecords, userId, windows);
  const counted: Remembered = { changes, today, since, until: counts.laterSettlement, windows, counts, paidFrom: null };
  if (version) rememberedCounts.set(version, counted);
  return counted;
}

export function settlePayouts(scope: PayoutScope, grades: readonly GradeConfig[], account: Account, now: number): void {
  shipDuePrizes(scope.activities.exchangeRecords, account.userId, now);
  // Every window counted in one walk over the player's bet records; nothing below adds a bet
  // record (a reward is a ledger entry and a letter), so the counts hold throughout.
  const counted = countPayoutWindows(scope, account.userId, now);
  moveLevel(scope, grades, account, totalIn(counted.counts, 0), now);
  // The weekly bonus and the rebates are paid from the counts, the level and the grade table
  // alone, each period once: paid from the same, they pay nothing more (the test of settlePlayer
  // pays afresh after every settlement to check it). Paid keys are forgotten only for periods
  // before every window looked at (forgetPastPayouts).
  const from = counted.paidFrom;
  if (from && from.level === account.vipLevel && from.grades === grades && from.paid === scope.payouts.paid) return;
  payWeeklyBonus(scope, account, counted.windows, counted.counts);
  payRebates(scope, grades, account, counted.windows, counted.counts);
  counted.paidFrom = { level: account.vipLevel, grades, paid: scope.payouts.paid };
}

function moveLevel(scope: PayoutScope, grades: readonly GradeConfig[], account: Account, settledBetCents: number, now: number): void {
  const progress = progressWith(scope.payouts.progress, grades, account, scope.wallets, settledBetCents);
  const next = levelFor(grades, account.vipLevel, progress);
  for (let level = account.vipLevel + 1; level <= next; level += 1) {
    const g = grades.find((x) => x.grade === level);
    account.vipLevel = level;
    const bonusCents = Math.round((g?.upgradeBonus ?? 0) * 100);
    const name = g?.gradeName ?? `VIP${level}`;
    if (bonusCents > 0) vipReward(scope, account.userId, bonusCents, 'bonus', `VIP${level} 晋级礼金`, `恭喜您晋级${name}（VIP${level}），晋级礼金${yuan(bonusCents)}已发放至中心钱包。`, now);
  }
}

function payWeeklyBonus(scope: PayoutScope, account: Account, windows: readonly BetWindow[], counted: WindowCounts): void {
  const level = scope.activities.vipWeek.find((l) => l.vipLevel === account.vipLevel);
  if (!level || level.bonusCents <= 0) return;
  for (let i = WEEKS_AT; i < DAYS_AT; i += 1) {
    const { from: weekStart, to: weekEnd } = windows[i]!;
    if (weekEnd <= scope.payouts.since) continue;
    const bets = totalIn(counted, i);
    if (bets < level.betRequiredCents || !remember(scope.payouts, `week:${account.userId}:${weekStart}`)) continue;
    vipReward(scope, account.userId, level.bonusCents, 'bonus', `VIP${account.vipLevel} 周礼金`,
      `上周有效投注${yuan(bets)}，VIP${account.vipLevel}周礼金${yuan(level.bonusCents)}已发放至中心钱包。`, weekEnd);
  }
}

function payRebates(scope: PayoutScope, grades: readonly GradeConfig[], account: Account, windows: readonly BetWindow[], counted: WindowCounts): void {
  const g = grades.find((x) => x.grade === account.vipLevel);
  if (!g) return;
  for (let i = DAYS_AT; i < DAYS_AT + LOOKBACK_DAYS; i += 1) {
    const { from, to } = windows[i]!;
    const day = beijingDay(from);
    if (to <= scope.payouts.since) continue;
    let cents = 0;
    for (let c = 0; c < REBATE_CATEGORIES.length; c++) {
      const bet = centsIn(counted, i, c);
      if (bet === 0) continue;
      // Rates are percent with 2 decimals: bet × rate / 100, in basis points to stay integer.
      cents += Math.floor((bet * Math.round(g.rebateRates[REBATE_CATEGORIES[c]!] * 100)) / 10_000);
    }
    if (cents <= 0 || !remember(scope.payouts, `rebate:${account.userId}:${day}`)) continue;
    const date = new Date(from + BEIJING_OFFSET_MS).toISOString().slice(0, 10);
    vipReward(scope, account.userId, cents, 'rebate', `${date} 返水`, `${date}有效投注返水${yuan(cents)}已发放至中心钱包。`, to);
  }
}

/** The player's money and rewards brought up to the server clock: call before showing either. */
export function settlePlayer(state: PayoutScope & Pick<MoneyState, 'deposits' | 'withdrawals'>, grades: readonly GradeConfig[], account: Account, now: number): void {
  currentWallet(state, account.userId, now);
  settlePayouts(state, grades, account, now);
}

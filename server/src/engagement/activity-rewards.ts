import { Code } from '@betsite/contracts/status-codes';
import { depositBonusCents } from '@betsite/contracts/promotion';
import type { Account } from '../accounts/account';
import { type LedgerEntry, carriedOf, journalOf, walletOf } from '../money/wallet';
import type { BetRecords } from '../venues/bet-records';
import { type Result, refuse, success } from '../lib/reply';
import { toYuanString } from '../lib/money';
import { type Activities, type Activity, type Participation, GIFT_KINDS, confirmActivity, findActivity, participationOf, statusOf, turnoverRequiredCents } from './activities';
import { type RewardScope, payReward, yuan } from './rewards';
import { validBetCents } from './valid-bets';

/**
 * The confirm step of an activity (confirmInfo), with its money. A deposit activity's bonus is
 * computed from a deposit the player really made, found by the server (the player names none):
 * for firstDeposit the player's first deposit ever, credited within the activity's window (from
 * its start; joining before or after it alike); for againDeposit the latest later deposit credited
 * since joining. Never one already used for a bonus. An amount sent anyway must be that deposit's
 * (older clients). The bonus (spec 000 section 9's rule, contracts/src/promotion.ts) is paid
 * through the ledger, and until the player's valid bets since then reach (deposit + bonus) × the
 * activity's multiple, withdrawals are refused (`unmetBonusTurnover`).
 */

export const NO_MATCHING_DEPOSIT = '未找到符合条件的存款记录，请确认存款已到账且金额一致';
export const NO_QUALIFYING_DEPOSIT: Partial<Record<Activity['kind'], string>> = {
  firstDeposit: '未找到活动期间的首笔存款，请先完成存款，到账后即可领取',
  againDeposit: '未找到参与活动后的再存款记录，请先完成存款，到账后即可领取',
};

const depositsOf = (scope: RewardScope, userId: number): LedgerEntry[] =>
  journalOf(walletOf(scope.wallets, userId)).filter((e) => e.kind === 'deposit').sort((a, b) => a.at - b.at || a.id - b.id);

/** The deposit a confirmation of `a` would pay on now (see above); null when there is none. */
export function qualifyingDeposit(scope: RewardScope, a: Activity, userId: number, p: Participation | undefined): LedgerEntry | null {
  if (!a.depositRule) return null;
  const all = depositsOf(scope, userId);
  const claimed = new Set([...scope.activities.participations.values()].filter((x) => x.userId === userId && x.depositOrderNo).map((x) => x.depositOrderNo));
  const inWindow = (e: LedgerEntry) => e.at >= a.startTime && (a.endTime === null || e.at < a.endTime) && !claimed.has(e.orderNo);
  // The first deposit ever, also once the ledger has folded it into its carried-forward entry.
  const folded = carriedOf(walletOf(scope.wallets, userId))?.firstDeposit;
  if (a.kind === 'firstDeposit') {
    const first = folded ?? all[0];
    return first && inWindow(first) ? first : null;
  }
  if (!p) return null;
  return (folded ? all : all.slice(1)).filter((e) => inWindow(e) && e.at >= p.joinedAt).at(-1) ?? null;
}

export function confirmAndPay(scope: RewardScope, account: Account, activityId: number, amountCents: number | undefined, now: number): Result<Participation> {
  const store = scope.activities;
  const found = findActivity(store, { id: activityId }, now);
  if (!found.ok) return found;
  const a = found.value;
  const joined = participationOf(store, account.userId, activityId);
  let deposit: LedgerEntry | null = null;
  let amount = amountCents;
  // Not joined, confirmed already or ended: confirmActivity says so before any deposit is looked for.
  if (a.depositRule && joined?.status === 'joined' && statusOf(a, now) === 'running') {
    deposit = qualifyingDeposit(scope, a, account.userId, joined);
    // A typed amount below the threshold is the rule's to refuse (6008), as it always was.
    const typedEarns = amountCents === undefined || depositBonusCents(amountCents, a.depositRule) > 0;
    if (typedEarns) {
      if (!deposit) return refuse(Code.NOT_FOUND, amountCents === undefined ? NO_QUALIFYING_DEPOSIT[a.kind] ?? NO_MATCHING_DEPOSIT : NO_MATCHING_DEPOSIT);
      if (amountCents !== undefined && amountCents !== deposit.amountCents) return refuse(Code.NOT_FOUND, NO_MATCHING_DEPOSIT);
      amount = deposit.amountCents;
    }
  }
  const confirmed = confirmActivity(store, account, activityId, amount, now);
  if (!confirmed.ok) return confirmed;
  const p = confirmed.value;
  p.depositOrderNo = deposit?.orderNo ?? null;
  if (p.bonusCents > 0) {
    const giftName = a.kind === 'firstDeposit' ? '首存彩金' : a.kind === 'againDeposit' ? '再存彩金' : GIFT_KINDS.includes(a.kind) ? '活动奖励' : '活动彩金';
    const turnover = turnoverRequiredCents(p, a.turnoverMultiple);
    const lockText = turnover > 0 ? `完成有效投注${yuan(turnover)}后方可提款。` : '';
    const paid = payReward(scope, {
      userId: account.userId, amountCents: p.bonusCents, kind: 'bonus', activityId: a.id, activityTitle: a.title, giftName,
      letter: { type: 'activity', title: `${a.title} 奖励到账`, content: `${giftName}${yuan(p.bonusCents)}已发放至中心钱包。${lockText}` },
    }, now);
    p.rewardOrderNo = paid.entry.orderNo;
  }
  return success(p);
}

export interface UnmetTurnover {
  activityTitle: string;
  requiredCents: number;
  doneCents: number;
}

/** Bonuses paid through the ledger whose turnover is not yet reached, oldest first. */
export function unmetTurnovers(store: Activities, bets: BetRecords, userId: number, now: number): UnmetTurnover[] {
  const out: UnmetTurnover[] = [];
  for (const [key, p] of store.participations) {
    if (p.userId !== userId || p.rewardOrderNo === null || p.confirmedAt === null) continue;
    const a = store.byId.get(p.activityId);
    if (!a) continue;
    const requiredCents = turnoverRequiredCents(p, a.turnoverMultiple);
    const doneCents = (store.turnoverCarried?.get(key) ?? 0) + validBetCents(bets, userId, { from: p.confirmedAt, to: now + 1 });
    if (doneCents < requiredCents) out.push({ activityTitle: a.title, requiredCents, doneCents });
  }
  return out.sort((x, y) => x.requiredCents - y.requiredCents);
}

/** Withdrawals wait for the turnover of every bonus paid (6003 with what is left to bet). */
export function unmetBonusTurnover(state: { activities: Activities; betRecords: BetRecords }, userId: number, now: number): Result<true> {
  const first = unmetTurnovers(state.activities, state.betRecords, userId, now)[0];
  if (!first) return success(true);
  const left = toYuanString(first.requiredCents - first.doneCents);
  return refuse(Code.ACCESS_DENIED, `您参与的「${first.activityTitle}」还需完成有效投注${left}元方可提款`);
}

import type { LetterType } from '@betsite/contracts/routes/letter';
import { type LedgerEntry, type Wallets, move, nextOrderNo } from '../money/wallet';
import { toYuanString } from '../lib/money';
import { type Activities, type ExchangeRecord, addExchangeRecord } from './activities';
import { type Letters, sendLetter } from './letters';

/**
 * Every reward engagement pays (an activity bonus, a VIP upgrade or weekly bonus, a rebate) goes
 * this one way: a ledger entry from outside the site into the centre wallet, the gift record that
 * names that entry's order number, and a letter. The record is written only after the money moved,
 * so a gift record never says 已发放 without the money.
 */

export interface Reward {
  userId: number;
  amountCents: number;
  kind: 'bonus' | 'rebate';
  activityId: number;
  activityTitle: string;
  giftName: string;
  letter: { type: Extract<LetterType, 'activity' | 'fd'>; title: string; content: string };
}

export interface RewardScope {
  wallets: Wallets;
  activities: Activities;
  letters: Letters;
}

export function payReward(scope: RewardScope, r: Reward, now: number): { entry: LedgerEntry; record: ExchangeRecord } {
  if (!Number.isSafeInteger(r.amountCents) || r.amountCents <= 0) throw new RangeError(`payReward: bad amount ${r.amountCents}`);
  const orderNo = nextOrderNo(scope.wallets, r.kind === 'rebate' ? 'R' : 'B', now);
  const moved = move(scope.wallets, r.userId, { from: 'external', to: 'centre', amountCents: r.amountCents, kind: r.kind, orderNo, at: now, remark: r.giftName });
  // Money from outside the site cannot run short: a refusal is a bug.
  if (!moved.ok) throw new Error(`reward ${orderNo}: credit refused`);
  const record = addExchangeRecord(
    scope.activities,
    { userId: r.userId, activityId: r.activityId, activityTitle: r.activityTitle, giftName: r.giftName, points: 0, amountCents: r.amountCents, status: 'issued', orderNo },
    now,
  );
  sendLetter(scope.letters, { userId: r.userId, ...r.letter }, now);
  return { entry: moved.value, record };
}

export const yuan = (cents: number) => `¥${toYuanString(cents)}`;

import { DEAL_TYPE, DEAL_TYPE_NAMES } from '@betsite/contracts/routes/transfer';
import { type LedgerEntry, type LedgerKind, type Wallet, journalOf } from './wallet';

/**
 * The deal records players see: the journal entries that touched the centre wallet, signed from
 * its point of view. Entries between other wallets only (a paid-out withdrawal leaving the locked
 * money, the coin side of an exchange) changed nothing the player can spend, so they are not listed.
 */

export type DealType = (typeof DEAL_TYPE)[keyof typeof DEAL_TYPE];

/** Bets move money between the venue wallet, the stakes and the book, never the centre wallet: not deals. */
type BetKind = Extract<LedgerKind, `bet-${string}`>;
const isBetKind = (kind: LedgerKind): kind is BetKind => kind.startsWith('bet-');

const TYPE_OF_KIND: Record<Exclude<LedgerKind, BetKind>, DealType> = {
  deposit: DEAL_TYPE.deposit,
  'withdraw-hold': DEAL_TYPE.withdraw,
  'withdraw-release': DEAL_TYPE.withdraw,
  'withdraw-paid': DEAL_TYPE.withdraw,
  transfer: DEAL_TYPE.transfer,
  bonus: DEAL_TYPE.bonus,
  rebate: DEAL_TYPE.rebate,
  adjust: DEAL_TYPE.adjust,
  exchange: DEAL_TYPE.exchange,
  // A gift is money the player spent from the centre wallet, so it must explain the balance; the
  // deal types have no gift type, and its remark (直播礼物 ...) says what it was.
  gift: DEAL_TYPE.adjust,
  // The balance carried forward from the entries folded (wallet.ts): an opening balance, 调整 with
  // its remark 承前余额, so the rows shown add up to the balance.
  carried: DEAL_TYPE.adjust,
};

export interface DealRecord {
  orderNo: string;
  type: DealType;
  typeName: string;
  amountCents: number;
  balanceCents: number;
  remark: string;
  createdAt: number;
}

export interface DealFilter {
  type?: DealType | undefined;
  beginTime?: number | undefined;
  endTime?: number | undefined;
}

/**
 * What a withdrawal's hold row says once its order is decided. The hold is the withdrawal's only
 * row the player sees (the payout leaves the locked money, not the centre wallet), so it follows
 * its order: 提款申请(冻结) while under review, 提款成功 once paid, 提款申请(已退回) beside the row
 * that gives the money back when refused or cancelled.
 */
export const WITHDRAWAL_ROW_REMARKS = { paid: '提款成功', released: '提款申请(已退回)' } as const;
type WithdrawalOutcome = keyof typeof WITHDRAWAL_ROW_REMARKS;

/** The decided withdrawals of a journal, by order number (one walk over a bounded journal). */
function withdrawalOutcomes(journal: readonly LedgerEntry[]): Map<string, WithdrawalOutcome> {
  const outcomes = new Map<string, WithdrawalOutcome>();
  for (const e of journal) {
    if (e.kind === 'withdraw-paid') outcomes.set(e.orderNo, 'paid');
    else if (e.kind === 'withdraw-release') outcomes.set(e.orderNo, 'released');
  }
  return outcomes;
}

function toDeal(e: LedgerEntry, outcomes: ReadonlyMap<string, WithdrawalOutcome>): DealRecord | null {
  const sign = e.to === 'centre' ? 1 : e.from === 'centre' ? -1 : 0;
  if (sign === 0 || isBetKind(e.kind)) return null;
  const type = TYPE_OF_KIND[e.kind];
  const outcome = e.kind === 'withdraw-hold' ? outcomes.get(e.orderNo) : undefined;
  const remark = outcome ? WITHDRAWAL_ROW_REMARKS[outcome] : e.remark;
  return { orderNo: e.orderNo, type, typeName: DEAL_TYPE_NAMES[type], amountCents: sign * e.amountCents, balanceCents: e.centreAfterCents, remark, createdAt: e.at };
}

/** Newest first. */
export function dealRecords(w: Wallet, f: DealFilter): DealRecord[] {
  const out: DealRecord[] = [];
  const journal = journalOf(w);
  const outcomes = withdrawalOutcomes(journal);
  for (let i = journal.length - 1; i >= 0; i--) {
    const entry = journal[i];
    const d = entry && toDeal(entry, outcomes);
    if (!d) continue;
    if (f.type !== undefined && d.type !== f.type) continue;
    if (f.beginTime !== undefined && d.createdAt < f.beginTime) continue;
    if (f.endTime !== undefined && d.createdAt > f.endTime) continue;
    out.push(d);
  }
  // Deposits are credited when read, at the moment they were paid: order by time, not by entry.
  return out.sort((a, b) => b.createdAt - a.createdAt);
}

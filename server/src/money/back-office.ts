import {
  DEPOSIT_AUTO_PAID_AFTER_S,
  DEPOSIT_AUTO_PAID_LIMIT_YUAN,
} from '@betsite/contracts/routes/payment';

/**
 * The back office the front end only sees the effects of: finance's review policy and the outcomes
 * it publishes. Deposits and withdrawals are decided lazily on the server clock (whenever the
 * player's money is read, like deposits always were) or at once through the QA API; either way
 * each decision is one `MoneyNotice`.
 *
 * Notices go two ways: to the subscribers the composition registers when it builds the state (the
 * message centre's letters now, the chat socket's 60000 notification later), synchronously as the
 * decision is made; and into a bounded list with a sequence number, so a late reader (a socket
 * that reconnects) can catch up from the last number it saw.
 */

export interface ReviewRule {
  depositAutoLimitCents: number;
  depositAutoPaidAfterMs: number;
  depositReviewAfterMs: number;
  /** null: no deposit is ever refused on the clock. */
  depositRiskLimitCents: number | null;
  withdrawReviewAfterMs: number;
  /** null: no withdrawal is ever refused on the clock. */
  withdrawRiskLimitCents: number | null;
  /** false: nothing is decided on the clock, only through the QA API. */
  automatic: boolean;
}

/**
 * Our figures (the spec shows none). Deposits above the auto limit wait two minutes for a person;
 * withdrawals five; anything above 100,000 yuan is refused for the risk desk, its money returned.
 */
export const DEFAULT_REVIEW_RULE: ReviewRule = {
  depositAutoLimitCents: DEPOSIT_AUTO_PAID_LIMIT_YUAN * 100,
  depositAutoPaidAfterMs: DEPOSIT_AUTO_PAID_AFTER_S * 1000,
  depositReviewAfterMs: 2 * 60_000,
  depositRiskLimitCents: 100_000_00,
  withdrawReviewAfterMs: 5 * 60_000,
  withdrawRiskLimitCents: 100_000_00,
  automatic: true,
};

export const DEPOSIT_RISK_REMARK = '大额存款风控审核未通过，请联系客服';
export const WITHDRAW_RISK_REMARK = '大额提款风控审核未通过，资金已退回';

export type MoneyNoticeKind = 'deposit-paid' | 'deposit-refused' | 'withdraw-paid' | 'withdraw-refused' | 'withdraw-cancelled';

export interface MoneyNotice {
  seq: number;
  userId: number;
  at: number;
  kind: MoneyNoticeKind;
  orderNo: string;
  amountCents: number;
  /** Withdrawals: what reaches the account (amount minus fee); deposits: the amount. */
  netCents: number;
  remark: string;
}

export type NoticeSubscriber = (notice: MoneyNotice) => void;

/** Notices kept for late readers; the oldest go first. */
export const MONEY_NOTICES_MAX = 10_000;

export interface BackOffice {
  rule: ReviewRule;
  readonly notices: MoneyNotice[];
  nextSeq: number;
  /** Registered once, when the composition builds the state; the state is rebuilt on reset. */
  readonly subscribers: NoticeSubscriber[];
}

export function createBackOffice(rule: ReviewRule = DEFAULT_REVIEW_RULE): BackOffice {
  return { rule: { ...rule }, notices: [], nextSeq: 1, subscribers: [] };
}

export function publish(office: BackOffice, notice: Omit<MoneyNotice, 'seq'>): MoneyNotice {
  const n: MoneyNotice = { ...notice, seq: office.nextSeq++ };
  office.notices.push(n);
  if (office.notices.length > MONEY_NOTICES_MAX) office.notices.splice(0, office.notices.length - MONEY_NOTICES_MAX);
  for (const s of office.subscribers) s(n);
  return n;
}

/** Notices after `afterSeq`, oldest first: what a reader that saw up to afterSeq has missed. */
export function noticesSince(office: BackOffice, afterSeq: number, userId?: number): MoneyNotice[] {
  return office.notices.filter((n) => n.seq > afterSeq && (userId === undefined || n.userId === userId));
}

export interface DueDecision<O extends string> {
  at: number;
  outcome: O;
  remark?: string;
}

/**
 * When finance decides a bank-transfer or coin deposit on the clock: counted from the player's
 * 我已付款; null while nobody has paid. (Online orders are the cashier's: paid there at once.)
 */
export function depositDecisionDue(rule: ReviewRule, amountCents: number, paidFrom: number | null): DueDecision<'paid' | 'refused'> | null {
  if (!rule.automatic || paidFrom === null) return null;
  if (amountCents <= rule.depositAutoLimitCents) return { at: paidFrom + rule.depositAutoPaidAfterMs, outcome: 'paid' };
  if (rule.depositRiskLimitCents !== null && amountCents > rule.depositRiskLimitCents) {
    return { at: paidFrom + rule.depositReviewAfterMs, outcome: 'refused', remark: DEPOSIT_RISK_REMARK };
  }
  return { at: paidFrom + rule.depositReviewAfterMs, outcome: 'paid' };
}

export function withdrawalDecisionDue(rule: ReviewRule, amountCents: number, createdAt: number): DueDecision<'paid' | 'refused'> | null {
  if (!rule.automatic) return null;
  const at = createdAt + rule.withdrawReviewAfterMs;
  if (rule.withdrawRiskLimitCents !== null && amountCents > rule.withdrawRiskLimitCents) return { at, outcome: 'refused', remark: WITHDRAW_RISK_REMARK };
  return { at, outcome: 'paid' };
}

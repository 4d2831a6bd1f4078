import { Code } from '@betsite/contracts/status-codes';
import { WITHDRAW_STATUS, WITHDRAW_TYPE, type SupportedBank } from '@betsite/contracts/routes/withdraw';
import { type Result, refuse, success } from '../lib/reply';
import { toYuanString } from '../lib/money';
import type { Account } from '../accounts/account';
import type { AccountsState } from '../accounts/state';
import type { VCurrency } from '@betsite/contracts/routes/transfer';
import type { BankCardFixture } from './fixtures';
import { beijingDay } from '../lib/beijing-time';
import { type Wallets, holdForWithdrawal, nextOrderNo, payOutHold, releaseHold, walletOf } from './wallet';
import { findCurrency } from './exchange';
import { type OrderBook, fileOrder, ordersIn } from './order-book';
import { type BackOffice, publish, withdrawalDecisionDue } from './back-office';

/**
 * Withdrawal accounts and withdrawals. A withdrawal is a pending hold: applying moves the amount
 * from the centre wallet into the locked money; `finishWithdrawal` (finance's review on the clock,
 * `settleWithdrawals`, the QA API, or the player's cancel) pays it out of the site or returns it,
 * and publishes the outcome (back-office.ts). Rules: bound real name (6449) and phone (6015), the pay
 * password (6100), the account's holder is the real name (6003), the kind's limits (6008) and
 * daily count (6011).
 */

export type WithdrawType = (typeof WITHDRAW_TYPE)[keyof typeof WITHDRAW_TYPE];
export type WithdrawStatus = (typeof WITHDRAW_STATUS)[keyof typeof WITHDRAW_STATUS];

export interface WithdrawCfg {
  type: WithdrawType;
  name: string;
  minCents: number;
  maxCents: number;
  dailyTimesMax: number;
  freeTimesPerDay: number;
  feeRate: number;
  enabled: boolean;
  /** Accounts of this kind a player may bind. */
  accountsMax: number;
}

/** Our figures: the spec shows none. */
export const WITHDRAW_CFG: readonly WithdrawCfg[] = [
  { type: WITHDRAW_TYPE.bank, name: '银行卡', minCents: 100_00, maxCents: 50_000_00, dailyTimesMax: 5, freeTimesPerDay: 3, feeRate: 0.01, enabled: true, accountsMax: 5 },
  { type: WITHDRAW_TYPE.virtual, name: '虚拟币', minCents: 100_00, maxCents: 200_000_00, dailyTimesMax: 10, freeTimesPerDay: 5, feeRate: 0, enabled: true, accountsMax: 3 },
  { type: WITHDRAW_TYPE.alipay, name: '支付宝', minCents: 100_00, maxCents: 20_000_00, dailyTimesMax: 5, freeTimesPerDay: 3, feeRate: 0.01, enabled: true, accountsMax: 1 },
];
/** Orders kept per player (oldest finished ones are dropped first). */
export const WITHDRAW_ORDERS_PER_USER_MAX = 200;

export type BankCard = Omit<BankCardFixture, 'minutesAgo'> & { createdAt: number };

export interface WithdrawOrder {
  orderNo: string;
  userId: number;
  type: WithdrawType;
  cardId: number;
  amountCents: number;
  feeCents: number;
  virtualCents: number | null;
  currency: string | null;
  bankName: string;
  /** Masked account, as shown. */
  account: string;
  status: WithdrawStatus;
  remark: string;
  createdAt: number;
  finishedAt: number | null;
}

export interface Withdrawals extends OrderBook<WithdrawOrder> {
  readonly cfg: readonly WithdrawCfg[];
  readonly banks: readonly SupportedBank[];
  /** userId → accounts. */
  readonly cards: Map<number, BankCard[]>;
  nextCardId: number;
  readonly office: BackOffice;
}

export function createWithdrawals(banks: readonly SupportedBank[], cards: readonly BankCardFixture[], now: number, office: BackOffice): Withdrawals {
  const byUser = new Map<number, BankCard[]>();
  const ids = new Set<number>();
  for (const { minutesAgo, ...c } of cards) {
    if (ids.has(c.id)) throw new Error(`bank-cards.json: duplicate card id ${c.id}`);
    ids.add(c.id);
    const list = byUser.get(c.userId) ?? [];
    list.push({ ...c, createdAt: now - minutesAgo * 60_000 });
    byUser.set(c.userId, list);
  }
  return { cfg: WITHDRAW_CFG, banks, cards: byUser, orders: new Map(), byUser: new Map(), nextCardId: Math.max(0, ...ids) + 1, office };
}

// ---------------------------------------------------------------------------------------------
// Masking and the holder rule

export function maskAccount(card: Pick<BankCard, 'type' | 'account'>): string {
  const a = card.account.replace(/\s+/g, '');
  if (card.type === WITHDRAW_TYPE.bank) return `**** **** **** ${a.slice(-4)}`;
  if (card.type === WITHDRAW_TYPE.virtual) return `${a.slice(0, 4)}...${a.slice(-4)}`;
  if (a.includes('@')) return `${a.slice(0, 2)}****${a.slice(a.indexOf('@'))}`;
  return a.length > 7 ? `${a.slice(0, 3)}****${a.slice(-4)}` : `${a.slice(0, 1)}****`;
}

const normaliseName = (s: string) => s.replace(/[\s·•.]/g, '').toLowerCase();

/** The terms: a card's holder must be the registered real name. */
export function holderMatches(realName: string | null, holderName: string): boolean {
  return !!realName && normaliseName(realName) === normaliseName(holderName);
}

// ---------------------------------------------------------------------------------------------
// Reading

export function cardsOf(w: Withdrawals, userId: number, type?: WithdrawType): BankCard[] {
  return (w.cards.get(userId) ?? []).filter((c) => type === undefined || c.type === type);
}

export function ordersOf(w: Withdrawals, userId: number): WithdrawOrder[] {
  return ordersIn(w, userId);
}

/** Today's withdrawals that count against the daily allowance: refused and cancelled ones give it back. */
export function todayOrders(w: Withdrawals, userId: number, now: number): WithdrawOrder[] {
  const today = beijingDay(now);
  return ordersOf(w, userId).filter((o) => beijingDay(o.createdAt) === today && (o.status === WITHDRAW_STATUS.review || o.status === WITHDRAW_STATUS.paid));
}

export function todayTimes(w: Withdrawals, userId: number, now: number, type?: WithdrawType): number {
  const today = beijingDay(now);
  return ordersOf(w, userId).filter((o) => beijingDay(o.createdAt) === today && (type === undefined || o.type === type)).length;
}

export function cfgOf(w: Withdrawals, type: WithdrawType): WithdrawCfg {
  const cfg = w.cfg.find((c) => c.type === type);
  if (!cfg) throw new Error(`no withdrawal configuration for type ${type}`);
  return cfg;
}

/** Real name first (the 6449 dialog leads to userinfo), then the phone. */
export function checkBindings(account: Account): Result<true> {
  if (!account.realName) return refuse(Code.BIND_REAL_NAME);
  if (!account.phone) return refuse(Code.UNBOUND_PHONE);
  return success(true);
}

// ---------------------------------------------------------------------------------------------
// Applying

/** What a withdrawal reads: the money it moves, and the withdrawal passwords the accounts keep. */
type WithdrawalScope = { withdrawals: Withdrawals; wallets: Wallets; currencies: readonly VCurrency[] } & Pick<AccountsState, 'member'>;

export interface WithdrawRequest {
  type: WithdrawType;
  cardId: number;
  amountCents: number;
  /**
   * The player's VIP level's daily allowance (all kinds together), which the VIP page promises;
   * the composition reads it from the grade table. Absent: only the kind's own limits apply.
   */
  vipDaily?: { timesMax: number; amountMaxCents: number } | undefined;
}

export interface WithdrawPlan {
  card: BankCard;
  cfg: WithdrawCfg;
  feeCents: number;
  virtualCents: number | null;
  currency: string | null;
}

/**
 * Every rule except the pay password itself (checked by the caller, asynchronously, between this
 * and `applyWithdrawal`, which checks again). Synchronous.
 */
export function planWithdrawal(state: WithdrawalScope, account: Account, req: WithdrawRequest, now: number): Result<WithdrawPlan> {
  const { withdrawals: w, wallets, currencies } = state;
  const bound = checkBindings(account);
  if (!bound.ok) return bound;
  if (!state.member.payPasswords.has(account.userId)) return refuse(Code.PASSWORD_CHECK_FAILURE, '请先设置资金密码');
  const card = cardsOf(w, account.userId, req.type).find((c) => c.id === req.cardId);
  if (!card) return refuse(Code.NOT_FOUND, '提款账户不存在');
  const cfg = cfgOf(w, req.type);
  if (!cfg.enabled) return refuse(Code.ACCESS_DENIED, `${cfg.name}提款暂未开放`);
  if (card.type !== WITHDRAW_TYPE.virtual && !holderMatches(account.realName, card.holderName)) {
    return refuse(Code.ACCESS_DENIED, '持卡人姓名与实名信息不一致');
  }
  if (req.amountCents < cfg.minCents || req.amountCents > cfg.maxCents) {
    return refuse(Code.ILLEGAL_PARAMETER, `单笔提款金额需在${toYuanString(cfg.minCents)}-${toYuanString(cfg.maxCents)}元之间`);
  }
  const times = todayTimes(w, account.userId, now, req.type);
  if (req.vipDaily) {
    const today = todayOrders(w, account.userId, now);
    if (today.length >= req.vipDaily.timesMax) return refuse(Code.FREQUENT_SUBMISSION, `今日提款次数已达上限（${req.vipDaily.timesMax}次）`);
    const usedCents = today.reduce((sum, o) => sum + o.amountCents, 0);
    if (usedCents + req.amountCents > req.vipDaily.amountMaxCents) {
      return refuse(Code.ILLEGAL_PARAMETER, `今日提款额度剩余${toYuanString(Math.max(0, req.vipDaily.amountMaxCents - usedCents))}元`);
    }
  } else if (times >= cfg.dailyTimesMax) return refuse(Code.FREQUENT_SUBMISSION, `今日${cfg.name}提款次数已达上限`);
  const feeCents = times >= cfg.freeTimesPerDay ? Math.round(req.amountCents * cfg.feeRate) : 0;
  let virtualCents: number | null = null;
  let currency: string | null = null;
  if (card.type === WITHDRAW_TYPE.virtual) {
    const coin = findCurrency(currencies, card.bankCode);
    if (!coin.ok) return coin;
    currency = coin.value.currency;
    // The player buys coin from the site: priced at the buy rate, like the exchange page.
    virtualCents = Math.floor((req.amountCents - feeCents) / coin.value.buyRate);
  }
  if (walletOf(wallets, account.userId).centreCents < req.amountCents) return refuse(Code.ILLEGAL_PARAMETER, '中心钱包余额不足');
  return success({ card, cfg, feeCents, virtualCents, currency });
}

/** Re-checks every rule (state may have moved during the password check), then holds the amount. */
export function applyWithdrawal(state: WithdrawalScope, account: Account, req: WithdrawRequest, now: number): Result<WithdrawOrder> {
  const { withdrawals: w, wallets } = state;
  const plan = planWithdrawal(state, account, req, now);
  if (!plan.ok) return plan;
  const { card, feeCents, virtualCents, currency } = plan.value;
  const orderNo = nextOrderNo(wallets, 'W', now);
  const held = holdForWithdrawal(wallets, account.userId, req.amountCents, orderNo, now);
  if (!held.ok) return refuse(Code.ILLEGAL_PARAMETER, '中心钱包余额不足');
  const order: WithdrawOrder = {
    orderNo,
    userId: account.userId,
    type: req.type,
    cardId: card.id,
    amountCents: req.amountCents,
    feeCents,
    virtualCents,
    currency,
    bankName: card.bankName,
    account: maskAccount(card),
    status: WITHDRAW_STATUS.review,
    remark: '审核中',
    createdAt: now,
    finishedAt: null,
  };
  fileOrder(w, order, (o) => o.status === WITHDRAW_STATUS.review, WITHDRAW_ORDERS_PER_USER_MAX);
  return success(order);
}

/** Review's verdict: paid leaves the site; refused or cancelled returns the money to the centre wallet. */
export function finishWithdrawal(w: Withdrawals, wallets: Wallets, orderNo: string, outcome: 'paid' | 'refused' | 'cancelled', now: number, remark?: string): Result<WithdrawOrder> {
  const o = w.orders.get(orderNo);
  if (!o) return refuse(Code.NOT_FOUND, '订单不存在');
  if (o.status !== WITHDRAW_STATUS.review) return refuse(Code.ACCESS_DENIED, '订单已处理');
  const moved = outcome === 'paid'
    ? payOutHold(wallets, o.userId, o.amountCents, orderNo, now)
    : releaseHold(wallets, o.userId, o.amountCents, orderNo, now);
  if (!moved.ok) throw new Error(`withdrawal ${orderNo}: locked money missing`);
  o.status = outcome === 'paid' ? WITHDRAW_STATUS.paid : outcome === 'refused' ? WITHDRAW_STATUS.refused : WITHDRAW_STATUS.cancelled;
  o.remark = remark ?? (outcome === 'paid' ? '提款成功' : outcome === 'refused' ? '审核未通过，资金已退回' : '已取消，资金已退回');
  o.finishedAt = now;
  const kind = outcome === 'paid' ? 'withdraw-paid' : outcome === 'refused' ? 'withdraw-refused' : 'withdraw-cancelled';
  publish(w.office, { userId: o.userId, at: now, kind, orderNo, amountCents: o.amountCents, netCents: o.amountCents - o.feeCents, remark: o.remark });
  return success(o);
}

/** Brings the player's withdrawals under review up to the server clock by the review policy. */
export function settleWithdrawals(w: Withdrawals, wallets: Wallets, userId: number, now: number): void {
  for (const o of ordersOf(w, userId)) {
    if (o.status !== WITHDRAW_STATUS.review) continue;
    const due = withdrawalDecisionDue(w.office.rule, o.amountCents, o.createdAt);
    if (due && now >= due.at) finishWithdrawal(w, wallets, o.orderNo, due.outcome, due.at, due.remark);
  }
}

/** The player's own cancel of a withdrawal still under review; someone else's answers like an unknown one. */
export function cancelWithdrawal(w: Withdrawals, wallets: Wallets, userId: number, orderNo: string, now: number): Result<WithdrawOrder> {
  const o = w.orders.get(orderNo);
  if (!o || o.userId !== userId) return refuse(Code.NOT_FOUND, '订单不存在');
  settleWithdrawals(w, wallets, userId, now);
  return finishWithdrawal(w, wallets, orderNo, 'cancelled', now);
}

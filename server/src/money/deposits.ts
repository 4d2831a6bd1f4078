import { installedCrypto } from '../lib/crypto';
import { base64UrlText } from '../lib/bytes';
import type { z } from 'zod';
import { Code } from '@betsite/contracts/status-codes';
import {
  DEPOSIT_AUTO_PAID_AFTER_S,
  DEPOSIT_AUTO_PAID_LIMIT_YUAN,
  DEPOSIT_ONLINE_ORDER_TTL_S,
  DEPOSIT_OPEN_ORDERS_MAX,
  DEPOSIT_ORDER_TTL_S,
  DEPOSIT_STATUS,
  PAY_KIND,
  type receivingBank,
} from '@betsite/contracts/routes/payment';
import type { VCurrency } from '@betsite/contracts/routes/transfer';
import { CASHIER_PAGE_PATH } from '@betsite/contracts/constants';
import { type Result, refuse, success } from '../lib/reply';
import { setBounded } from '../lib/bounded-map';
import { type BackOffice, depositDecisionDue, publish } from './back-office';
import { toCents, toYuanString } from '../lib/money';
import type { PaymentTypeFixture } from './fixtures';
import type { Account } from '../accounts/account';
import { type Wallets, creditDeposit, nextOrderNo } from './wallet';
import { type OrderBook, fileOrder, ordersIn } from './order-book';

/**
 * Deposit orders. pay makes a pending order. An online order is paid at our stand-in cashier
 * (`payAtCashier`, the gateway's notice: credited at once, never reviewed) or decided by QA, and
 * nothing else: unpaid, it expires after DEPOSIT_ONLINE_ORDER_TTL_S. A bank transfer or coin order
 * once the player says so (`markPaid`); from then finance decides it by the review policy
 * (back-office.ts) lazily, whenever the player's money is read (`settleDeposits`), on the server
 * clock, or at once through the QA API (`decideDeposit`); unpaid, it expires after
 * DEPOSIT_ORDER_TTL_S. The centre wallet is credited when an order is paid, once.
 */

export const AUTO_PAID_AFTER_MS = DEPOSIT_AUTO_PAID_AFTER_S * 1000;
export const AUTO_PAID_LIMIT_CENTS = toCents(DEPOSIT_AUTO_PAID_LIMIT_YUAN);
export const ORDER_TTL_MS = DEPOSIT_ORDER_TTL_S * 1000;
export const ONLINE_ORDER_TTL_MS = DEPOSIT_ONLINE_ORDER_TTL_S * 1000;
/** Cashier tokens remembered (the oldest forgotten first; their orders are long finished by then). */
export const CASHIER_TOKENS_MAX = 50_000;
/** Orders kept per player (oldest finished ones are dropped first). */
export const ORDERS_PER_USER_MAX = 200;
const SIGNAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export type DepositStatus = (typeof DEPOSIT_STATUS)[keyof typeof DEPOSIT_STATUS];

export interface DepositOrder {
  orderNo: string;
  userId: number;
  payTypeId: number;
  kind: PaymentTypeFixture['kind'];
  amountCents: number;
  status: DepositStatus;
  createdAt: number;
  expiresAt: number;
  paidAt: number | null;
  payUrl: string | null;
  bankInfo: z.infer<typeof receivingBank> | null;
  virtualInfo: { currency: string; protocol: string; address: string; rate: number; virtualCents: number } | null;
  depositName: string | null;
  signalCode: string | null;
  /** Online orders: the cashier page's credential (in payUrl); null for the other kinds. */
  cashierToken: string | null;
  /** When the player said 我已付款; null before (and always for online orders). */
  paidMarkedAt: number | null;
  /** Finance's reason when it refused. */
  remark: string;
}

export interface Deposits extends OrderBook<DepositOrder> {
  readonly types: readonly PaymentTypeFixture[];
  readonly office: BackOffice;
  /** Cashier token → order number. */
  readonly cashierTokens: Map<string, string>;
}

export function createDeposits(types: readonly PaymentTypeFixture[], office: BackOffice): Deposits {
  for (const t of types) {
    if (t.minCents > t.maxCents) throw new Error(`payment-types.json: ${t.name} min above max`);
    if (t.kind === PAY_KIND.bank && !t.receivingBank) throw new Error(`payment-types.json: ${t.name} has no receivingBank`);
    if (t.kind === PAY_KIND.virtual && (!t.currency || !t.addresses)) throw new Error(`payment-types.json: ${t.name} has no currency/addresses`);
  }
  return { types: [...types].sort((a, b) => a.sort - b.sort), orders: new Map(), byUser: new Map(), office, cashierTokens: new Map() };
}

const isPending = (o: DepositOrder) => o.status === DEPOSIT_STATUS.pending;

/**
 * Brings the player's pending orders up to the server clock: paid (and credited), refused or
 * expired. Online orders are never decided here: only the cashier or QA pays them.
 */
export function settleDeposits(d: Deposits, wallets: Wallets, userId: number, now: number): void {
  for (const o of ordersIn(d, userId)) {
    if (!isPending(o)) continue;
    const due = o.kind === PAY_KIND.online ? null : depositDecisionDue(d.office.rule, o.amountCents, o.paidMarkedAt);
    // A paid order is finance's to decide; only one nobody paid can expire.
    const expires = o.paidMarkedAt === null && (due === null || due.at >= o.expiresAt);
    if (expires) {
      if (now >= o.expiresAt) o.status = DEPOSIT_STATUS.expired;
    } else if (due && now >= due.at) {
      finish(d, wallets, o, due.outcome, due.at, due.remark);
    }
  }
}

function finish(d: Deposits, wallets: Wallets, o: DepositOrder, outcome: 'paid' | 'refused', at: number, remark = ''): void {
  if (outcome === 'paid') {
    const type = d.types.find((t) => t.id === o.payTypeId);
    const credited = creditDeposit(wallets, o.userId, o.amountCents, o.orderNo, at, type?.name ?? '充值');
    if (!credited.ok) throw new Error(`deposit ${o.orderNo}: credit refused`);
    o.status = DEPOSIT_STATUS.paid;
    o.paidAt = at;
  } else {
    o.status = DEPOSIT_STATUS.refused;
    o.remark = remark || '存款审核未通过，请联系客服';
  }
  publish(d.office, { userId: o.userId, at, kind: outcome === 'paid' ? 'deposit-paid' : 'deposit-refused', orderNo: o.orderNo, amountCents: o.amountCents, netCents: o.amountCents, remark: o.remark });
}

/**
 * Finance decides a waiting order now (the QA API). Answers 6004 for an unknown order and 6003
 * for one no longer waiting (brought up to the clock first, so an order already decided stays so).
 */
export function decideDeposit(d: Deposits, wallets: Wallets, orderNo: string, outcome: 'paid' | 'refused', now: number, remark?: string): Result<DepositOrder> {
  const o = d.orders.get(orderNo);
  if (!o) return refuse(Code.NOT_FOUND, '订单不存在');
  settleDeposits(d, wallets, o.userId, now);
  if (!isPending(o)) return refuse(Code.ACCESS_DENIED, '订单已结束');
  finish(d, wallets, o, outcome, now, remark);
  return success(o);
}

/** The player's 我已付款 on a bank-transfer or coin order: finance's review starts now. Saying it twice changes nothing. */
export function markPaid(d: Deposits, wallets: Wallets, userId: number, orderNo: string, now: number): Result<DepositOrder> {
  const found = findOrder(d, wallets, userId, orderNo, now);
  if (!found.ok) return found;
  const o = found.value;
  if (o.kind === PAY_KIND.online) return refuse(Code.ACCESS_DENIED, '在线支付订单由收银台确认，无需提交');
  if (o.status !== DEPOSIT_STATUS.pending) return refuse(Code.ACCESS_DENIED, '订单已结束');
  o.paidMarkedAt ??= now;
  settleDeposits(d, wallets, userId, now);
  return success(o);
}

export interface PayRequest {
  payTypeId: number;
  amountCents: number;
  depositName?: string | undefined;
  protocol?: string | undefined;
}

export function pay(d: Deposits, wallets: Wallets, account: Account, req: PayRequest, currencies: readonly VCurrency[], now: number): Result<DepositOrder> {
  const type = d.types.find((t) => t.id === req.payTypeId);
  if (!type) return refuse(Code.NOT_FOUND, '支付方式不存在');
  if (req.amountCents < type.minCents || req.amountCents > type.maxCents) {
    return refuse(Code.ILLEGAL_PARAMETER, `单笔充值金额需在${toYuanString(type.minCents)}-${toYuanString(type.maxCents)}元之间`);
  }
  settleDeposits(d, wallets, account.userId, now);
  const open = ordersIn(d, account.userId).filter(isPending).length;
  if (open >= DEPOSIT_OPEN_ORDERS_MAX) return refuse(Code.FREQUENT_SUBMISSION, '您还有未完成的充值订单，请完成或取消后再试');

  const orderNo = nextOrderNo(wallets, 'D', now);
  const order: DepositOrder = {
    orderNo,
    userId: account.userId,
    payTypeId: type.id,
    kind: type.kind,
    amountCents: req.amountCents,
    status: DEPOSIT_STATUS.pending,
    createdAt: now,
    expiresAt: now + (type.kind === PAY_KIND.online ? ONLINE_ORDER_TTL_MS : ORDER_TTL_MS),
    paidAt: null,
    payUrl: null,
    bankInfo: null,
    virtualInfo: null,
    depositName: null,
    signalCode: null,
    cashierToken: null,
    paidMarkedAt: null,
    remark: '',
  };
  if (type.kind === PAY_KIND.online) {
    // The cashier page is ours, on the site's origin; its token is the only credential it takes.
    order.cashierToken = base64UrlText(installedCrypto().randomBytes(18));
    order.payUrl = `${CASHIER_PAGE_PATH}?token=${order.cashierToken}`;
  } else if (type.kind === PAY_KIND.bank) {
    // Finance matches a bank transfer by the payer's name: it must be the player's real name.
    if (!account.realName) return refuse(Code.BIND_REAL_NAME, '银行卡转账需先完善实名信息');
    order.bankInfo = type.receivingBank ?? null;
    order.depositName = req.depositName ?? account.realName;
  } else {
    const currency = currencies.find((c) => c.currency === type.currency);
    const addresses = type.addresses ?? {};
    const protocol = req.protocol ?? currency?.protocols[0] ?? '';
    const address = addresses[protocol];
    if (!currency || !address) return refuse(Code.ILLEGAL_PARAMETER, '不支持该协议');
    // The player sells coin to the site: priced at the sell rate (fewer yuan per coin than the
    // buy rate), like the exchange page, and rounded up to the coin cent so the yuan are covered.
    const virtualCents = Math.ceil(req.amountCents / currency.sellRate);
    order.virtualInfo = { currency: currency.currency, protocol, address, rate: currency.sellRate, virtualCents };
  }
  fileOrder(d, order, isPending, ORDERS_PER_USER_MAX);
  if (order.cashierToken) setBounded(d.cashierTokens, order.cashierToken, orderNo, CASHIER_TOKENS_MAX);
  return success(order);
}

/** The player's own order, brought up to date; someone else's answers like an unknown one. */
export function findOrder(d: Deposits, wallets: Wallets, userId: number, orderNo: string, now: number): Result<DepositOrder> {
  const o = d.orders.get(orderNo);
  if (!o || o.userId !== userId) return refuse(Code.NOT_FOUND, '订单不存在');
  settleDeposits(d, wallets, userId, now);
  return success(o);
}

export function closeOrder(d: Deposits, wallets: Wallets, userId: number, orderNo: string, now: number): Result<DepositOrder> {
  const found = findOrder(d, wallets, userId, orderNo, now);
  if (!found.ok) return found;
  const o = found.value;
  if (o.status !== DEPOSIT_STATUS.pending) return refuse(Code.ACCESS_DENIED, '订单已结束，无法取消');
  o.status = DEPOSIT_STATUS.closed;
  return success(o);
}

export function signalCode(d: Deposits, wallets: Wallets, userId: number, orderNo: string, now: number): Result<DepositOrder & { signalCode: string }> {
  const found = findOrder(d, wallets, userId, orderNo, now);
  if (!found.ok) return found;
  const o = found.value;
  if (o.status !== DEPOSIT_STATUS.pending) return refuse(Code.ACCESS_DENIED, '订单已结束');
  if (o.kind !== PAY_KIND.bank) return refuse(Code.ACCESS_DENIED, '仅银行卡转账订单需要附言码');
  o.signalCode ??= Array.from({ length: 6 }, () => SIGNAL_ALPHABET[installedCrypto().randomInt(0, SIGNAL_ALPHABET.length)]).join('');
  return success({ ...o, signalCode: o.signalCode });
}

/** The order a cashier token names, brought up to the clock; 6004 for a token we never gave (or forgot). */
export function cashierOrderOf(d: Deposits, wallets: Wallets, token: string, now: number): Result<DepositOrder> {
  const orderNo = d.cashierTokens.get(token);
  const o = orderNo === undefined ? undefined : d.orders.get(orderNo);
  if (!o) return refuse(Code.NOT_FOUND, '订单不存在或链接已失效');
  settleDeposits(d, wallets, o.userId, now);
  return success(o);
}

const ENDED: Record<DepositStatus, string> = {
  [DEPOSIT_STATUS.pending]: '订单等待支付',
  [DEPOSIT_STATUS.paid]: '订单已支付',
  [DEPOSIT_STATUS.closed]: '订单已取消',
  [DEPOSIT_STATUS.expired]: '订单已过期，请重新下单',
  [DEPOSIT_STATUS.refused]: '订单未通过审核',
};

/**
 * 确认支付 at the cashier: the gateway says the money arrived, so the order is paid and credited
 * now. Paying a paid order again answers it unchanged (a double press credits once); a closed,
 * expired or refused order answers 6003.
 */
export function payAtCashier(d: Deposits, wallets: Wallets, token: string, now: number): Result<DepositOrder> {
  const found = cashierOrderOf(d, wallets, token, now);
  if (!found.ok) return found;
  const o = found.value;
  if (o.status === DEPOSIT_STATUS.paid) return success(o);
  if (!isPending(o)) return refuse(Code.ACCESS_DENIED, ENDED[o.status]);
  finish(d, wallets, o, 'paid', now);
  return success(o);
}

/** 取消 at the cashier: a waiting order is closed; a closed one answers unchanged; any other 6003. */
export function cancelAtCashier(d: Deposits, wallets: Wallets, token: string, now: number): Result<DepositOrder> {
  const found = cashierOrderOf(d, wallets, token, now);
  if (!found.ok) return found;
  const o = found.value;
  if (o.status === DEPOSIT_STATUS.closed) return success(o);
  if (!isPending(o)) return refuse(Code.ACCESS_DENIED, ENDED[o.status]);
  o.status = DEPOSIT_STATUS.closed;
  return success(o);
}

import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import { Code } from '@betsite/contracts/status-codes';
import {
  DEPOSIT_AUTO_PAID_AFTER_S,
  DEPOSIT_AUTO_PAID_LIMIT_YUAN,
  DEPOSIT_OPEN_ORDERS_MAX,
  DEPOSIT_ORDER_TTL_S,
  DEPOSIT_STATUS,
  PAY_KIND,
  type receivingBank,
} from '@betsite/contracts/routes/payment';
import type { VCurrency } from '@betsite/contracts/routes/transfer';
import { type Result, refuse, success } from '../lib/reply';
import { toCents, toYuanString } from '../lib/money';
import type { PaymentTypeFixture } from './fixtures';
import type { Account } from '../accounts/account';
import { type Wallets, creditDeposit, nextOrderNo } from './wallet';
import { type OrderBook, fileOrder, ordersIn } from './order-book';

/**
 * Deposit orders. pay makes a pending order; the order settles lazily whenever the player's money
 * is read (`settleDeposits`): at most DEPOSIT_AUTO_PAID_LIMIT_YUAN becomes paid
 * DEPOSIT_AUTO_PAID_AFTER_S seconds after it was made, on the server clock, and the centre wallet
 * is credited then; anything unpaid expires after DEPOSIT_ORDER_TTL_S. Larger orders wait for
 * finance (a later issue) until they expire.
 */

export const AUTO_PAID_AFTER_MS = DEPOSIT_AUTO_PAID_AFTER_S * 1000;
export const AUTO_PAID_LIMIT_CENTS = toCents(DEPOSIT_AUTO_PAID_LIMIT_YUAN);
export const ORDER_TTL_MS = DEPOSIT_ORDER_TTL_S * 1000;
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
}

export interface Deposits extends OrderBook<DepositOrder> {
  readonly types: readonly PaymentTypeFixture[];
}

export function createDeposits(types: readonly PaymentTypeFixture[]): Deposits {
  for (const t of types) {
    if (t.minCents > t.maxCents) throw new Error(`payment-types.json: ${t.name} min above max`);
    if (t.kind === PAY_KIND.bank && !t.receivingBank) throw new Error(`payment-types.json: ${t.name} has no receivingBank`);
    if (t.kind === PAY_KIND.virtual && (!t.currency || !t.addresses)) throw new Error(`payment-types.json: ${t.name} has no currency/addresses`);
    if (t.kind === PAY_KIND.online && !t.cashierUrl) throw new Error(`payment-types.json: ${t.name} has no cashierUrl`);
  }
  return { types: [...types].sort((a, b) => a.sort - b.sort), orders: new Map(), byUser: new Map() };
}

const isPending = (o: DepositOrder) => o.status === DEPOSIT_STATUS.pending;

/** Brings the player's pending orders up to the server clock: paid (and credited) or expired. */
export function settleDeposits(d: Deposits, wallets: Wallets, userId: number, now: number): void {
  for (const o of ordersIn(d, userId)) {
    if (!isPending(o)) continue;
    const paidAt = o.createdAt + AUTO_PAID_AFTER_MS;
    if (o.amountCents <= AUTO_PAID_LIMIT_CENTS && now >= paidAt && paidAt < o.expiresAt) {
      const type = d.types.find((t) => t.id === o.payTypeId);
      const credited = creditDeposit(wallets, userId, o.amountCents, o.orderNo, paidAt, type?.name ?? '充值');
      if (!credited.ok) throw new Error(`deposit ${o.orderNo}: credit refused`);
      o.status = DEPOSIT_STATUS.paid;
      o.paidAt = paidAt;
    } else if (now >= o.expiresAt) {
      o.status = DEPOSIT_STATUS.expired;
    }
  }
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
    expiresAt: now + ORDER_TTL_MS,
    paidAt: null,
    payUrl: null,
    bankInfo: null,
    virtualInfo: null,
    depositName: null,
    signalCode: null,
  };
  if (type.kind === PAY_KIND.online) {
    order.payUrl = `${type.cashierUrl ?? ''}/${orderNo}`;
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
    // The coin to send, rounded up to the coin cent so the credited yuan are covered.
    const virtualCents = Math.ceil(req.amountCents / currency.buyRate);
    order.virtualInfo = { currency: currency.currency, protocol, address, rate: currency.buyRate, virtualCents };
  }
  fileOrder(d, order, isPending, ORDERS_PER_USER_MAX);
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
  o.signalCode ??= Array.from({ length: 6 }, () => SIGNAL_ALPHABET[randomInt(SIGNAL_ALPHABET.length)]).join('');
  return success({ ...o, signalCode: o.signalCode });
}

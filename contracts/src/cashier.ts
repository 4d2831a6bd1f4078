import { z } from 'zod';
import { initContract } from '@ts-rest/core';
import { post } from './route';
import { epochMs, moneyAmount } from './envelope';
import { Code } from './status-codes';
import { orderNo } from './money-fields';
import { depositStatus } from './routes/payment';
import { CASHIER_PAGE_PATH, CASHIER_QR_PATH } from './constants';
import { charsBetween } from './char-count';

export { CASHIER_PAGE_PATH, CASHIER_QR_PATH };

/**
 * The stand-in payment gateway's cashier, served by our server under /__cashier (not the
 * product's contract: the site only opens the payUrl of an online deposit; the cashier page calls
 * these, QA scripts may too). Like the stand-in providers: the cashier token in the payUrl is the
 * only credential (it names one order, nobody's session), replies are the usual envelope, and an
 * unknown token answers 6004.
 *
 * Paying here is the gateway telling the site the money arrived: the order is credited at once,
 * exactly once (paying a paid order again answers it unchanged). Cancelling closes a waiting order
 * (again: unchanged). An order no longer waiting (expired, closed, refused; paid for cancel)
 * answers 6003 with what became of it.
 */
const c = initContract();

/** 16 to 64 url-safe characters (ours are 24). */
export const cashierToken = z.string().regex(charsBetween(16, 64)).regex(/^[A-Za-z0-9_-]+$/);

export const cashierBody = z.object({ token: cashierToken });

export const cashierOrder = z.object({
  orderNo,
  amount: moneyAmount,
  /** The deposit method, e.g. 支付宝扫码. */
  payTypeName: z.string(),
  /** alipay, wechat, unionpay: the page's colours and wording. */
  payTypeCode: z.string(),
  status: depositStatus,
  createdAt: epochMs,
  /** Pay before this (server clock), or the order expires unpaid. */
  expiresAt: epochMs,
  paidAt: epochMs.nullable(),
  /** The server clock when answered: the page counts down to expiresAt on it, not the browser's. */
  serverNow: epochMs,
});
export type CashierOrder = z.infer<typeof cashierOrder>;

const example: CashierOrder = {
  orderNo: 'D20260115120000000001', amount: 500, payTypeName: '支付宝扫码', payTypeCode: 'alipay', status: 0,
  createdAt: 1_768_478_400_000, expiresAt: 1_768_479_300_000, paidAt: null, serverNow: 1_768_478_410_000,
};

export const cashierContract = c.router({
  order: post({
    path: '/__cashier/order',
    summary: 'The order the cashier page shows: amount, order number, method, status and when it expires',
    description: '6004 for an unknown token.',
    body: cashierBody,
    data: cashierOrder,
    auth: false,
    codes: [Code.NOT_FOUND],
    example,
  }),
  pay: post({
    path: '/__cashier/pay',
    summary: 'Pay the order (确认支付): the centre wallet is credited at once, once',
    description: '6004 unknown token; 6003 an order closed, expired or refused. A paid order answers unchanged.',
    body: cashierBody,
    data: cashierOrder,
    auth: false,
    codes: [Code.NOT_FOUND, Code.ACCESS_DENIED],
    example: { ...example, status: 1, paidAt: 1_768_478_460_000 },
  }),
  cancel: post({
    path: '/__cashier/cancel',
    summary: 'Cancel the order (取消): it is closed and can no longer be paid',
    description: '6004 unknown token; 6003 an order paid, expired or refused. A closed order answers unchanged.',
    body: cashierBody,
    data: cashierOrder,
    auth: false,
    codes: [Code.NOT_FOUND, Code.ACCESS_DENIED],
    example: { ...example, status: 2 },
  }),
});

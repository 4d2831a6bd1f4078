import type { CashierOrder } from '@betsite/contracts/cashier';
import { minutesSeconds } from '../shared/format';

/** The apps a method's QR code is scanned with, by pay type code. */
const APPS: Readonly<Record<string, string>> = { alipay: '支付宝', wechat: '微信', unionpay: '云闪付' };
/** What the page says of an order that no longer waits, by deposit status. */
const ENDED: Readonly<Record<number, string>> = { 1: '支付成功，款项已到账，可关闭本页返回网站', 2: '订单已取消', 3: '订单已过期，请返回网站重新下单', 4: '订单未通过审核' };
const WAITING = 0;

export const isWaiting = (order: CashierOrder): boolean => order.status === WAITING;

/** The line under the QR code: which app scans it. */
export const scanHint = (order: CashierOrder): string => `请使用${APPS[order.payTypeCode] ?? '支付'}扫一扫，或点击确认支付`;

/** The order's state line and its colour class (paid green, ended red, waiting plain). */
export function stateLine(order: CashierOrder): { text: string; className: string } {
  if (isWaiting(order)) return { text: '等待支付', className: '' };
  return { text: ENDED[order.status] ?? '', className: order.status === 1 ? 'paid' : 'ended' };
}

/**
 * The time left to pay as mm:ss, on the server clock: `skewMs` is how far the server's clock is
 * ahead of the browser's (serverNow minus the browser's now when the order was read). `due` once
 * none is left, when the page reads the order again (it has expired on the server).
 */
export function timeLeft(order: CashierOrder, browserNowMs: number, skewMs: number): { text: string; due: boolean } {
  const left = Math.max(0, order.expiresAt - (browserNowMs + skewMs));
  return { text: minutesSeconds(Math.ceil(left / 1000)), due: left === 0 };
}

import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CASHIER_PAGE_PATH, CASHIER_QR_PATH } from '@betsite/contracts/cashier';
import { DEPOSIT_ONLINE_ORDER_TTL_S, DEPOSIT_STATUS } from '@betsite/contracts/routes/payment';
import { call, signedInBeforeEach } from '../../../test-support/helpers';
import { builtPage } from '../../../test-support/stand-in-pages';

let app: FastifyInstance;
let token: string;
signedInBeforeEach((fresh) => ({ app, token } = fresh));

interface CashierOrder {
  orderNo: string;
  amount: number;
  payTypeName: string;
  status: number;
  expiresAt: number;
  paidAt: number | null;
  serverNow: number;
}

const centre = async () => (await call<{ centerWalletBalance: number }>(app, '/fd/api/v1/transfer/getBalance', {}, token)).data.centerWalletBalance;

/** An online deposit as the site makes it; its cashier token from the payUrl. */
async function onlineOrder(amount = 500, payTypeId = 1) {
  const r = await call<{ orderNo: string; payUrl: string }>(app, '/fd/api/v1/payment/pay', { payTypeId, amount }, token);
  expect(r.status_code).toBe(6000);
  const url = new URL(r.data.payUrl, 'http://local');
  expect(url.pathname).toBe(CASHIER_PAGE_PATH);
  return { orderNo: r.data.orderNo, cashier: url.searchParams.get('token') ?? '' };
}
const status = async (orderNo: string) => (await call<{ status: number }>(app, '/fd/api/v1/payment/getDepositOrderStatus', { orderNo }, token)).data.status;

describe('POST /__cashier/order', () => {
  it('answers 6000 with the amount, the order number, the method and the expiry on the server clock', async () => {
    const { orderNo, cashier } = await onlineOrder(500);
    const r = await call<CashierOrder>(app, '/__cashier/order', { token: cashier });
    expect(r).toMatchObject({ status_code: 6000, data: { orderNo, amount: 500, payTypeName: '支付宝扫码', status: DEPOSIT_STATUS.pending, paidAt: null, serverNow: app.ctx.clock.now() } });
    expect(r.data.expiresAt - r.data.serverNow).toBe(DEPOSIT_ONLINE_ORDER_TTL_S * 1000);
  });

  it('answers 6004 for a token it never gave, 6007 without one and 6008 for one of the wrong shape', async () => {
    expect((await call(app, '/__cashier/order', { token: 'A'.repeat(24) })).status_code).toBe(6004);
    expect((await call(app, '/__cashier/order', {})).status_code).toBe(6007);
    expect((await call(app, '/__cashier/order', { token: 'a b<script>' + 'x'.repeat(20) })).status_code).toBe(6008);
  });
});

describe('POST /__cashier/pay', () => {
  it('credits the centre wallet at once and exactly once when 确认支付 is pressed twice', async () => {
    const before = await centre();
    const { orderNo, cashier } = await onlineOrder(500);
    const first = await call<CashierOrder>(app, '/__cashier/pay', { token: cashier });
    const second = await call<CashierOrder>(app, '/__cashier/pay', { token: cashier });
    expect(first).toMatchObject({ status_code: 6000, data: { status: DEPOSIT_STATUS.paid, paidAt: app.ctx.clock.now() } });
    expect(second).toMatchObject({ status_code: 6000, data: { status: DEPOSIT_STATUS.paid, paidAt: first.data.paidAt } });
    expect(await status(orderNo)).toBe(DEPOSIT_STATUS.paid);
    expect(await centre()).toBe(before + 500);
    const deals = await call<{ list: { orderNo: string }[] }>(app, '/fd/api/v1/transactions/queryDealRecord', { type: 1 }, token);
    expect(deals.data.list.filter((d) => d.orderNo === orderNo)).toHaveLength(1);
  });

  it('never credits an unpaid order: pending until the stated time, then expired, and paying then answers 6003', async () => {
    const before = await centre();
    const { orderNo, cashier } = await onlineOrder(500);
    app.ctx.clock.advance(DEPOSIT_ONLINE_ORDER_TTL_S * 1000 - 1);
    expect(await status(orderNo)).toBe(DEPOSIT_STATUS.pending);
    app.ctx.clock.advance(1);
    expect(await status(orderNo)).toBe(DEPOSIT_STATUS.expired);
    expect(await call(app, '/__cashier/pay', { token: cashier })).toMatchObject({ status_code: 6003, message: '订单已过期，请重新下单' });
    expect(await centre()).toBe(before);
  });
});

describe('POST /__cashier/cancel', () => {
  it('closes the order: the site shows it cancelled, it can no longer be paid, nothing is credited', async () => {
    const before = await centre();
    const { orderNo, cashier } = await onlineOrder(300);
    expect(await call(app, '/__cashier/cancel', { token: cashier })).toMatchObject({ status_code: 6000, data: { status: DEPOSIT_STATUS.closed } });
    expect(await status(orderNo)).toBe(DEPOSIT_STATUS.closed);
    expect(await call(app, '/__cashier/pay', { token: cashier })).toMatchObject({ status_code: 6003, message: '订单已取消' });
    expect(await centre()).toBe(before);
  });

  it('answers 6003 for an order already paid, which stays paid', async () => {
    const { orderNo, cashier } = await onlineOrder(300);
    await call(app, '/__cashier/pay', { token: cashier });
    expect(await call(app, '/__cashier/cancel', { token: cashier })).toMatchObject({ status_code: 6003, message: '订单已支付' });
    expect(await status(orderNo)).toBe(DEPOSIT_STATUS.paid);
  });
});

describe('the cashier page and its QR code', () => {
  it('serves the page as HTML that keeps its token from referrers', async () => {
    const r = await app.inject({ method: 'GET', url: `${CASHIER_PAGE_PATH}?token=${'A'.repeat(24)}` });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(r.headers['referrer-policy']).toBe('no-referrer');
    expect(r.body).toContain('确认支付');
    const page = await builtPage(app, `${CASHIER_PAGE_PATH}?token=${'A'.repeat(24)}`);
    for (const call of ['/__cashier/order', '/__cashier/pay', '/__cashier/cancel', CASHIER_QR_PATH]) expect(page.scripts).toContain(call);
  });

  it('serves the order\'s QR code as SVG, and 404 for a token it never gave', async () => {
    const { cashier } = await onlineOrder(500);
    const qr = await app.inject({ method: 'GET', url: `${CASHIER_QR_PATH}?token=${cashier}`, headers: { host: 'localhost:3000' } });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toBe('image/svg+xml');
    expect(qr.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*><rect[^>]*\/><path fill="#000" d="(M\d+ \d+h1v1h-1z)+"\/><\/svg>$/);
    expect((await app.inject({ method: 'GET', url: `${CASHIER_QR_PATH}?token=${'A'.repeat(24)}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: CASHIER_QR_PATH })).statusCode).toBe(404);
  });
});

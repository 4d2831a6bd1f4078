import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEPOSIT_AUTO_PAID_AFTER_S, DEPOSIT_STATUS } from '@betsite/contracts/routes/payment';
import { call, login, loginTrusted, signedInBeforeEach } from '../../../test-support/helpers';

const P = '/fd/api/v1/payment';

let app: FastifyInstance;
let token: string;
signedInBeforeEach((fresh) => ({ app, token } = fresh));

interface Order {
  orderNo: string;
  status: number;
  amount: number;
  payUrl: string | null;
  bankInfo: { bankName: string } | null;
  virtualInfo: { address: string; virtualAmount: number } | null;
}

const centre = async () => (await call<{ centerWalletBalance: number }>(app, '/fd/api/v1/transfer/getBalance', {}, token)).data.centerWalletBalance;

describe('types', () => {
  it('answers 6000 with the deposit methods, limits in yuan', async () => {
    const r = await call<{ id: number; minAmount: number; maxAmount: number; fixedAmounts: number[] }[]>(app, `${P}/types`, {}, token);
    expect(r.status_code).toBe(6000);
    expect(r.data[0]).toMatchObject({ id: 1, minAmount: 100, maxAmount: 50000, fixedAmounts: [100, 500, 1000, 2000, 5000, 10000] });
  });

  it('answers 6003 when the site setting switches deposits off', async () => {
    app.ctx.state.settings.depositEnabled = false;
    expect((await call(app, `${P}/types`, {}, token)).status_code).toBe(6003);
  });

  it('answers 6001 without a token', async () => {
    expect((await call(app, `${P}/types`, {})).status_code).toBe(6001);
  });
});

describe('pay and the order status', () => {
  it('answers 6000 with a pending order and our cashier page; unpaid it stays pending past the old 30 s, paid at the cashier it is credited', async () => {
    const before = await centre();
    const r = await call<Order>(app, `${P}/pay`, { payTypeId: 1, amount: 500 }, token);
    expect(r.status_code).toBe(6000);
    expect(r.data).toMatchObject({ status: DEPOSIT_STATUS.pending, amount: 500 });
    expect(r.data.payUrl).toMatch(/^\/__cashier\/checkout\?token=[\w-]{24}$/);
    app.ctx.clock.advance(DEPOSIT_AUTO_PAID_AFTER_S * 1000);
    const pending = await call(app, `${P}/getDepositOrderStatus`, { orderNo: r.data.orderNo }, token);
    expect(pending).toMatchObject({ status_code: 6000, data: { status: DEPOSIT_STATUS.pending, paidAt: null } });
    expect(await centre()).toBe(before);

    const cashierToken = new URL(r.data.payUrl ?? '', 'http://local').searchParams.get('token');
    expect((await call(app, '/__cashier/pay', { token: cashierToken })).status_code).toBe(6000);
    const paid = await call(app, `${P}/getDepositOrderStatus`, { orderNo: r.data.orderNo }, token);
    expect(paid).toMatchObject({ status_code: 6000, data: { status: DEPOSIT_STATUS.paid, amount: 500 } });
    expect(await centre()).toBe(before + 500);
    const deals = await call<{ list: { orderNo: string; type: number; amount: number }[] }>(app, '/fd/api/v1/transactions/queryDealRecord', { type: 1 }, token);
    expect(deals.data.list[0]).toMatchObject({ orderNo: r.data.orderNo, type: 1, amount: 500 });
  });

  it('answers 6000 with the receiving account for a bank transfer', async () => {
    const r = await call<Order>(app, `${P}/pay`, { payTypeId: 4, amount: 1000.5, depositName: '张伟' }, token);
    expect(r).toMatchObject({ status_code: 6000, data: { bankInfo: { bankName: '中国建设银行' }, payUrl: null } });
  });

  it('answers 6000 with the address and the coin amount for a USDT deposit, at the sell rate (the player sells coin)', async () => {
    const r = await call<Order>(app, `${P}/pay`, { payTypeId: 5, amount: 705, protocol: 'ERC20' }, token);
    expect(r.data.virtualInfo).toMatchObject({ address: '0x7a3f9c2e1b4d8a6f5e0c3b2a19d8e7f6a5b4c3d2', rate: 7.05, virtualAmount: 100 });
  });

  it('answers 6008 when the amount has 3 decimals', async () => {
    expect((await call(app, `${P}/pay`, { payTypeId: 1, amount: 100.123 }, token)).status_code).toBe(6008);
  });

  it('answers 6008 when the amount is negative', async () => {
    expect((await call(app, `${P}/pay`, { payTypeId: 1, amount: -100 }, token)).status_code).toBe(6008);
  });

  it('answers 6008 with the limits when the amount is below the method\'s minimum', async () => {
    expect(await call(app, `${P}/pay`, { payTypeId: 1, amount: 99.99 }, token)).toMatchObject({ status_code: 6008, message: '单笔充值金额需在100.00-50000.00元之间' });
  });

  it('answers 6007 when payTypeId is missing', async () => {
    expect((await call(app, `${P}/pay`, { amount: 100 }, token)).status_code).toBe(6007);
  });

  it('answers 6004 for an unknown deposit method', async () => {
    expect((await call(app, `${P}/pay`, { payTypeId: 99, amount: 100 }, token)).status_code).toBe(6004);
  });

  it('answers 6011 when three orders are still open', async () => {
    for (let i = 0; i < 3; i++) expect((await call(app, `${P}/pay`, { payTypeId: 2, amount: 100 + i }, token)).status_code).toBe(6000);
    expect(await call(app, `${P}/pay`, { payTypeId: 2, amount: 200 }, token)).toMatchObject({ status_code: 6011, message: '您还有未完成的充值订单，请完成或取消后再试' });
  });

  it('answers 6011 for the same submission twice within a second (double click)', async () => {
    expect((await call(app, `${P}/pay`, { payTypeId: 1, amount: 300 }, token)).status_code).toBe(6000);
    expect((await call(app, `${P}/pay`, { payTypeId: 1, amount: 300 }, token)).status_code).toBe(6011);
  });

  it('answers 6449 for a bank transfer by a player without a bound real name', async () => {
    const demo02 = await loginTrusted(app, 'demo02', 'demo1234', 'demo-device-02');
    expect((await call(app, `${P}/pay`, { payTypeId: 4, amount: 100 }, demo02)).status_code).toBe(6449);
  });

  it('answers 6003 when the site setting switches deposits off', async () => {
    app.ctx.state.settings.depositEnabled = false;
    expect(await call(app, `${P}/pay`, { payTypeId: 1, amount: 100 }, token)).toMatchObject({ status_code: 6003, message: '充值功能暂未开放' });
  });

  it('answers 6004 for another player\'s order', async () => {
    const r = await call<Order>(app, `${P}/pay`, { payTypeId: 1, amount: 100 }, token);
    const vip = await login(app, 'vip888', 'vip88888', 'demo-device-03');
    expect((await call(app, `${P}/getDepositOrderStatus`, { orderNo: r.data.orderNo }, vip)).status_code).toBe(6004);
  });

  it('answers 6008 for an order number with characters no order number has', async () => {
    expect((await call(app, `${P}/getDepositOrderStatus`, { orderNo: 'D-1; drop' }, token)).status_code).toBe(6008);
  });
});

describe('closeOrder', () => {
  it('answers 6000 with status 2 and the order is never paid; closing again answers 6003', async () => {
    const before = await centre();
    const r = await call<Order>(app, `${P}/pay`, { payTypeId: 1, amount: 100 }, token);
    expect(await call(app, `${P}/closeOrder`, { orderNo: r.data.orderNo }, token)).toMatchObject({ status_code: 6000, data: { status: DEPOSIT_STATUS.closed } });
    app.ctx.clock.advance(60_000);
    expect(await centre()).toBe(before);
    expect((await call(app, `${P}/closeOrder`, { orderNo: r.data.orderNo }, token)).status_code).toBe(6003);
  });

  it('answers 6004 for an unknown order', async () => {
    expect((await call(app, `${P}/closeOrder`, { orderNo: 'D20260115120000999999' }, token)).status_code).toBe(6004);
  });
});

describe('createSignalCode', () => {
  it('answers 6000 with a 6-character remark code for a bank transfer order, the same on a second call', async () => {
    const order = await call<Order>(app, `${P}/pay`, { payTypeId: 4, amount: 200 }, token);
    const a = await call<{ signalCode: string }>(app, `${P}/createSignalCode`, { orderNo: order.data.orderNo }, token);
    expect(a.status_code).toBe(6000);
    expect(a.data.signalCode).toMatch(/^[A-Z0-9]{6}$/);
    const b = await call<{ signalCode: string }>(app, `${P}/createSignalCode`, { orderNo: order.data.orderNo }, token);
    expect(b.data.signalCode).toBe(a.data.signalCode);
  });

  it('answers 6003 for an online recharge order', async () => {
    const order = await call<Order>(app, `${P}/pay`, { payTypeId: 1, amount: 200 }, token);
    expect((await call(app, `${P}/createSignalCode`, { orderNo: order.data.orderNo }, token)).status_code).toBe(6003);
  });

  it('answers 6007 when orderNo is missing', async () => {
    expect((await call(app, `${P}/createSignalCode`, {}, token)).status_code).toBe(6007);
  });
});

describe('getCustomerInfo', () => {
  it('answers 6000 with the support link and the safety notice', async () => {
    const r = await call<{ url: string; notice: string }>(app, `${P}/getCustomerInfo`, {}, token);
    expect(r.status_code).toBe(6000);
    expect(r.data.notice).toContain('线下代充值一律不予认可');
  });

  it('answers 6003 when the site setting switches deposits off', async () => {
    app.ctx.state.settings.depositEnabled = false;
    expect((await call(app, `${P}/getCustomerInfo`, {}, token)).status_code).toBe(6003);
  });
});

import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, loginTrusted, signedInBeforeEach } from '../../../test-support/helpers';

const P = '/fd/api/v1/transfer';

let app: FastifyInstance;
let token: string;
signedInBeforeEach((fresh) => ({ app, token } = fresh));

interface Deal {
  orderNo: string;
  type: number;
  typeName: string;
  amount: number;
  balance: number;
  remark: string;
  createdAt: number;
}

describe('getBalance', () => {
  it('answers 6000 with the centre wallet, the venue total and the locked money when withLockMoney is 1', async () => {
    const r = await call(app, `${P}/getBalance`, { withLockMoney: 1 }, token);
    expect(r).toEqual({ status_code: 6000, message: '成功', data: { centerWalletBalance: 8888, venueBalance: 1888.5, totalBalance: 10776.5, lockMoney: 0 } });
  });

  it('answers 6000 without lockMoney when withLockMoney is 0', async () => {
    const r = await call<Record<string, unknown>>(app, `${P}/getBalance`, { withLockMoney: 0 }, token);
    expect(r.data).not.toHaveProperty('lockMoney');
  });

  it('answers 6000 for a new player with an empty wallet', async () => {
    const demo02 = await loginTrusted(app, 'demo02', 'demo1234', 'demo-device-02');
    expect((await call(app, `${P}/getBalance`, { withLockMoney: 1 }, demo02)).data).toEqual({ centerWalletBalance: 100, venueBalance: 0, totalBalance: 100, lockMoney: 0 });
  });

  it('answers 6008 for withLockMoney 2', async () => {
    expect((await call(app, `${P}/getBalance`, { withLockMoney: 2 }, token)).status_code).toBe(6008);
  });

  it('answers 6001 without a token', async () => {
    expect((await call(app, `${P}/getBalance`, {})).status_code).toBe(6001);
  });
});

describe('utcTransfer and getTransferRate', () => {
  it('answers 6000 and buys 100 USDT for 725.00 at the buy rate', async () => {
    const r = await call(app, `${P}/utcTransfer`, { currency: 'USDT', ty: 1, amount: '725' }, token);
    expect(r).toMatchObject({ status_code: 6000, data: { amount: 725, received: 100, rate: 7.25, centerWalletBalance: 8163, virtualBalance: 100 } });
    const rate = await call(app, `${P}/getTransferRate`, { currency: 'USDT' }, token);
    expect(rate).toMatchObject({ status_code: 6000, data: { buyRate: 7.25, sellRate: 7.05, virtualBalance: 100 } });
  });

  it('answers 6000 and sells coin back at the sell rate', async () => {
    await call(app, `${P}/utcTransfer`, { ty: 1, amount: '725' }, token);
    const r = await call(app, `${P}/utcTransfer`, { ty: 2, amount: '100' }, token);
    expect(r).toMatchObject({ status_code: 6000, data: { received: 705, centerWalletBalance: 8868, virtualBalance: 0 } });
  });

  it('answers 6008 余额不足 when selling coin the player does not hold', async () => {
    expect(await call(app, `${P}/utcTransfer`, { ty: 2, amount: '1' }, token)).toMatchObject({ status_code: 6008, message: '余额不足' });
  });

  it('answers 6008 when the amount has 3 decimals', async () => {
    expect((await call(app, `${P}/utcTransfer`, { ty: 1, amount: '1.001' }, token)).status_code).toBe(6008);
  });

  it('answers 6007 when ty is missing', async () => {
    expect((await call(app, `${P}/utcTransfer`, { amount: '10' }, token)).status_code).toBe(6007);
  });

  it('answers 6004 for a currency the site does not take', async () => {
    expect((await call(app, `${P}/utcTransfer`, { currency: 'BTC', ty: 1, amount: '10' }, token)).status_code).toBe(6004);
    expect((await call(app, `${P}/getTransferRate`, { currency: 'BTC' }, token)).status_code).toBe(6004);
  });
});

describe('queryDealRecord', () => {
  it('answers 6000 with the fixture history, newest first, signed from the centre wallet', async () => {
    const r = await call<{ list: Deal[]; total: number }>(app, '/fd/api/v1/transactions/queryDealRecord', {}, token);
    expect(r.status_code).toBe(6000);
    // 11 history rows, of which the paid-out withdrawal did not touch the centre wallet.
    expect(r.data.total).toBe(10);
    expect(r.data.list[0]).toMatchObject({ type: 1, typeName: '充值', amount: 2688, balance: 8888 });
    expect(r.data.list[0]?.orderNo).toMatch(/^D\d{14}000010$/);
    const times = r.data.list.map((d) => d.createdAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('answers 6000 with a new transfer first, as a debit', async () => {
    await call(app, '/game/api/v1/venue/transfer', { channelCode: 'PG', amount: '88.88', ty: 1 }, token);
    const r = await call<{ list: Deal[] }>(app, '/fd/api/v1/transactions/queryDealRecord', { type: 3, pageSize: 1 }, token);
    expect(r.data.list).toEqual([expect.objectContaining({ type: 3, typeName: '转账', amount: -88.88, balance: 8799.12, remark: '中心钱包 → PG' })]);
  });

  it('answers 6000 with only the deals of a time window', async () => {
    const end = app.ctx.clock.now();
    const r = await call<{ list: Deal[] }>(app, '/fd/api/v1/transactions/queryDealRecord', { beginTime: end - 2.5 * 86_400_000, endTime: end }, token);
    expect(r.data.list.map((d) => d.typeName)).toEqual(['充值', '转账', '转账', '返水']);
  });

  it('answers 6008 for deal type 8', async () => {
    expect((await call(app, '/fd/api/v1/transactions/queryDealRecord', { type: 8 }, token)).status_code).toBe(6008);
  });

  it('answers 6008 when the end is before the beginning', async () => {
    expect((await call(app, '/fd/api/v1/transactions/queryDealRecord', { beginTime: 2000, endTime: 1000 }, token)).status_code).toBe(6008);
  });

  it('answers 6001 without a token', async () => {
    expect((await call(app, '/fd/api/v1/transactions/queryDealRecord', {})).status_code).toBe(6001);
  });
});

describe('vCurrencyList', () => {
  it('answers 6000 with USDT, its protocols and rates', async () => {
    const r = await call(app, '/fd/api/v1/vCurrency/list', {}, token);
    expect(r).toMatchObject({ status_code: 6000, data: [{ currency: 'USDT', protocols: ['TRC20', 'ERC20'], buyRate: 7.25, sellRate: 7.05 }] });
  });

  it('answers 6001 without a token', async () => {
    expect((await call(app, '/fd/api/v1/vCurrency/list', {})).status_code).toBe(6001);
  });
});

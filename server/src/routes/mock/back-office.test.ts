import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, login, md5, resetAppBeforeEach } from '../../../test-support/helpers';

/** Finance through the QA API, seen by the player: money, order status and letters. */
let app: FastifyInstance;
let token: string;
resetAppBeforeEach(async (fresh) => {
  app = fresh;
  token = await login(app);
});

const mock = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url: `/__mock${url}`, ...(payload === undefined ? {} : { payload }) });
const balance = async () => (await call<{ centerWalletBalance: number; lockMoney: number }>(app, '/fd/api/v1/transfer/getBalance', { withLockMoney: 1 }, token)).data;
const letters = async () => (await call<{ list: { title: string; content: string; read: boolean }[] }>(app, '/site/api/v1/site/letter/list', { type: 'fd' }, token)).data.list;
const withdraw = async (amount: number) =>
  (await call<{ order: { orderNo: string } }>(app, '/fd/api/v1/withdraw/new', { type: 1, cardId: 1, amount, payPassword: md5('123456') }, token)).data.order.orderNo;

describe('POST /__mock/withdrawals/{orderNo}', () => {
  it('pays a withdrawal under review: the locked money leaves, the order says paid, a letter says so', async () => {
    const orderNo = await withdraw(1000);
    expect(await balance()).toMatchObject({ centerWalletBalance: 7888, lockMoney: 1000 });
    const r = await mock('POST', `/withdrawals/${orderNo}`, { decision: 'paid' });
    expect(r.json()).toEqual({ orderNo, status: 1 });
    expect(await balance()).toMatchObject({ centerWalletBalance: 7888, lockMoney: 0 });
    expect((await letters())[0]).toMatchObject({ title: '提款成功', read: false, content: expect.stringContaining(orderNo) as unknown });
  });

  it('tells the player as a notification too (the chat socket relays it as a 60000), also after a reset', async () => {
    await mock('POST', '/reset', {});
    token = await login(app);
    const heard: { userId: number; body: string }[] = [];
    const off = app.ctx.notices.subscribe((n) => heard.push(n));
    const orderNo = await withdraw(1000);
    await mock('POST', `/withdrawals/${orderNo}`, { decision: 'paid' });
    off();
    expect(heard).toEqual([expect.objectContaining({ userId: 10001, body: expect.stringContaining(`提款成功：您的提款订单 ${orderNo}`) as unknown })]);
  });

  it('refuses one with the given reason: the money returns to the centre wallet', async () => {
    const orderNo = await withdraw(1000);
    await mock('POST', `/withdrawals/${orderNo}`, { decision: 'refused', remark: '银行卡信息有误' });
    expect(await balance()).toMatchObject({ centerWalletBalance: 8888, lockMoney: 0 });
    expect((await letters())[0]).toMatchObject({ title: '提款未通过', content: expect.stringContaining('银行卡信息有误') as unknown });
  });

  it('answers 409 once it is decided and 404 for an unknown order', async () => {
    const orderNo = await withdraw(1000);
    await mock('POST', `/withdrawals/${orderNo}`, { decision: 'paid' });
    expect((await mock('POST', `/withdrawals/${orderNo}`, { decision: 'refused' })).statusCode).toBe(409);
    expect((await mock('POST', '/withdrawals/W404', { decision: 'paid' })).statusCode).toBe(404);
  });
});

describe('POST /__mock/deposits/{orderNo} and the review policy', () => {
  it('pays a bank transfer above the auto limit the moment QA says so', async () => {
    const order = await call<{ orderNo: string }>(app, '/fd/api/v1/payment/pay', { payTypeId: 4, amount: 60_000 }, token);
    await call(app, '/fd/api/v1/payment/confirmPaid', { orderNo: order.data.orderNo }, token);
    expect((await mock('POST', `/deposits/${order.data.orderNo}`, { decision: 'paid' })).json()).toMatchObject({ status: 1 });
    expect((await balance()).centerWalletBalance).toBe(68_888);
    expect((await letters())[0]).toMatchObject({ title: '充值到账' });
  });

  it('follows the policy QA sets: deposits refused above a lower risk limit', async () => {
    const put = await mock('PUT', '/review-policy', { depositRiskLimit: 1000 });
    expect(put.json()).toMatchObject({ depositRiskLimit: 1000, depositAutoLimit: 50_000, automatic: true });
    // Above the auto limit the review delay applies; the risk limit is checked at review time.
    await mock('PUT', '/review-policy', { depositAutoLimit: 500 });
    const order = await call<{ orderNo: string }>(app, '/fd/api/v1/payment/pay', { payTypeId: 4, amount: 2000 }, token);
    await call(app, '/fd/api/v1/payment/confirmPaid', { orderNo: order.data.orderNo }, token);
    await mock('POST', '/clock', { advanceMs: 2 * 60_000 });
    const status = await call(app, '/fd/api/v1/payment/getDepositOrderStatus', { orderNo: order.data.orderNo }, token);
    expect(status.data).toMatchObject({ status: 4, remark: '大额存款风控审核未通过，请联系客服' });
  });

  it('brings the default policy back on reset', async () => {
    await mock('PUT', '/review-policy', { automatic: false });
    await mock('POST', '/reset', {});
    expect((await mock('GET', '/review-policy')).json()).toMatchObject({ automatic: true, withdrawReviewAfterS: 300 });
  });
});

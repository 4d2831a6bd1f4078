import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, loginTrusted, md5, productHeaders, signedInBeforeEach } from '../../../test-support/helpers';

const P = '/fd/api/v1/withdraw';
/** demo01's withdrawal password (fixtures/pay-passwords.json). */
const PAY_PASSWORD = md5('123456');

let app: FastifyInstance;
let token: string;
signedInBeforeEach((fresh) => ({ app, token } = fresh));

async function getJson<D = unknown>(url: string, t?: string) {
  const res = await app.inject({ method: 'GET', url, headers: { ...productHeaders(), ...(t ? { token: t } : {}) } });
  return res.json<{ status_code: number; data: D; message: string }>();
}

const demo01 = () => {
  const a = app.ctx.state.accounts.get(10001);
  if (!a) throw new Error('demo01 missing');
  return a;
};

const bank = (amount: number, extra: Record<string, unknown> = {}) => ({ type: 1, cardId: 1, amount, payPassword: PAY_PASSWORD, ...extra });

describe('new', () => {
  it('answers 6000, locks the amount, and getBalance withLockMoney shows it', async () => {
    const r = await call(app, `${P}/new`, bank(1000), token);
    expect(r).toMatchObject({
      status_code: 6000,
      data: { centerWalletBalance: 7888, lockMoney: 1000, order: { type: 1, amount: 1000, fee: 0, actualAmount: 1000, status: 0, remark: '审核中', account: '**** **** **** 6789', bankName: '中国工商银行' } },
    });
    const b = await call(app, '/fd/api/v1/transfer/getBalance', { withLockMoney: 1 }, token);
    expect(b.data).toMatchObject({ centerWalletBalance: 7888, lockMoney: 1000 });
  });

  it('answers 6000 for a USDT address with the coin amount at the buy rate (the player buys coin)', async () => {
    const r = await call(app, `${P}/new`, { type: 2, cardId: 2, amount: 725, payPassword: PAY_PASSWORD }, token);
    expect(r).toMatchObject({ status_code: 6000, data: { order: { virtualAmount: 100, currency: 'USDT', account: 'TQn9...bLSE' } } });
  });

  it('answers 6100 when the pay password is wrong, and locks nothing', async () => {
    expect(await call(app, `${P}/new`, bank(1000, { payPassword: md5('654321') }), token)).toMatchObject({ status_code: 6100, message: '资金密码错误' });
    expect((await call(app, '/fd/api/v1/transfer/getBalance', { withLockMoney: 1 }, token)).data).toMatchObject({ lockMoney: 0, centerWalletBalance: 8888 });
  });

  it('answers 6100 when no pay password is set', async () => {
    app.ctx.state.member.payPasswords.delete(10001);
    expect(await call(app, `${P}/new`, bank(1000), token)).toMatchObject({ status_code: 6100, message: '请先设置资金密码' });
  });

  it('answers 6449 when the player has no bound real name', async () => {
    const demo02 = await loginTrusted(app, 'demo02', 'demo1234', 'demo-device-02');
    expect((await call(app, `${P}/new`, bank(1000), demo02)).status_code).toBe(6449);
  });

  it('answers 6015 when the player has a real name but no bound phone', async () => {
    demo01().phone = null;
    expect((await call(app, `${P}/new`, bank(1000), token)).status_code).toBe(6015);
  });

  it('answers 6003 when the card holder is not the registered real name (card 4, 张薇)', async () => {
    expect(await call(app, `${P}/new`, bank(1000, { cardId: 4 }), token)).toMatchObject({ status_code: 6003, message: '持卡人姓名与实名信息不一致' });
  });

  it('answers 6004 for a card that is not the player\'s', async () => {
    expect((await call(app, `${P}/new`, bank(1000, { cardId: 5 }), token)).status_code).toBe(6004);
  });

  it('answers 6008 with the limits when the amount is below the minimum', async () => {
    expect(await call(app, `${P}/new`, bank(99.99), token)).toMatchObject({ status_code: 6008, message: '单笔提款金额需在100.00-50000.00元之间' });
  });

  it('answers 6008 中心钱包余额不足 when the centre wallet holds less', async () => {
    expect(await call(app, `${P}/new`, bank(8888.01), token)).toMatchObject({ status_code: 6008, message: '中心钱包余额不足' });
  });

  it('answers 6008 when the amount has 3 decimals', async () => {
    expect((await call(app, `${P}/new`, bank(100.001), token)).status_code).toBe(6008);
  });

  it('answers 6008 when the pay password is not an md5 digest', async () => {
    expect((await call(app, `${P}/new`, bank(100, { payPassword: '123456' }), token)).status_code).toBe(6008);
  });

  it('answers 6007 when the pay password is missing', async () => {
    expect((await call(app, `${P}/new`, { type: 1, cardId: 1, amount: 100 }, token)).status_code).toBe(6007);
  });

  it('answers 6011 after the daily count the VIP level promises (VIP3: 10), whatever the kinds', async () => {
    for (let i = 0; i < 10; i++) expect((await call(app, `${P}/new`, bank(100 + i), token)).status_code).toBe(6000);
    expect(await call(app, `${P}/new`, bank(200), token)).toMatchObject({ status_code: 6011, message: '今日提款次数已达上限（10次）' });
  });

  it('answers 6001 without a token', async () => {
    expect((await call(app, `${P}/new`, bank(100))).status_code).toBe(6001);
  });
});

describe('withdrawOrderInfo', () => {
  it('answers 6000 with the latest orders, newest first, and one order by number', async () => {
    await call(app, `${P}/new`, bank(100), token);
    const second = await call<{ order: { orderNo: string } }>(app, `${P}/new`, bank(200), token);
    const all = await call<{ list: { amount: number }[] }>(app, `${P}/withdrawOrderInfo`, {}, token);
    expect(all.data.list.map((o) => o.amount)).toEqual([200, 100]);
    const one = await call<{ list: { amount: number }[] }>(app, `${P}/withdrawOrderInfo`, { orderNo: second.data.order.orderNo }, token);
    expect(one.data.list).toEqual([expect.objectContaining({ amount: 200 })]);
  });

  it('answers 6004 for an unknown order number', async () => {
    expect((await call(app, `${P}/withdrawOrderInfo`, { orderNo: 'W20260115120000999999' }, token)).status_code).toBe(6004);
  });
});

describe('baseCfgList, withdrawInfo, usdtWithdrawInfo', () => {
  it('answers 6000 with the limits of every account kind in yuan', async () => {
    const r = await call<{ type: number; minAmount: number; maxAmount: number }[]>(app, `${P}/baseCfg/list`, {}, token);
    expect(r.data.map((c) => [c.type, c.minAmount, c.maxAmount])).toEqual([[1, 100, 50000], [2, 100, 200000], [3, 100, 20000]]);
  });

  it('answers 6000 with balances, bindings, today\'s count and the masked cards', async () => {
    await call(app, `${P}/new`, bank(100), token);
    const r = await call<{ cards: { id: number; holderName: string }[] }>(app, `${P}/withdrawInfo`, {}, token);
    expect(r).toMatchObject({
      status_code: 6000,
      data: { centerWalletBalance: 8788, lockMoney: 100, withdrawableAmount: 8788, realName: '张*', bindPhone: true, bindRealName: true, hasPayPassword: true, todayTimes: 1 },
    });
    expect(r.data.cards.map((c) => c.id)).toEqual([1, 4, 3]);
    expect(r.data.cards[0]?.holderName).toBe('张*');
  });

  it('answers 6449 on the takemoney page for a player without a real name (the dialog leads to userinfo)', async () => {
    const phone01 = await loginTrusted(app, 'phone01', 'demo1234', 'demo-device-04');
    expect((await call(app, `${P}/withdrawInfo`, {}, phone01)).status_code).toBe(6449);
  });

  it('answers 6000 with the buy rate (what the coin costs the player) and the bound addresses for USDT', async () => {
    const r = await call(app, `${P}/usdtWithdrawInfo`, { currency: 'USDT' }, token);
    expect(r).toMatchObject({ status_code: 6000, data: { rate: 7.25, protocols: ['TRC20', 'ERC20'], addresses: [{ id: 2, protocol: 'TRC20' }] } });
  });

  it('answers 6004 for a coin the site does not take', async () => {
    expect((await call(app, `${P}/usdtWithdrawInfo`, { currency: 'BTC' }, token)).status_code).toBe(6004);
  });
});

describe('GET bank cards', () => {
  it('answers 6000 with every account of the player, masked', async () => {
    const r = await getJson<{ id: number; account: string }[]>('/fd/api/v1/bankCard/queryMemberBanksInfoList', token);
    expect(r.status_code).toBe(6000);
    expect(r.data.map((c) => c.account)).toEqual(['**** **** **** 6789', 'TQn9...bLSE', '138****5678', '**** **** **** 1234']);
  });

  it('answers 6000 with only the cards when the query asks for type 1', async () => {
    const r = await getJson<{ type: number }[]>('/fd/api/v1/bankCard/queryMemberBanksInfoList?type=1', token);
    expect(r.data.map((c) => c.type)).toEqual([1, 1]);
  });

  it('answers 6008 for type 9', async () => {
    expect((await getJson('/fd/api/v1/bankCard/queryMemberBanksInfoList?type=9', token)).status_code).toBe(6008);
  });

  it('answers 6001 without a token', async () => {
    expect((await getJson('/fd/api/v1/bankCard/queryMemberBanksInfoList')).status_code).toBe(6001);
  });

  it('answers 6000 with the supported banks and bound/maximum counts per kind', async () => {
    const r = await getJson<{ banks: { bankCode: string }[]; kinds: { type: number; boundCount: number; maxCount: number }[] }>('/fd/api/v1/bankCard/withdraw/add/list', token);
    expect(r.status_code).toBe(6000);
    expect(r.data.banks.map((b) => b.bankCode)).toContain('ICBC');
    expect(r.data.kinds).toEqual([
      { type: 1, name: '银行卡', boundCount: 2, maxCount: 5 },
      { type: 2, name: '虚拟币', boundCount: 1, maxCount: 3 },
      { type: 3, name: '支付宝', boundCount: 1, maxCount: 1 },
    ]);
  });
});

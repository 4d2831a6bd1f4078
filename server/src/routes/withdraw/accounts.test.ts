import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, md5, signedInBeforeEach } from '../../../test-support/helpers';

const B = '/fd/api/v1/bankCard';
const W = '/fd/api/v1/withdraw';
const PAY_PASSWORD = md5('123456');
const TRC20 = 'TXk3mYq7B2rLp9vN4sWd8eJc6hGf1aQe9b';

let app: FastifyInstance;
let token: string;
signedInBeforeEach((fresh) => ({ app, token } = fresh));

type Card = { id: number; type: number; bankName: string; account: string; holderName: string; isDefault: boolean; protocol: string | null };
/** A session without the new-device rules: these tests are about accounts. */
const sessionFor = (userId: number) => app.ctx.sessions.issue(userId, 'accounts-test').token;

describe('addBankCard', () => {
  it('answers 6000 with the cards of that kind, the new one masked and held by the real name', async () => {
    const r = await call<Card[]>(app, `${B}/add`, { type: 1, bankCode: 'ABC', account: '6228 4800 1234 5678 901' }, token);
    expect(r.status_code).toBe(6000);
    expect(r.data.map((c) => c.type)).toEqual([1, 1, 1]);
    expect(r.data.at(-1)).toMatchObject({ bankName: '中国农业银行', account: '**** **** **** 8901', holderName: '张*', isDefault: false });
  });

  it('makes the first account of a kind its default', async () => {
    const t = sessionFor(10005);
    const r = await call<Card[]>(app, `${B}/add`, { type: 3, account: '13600003333' }, t);
    expect(r).toMatchObject({ status_code: 6000, data: [{ bankName: '支付宝', account: '136****3333', isDefault: true }] });
  });

  it('answers 6000 for a TRC20 address and 6008 for an address of the other protocol', async () => {
    expect((await call<Card[]>(app, `${B}/add`, { type: 2, bankCode: 'USDT', protocol: 'TRC20', account: TRC20 }, token)).data.at(-1)).toMatchObject({ protocol: 'TRC20', bankName: 'USDT-TRC20', holderName: '' });
    expect(await call(app, `${B}/add`, { type: 2, bankCode: 'USDT', protocol: 'ERC20', account: TRC20 }, token)).toMatchObject({ status_code: 6008, message: '请输入正确的钱包地址' });
  });

  it('answers 6008 for a card number that is not 12-19 digits', async () => {
    expect(await call(app, `${B}/add`, { type: 1, bankCode: 'ABC', account: '1234' }, token)).toMatchObject({ status_code: 6008, message: '请输入正确的银行卡号' });
  });

  it('answers 6009 for an account already bound', async () => {
    expect((await call(app, `${B}/add`, { type: 1, bankCode: 'ICBC', account: '6222021234566789' }, token)).status_code).toBe(6009);
  });

  it('answers 6011 past the kind\'s maximum (one Alipay account)', async () => {
    expect(await call(app, `${B}/add`, { type: 3, account: 'zhang@example.com' }, token)).toMatchObject({ status_code: 6011, message: '最多可绑定1个支付宝账户' });
  });

  it('answers 6004 for a bank the site does not pay to', async () => {
    expect((await call(app, `${B}/add`, { type: 1, bankCode: 'NOPE', account: '622202123456678901' }, token)).status_code).toBe(6004);
  });

  it('answers 6449 without a bound real name (the holder would be nobody)', async () => {
    expect((await call(app, `${B}/add`, { type: 1, bankCode: 'ABC', account: '622848001234567890' }, sessionFor(10002))).status_code).toBe(6449);
  });
});

describe('setDefaultBankCard and deleteBankCard', () => {
  it('answers 6000 with exactly one default of the kind', async () => {
    const r = await call<Card[]>(app, `${B}/setDefault`, { id: 4 }, token);
    expect(r.data.map((c) => [c.id, c.isDefault])).toEqual([[1, false], [4, true]]);
  });

  it('answers 6004 for another player\'s account', async () => {
    expect((await call(app, `${B}/setDefault`, { id: 5 }, token)).status_code).toBe(6004);
    expect((await call(app, `${B}/delete`, { id: 5 }, token)).status_code).toBe(6004);
  });

  it('removes the default and makes the next one of its kind the default', async () => {
    const r = await call<Card[]>(app, `${B}/delete`, { id: 1 }, token);
    expect(r).toMatchObject({ status_code: 6000, data: [{ id: 4, isDefault: true }] });
  });

  it('answers 6003 while a withdrawal to it is under review', async () => {
    await call(app, `${W}/new`, { type: 1, cardId: 1, amount: 100, payPassword: PAY_PASSWORD }, token);
    expect(await call(app, `${B}/delete`, { id: 1 }, token)).toMatchObject({ status_code: 6003, message: '该账户有审核中的提款，暂不能删除' });
  });
});

describe('cancel', () => {
  it('answers 6000 with the money back in the centre wallet, then 6003 on a second cancel', async () => {
    const made = await call<{ order: { orderNo: string } }>(app, `${W}/new`, { type: 1, cardId: 1, amount: 1000, payPassword: PAY_PASSWORD }, token);
    const r = await call(app, `${W}/cancel`, { orderNo: made.data.order.orderNo }, token, { 'idempotency-key': 'cancel-1' });
    expect(r).toMatchObject({ status_code: 6000, data: { centerWalletBalance: 8888, lockMoney: 0, order: { status: 3, remark: '已取消，资金已退回' } } });
    expect((await call(app, `${W}/cancel`, { orderNo: made.data.order.orderNo }, token, { 'idempotency-key': 'cancel-2' })).status_code).toBe(6003);
  });

  it('answers 6004 for an unknown order', async () => {
    expect((await call(app, `${W}/cancel`, { orderNo: 'W1' }, token)).status_code).toBe(6004);
  });
});

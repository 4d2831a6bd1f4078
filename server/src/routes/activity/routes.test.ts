import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { call, login, signedInBeforeEach } from '../../../test-support/helpers';
import { journalOf, walletOf } from '../../money/wallet';

const P = {
  config: '/act/api/v1/promotion/config',
  verification: '/act/api/v1/promotion/verification',
  join: '/act/api/v1/promotion/joinActivity',
  confirm: '/act/api/v1/promotion/confirmInfo',
  vipWeek: '/act/api/v1/vipWeek/VipWeekInfo',
  exchange: '/act/api/v1/activityTopGift/exchangeRecord',
} as const;

/** Fixture activities (fixtures/activities.json). */
const A = { firstDeposit: 2, againDeposit: 3, newTask: 4, friendInvitation: 8, ended: 10, upcoming: 11, vip5: 12 } as const;

let app: FastifyInstance;
let token: string;
signedInBeforeEach((fresh) => ({ app, token } = fresh));

/**
 * A session for a demo player without going through login: demo02 and phone01 have no trusted
 * device, and these tests are about activities, not about the new-device rules.
 */
const sessionFor = (userId: number) => app.ctx.sessions.issue(userId, 'activity-test').token;
const DEMO02 = 10002;
const VIP888 = 10003;
const PHONE01 = 10004;
const AWAY01 = 10005;

describe('promotionConfig', () => {
  it('answers 6000 with the activity by id to a visitor, rule in yuan, no participation', async () => {
    const r = await call(app, P.config, { id: A.firstDeposit });
    expect(r).toMatchObject({
      status_code: 6000,
      data: { id: 2, kind: 'firstDeposit', status: 'running', joinable: true, depositRule: { threshold: 100, rate: 1, max: 888 }, reward: null, participation: null },
    });
  });

  it('answers 6000 with the caller\'s participation when signed in', async () => {
    const r = await call(app, P.config, { id: A.firstDeposit }, sessionFor(VIP888));
    expect(r.data).toMatchObject({ participation: { status: 'confirmed', amount: 1000, bonus: 888, turnoverRequired: 18_880 } });
  });

  it('answers 6000 by kind alone for the page without an id', async () => {
    const r = await call(app, P.config, { kind: 'friendInvitation' });
    expect(r.data).toMatchObject({ id: A.friendInvitation, kind: 'friendInvitation', joinable: false });
  });

  it('answers 6000 with the ended and upcoming statuses', async () => {
    expect((await call(app, P.config, { id: A.ended })).data).toMatchObject({ status: 'ended' });
    expect((await call(app, P.config, { id: A.upcoming })).data).toMatchObject({ status: 'upcoming' });
  });

  it('answers 6004 for an unknown activity', async () => {
    expect((await call(app, P.config, { id: 999 })).status_code).toBe(6004);
  });

  it('answers 6007 when both id and kind are missing', async () => {
    expect((await call(app, P.config, {})).status_code).toBe(6007);
  });

  it('answers 6008 for a negative id or an unknown kind', async () => {
    expect((await call(app, P.config, { id: -1 })).status_code).toBe(6008);
    expect((await call(app, P.config, { kind: 'lottery' })).status_code).toBe(6008);
  });
});

describe('verification', () => {
  it('answers 6000 qualified for a player who meets every requirement', async () => {
    const r = await call(app, P.verification, { id: A.firstDeposit }, token);
    expect(r).toMatchObject({ status_code: 6000, data: { id: 2, qualified: true, joined: false, unmet: [] } });
  });

  it('answers 6000 not qualified, naming the unmet requirements', async () => {
    const r = await call(app, P.verification, { id: A.againDeposit }, sessionFor(DEMO02));
    expect(r.data).toMatchObject({
      qualified: false,
      unmet: [{ requirement: 'bindPhone', message: '请先绑定手机号' }, { requirement: 'bindRealName', message: '请先完善实名信息' }],
    });
  });

  it('answers 6000 joined for a player who already joined', async () => {
    const r = await call(app, P.verification, { id: A.firstDeposit }, sessionFor(VIP888));
    expect(r.data).toMatchObject({ qualified: false, joined: true, unmet: [{ requirement: 'notJoined' }] });
  });

  it('answers 6004 for an unknown activity', async () => {
    expect((await call(app, P.verification, { id: 999 }, token)).status_code).toBe(6004);
  });

  it('answers 6001 without a token', async () => {
    expect((await call(app, P.verification, { id: A.firstDeposit })).status_code).toBe(6001);
  });

  it('answers 6007 when id is missing', async () => {
    expect((await call(app, P.verification, {}, token)).status_code).toBe(6007);
  });

  it('answers 6008 when id is 0', async () => {
    expect((await call(app, P.verification, { id: 0 }, token)).status_code).toBe(6008);
  });
});

describe('joinActivity', () => {
  it('answers 6000 with the new participation, then 6009 on a second join', async () => {
    const r = await call(app, P.join, { id: A.firstDeposit }, token);
    expect(r).toMatchObject({ status_code: 6000, data: { activityId: 2, kind: 'firstDeposit', status: 'joined', bonus: 0, confirmedAt: null } });
    expect((await call(app, P.join, { id: A.firstDeposit }, token)).status_code).toBe(6009);
  });

  it('answers 6015 when the activity needs a bound phone', async () => {
    expect((await call(app, P.join, { id: A.firstDeposit }, sessionFor(DEMO02))).status_code).toBe(6015);
  });

  it('answers 6449 when the activity needs a real name', async () => {
    const r = await call(app, P.join, { id: A.againDeposit }, sessionFor(PHONE01));
    expect(r).toMatchObject({ status_code: 6449, message: '请先完善实名信息' });
  });

  it('answers 6003 when the VIP level is too low, the activity ended, or there is nothing to join', async () => {
    expect(await call(app, P.join, { id: A.vip5 }, token)).toMatchObject({ status_code: 6003, message: 'VIP5及以上会员才能参加' });
    expect(await call(app, P.join, { id: A.ended }, token)).toMatchObject({ status_code: 6003, message: '活动已结束' });
    expect(await call(app, P.join, { id: A.upcoming }, token)).toMatchObject({ status_code: 6003, message: '活动尚未开始' });
    expect(await call(app, P.join, { id: A.friendInvitation }, token)).toMatchObject({ status_code: 6003, message: '该活动无需报名' });
  });

  it('answers 6004 for an unknown activity', async () => {
    expect((await call(app, P.join, { id: 999 }, token)).status_code).toBe(6004);
  });

  it('answers 6001 without a token', async () => {
    expect((await call(app, P.join, { id: A.firstDeposit })).status_code).toBe(6001);
  });

  it('answers 6007 when id is missing or not a number', async () => {
    expect((await call(app, P.join, {}, token)).status_code).toBe(6007);
    expect((await call(app, P.join, { id: '2' }, token)).status_code).toBe(6007);
  });

  it('answers 6008 when id is negative', async () => {
    expect((await call(app, P.join, { id: -2 }, token)).status_code).toBe(6008);
  });
});

describe('confirmInfo', () => {
  /** An online deposit, paid at the stand-in cashier (credited at once). */
  let depositNo = 0;
  const deposit = async (token: string, amount: number) => {
    depositNo += 1;
    const order = await call<{ orderNo: string; payUrl: string }>(app, '/fd/api/v1/payment/pay', { payTypeId: 1, amount }, token, { 'idempotency-key': `deposit-${depositNo}` });
    const cashier = new URL(order.data.payUrl, 'http://local').searchParams.get('token');
    expect((await call(app, '/__cashier/pay', { token: cashier })).status_code).toBe(6000);
    app.ctx.clock.advance(1_000);
    expect((await call(app, '/fd/api/v1/payment/getDepositOrderStatus', { orderNo: order.data.orderNo }, token)).data).toMatchObject({ status: 1 });
    return order.data.orderNo;
  };
  const centre = async (token: string) => (await call<{ centerWalletBalance: number }>(app, '/fd/api/v1/transfer/getBalance', {}, token)).data.centerWalletBalance;

  it('answers 6000 for a first deposit made after joining: the bonus is credited through the ledger with its gift record and turnover', async () => {
    const token = sessionFor(AWAY01);
    expect((await call(app, P.join, { id: A.firstDeposit }, token)).status_code).toBe(6000);
    await deposit(token, 500);
    const before = await centre(token);
    const r = await call(app, P.confirm, { id: A.firstDeposit, amount: 500 }, token);
    expect(r).toMatchObject({ status_code: 6000, data: { status: 'confirmed', amount: 500, bonus: 500, turnoverMultiple: 10, turnoverRequired: 10_000 } });
    expect(await centre(token)).toBe(before + 500);
    const gifts = await call<{ list: { giftName: string; amount: number; status: string; orderNo: string }[] }>(app, P.exchange, {}, token);
    expect(gifts.data.list[0]).toMatchObject({ giftName: '首存彩金', amount: 500, status: 'issued' });
    const bonus = journalOf(walletOf(app.ctx.state.wallets, AWAY01)).find((e) => e.kind === 'bonus');
    expect(bonus).toMatchObject({ orderNo: gifts.data.list[0]?.orderNo, amountCents: 50_000, from: 'external', to: 'centre' });
  });

  it('answers 6004 when the named deposit was never made (1,000,000 with no such deposit), and pays nothing', async () => {
    await call(app, P.join, { id: A.againDeposit }, token);
    const before = await centre(token);
    expect(await call(app, P.confirm, { id: A.againDeposit, amount: 1_000_000 }, token)).toMatchObject({ status_code: 6004, message: '未找到符合条件的存款记录，请确认存款已到账且金额一致' });
    expect(await centre(token)).toBe(before);
  });

  it('answers 6004 for a deposit made before joining', async () => {
    await deposit(token, 500);
    app.ctx.clock.advance(1_000);
    await call(app, P.join, { id: A.againDeposit }, token);
    expect((await call(app, P.confirm, { id: A.againDeposit, amount: 500 }, token)).status_code).toBe(6004);
  });

  it('answers 6004 for the first-deposit bonus on a later deposit (the player had deposited before)', async () => {
    await call(app, P.join, { id: A.firstDeposit }, token);
    await deposit(token, 500);
    expect((await call(app, P.confirm, { id: A.firstDeposit, amount: 500 }, token)).status_code).toBe(6004);
  });

  it('answers 6009 on a second confirmation', async () => {
    const token = sessionFor(AWAY01);
    await call(app, P.join, { id: A.firstDeposit }, token);
    await deposit(token, 100);
    expect((await call(app, P.confirm, { id: A.firstDeposit, amount: 100 }, token)).status_code).toBe(6000);
    expect((await call(app, P.confirm, { id: A.firstDeposit, amount: 100 }, token)).status_code).toBe(6009);
  });

  it('answers 6003 before the player joined', async () => {
    expect(await call(app, P.confirm, { id: A.againDeposit, amount: 100 }, token)).toMatchObject({ status_code: 6003, message: '请先参加活动' });
  });

  it('answers 6008 for a typed amount below the threshold, and finds the deposit itself when no amount is sent', async () => {
    await call(app, P.join, { id: A.againDeposit }, token);
    await deposit(token, 100);
    expect(await call(app, P.confirm, { id: A.againDeposit, amount: 49.99 }, token)).toMatchObject({ status_code: 6008, message: '存款金额未达到活动门槛' });
    expect(await call(app, P.confirm, { id: A.againDeposit }, token)).toMatchObject({ status_code: 6000, data: { amount: 100, bonus: 20 } });
  });

  it('serves a new player who deposited ¥1,000 before joining 首存豪礼: the page shows the deposit, confirming without an amount pays ¥888', async () => {
    const token = sessionFor(AWAY01);
    const orderNo = await deposit(token, 1000);
    app.ctx.clock.advance(60_000);
    expect((await call(app, P.join, { id: A.firstDeposit }, token)).status_code).toBe(6000);
    const config = await call(app, P.config, { id: A.firstDeposit }, token);
    expect(config.data).toMatchObject({ qualifyingDeposit: { orderNo, amount: 1000 }, participation: { status: 'joined' } });
    const before = await centre(token);
    expect(await call(app, P.confirm, { id: A.firstDeposit }, token)).toMatchObject({ status_code: 6000, data: { status: 'confirmed', amount: 1000, bonus: 888, turnoverRequired: 18_880 } });
    expect(await centre(token)).toBe(before + 888);
    expect((await call(app, P.config, { id: A.firstDeposit }, token)).data).toMatchObject({ qualifyingDeposit: null });
  });

  it('accepts the deposit\'s own amount typed, and answers 6004 for another amount', async () => {
    const token = sessionFor(AWAY01);
    await deposit(token, 1000);
    await call(app, P.join, { id: A.firstDeposit }, token);
    expect(await call(app, P.confirm, { id: A.firstDeposit, amount: 999 }, token)).toMatchObject({ status_code: 6004, message: '未找到符合条件的存款记录，请确认存款已到账且金额一致' });
    expect(await call(app, P.confirm, { id: A.firstDeposit, amount: 1000 }, token)).toMatchObject({ status_code: 6000, data: { bonus: 888 } });
  });

  it('answers 6004 with what to do when the player has not deposited yet, and shows no qualifying deposit', async () => {
    const token = sessionFor(AWAY01);
    await call(app, P.join, { id: A.firstDeposit }, token);
    expect((await call(app, P.config, { id: A.firstDeposit }, token)).data).toMatchObject({ qualifyingDeposit: null });
    expect(await call(app, P.confirm, { id: A.firstDeposit }, token)).toMatchObject({ status_code: 6004, message: '未找到活动期间的首笔存款，请先完成存款，到账后即可领取' });
  });

  it('answers 6003 on a withdrawal until the bonus turnover is bet', async () => {
    const token = sessionFor(AWAY01);
    await call(app, P.join, { id: A.firstDeposit }, token);
    await deposit(token, 500);
    await call(app, P.confirm, { id: A.firstDeposit, amount: 500 }, token);
    const r = await call(app, '/fd/api/v1/withdraw/new', { type: 1, cardId: 1, amount: 100, payPassword: 'e10adc3949ba59abbe56e057f20f883e' }, token);
    expect(r).toMatchObject({ status_code: 6003, message: '您参与的「首存豪礼 100%」还需完成有效投注10000.00元方可提款' });
  });

  it('answers 6000 for a task reward, credited, and lists it in the gift records with its ledger order', async () => {
    const before = await centre(token);
    await call(app, P.join, { id: A.newTask }, token);
    expect((await call(app, P.confirm, { id: A.newTask }, token)).data).toMatchObject({ amount: null, bonus: 18 });
    const records = await call<{ list: { activityId: number; amount: number; orderNo: string | null }[] }>(app, P.exchange, {}, token);
    expect(records.data.list[0]).toMatchObject({ activityId: A.newTask, amount: 18 });
    expect(records.data.list[0]?.orderNo).toMatch(/^B\d{20}$/);
    expect(await centre(token)).toBe(before + 18);
  });

  it('answers 6004 for an unknown activity', async () => {
    expect((await call(app, P.confirm, { id: 999 }, token)).status_code).toBe(6004);
  });

  it('answers 6001 without a token', async () => {
    expect((await call(app, P.confirm, { id: A.firstDeposit, amount: 100 })).status_code).toBe(6001);
  });

  it('answers 6007 when id is missing', async () => {
    expect((await call(app, P.confirm, { amount: 100 }, token)).status_code).toBe(6007);
  });

  it('answers 6008 for an amount with more than 2 decimals or a negative one', async () => {
    expect((await call(app, P.confirm, { id: A.firstDeposit, amount: 100.001 }, token)).status_code).toBe(6008);
    expect((await call(app, P.confirm, { id: A.firstDeposit, amount: -1 }, token)).status_code).toBe(6008);
  });
});

describe('vipWeekInfo', () => {
  it('answers 6000 with the caller\'s weekly bonus and every level', async () => {
    const r = await call<{ weekStart: number; weekEnd: number; levels: unknown[] }>(app, P.vipWeek, {}, token);
    expect(r).toMatchObject({ status_code: 6000, data: { vipLevel: 3, bonus: 58, betRequired: 5_000, eligible: true } });
    expect(r.data.weekEnd - r.data.weekStart).toBe(7 * 24 * 3600 * 1000);
    expect(r.data.levels).toHaveLength(11);
  });

  it('answers 6000 not eligible for VIP0', async () => {
    expect((await call(app, P.vipWeek, {}, sessionFor(DEMO02))).data).toMatchObject({ vipLevel: 0, bonus: 0, eligible: false });
  });

  it('answers 6001 without a token', async () => {
    expect((await call(app, P.vipWeek, {})).status_code).toBe(6001);
  });

  it('answers 6007 when the body is not an object', async () => {
    expect((await call(app, P.vipWeek, [], token)).status_code).toBe(6007);
  });
});

describe('exchangeRecord', () => {
  it('answers 6000 with the caller\'s records, newest first, amounts in yuan', async () => {
    const r = await call<{ list: { id: number; amount: number; createdAt: number }[]; total: number }>(app, P.exchange, {}, token);
    expect(r.status_code).toBe(6000);
    expect(r.data).toMatchObject({ total: 3, pageNum: 1, pageSize: 15 });
    expect(r.data.list.map((x) => x.id)).toEqual([2, 3, 1]);
    // An issued record names the ledger entry that paid it (the fixture's R000007, 电子返水).
    expect(r.data.list[0]).toMatchObject({ amount: 200, status: 'issued', orderNo: expect.stringMatching(/^R\d{14}000007$/) as unknown });
  });

  it('ships a prize exchanged for points after its processing time: 处理中 becomes 已发放 on the server clock', async () => {
    // A fresh session each time: hours of idle clock end a session.
    const jersey = async () => (await call<{ list: { id: number; status: string; points: number; amount: number }[] }>(app, P.exchange, {}, await login(app))).data.list.find((x) => x.id === 3);
    // demo01 exchanged 2,000 points for a jersey 63.5 hours ago (fixtures): 72 hours to ship.
    expect(await jersey()).toMatchObject({ points: 2000, amount: 0, status: 'pending' });
    app.ctx.clock.advance(8 * 3_600_000);
    expect((await jersey())?.status).toBe('pending');
    app.ctx.clock.advance(3_600_000);
    expect((await jersey())?.status).toBe('issued');
  });

  it('answers 6000 one page at a time', async () => {
    const r = await call<{ list: unknown[]; total: number }>(app, P.exchange, { pageNum: 2, pageSize: 3 }, sessionFor(VIP888));
    expect(r.data).toMatchObject({ total: 4, pageNum: 2, pageSize: 3 });
    expect(r.data.list).toHaveLength(1);
  });

  it('answers 6001 without a token', async () => {
    expect((await call(app, P.exchange, {})).status_code).toBe(6001);
  });

  it('answers 6007 when pageNum is not a number', async () => {
    expect((await call(app, P.exchange, { pageNum: 'a' }, token)).status_code).toBe(6007);
  });

  it('answers 6008 when the page size is 0 or passes the bound', async () => {
    expect((await call(app, P.exchange, { pageSize: 0 }, token)).status_code).toBe(6008);
    expect((await call(app, P.exchange, { pageSize: 101 }, token)).status_code).toBe(6008);
  });
});

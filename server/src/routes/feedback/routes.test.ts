import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_CONTENT_LENGTH_MAX, FEEDBACK_MESSAGES } from '@betsite/contracts/routes/feedback';
import { call, signedInBeforeEach } from '../../../test-support/helpers';
import type { Page } from '../../lib/paging';
import { FEEDBACK_DUPLICATE_WINDOW_MS, replyToFeedback } from '../../engagement/feedback';

const P = {
  add: '/site/api/v1/user/feedback/addFeedBack',
  unread: '/site/api/v1/user/feedback/unreadNum',
  list: '/site/api/v1/user/feedback/getFeedBackList',
  info: '/site/api/v1/user/feedback/getFeedbackInfo',
  del: '/site/api/v1/user/feedback/delFeedback',
  bets: '/site/api/v1/user/feedback/queryMemberBetList',
  rewards: '/site/api/v1/user/feedback/querySiteDepositRewardConfigList',
} as const;

interface Summary { id: number; type: number; typeName: string; status: string; unreadCount: number; createdAt: number }

/** demo01's feedback in fixtures/feedback.json: 2 has an unread reply; 4 belongs to vip888. */
const OWN_UNREAD = 2;
const OTHERS = 4;

let app: FastifyInstance;
let token: string;
signedInBeforeEach((fresh) => ({ app, token } = fresh));

describe('addFeedBack', () => {
  it('answers 6000 with the new id; the feedback heads the list as pending', async () => {
    const r = await call<{ id: number }>(app, P.add, { type: 6, content: '希望增加夜间模式' }, token);
    expect(r.status_code).toBe(6000);
    const list = await call<Page<Summary>>(app, P.list, {}, token);
    expect(list.data.list[0]).toMatchObject({ id: r.data.id, type: 6, typeName: '产品建议', status: 'pending', unreadCount: 0 });
  });

  it('answers 6000 with a bet of the caller attached', async () => {
    const r = await call<{ id: number }>(app, P.add, { type: 3, content: '这张注单结算有误', orderNo: 'TY2506070002' }, token);
    expect(r.status_code).toBe(6000);
    expect((await call(app, P.info, { id: r.data.id }, token)).data).toMatchObject({ orderNo: 'TY2506070002' });
  });

  it('answers 6011 for the same text twice within 10 s, and 6000 once 10 s have passed', async () => {
    expect((await call(app, P.add, { type: 6, content: '同样的反馈' }, token)).status_code).toBe(6000);
    // A different type, so only the text repeats: the rule is about the text.
    expect(await call(app, P.add, { type: 7, content: '同样的反馈' }, token)).toMatchObject({ status_code: 6011, message: FEEDBACK_MESSAGES.duplicate });
    app.ctx.clock.advance(FEEDBACK_DUPLICATE_WINDOW_MS);
    expect((await call(app, P.add, { type: 5, content: '同样的反馈' }, token)).status_code).toBe(6000);
  });

  it('answers 6004 when orderNo is not one of the caller\'s bets', async () => {
    const r = await call(app, P.add, { type: 3, content: '注单问题', orderNo: 'ZR2506060001' }, token);
    expect(r).toMatchObject({ status_code: 6004, message: '未找到该注单' });
  });

  it('answers 6001 without a token', async () => {
    expect((await call(app, P.add, { type: 6, content: '反馈' })).status_code).toBe(6001);
  });

  it('answers 6007 when content or type is missing', async () => {
    expect((await call(app, P.add, { type: 6 }, token)).status_code).toBe(6007);
    expect((await call(app, P.add, { content: '反馈' }, token)).status_code).toBe(6007);
  });

  it('answers 6008 with the rule\'s message for blank or too long text', async () => {
    expect(await call(app, P.add, { type: 6, content: '   ' }, token)).toMatchObject({ status_code: 6008, message: FEEDBACK_MESSAGES.contentRequired });
    expect(await call(app, P.add, { type: 6, content: '长'.repeat(FEEDBACK_CONTENT_LENGTH_MAX + 1) }, token)).toMatchObject({ status_code: 6008, message: FEEDBACK_MESSAGES.contentTooLong });
  });

  it('answers 6008 for an unknown type or too many images', async () => {
    expect((await call(app, P.add, { type: 9, content: '反馈' }, token)).status_code).toBe(6008);
    const images = Array.from({ length: 4 }, (_, i) => `https://img.example.com/${i}.png`);
    expect(await call(app, P.add, { type: 6, content: '反馈', images }, token)).toMatchObject({ status_code: 6008, message: FEEDBACK_MESSAGES.imagesTooMany });
  });
});

describe('unreadNum', () => {
  it('answers 6000 with the number of unread replies, which opening the feedback clears', async () => {
    expect(await call(app, P.unread, {}, token)).toMatchObject({ status_code: 6000, data: 1 });
    await call(app, P.info, { id: OWN_UNREAD }, token);
    expect((await call(app, P.unread, {}, token)).data).toBe(0);
  });

  it('answers 6000 with a new reply from customer service counted', async () => {
    replyToFeedback(app.ctx.state.feedback, 3, '客服小雅', '感谢建议，已提交产品团队。', app.ctx.clock.now());
    expect((await call(app, P.unread, {}, token)).data).toBe(2);
  });

  it('answers 6001 without a token', async () => {
    expect((await call(app, P.unread, {})).status_code).toBe(6001);
  });

  it('answers 6007 when the body is not an object', async () => {
    expect((await call(app, P.unread, [], token)).status_code).toBe(6007);
  });
});

describe('getFeedBackList', () => {
  it('answers 6000 with only the caller\'s feedback, newest first', async () => {
    const r = await call<Page<Summary>>(app, P.list, {}, token);
    expect(r.status_code).toBe(6000);
    expect(r.data).toMatchObject({ total: 3, pageNum: 1, pageSize: 15 });
    expect(r.data.list.map((f) => f.id)).toEqual([3, 2, 1]);
    expect(r.data.list[1]).toMatchObject({ status: 'replied', unreadCount: 1 });
  });

  it('answers 6000 with one type only', async () => {
    const r = await call<Page<Summary>>(app, P.list, { type: 1 }, token);
    expect(r.data.list.map((f) => f.id)).toEqual([1]);
  });

  it('answers 6001 without a token', async () => {
    expect((await call(app, P.list, {})).status_code).toBe(6001);
  });

  it('answers 6007 when type is not a number', async () => {
    expect((await call(app, P.list, { type: 'deposit' }, token)).status_code).toBe(6007);
  });

  it('answers 6008 for an unknown type or a page size past the bound', async () => {
    expect((await call(app, P.list, { type: 0 }, token)).status_code).toBe(6008);
    expect((await call(app, P.list, { pageSize: 500 }, token)).status_code).toBe(6008);
  });
});

describe('getFeedbackInfo', () => {
  it('answers 6000 with the feedback and its replies, now read', async () => {
    const r = await call(app, P.info, { id: OWN_UNREAD }, token);
    expect(r).toMatchObject({
      status_code: 6000,
      data: { id: 2, typeName: '投注问题', unreadCount: 0, replyCount: 1, orderNo: 'TY2506070003', replies: [{ author: '客服小雅' }] },
    });
  });

  it('answers 6004 for another player\'s feedback', async () => {
    expect((await call(app, P.info, { id: OTHERS }, token)).status_code).toBe(6004);
  });

  it('answers 6001 without a token', async () => {
    expect((await call(app, P.info, { id: 1 })).status_code).toBe(6001);
  });

  it('answers 6007 when id is missing', async () => {
    expect((await call(app, P.info, {}, token)).status_code).toBe(6007);
  });

  it('answers 6008 when id is 0', async () => {
    expect((await call(app, P.info, { id: 0 }, token)).status_code).toBe(6008);
  });
});

describe('delFeedback', () => {
  it('answers 6000 and the feedback is gone', async () => {
    expect(await call(app, P.del, { id: OWN_UNREAD }, token)).toMatchObject({ status_code: 6000, data: null });
    expect((await call(app, P.info, { id: OWN_UNREAD }, token)).status_code).toBe(6004);
    expect((await call(app, P.unread, {}, token)).data).toBe(0);
  });

  it('answers 6004 for another player\'s feedback and keeps it', async () => {
    expect((await call(app, P.del, { id: OTHERS }, token)).status_code).toBe(6004);
    expect(app.ctx.state.feedback.byId.has(OTHERS)).toBe(true);
  });

  it('answers 6001 without a token', async () => {
    expect((await call(app, P.del, { id: 1 })).status_code).toBe(6001);
  });

  it('answers 6007 when id is missing', async () => {
    expect((await call(app, P.del, {}, token)).status_code).toBe(6007);
  });

  it('answers 6008 when id is negative', async () => {
    expect((await call(app, P.del, { id: -3 }, token)).status_code).toBe(6008);
  });
});

describe('queryMemberBetList', () => {
  it('answers 6000 with the caller\'s bets, newest first, amounts in yuan', async () => {
    const r = await call<Page<{ orderNo: string; betAmount: number; winLoss: number }>>(app, P.bets, {}, token);
    expect(r.status_code).toBe(6000);
    expect(r.data.total).toBe(6);
    expect(r.data.list[0]?.orderNo).toBe('DZ2506090001');
    expect(r.data.list.find((b) => b.orderNo === 'TY2506070002')).toMatchObject({ betAmount: 200, winLoss: -200 });
  });

  it('answers 6001 without a token', async () => {
    expect((await call(app, P.bets, {})).status_code).toBe(6001);
  });

  it('answers 6007 when pageSize is not a number', async () => {
    expect((await call(app, P.bets, { pageSize: '15' }, token)).status_code).toBe(6007);
  });

  it('answers 6008 when pageNum is 0', async () => {
    expect((await call(app, P.bets, { pageNum: 0 }, token)).status_code).toBe(6008);
  });
});

describe('querySiteDepositRewardConfigList', () => {
  it('answers 6000 with the deposit rewards per payment type, in yuan', async () => {
    const r = await call<{ payType: string; threshold: number; rate: number; max: number }[]>(app, P.rewards, {}, token);
    expect(r.status_code).toBe(6000);
    expect(r.data.find((x) => x.payType === 'usdt')).toMatchObject({ payTypeName: '虚拟币存款', threshold: 100, rate: 0.01, max: 888 });
  });

  it('answers 6001 without a token', async () => {
    expect((await call(app, P.rewards, {})).status_code).toBe(6001);
  });

  it('answers 6007 when the body is not an object', async () => {
    expect((await call(app, P.rewards, [], token)).status_code).toBe(6007);
  });
});

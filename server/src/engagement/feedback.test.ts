import { describe, expect, it } from 'vitest';
import { feedbackFileFixture } from './feedback-fixtures';
import {
  FEEDBACK_DUPLICATE_WINDOW_MS,
  FEEDBACK_PER_USER_MAX,
  addFeedback,
  createFeedbackStore,
  deleteFeedback,
  listFeedback,
  memberBets,
  openFeedback,
  replyToFeedback,
  unreadReplies,
} from './feedback';

const ME = 1;
const OTHER = 2;
const T0 = 1_750_000_000_000;

function store() {
  return createFeedbackStore(
    feedbackFileFixture.parse({
      feedback: [
        { id: 1, userId: ME, type: 1, content: '存款未到账', status: 'replied', createdAt: T0 - 2_000, images: [], orderNo: null, replies: [{ id: 1, author: '客服', content: '已上分', createdAt: T0 - 1_000, read: false }] },
        { id: 2, userId: OTHER, type: 2, content: '取款慢', status: 'pending', createdAt: T0 - 1_500, images: [], orderNo: null, replies: [] },
      ],
      memberBets: [
        { userId: ME, orderNo: 'A1', venueName: '体育', gameName: '英超', betAmountCents: 1_000, winLossCents: -1_000, status: 'settled', betTime: T0 - 9_000 },
        { userId: ME, orderNo: 'A2', venueName: '真人', gameName: '百家乐', betAmountCents: 2_000, winLossCents: 1_900, status: 'settled', betTime: T0 - 8_000 },
      ],
      depositRewards: [],
    }),
  );
}

const input = (content: string, extra: object = {}) => ({ type: 6, content, images: [], ...extra });

describe('feedback', () => {
  it('adds feedback as pending with the trimmed text', () => {
    const s = store();
    const r = addFeedback(s, ME, input('  建议增加筛选  '), T0);
    expect(r.ok && r.value).toMatchObject({ id: 3, status: 'pending', content: '建议增加筛选', userId: ME });
  });

  it('refuses 6011 for the same text twice within 10 s', () => {
    const s = store();
    addFeedback(s, ME, input('同一条反馈'), T0);
    expect(addFeedback(s, ME, input('同一条反馈 '), T0 + FEEDBACK_DUPLICATE_WINDOW_MS - 1)).toMatchObject({ ok: false, code: 6011 });
  });

  it('accepts the same text again after 10 s, and another player\'s same text at once', () => {
    const s = store();
    addFeedback(s, ME, input('同一条反馈'), T0);
    expect(addFeedback(s, OTHER, input('同一条反馈'), T0 + 1).ok).toBe(true);
    expect(addFeedback(s, ME, input('同一条反馈'), T0 + FEEDBACK_DUPLICATE_WINDOW_MS).ok).toBe(true);
  });

  it('remembers more than the last text: A, B, A within 10 s is refused', () => {
    const s = store();
    addFeedback(s, ME, input('A 反馈'), T0);
    addFeedback(s, ME, input('B 反馈'), T0 + 1);
    expect(addFeedback(s, ME, input('A 反馈'), T0 + 2)).toMatchObject({ ok: false, code: 6011 });
  });

  it('refuses 6004 for an orderNo that is not one of the player\'s bets', () => {
    const s = store();
    expect(addFeedback(s, ME, input('注单问题', { orderNo: 'ZZZ' }), T0)).toMatchObject({ ok: false, code: 6004 });
    expect(addFeedback(s, OTHER, input('注单问题', { orderNo: 'A1' }), T0)).toMatchObject({ ok: false, code: 6004 });
    expect(addFeedback(s, ME, input('注单问题', { orderNo: 'A1' }), T0).ok).toBe(true);
  });

  it('refuses 6003 beyond the feedback a player may keep', () => {
    const s = store();
    for (let i = 1; i < FEEDBACK_PER_USER_MAX; i += 1) expect(addFeedback(s, ME, input(`反馈 ${i}`), T0 + i * 20_000).ok).toBe(true);
    expect(addFeedback(s, ME, input('再来一条'), T0 + 1e9)).toMatchObject({ ok: false, code: 6003 });
  });

  it('lists only the player\'s feedback, newest first, filtered by type', () => {
    const s = store();
    addFeedback(s, ME, input('产品建议'), T0);
    expect(listFeedback(s, ME, { pageNum: 1, pageSize: 15 }).list.map((f) => f.id)).toEqual([3, 1]);
    expect(listFeedback(s, ME, { pageNum: 1, pageSize: 15, type: 1 }).list.map((f) => f.id)).toEqual([1]);
  });

  it('opening a feedback reads its replies and lowers the unread number', () => {
    const s = store();
    expect(unreadReplies(s, ME)).toBe(1);
    expect(openFeedback(s, ME, 1).ok).toBe(true);
    expect(unreadReplies(s, ME)).toBe(0);
  });

  it('a new customer-service reply raises the unread number and marks the feedback replied', () => {
    const s = store();
    const r = replyToFeedback(s, 2, '客服', '已加急处理', T0);
    expect(r.ok).toBe(true);
    expect(unreadReplies(s, OTHER)).toBe(1);
    expect(s.byId.get(2)?.status).toBe('replied');
  });

  it('refuses 6004 to open or delete another player\'s feedback', () => {
    const s = store();
    expect(openFeedback(s, ME, 2)).toMatchObject({ ok: false, code: 6004 });
    expect(deleteFeedback(s, ME, 2)).toMatchObject({ ok: false, code: 6004 });
    expect(s.byId.has(2)).toBe(true);
  });

  it('deletes the player\'s own feedback', () => {
    const s = store();
    expect(deleteFeedback(s, ME, 1).ok).toBe(true);
    expect(listFeedback(s, ME, { pageNum: 1, pageSize: 15 }).total).toBe(0);
    expect(unreadReplies(s, ME)).toBe(0);
  });

  it('pages the player\'s bets newest first', () => {
    const page = memberBets(store(), ME, { pageNum: 1, pageSize: 1 });
    expect(page).toMatchObject({ total: 2, pageNum: 1, pageSize: 1 });
    expect(page.list[0]?.orderNo).toBe('A2');
    expect(memberBets(store(), OTHER, { pageNum: 1, pageSize: 15 }).total).toBe(0);
  });
});

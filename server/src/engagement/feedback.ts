import { Code } from '@betsite/contracts/status-codes';
import { FEEDBACK_MESSAGES, FEEDBACK_TYPES, type FeedbackType } from '@betsite/contracts/routes/feedback';
import type { DepositRewardFixture, FeedbackFixture, MemberBetFixture } from './feedback-fixtures';
import { type Result, refuse, success } from '../lib/reply';
import { paginate, type Page, type PageRequest } from '../lib/paging';
import { instantOf } from '../lib/fixture-fields';

/**
 * Player feedback and customer-service replies. The unread number is the count of replies the
 * player has not opened; opening a feedback (getFeedbackInfo) reads them.
 */
type Timed<T> = Omit<T, 'createdAt' | 'createdMinutesAgo'> & { createdAt: number };
export type FeedbackReply = Timed<FeedbackFixture['replies'][number]>;
export type Feedback = Timed<Omit<FeedbackFixture, 'replies'>> & { replies: FeedbackReply[] };
export type MemberBet = MemberBetFixture;
export type DepositReward = DepositRewardFixture;

export interface FeedbackStore {
  byId: Map<number, Feedback>;
  nextId: number;
  nextReplyId: number;
  /** Recent submissions per player, for the duplicate check; pruned to the window on each add. */
  recent: Map<number, { content: string; at: number }[]>;
  betsByUser: Map<number, MemberBet[]>;
  depositRewards: DepositReward[];
}

/** The same text from the same player again within this window answers 6011 (请勿频繁提交). */
export const FEEDBACK_DUPLICATE_WINDOW_MS = 10_000;
/** Bounds: feedback a player may keep, recent texts remembered per player, replies per feedback. */
export const FEEDBACK_PER_USER_MAX = 100;
export const FEEDBACK_RECENT_MAX = 10;
export const FEEDBACK_REPLIES_MAX = 100;

export interface FeedbackInput {
  type: number;
  content: string;
  images: string[];
  orderNo?: string | undefined;
}

export function createFeedbackStore(f: { feedback: readonly FeedbackFixture[]; memberBets: readonly MemberBetFixture[]; depositRewards: readonly DepositRewardFixture[] }, now = 0): FeedbackStore {
  const timed = <T extends { createdAt?: number | undefined; createdMinutesAgo?: number | undefined }>({ createdAt, createdMinutesAgo, ...rest }: T) =>
    ({ ...rest, createdAt: instantOf(createdAt, createdMinutesAgo, now) });
  const byId = new Map<number, Feedback>(f.feedback.map((x) => [x.id, { ...timed(x), images: [...x.images], replies: x.replies.map(timed) }]));
  const betsByUser = new Map<number, MemberBet[]>();
  for (const bet of f.memberBets) {
    const list = betsByUser.get(bet.userId) ?? [];
    list.push({ ...bet });
    betsByUser.set(bet.userId, list);
  }
  for (const list of betsByUser.values()) list.sort((a, b) => b.betTime - a.betTime);
  const replyIds = f.feedback.flatMap((x) => x.replies.map((r) => r.id));
  return {
    byId,
    nextId: Math.max(0, ...byId.keys()) + 1,
    nextReplyId: Math.max(0, ...replyIds) + 1,
    recent: new Map(),
    betsByUser,
    depositRewards: [...f.depositRewards],
  };
}

export function typeName(type: number): string {
  return FEEDBACK_TYPES[type as FeedbackType] ?? FEEDBACK_TYPES[7];
}

export function unreadOf(f: Feedback): number {
  return f.replies.filter((r) => !r.read).length;
}

function feedbackOf(store: FeedbackStore, userId: number): Feedback[] {
  return [...store.byId.values()].filter((f) => f.userId === userId).sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
}

export function addFeedback(store: FeedbackStore, userId: number, input: FeedbackInput, now: number): Result<Feedback> {
  const content = input.content.trim();
  const recent = (store.recent.get(userId) ?? []).filter((r) => now - r.at < FEEDBACK_DUPLICATE_WINDOW_MS);
  if (recent.some((r) => r.content === content)) return refuse(Code.FREQUENT_SUBMISSION, FEEDBACK_MESSAGES.duplicate);
  if (input.orderNo !== undefined && !(store.betsByUser.get(userId) ?? []).some((b) => b.orderNo === input.orderNo)) {
    return refuse(Code.NOT_FOUND, '未找到该注单');
  }
  if (feedbackOf(store, userId).length >= FEEDBACK_PER_USER_MAX) {
    return refuse(Code.ACCESS_DENIED, '反馈数量已达上限，请删除旧的反馈后再提交');
  }
  const feedback: Feedback = {
    id: store.nextId++,
    userId,
    type: input.type,
    content,
    images: [...input.images],
    orderNo: input.orderNo ?? null,
    status: 'pending',
    createdAt: now,
    replies: [],
  };
  store.byId.set(feedback.id, feedback);
  recent.push({ content, at: now });
  store.recent.set(userId, recent.slice(-FEEDBACK_RECENT_MAX));
  return success(feedback);
}

export function listFeedback(store: FeedbackStore, userId: number, query: PageRequest & { type?: number | undefined }): Page<Feedback> {
  const mine = feedbackOf(store, userId).filter((f) => query.type === undefined || f.type === query.type);
  return paginate(mine, query);
}

function ownFeedback(store: FeedbackStore, userId: number, id: number): Feedback | undefined {
  const f = store.byId.get(id);
  return f && f.userId === userId ? f : undefined;
}

/** Opening a feedback marks its replies read. */
export function openFeedback(store: FeedbackStore, userId: number, id: number): Result<Feedback> {
  const f = ownFeedback(store, userId, id);
  if (!f) return refuse(Code.NOT_FOUND, '反馈不存在或已删除');
  for (const r of f.replies) r.read = true;
  return success(f);
}

export function deleteFeedback(store: FeedbackStore, userId: number, id: number): Result<null> {
  if (!ownFeedback(store, userId, id)) return refuse(Code.NOT_FOUND, '反馈不存在或已删除');
  store.byId.delete(id);
  return success(null);
}

export function unreadReplies(store: FeedbackStore, userId: number): number {
  let n = 0;
  for (const f of store.byId.values()) if (f.userId === userId) n += unreadOf(f);
  return n;
}

/** Customer service answers a feedback: the player sees one more unread reply. */
export function replyToFeedback(store: FeedbackStore, id: number, author: string, content: string, now: number): Result<FeedbackReply> {
  const f = store.byId.get(id);
  if (!f) return refuse(Code.NOT_FOUND, '反馈不存在或已删除');
  if (f.replies.length >= FEEDBACK_REPLIES_MAX) return refuse(Code.ACCESS_DENIED, '回复数量已达上限');
  const reply: FeedbackReply = { id: store.nextReplyId++, author, content, createdAt: now, read: false };
  f.replies.push(reply);
  f.status = 'replied';
  return success(reply);
}

export function memberBets(store: FeedbackStore, userId: number, query: PageRequest): Page<MemberBet> {
  return paginate(store.betsByUser.get(userId) ?? [], query);
}

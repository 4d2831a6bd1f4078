import { z } from 'zod';
import { initContract } from '@ts-rest/core';
import { post } from '../route';
import { emptyBody, epochMs, moneyAmount, page, pageQuery, rowId as id } from '../envelope';
import { Code } from '../status-codes';
import { signedMoney } from '../money-fields';
import { depositRule } from './activity';
import { uploadUrl } from './member';
import { CLEAN_TEXT_PATTERN, MESSAGES, isCleanText } from '../validation';
import { documented, ruleBeyondSchema } from '../openapi-hints';
import { charsAtMost } from '../char-count';

const c = initContract();

/**
 * Feedback (spec 001 section 7): the form and the list on /mine/feedback, the feedback unread
 * count (a number of its own, apart from the letter counts), the member's bets to attach to a
 * complaint and the site's deposit reward table. Every path sits under /site/api/v1/user/feedback/
 * as the spec lists them; the shapes are ours. Money is yuan on the wire, times epoch milliseconds.
 */

/** Feedback categories of the form, in the order it lists them. */
export const FEEDBACK_TYPES = {
  1: '存款问题',
  2: '取款问题',
  3: '投注问题',
  4: '活动优惠',
  5: '账户安全',
  6: '产品建议',
  7: '其他问题',
} as const;
export type FeedbackType = keyof typeof FEEDBACK_TYPES;

export const FEEDBACK_CONTENT_LENGTH_MAX = 500;
export const FEEDBACK_IMAGES_MAX = 3;
export const FEEDBACK_MESSAGES = {
  contentRequired: '请输入反馈内容',
  contentTooLong: `反馈内容不能超过${FEEDBACK_CONTENT_LENGTH_MAX}字`,
  imagesTooMany: `最多上传${FEEDBACK_IMAGES_MAX}张图片`,
  duplicate: '请勿重复提交相同的反馈',
} as const;

/** 1-7, the keys of FEEDBACK_TYPES. */
export const feedbackType = z.number().int().min(1).max(7);

/** Free text, trimmed, 1-500 characters, no control or bidi characters (the document states it as a pattern). */
export const feedbackContent = ruleBeyondSchema(
  documented(
    z.string().trim().min(1, FEEDBACK_MESSAGES.contentRequired).regex(charsAtMost(FEEDBACK_CONTENT_LENGTH_MAX), FEEDBACK_MESSAGES.contentTooLong).refine(isCleanText, MESSAGES.textCharacters),
    { pattern: CLEAN_TEXT_PATTERN },
  ),
  `6008 ${MESSAGES.textCharacters} for a lone surrogate (a \\ud800 escape without its pair), and 6008 ${FEEDBACK_MESSAGES.contentTooLong} past ${FEEDBACK_CONTENT_LENGTH_MAX} characters once trimmed`,
);

export const addFeedbackBody = z.object({
  type: feedbackType,
  content: feedbackContent,
  /** Urls the image upload call gave the caller (uploadUrl); the server checks they are the caller's own. */
  images: z.array(uploadUrl).max(FEEDBACK_IMAGES_MAX, FEEDBACK_MESSAGES.imagesTooMany).default([]),
  /** A bet from queryMemberBetList the feedback is about. */
  orderNo: z.string().min(1).regex(charsAtMost(64)).optional(),
});

export const FEEDBACK_STATUSES = ['pending', 'replied', 'closed'] as const;

export const feedbackSummary = z.object({
  id,
  type: feedbackType,
  typeName: z.string(),
  content: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  createdAt: epochMs,
  replyCount: z.number().int().nonnegative(),
  /** Replies from customer service the player has not opened yet. */
  unreadCount: z.number().int().nonnegative(),
});

export const feedbackReply = z.object({ id, author: z.string(), content: z.string(), createdAt: epochMs });

export const feedbackDetail = feedbackSummary.extend({
  images: z.array(z.string()),
  orderNo: z.string().nullable(),
  replies: z.array(feedbackReply),
});

export const feedbackListBody = pageQuery.extend({ type: feedbackType.optional() });
export const feedbackPage = page(feedbackSummary);

export const BET_STATUSES = ['unsettled', 'settled', 'cancelled'] as const;

export const memberBet = z.object({
  orderNo: z.string(),
  venueName: z.string(),
  gameName: z.string(),
  betAmount: moneyAmount,
  /** Negative for a loss. */
  winLoss: signedMoney,
  status: z.enum(BET_STATUSES),
  betTime: epochMs,
});
export const memberBetPage = page(memberBet);

/** A deposit reward per payment type: the same rule as the deposit activities. */
export const depositRewardConfig = depositRule.extend({
  id,
  payType: z.string().min(1).regex(charsAtMost(32)),
  payTypeName: z.string().min(1).regex(charsAtMost(30)),
});

const exampleSummary = {
  id: 3, type: 1, typeName: '存款问题', content: '昨晚银行卡转账 500 元，至今未到账。', status: 'replied', createdAt: 1_735_700_000_000, replyCount: 1, unreadCount: 1,
} satisfies z.input<typeof feedbackSummary>;

export const feedbackContract = c.router({
  addFeedBack: post({
    path: '/site/api/v1/user/feedback/addFeedBack',
    summary: 'Send feedback; the same text twice within 10 s answers 6011',
    body: addFeedbackBody,
    data: z.object({ id }),
    codes: [Code.FREQUENT_SUBMISSION, Code.NOT_FOUND, Code.ACCESS_DENIED],
    description: '6004: orderNo is not one of the caller\'s bets, or an image is not one the caller uploaded. 6003: the caller already keeps the most feedback allowed.',
    example: { id: 12 },
  }),
  unreadNum: post({
    path: '/site/api/v1/user/feedback/unreadNum',
    summary: 'How many customer-service replies to the caller\'s feedback are unread (no payload)',
    body: emptyBody,
    data: z.number().int().nonnegative(),
    example: 1,
  }),
  getFeedBackList: post({
    path: '/site/api/v1/user/feedback/getFeedBackList',
    summary: 'The caller\'s feedback, newest first, optionally of one type (page size 15 by default)',
    body: feedbackListBody,
    data: feedbackPage,
    example: { list: [exampleSummary], total: 1, pageNum: 1, pageSize: 15 } satisfies z.input<typeof feedbackPage>,
  }),
  getFeedbackInfo: post({
    path: '/site/api/v1/user/feedback/getFeedbackInfo',
    summary: 'One feedback with its replies; opening it marks the replies read',
    body: z.object({ id }),
    data: feedbackDetail,
    codes: [Code.NOT_FOUND],
    example: {
      ...exampleSummary, unreadCount: 0, images: [], orderNo: null,
      replies: [{ id: 1, author: '客服小雅', content: '您好，已为您核实，款项已于今日 10:12 上分，请查收。', createdAt: 1_735_720_000_000 }],
    } satisfies z.input<typeof feedbackDetail>,
  }),
  delFeedback: post({
    path: '/site/api/v1/user/feedback/delFeedback',
    summary: 'Delete one of the caller\'s feedback',
    body: z.object({ id }),
    data: z.null(),
    codes: [Code.NOT_FOUND],
    example: null,
  }),
  queryMemberBetList: post({
    path: '/site/api/v1/user/feedback/queryMemberBetList',
    summary: 'The caller\'s recent bets, newest first, to pick one a feedback is about (page size 15 by default)',
    body: pageQuery,
    data: memberBetPage,
    example: {
      list: [{ orderNo: 'TY2501010001', venueName: '皇冠体育', gameName: '英超 曼城 vs 阿森纳', betAmount: 100, winLoss: -100, status: 'settled', betTime: 1_735_700_000_000 }],
      total: 1, pageNum: 1, pageSize: 15,
    } satisfies z.input<typeof memberBetPage>,
  }),
  querySiteDepositRewardConfigList: post({
    path: '/site/api/v1/user/feedback/querySiteDepositRewardConfigList',
    summary: 'The site\'s deposit rewards per payment type (threshold, rate, max: the shared bonus helper\'s rule)',
    body: emptyBody,
    data: z.array(depositRewardConfig).max(50),
    example: [{ id: 1, payType: 'usdt', payTypeName: '虚拟币存款', threshold: 100, rate: 0.01, max: 888 }] satisfies z.input<typeof depositRewardConfig>[],
  }),
});

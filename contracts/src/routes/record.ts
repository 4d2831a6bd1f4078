import { z } from 'zod';
import { initContract } from '@ts-rest/core';
import { post } from '../route';
import { epochMs, moneyAmount, page, pageQuery } from '../envelope';
import { Code } from '../status-codes';
import { BET_RESULT_CODES, HISTORY_PAGE_SIZE } from '../constants';
import { checkWindow, oneOf, signedMoney, timeWindow, venueCode, WINDOW_DOCUMENTED } from '../money-fields';
import { documented } from '../openapi-hints';
import { VENUE_CATEGORY, match, matchExample, providerId, venueCategory } from './venue';
import { chatMessage, rid } from '../socket';

/**
 * Bet records of every venue, the hot live match detail and the live room's chat history
 * (spec 001 section 7). The spec names the calls only; the shapes are ours, with the spec's bet
 * result codes (A W LW LL L D P) and its history page size 15.
 */
const c = initContract();

/** 0 not settled, 1 settled, 2 cancelled (voided). */
export const BET_STATUS = { unsettled: 0, settled: 1, cancelled: 2 } as const;
export const betStatus = oneOf(Object.values(BET_STATUS));

const resultCodes = Object.keys(BET_RESULT_CODES) as [keyof typeof BET_RESULT_CODES, ...(keyof typeof BET_RESULT_CODES)[]];
export const betResult = z.enum(resultCodes);

export const betRecord = z.object({
  orderNo: z.string(),
  enName: venueCode,
  venueName: z.string(),
  category: venueCategory,
  gameName: z.string(),
  /** What was bet on, as the venue describes it (e.g. 曼彻斯特城 -0.5 @0.92). */
  betContent: z.string(),
  betAmount: moneyAmount,
  /** The turnover the bet counts for (activity targets, rebates). */
  validBetAmount: moneyAmount,
  /** Paid out to the player, stake included; 0 until settled. */
  winAmount: moneyAmount,
  /** winAmount minus betAmount; 0 until settled. */
  netAmount: signedMoney,
  /** Decimal odds where the venue has odds (sports, lottery), else null. */
  odds: z.number().positive().nullable(),
  /** Sports result code (W win, L loss, LW half win...), null for other venues or before settlement. */
  result: betResult.nullable(),
  status: betStatus,
  betTime: epochMs,
  settleTime: epochMs.nullable(),
});
export type BetRecord = z.infer<typeof betRecord>;

const recordFilter = {
  ...timeWindow,
  category: venueCategory.optional(),
  enName: venueCode.optional(),
};

export const betRecordTotalBody = documented(z.object(recordFilter).superRefine(checkWindow), WINDOW_DOCUMENTED);

const totals = {
  betCount: z.number().int().min(0),
  betAmount: moneyAmount,
  validBetAmount: moneyAmount,
  winAmount: moneyAmount,
  netAmount: signedMoney,
};
export const betRecordTotalData = z.object({
  ...totals,
  /** The same sums per category, only categories with bets. */
  list: z.array(z.object({ category: venueCategory, ...totals })),
});

export const betRecordListBody = documented(
  z.object({ ...pageQuery.shape, ...recordFilter, status: betStatus.optional() }).superRefine(checkWindow),
  WINDOW_DOCUMENTED,
);

export const streamLine = z.object({
  /** 线路1, 线路2... */
  name: z.string(),
  /** An absolute url, or a path on the API's origin (ours: the stand-in streams under /__stream). */
  url: z.string(),
  format: z.enum(['flv', 'm3u8']),
});

export const hotLiveBody = z.object({ gameId: providerId });
export const hotLiveData = z.object({
  match,
  /** The chat room of the live stream (stream history's rid). */
  rid: z.string(),
  streams: z.array(streamLine).max(5),
  /** The animated pitch view, when the provider offers one: a url or a path on the API's origin (ours: /__stream/:gameId/animation). */
  animationUrl: z.string().nullable(),
});

export const streamHistoryBody = z.object({
  rid,
  pageNum: pageQuery.shape.pageNum,
  pageSize: z.number().int().positive().max(100).default(HISTORY_PAGE_SIZE),
});

const betRecordExample: BetRecord = {
  orderNo: 'B20260115100000000001', enName: 'CRTY', venueName: '皇冠体育', category: VENUE_CATEGORY.TY, gameName: '英格兰超级联赛',
  betContent: '曼彻斯特城 vs 阿森纳 让球 曼彻斯特城 -0.5 @0.92', betAmount: 200, validBetAmount: 200, winAmount: 384,
  netAmount: 184, odds: 1.92, result: 'W', status: 1, betTime: 1_768_464_000_000, settleTime: 1_768_471_200_000,
};

export const recordContract = c.router({
  betRecordTotal: post({
    path: '/game/api/v1/record/betRecordTotal',
    summary: 'Bet totals of a time window (at most 93 days), overall and per category',
    body: betRecordTotalBody,
    data: betRecordTotalData,
    example: { betCount: 1, betAmount: 200, validBetAmount: 200, winAmount: 384, netAmount: 184, list: [{ category: 1, betCount: 1, betAmount: 200, validBetAmount: 200, winAmount: 384, netAmount: 184 }] },
  }),
  betRecordList: post({
    path: '/game/api/v1/record/betRecordList',
    summary: 'Bet records of a time window, newest first, one page at a time',
    body: betRecordListBody,
    data: page(betRecord),
    example: { list: [betRecordExample], total: 1, pageNum: 1, pageSize: 15 },
  }),
  hotLiveMatchDetail: post({
    path: '/game/api/v1/video/hotLive/matchDetail',
    summary: 'A match with live video: the match, its stream lines and chat room',
    description: '6004 when no such match; 6303 when the match has no live video.',
    body: hotLiveBody,
    data: hotLiveData,
    auth: false,
    codes: [Code.NOT_FOUND, Code.NO_DATA],
    example: {
      match: matchExample, rid: '7000101',
      streams: [
        { name: '线路1', url: '/__stream/7000101/live.flv', format: 'flv' },
        { name: '线路2', url: '/__stream/7000101/index.m3u8', format: 'm3u8' },
      ],
      animationUrl: '/__stream/7000101/animation',
    },
  }),
  streamHistory: post({
    path: '/stream/api/v1/history',
    summary: 'Chat history of a live room, newest first (page size 15)',
    description: 'The same messages the chat socket keeps for the room (10011 history), in its message shape.',
    body: streamHistoryBody,
    data: page(chatMessage),
    auth: false,
    example: { list: [{ id: 'h1', rid: '7000101', msg: '曼城这波进攻漂亮！', userId: 20001, nickname: '球迷小王', vipLevel: 2, sentAtMs: 1_768_470_000_000 }], total: 1, pageNum: 1, pageSize: 15 },
  }),
});

import { z } from 'zod';
import { initContract } from '@ts-rest/core';
import { qaReplies } from './mock';
import { GAME_TYPES } from './constants';
import { VOID_RESULT_LABELS } from './sportsbook';
import { charsAtMost } from './char-count';

/**
 * The QA controls of the sportsbook, under /__mock/sports (plain JSON, plain HTTP statuses, like
 * the rest of the QA API): read the match world, set a match's score, move it to a session, finish,
 * cancel or postpone it, suspend or move a price, force a player's next placeBet, undo a settlement.
 * With the clock (POST /__mock/clock) they script any betting story in a few calls.
 */
const c = initContract();

const errorBody = z.object({ error: z.string() });
const gameId = z.string().regex(/^\d{1,18}$/);
const voidCodes = Object.keys(VOID_RESULT_LABELS) as [keyof typeof VOID_RESULT_LABELS, ...(keyof typeof VOID_RESULT_LABELS)[]];

export const SPORTS_PHASES = ['prematch', 'live', 'finished', 'cancelled', 'postponed'] as const;

/** A match as QA reads it: ids, teams, where it stands and its prices (hong kong thousandths). */
export const qaMatch = z.object({
  gameId: z.string(),
  gameType: z.enum(GAME_TYPES),
  leagueName: z.string(),
  team_h: z.string(),
  team_c: z.string(),
  startTime: z.number().int(),
  endTime: z.number().int(),
  phase: z.enum(SPORTS_PHASES),
  se_now: z.string(),
  re_time: z.string(),
  score: z.object({ h: z.number().int(), c: z.number().int(), unitH: z.number().int(), unitC: z.number().int() }),
  prices: z.array(z.object({ wtype: z.string(), rtype: z.string(), ratio: z.string().nullable(), hkMilli: z.number().int(), suspended: z.boolean() })),
});
export type QaMatch = z.infer<typeof qaMatch>;

const matchParams = z.object({ gameId });
const matchReply = qaReplies({ 200: qaMatch, 400: errorBody, 404: errorBody });

export const mockSportsContract = c.router(
  {
    matches: {
      method: 'GET',
      path: '/matches',
      query: z.object({ gameType: z.enum(GAME_TYPES).optional(), phase: z.enum(SPORTS_PHASES).optional(), limit: z.coerce.number().int().positive().max(500).optional() }),
      responses: qaReplies({ 200: z.array(qaMatch) }),
      summary: 'The match world now, by start time (filter by game type and phase)',
    },
    match: { method: 'GET', path: '/matches/:gameId', pathParams: matchParams, responses: qaReplies({ 200: qaMatch, 404: errorBody }), summary: 'One match now' },
    setScore: {
      method: 'POST',
      path: '/matches/:gameId/score',
      pathParams: matchParams,
      body: z.object({ h: z.number().int().min(0).max(500), c: z.number().int().min(0).max(500), unitH: z.number().int().min(0).max(200).optional(), unitC: z.number().int().min(0).max(200).optional() }).strict(),
      responses: matchReply,
      summary: 'Set the score of a match in play now (set sports: sets h/c and the current set\'s units); play goes on from it',
    },
    moveToSession: {
      method: 'POST',
      path: '/matches/:gameId/session',
      pathParams: matchParams,
      body: z.object({ code: z.string().regex(/^[A-Z0-9]{1,4}$/) }).strict(),
      responses: matchReply,
      summary: 'Start a session of a clock sport now (1H, HT, 2H, ET1, Q4, OT, P3, I9 ...), kick-off included',
    },
    finish: { method: 'POST', path: '/matches/:gameId/finish', pathParams: matchParams, body: z.object({}).strict(), responses: matchReply, summary: 'End a match in play now on its score: its bets settle' },
    cancel: {
      method: 'POST',
      path: '/matches/:gameId/cancel',
      pathParams: matchParams,
      body: z.object({ result: z.enum(voidCodes).default('D_CANCELLED') }).strict(),
      responses: matchReply,
      summary: 'Cancel a match now; its open bets settle with the given D variant (default D_CANCELLED, 赛事取消)',
    },
    postpone: { method: 'POST', path: '/matches/:gameId/postpone', pathParams: matchParams, body: z.object({}).strict(), responses: matchReply, summary: 'Postpone a match now; its open bets settle as D_POSTPONED (赛事延期)' },
    setPrice: {
      method: 'POST',
      path: '/prices',
      body: z.object({ gameId, rtype: z.string().min(1).regex(charsAtMost(10)), hkMilli: z.number().int().min(10).max(50_000).optional(), suspended: z.boolean().optional() }).strict(),
      responses: qaReplies({ 200: qaMatch, 400: errorBody, 404: errorBody }),
      summary: 'Move a price (hong kong thousandths, snapped to the odds grid) or suspend/reopen it until the reset',
    },
    nextBet: {
      method: 'POST',
      path: '/next-bet',
      body: z.object({ name: z.string().min(1).regex(charsAtMost(40)), outcome: z.enum(['reject', 'delay']) }).strict(),
      responses: qaReplies({ 200: z.object({ userId: z.number().int(), outcome: z.enum(['reject', 'delay']) }), 404: errorBody }),
      summary: 'Force the player\'s next placeBet: every ticket rejected (FORCED_BY_QA) or held in delay',
    },
    restore: {
      method: 'POST',
      path: '/tickets/:ticketId/restore',
      pathParams: z.object({ ticketId: z.string().min(1).regex(charsAtMost(40)) }),
      body: z.object({}).strict(),
      responses: qaReplies({ 200: z.object({ ticketId: z.string(), result: z.literal('A') }), 400: errorBody, 404: errorBody }),
      summary: 'Undo a settlement (A restored): the payout is taken back and the bet is open; finishing its match again settles it anew',
    },
  },
  { pathPrefix: '/__mock/sports' },
);

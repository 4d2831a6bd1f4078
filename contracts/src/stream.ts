import { z } from 'zod';
import { initContract } from '@ts-rest/core';
import { post } from './route';
import { epochMs } from './envelope';
import { Code } from './status-codes';
import { match, providerId } from './routes/venue';
import { LIVE_STREAM_PREFIX, liveAnimationPath, liveFlvPath, liveHlsPath } from './constants';

export { LIVE_STREAM_PREFIX, liveAnimationPath, liveFlvPath, liveHlsPath };

/**
 * The stand-in live view, served by our server under /__stream (not the product's contract: the
 * site only opens the stream urls and the animation url that hotLive matchDetail answers, as it
 * would a video CDN's and an animation provider's). Like the stand-in providers: no session, no
 * header rule, no encryption; replies are the usual envelope.
 *
 * Besides the one call below, plain GETs (no envelope on success):
 * - `GET /__stream/:gameId/live.flv` (video/x-flv) and `GET /__stream/:gameId/index.m3u8`
 *   (application/vnd.apple.mpegurl) with its segments `GET /__stream/:gameId/segment-N.ts`
 *   (video/mp2t): the same short stand-in clip (H.264, no sound) for every match with video.
 *   Single byte ranges are honoured (206, 416 out of range).
 * - `GET /__stream/:gameId/animation`: the animation page (text/html), which polls `match`.
 * A gameId that is no match with video answers HTTP 404 with the envelope's 6004.
 */
const c = initContract();

/** How many of the match's latest score events `match` answers. */
export const LIVE_VIEW_EVENTS_MAX = 50;

export const liveViewBody = z.object({ gameId: providerId });

export const liveViewEvent = z.object({
  atMs: epochMs,
  /** H the home side, C the away side. */
  side: z.enum(['H', 'C']),
  /** Goals, points or runs it was worth (set sports: 1 point or game). */
  points: z.number().int().positive(),
  /** The session code (se_now) it happened in. */
  periodCode: z.string(),
  /** The match clock when it happened, as the match's own fields spell it (football 1H^23:10; basketball's t_count). */
  re_time: z.string(),
  t_count: z.string(),
  /** The score after it: clock sports h/c; set sports the sets (h/c) and the current set's games or points. */
  after: z.object({ h: z.number().int(), c: z.number().int(), unitH: z.number().int(), unitC: z.number().int() }),
});

export const liveViewMatch = z.object({
  /** The match in the sports provider's own fields, as the sportsbook shows it now (score, re_time, se_now, t_count...). */
  match: match.omit({ odds: true, maxPerMatch: true }),
  /** Its score events so far, oldest first, the last LIVE_VIEW_EVENTS_MAX. */
  events: z.array(liveViewEvent).max(LIVE_VIEW_EVENTS_MAX),
  /** The server clock when answered: the page runs its clock from it, not the browser's. */
  serverNow: epochMs,
});
export type LiveViewMatch = z.infer<typeof liveViewMatch>;

export const liveViewContract = c.router({
  match: post({
    path: `${LIVE_STREAM_PREFIX}/match`,
    summary: 'The match the animation page draws: teams, score, clock, period and its score events so far',
    description: '6004 for a gameId that is no match with video.',
    body: liveViewBody,
    data: liveViewMatch,
    auth: false,
    codes: [Code.NOT_FOUND],
    example: {
      match: {
        gameId: '7000101', hgid: '7000101', gide: '7000101', league_id: 1, leagueName: '英格兰超级联赛', gameType: 'FT', team_h: '曼彻斯特城', team_c: '阿森纳',
        startTime: 1_768_476_000_000, isLive: true, re_time: '2H^67:12', t_count: '', se_now: '2H', HalfTime: 'N', inningNum: '0', gameStatus: '1',
        sc_FT_H: '1', sc_FT_C: '1', sc_FT_A: '', sc_set_H: '', sc_set_A: '', sc_game_H: '', sc_game_A: '', hasVideo: true,
      },
      events: [{ atMs: 1_768_477_080_000, side: 'H', points: 1, periodCode: '1H', re_time: '1H^18:00', t_count: '', after: { h: 1, c: 0, unitH: 0, unitC: 0 } }],
      serverNow: 1_768_480_032_000,
    },
  }),
});

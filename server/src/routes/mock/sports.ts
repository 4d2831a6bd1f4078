import type { AppContext } from '../../composition/context';
import { initServer } from '@ts-rest/fastify';
import { type QaMatch, mockSportsContract } from '@betsite/contracts/mock-sports';
import { sportsbookOf } from '../../composition/sportsbook';
import { findAccountByName } from '../../accounts/state';
import { type Timeline, cancelNow, finishNow, moveToSessionNow, postponeNow, setScoreNow } from '../../sports/engine/timeline';
import { findWorldMatch, pricesOf, ratioOf } from '../../sports/match-view';
import { type WorldMatch, overridePrice, projectMatch, replaceTimeline, setVoidResult } from '../../sports/world';
import { advanceSportsbook, handleEvents, settleEnded, type SportsbookParts } from '../../sports/sportsbook';
import { restoreTicket } from '../../sports/settlement';
import { sportsPayer } from '../../sports/cashier';
import { ticketRecord } from '../../sports/ticket-records';
import { upsertBetRecord } from '../../venues/bet-records';
import { oldestKey } from '../../lib/bounded-map';

const s = initServer();

/** QA forcing kept at once (players); the map is cleared on reset. */
const FORCED_BETS_MAX = 1_000;

function qaMatchOf(parts: SportsbookParts, m: WorldMatch, now: number): QaMatch {
  const at = projectMatch(m, now);
  return {
    gameId: m.info.gameId,
    gameType: m.info.gameType,
    leagueName: m.info.leagueName,
    team_h: m.info.team_h,
    team_c: m.info.team_c,
    startTime: m.info.startTime,
    endTime: m.timeline.endMs,
    phase: at.phase,
    se_now: at.fields.se_now,
    re_time: at.fields.re_time,
    score: at.score,
    prices: pricesOf(parts.world, m, now).map((p) => ({ wtype: p.wtype, rtype: p.rtype, ratio: ratioOf(p), hkMilli: p.hkMilli, suspended: p.suspended })),
  };
}

const notFound = (gameId: string) => ({ status: 404 as const, body: { error: `no match ${gameId} in the world (GET /__mock/sports/matches lists them)` } });

/**
 * Applies one of the engine's QA overrides to a match now: the world catches up first, then the
 * changed timeline's events of this instant (a finish, a stop, a new score) are handled like any
 * other, so bets settle and the bus hears of it.
 */
function override(ctx: AppContext, gameId: string, change: (tl: Timeline, now: number, parts: SportsbookParts) => Timeline) {
  const parts = sportsbookOf(ctx);
  const now = ctx.clock.now();
  // Everything up to now is delivered first, so the change's own events are delivered once.
  advanceSportsbook(parts, now, true);
  const m = findWorldMatch(parts.world, gameId);
  if (!m) return Promise.resolve(notFound(gameId));
  let next: Timeline;
  try {
    next = change(m.timeline, now, parts);
  } catch (err) {
    // The engine refuses an override that does not fit the match (not in play, a set sport's session...).
    return Promise.resolve({ status: 400 as const, body: { error: (err as Error).message } });
  }
  handleEvents(parts, replaceTimeline(parts.world, m.info.gameId, next, now), now);
  return Promise.resolve({ status: 200 as const, body: qaMatchOf(parts, m, now) });
}

/** Settles a finished match's open tickets again (a restored bet waits on it), its result unchanged. */
function settleAgain(ctx: AppContext, gameId: string) {
  const parts = sportsbookOf(ctx);
  const now = ctx.clock.now();
  advanceSportsbook(parts, now, true);
  const m = findWorldMatch(parts.world, gameId);
  if (!m) return Promise.resolve(notFound(gameId));
  const score = projectMatch(m, now).score;
  settleEnded(parts, { kind: 'finished', atMs: now, matchId: m.info.gameId, score, winner: m.timeline.winner, outrightWinnerIndex: m.timeline.outright?.winnerIndex ?? null });
  return Promise.resolve({ status: 200 as const, body: qaMatchOf(parts, m, now) });
}

/** The sportsbook's QA controls (/__mock/sports/...), registered in the QA API's scope. */
export function mockSportsRouter(ctx: AppContext) {
  return s.router(mockSportsContract, {
    matches: ({ query }) => {
      const parts = sportsbookOf(ctx);
      const now = ctx.clock.now();
      advanceSportsbook(parts, now);
      const list = [...parts.world.matches.values()]
        .filter((m) => query.gameType === undefined || query.gameType === 'ALL' || m.info.gameType === query.gameType)
        .map((m) => qaMatchOf(parts, m, now))
        .filter((m) => query.phase === undefined || m.phase === query.phase)
        .sort((a, b) => a.startTime - b.startTime || a.gameId.localeCompare(b.gameId))
        .slice(0, query.limit ?? 100);
      return Promise.resolve({ status: 200 as const, body: list });
    },
    match: ({ params }) => {
      const parts = sportsbookOf(ctx);
      const now = ctx.clock.now();
      advanceSportsbook(parts, now);
      const m = findWorldMatch(parts.world, params.gameId);
      return Promise.resolve(m ? { status: 200 as const, body: qaMatchOf(parts, m, now) } : notFound(params.gameId));
    },
    setScore: ({ params, body }) => override(ctx, params.gameId, (tl, now) => setScoreNow(tl, now, body)),
    moveToSession: ({ params, body }) => override(ctx, params.gameId, (tl, now) => moveToSessionNow(tl, now, body.code)),
    finish: ({ params }) => {
      const m = findWorldMatch(ctx.state.world, params.gameId);
      // Finishing a match that already ended settles what was restored on it since.
      if (m && projectMatch(m, ctx.clock.now()).phase === 'finished') return settleAgain(ctx, params.gameId);
      return override(ctx, params.gameId, (tl, now) => finishNow(tl, now));
    },
    cancel: ({ params, body }) =>
      override(ctx, params.gameId, (tl, now, parts) => {
        const next = cancelNow(tl, now);
        setVoidResult(parts.world, tl.matchId, body.result);
        return next;
      }),
    postpone: ({ params }) => override(ctx, params.gameId, (tl, now) => postponeNow(tl, now)),
    setPrice: ({ body }) => {
      const parts = sportsbookOf(ctx);
      const now = ctx.clock.now();
      advanceSportsbook(parts, now);
      const m = findWorldMatch(parts.world, body.gameId);
      if (!m) return Promise.resolve(notFound(body.gameId));
      if (!pricesOf(parts.world, m, now).some((p) => p.rtype === body.rtype)) return Promise.resolve({ status: 404 as const, body: { error: `match ${body.gameId} has no price ${body.rtype} now` } });
      if (!overridePrice(parts.world, m.info.gameId, body.rtype, { hkMilli: body.hkMilli, suspended: body.suspended })) {
        return Promise.resolve({ status: 400 as const, body: { error: 'too many price overrides: reset first' } });
      }
      return Promise.resolve({ status: 200 as const, body: qaMatchOf(parts, m, now) });
    },
    nextBet: ({ body }) => {
      const account = findAccountByName(ctx.state, body.name);
      if (!account) return Promise.resolve({ status: 404 as const, body: { error: `no player ${body.name}` } });
      const forced = ctx.state.forcedNextBet;
      if (!forced.has(account.userId) && forced.size >= FORCED_BETS_MAX) forced.delete(oldestKey(forced)!);
      forced.set(account.userId, body.outcome);
      return Promise.resolve({ status: 200 as const, body: { userId: account.userId, outcome: body.outcome } });
    },
    restore: ({ params }) => {
      const parts = sportsbookOf(ctx);
      const now = ctx.clock.now();
      advanceSportsbook(parts, now);
      const r = restoreTicket(parts.book, params.ticketId, sportsPayer(parts.wallets, parts.venue.channelCode), now);
      if (!r.ok) return Promise.resolve({ status: r.code === 6004 ? 404 : 400, body: { error: r.message ?? 'cannot restore' } });
      upsertBetRecord(parts.betRecords, ticketRecord(r.value, parts.venue));
      return Promise.resolve({ status: 200 as const, body: { ticketId: r.value.id, result: 'A' as const } });
    },
  });
}

import { DAILY_PAYOUT_LIMIT_CENTS, MATCH_STAKE_MAX_CENTS, IN_PLAY_CONFIRM_DELAY_MS, OPEN_TICKETS_PER_PLAYER_MAX, PAYOUT_LIMIT_CLASS, PAYOUT_LIMIT_USD, type Play, type ResultCode, SERIES_STAKE_LIMITS_CENTS, STAKE_LIMITS_CENTS, usdToCents } from '@betsite/contracts/sportsbook';
import { parlayHkMilli, parlayWinCents, validBetCents, winCents } from '@betsite/contracts/payout';
import { countTurnover } from '../venues/provider/rounds';
import type { EventBus } from '../lib/event-bus';
import { beijingDay } from '../lib/beijing-time';
import { type Wallets, walletOf } from '../money/wallet';
import { BET_STATUS } from '@betsite/contracts/routes/record';
import { type BetRecords, removeBetRecord, upsertBetRecord } from '../venues/bet-records';
import { type SportsVenue, ticketRecord } from './ticket-records';
import { type Book, type BookRules, type Market, type SlipRequest, type Ticket, confirmDue, isSettled, placeSlip, remember, ticketsOf, trackOpen } from './book';
import { type Grader, settleMatch } from './settlement';
import { sportsCashier, sportsPayer } from './cashier';
import { gradeLeg, resultOf } from './engine/grading';
import { type MatchEvent, eventsBetween } from './engine/projection';
import { engineLineOf, findWorldMatch, quoteOf, sideNameOf } from './match-view';
import { type World, WORLD_STEP_MS, mergeEvents, skipInParts, stepInParts } from './world';

/**
 * The sportsbook as the routes and the clock use it: placing slips, confirming delayed bets and
 * settling matches as the world advances, each change announced on the sports bus.
 */

/** A settled, confirmed or rejected ticket, for whoever listens (notifications, records). */
export type TicketEvent = { kind: 'ticket'; atMs: number; ticket: Ticket };
export type SportsEvent = MatchEvent | TicketEvent;

export const BOOK_RULES: BookRules = {
  inPlayDelayMs: IN_PLAY_CONFIRM_DELAY_MS,
  stakeLimit: (wtype, series) => (series ? SERIES_STAKE_LIMITS_CENTS : STAKE_LIMITS_CENTS[wtype as Play]),
  matchMaxCents: MATCH_STAKE_MAX_CENTS,
  dailyPayoutMaxCents: DAILY_PAYOUT_LIMIT_CENTS,
  classPayoutMaxCents: { major: usdToCents(PAYOUT_LIMIT_USD.major), standard: usdToCents(PAYOUT_LIMIT_USD.standard), novelty: usdToCents(PAYOUT_LIMIT_USD.novelty) },
  ticketsPerUserMax: 2_000,
  openTicketsPerUserMax: OPEN_TICKETS_PER_PLAYER_MAX,
};

const ODDS_MATH = { winCents, parlayWinCents, parlayEuroMilli: (hks: readonly number[]) => parlayHkMilli(hks) + 1000 };

export interface SportsbookParts {
  world: World;
  book: Book;
  wallets: Wallets;
  /** The readable records every ticket placed or changed is written to, as the sports venue's. */
  betRecords: BetRecords;
  venue: SportsVenue;
  bus: EventBus<SportsEvent>;
  /** QA's forcing of the next placement (reject or hold in delay), per player; taken when used. */
  forcedNext: Map<number, 'reject' | 'delay'>;
}

const record = (p: SportsbookParts, t: Ticket) => upsertBetRecord(p.betRecords, ticketRecord(t, p.venue));

export function marketOf(world: World): Market {
  return {
    quote: (gameId, wtype, rtype, now) => quoteOf(world, gameId, wtype, rtype, now),
    scoredBetween(matchId, fromMs, toMs) {
      const m = world.matches.get(matchId);
      if (!m) return false;
      // [fromMs, toMs] as the Market says: eventsBetween leaves its start out, and a score in the
      // very millisecond a bet went into its delay (QA's, right after) must still spoil it.
      return eventsBetween(m.timeline, fromMs - 1, toMs).some((e) => e.kind === 'score');
    },
  };
}

/** How a leg of a finished, cancelled or postponed match settles. */
function graderOf(world: World, matchId: string, event: MatchEvent): Grader {
  if (event.kind === 'cancelled') return () => world.voidResults.get(matchId) ?? 'D_CANCELLED';
  if (event.kind === 'postponed') return () => 'D_POSTPONED';
  const m = world.matches.get(matchId);
  if (!m) return () => 'D_AUTO';
  const result = resultOf(m.timeline);
  return (leg): ResultCode => gradeLeg(leg, result);
}

/** Settles the tickets of a match that ended (by the clock or by QA). */
export function settleEnded(p: SportsbookParts, event: MatchEvent): Ticket[] {
  const settled = settleMatch(p.book, event.matchId, graderOf(p.world, event.matchId, event), sportsPayer(p.wallets, p.venue.channelCode), event.atMs);
  for (const t of settled) {
    // A settled bet's valid amount is turnover, as a venue round's is: it counts toward an activity lock on the sports wallet.
    if (t.result !== null) countTurnover(walletOf(p.wallets, t.userId), p.venue.channelCode, validBetCents(t.result, t.stakeCents));
    record(p, t);
    p.bus.publish({ kind: 'ticket', atMs: event.atMs, ticket: t });
  }
  return settled;
}

const ENDED = new Set(['finished', 'cancelled', 'postponed']);

/** Confirms the delays that are due and announces them. */
function confirmDelays(p: SportsbookParts, nowMs: number): void {
  for (const t of confirmDue(p.book, marketOf(p.world), sportsCashier(p.wallets, p.venue.channelCode), nowMs)) {
    // Rejected after its delay, it is no bet (as one rejected at placement): its open record goes,
    // rather than saying 未结算 for ever, out of reach of the record window.
    if (t.state === 'rejected') removeBetRecord(p.betRecords, t.userId, t.id);
    else record(p, t);
    p.bus.publish({ kind: 'ticket', atMs: t.confirmAt ?? nowMs, ticket: t });
  }
}

function handleEvent(p: SportsbookParts, e: MatchEvent): void {
  p.bus.publish(e);
  if (ENDED.has(e.kind)) settleEnded(p, e);
}

/** Handles what the world did (delays confirmed, matches settled) and announces it. */
export function handleEvents(p: SportsbookParts, events: readonly MatchEvent[], nowMs: number): void {
  confirmDelays(p, nowMs);
  for (const e of events) handleEvent(p, e);
}

/**
 * The world's events are delivered in steps of at least this much clock: planning and walking every
 * match costs milliseconds, a request costs microseconds. Reads are exact whatever the step (they
 * project the timelines at the time asked), delays are confirmed at every call, and the sports clock
 * ticks once a second anyway.
 */
export const WORLD_TICK_MS = 1_000;

/** Events, or timelines made ahead, handled between two yields of advanceInSlices: a few milliseconds of work. */
export const SLICE_ITEMS = 100;

/**
 * Brings the world and the book to `nowMs`. Cheap when nothing is due: every read calls it first.
 * `exact` delivers everything up to `nowMs` now, as QA needs before it changes a match at `nowMs`.
 */
export function advanceSportsbook(p: SportsbookParts, nowMs: number, exact = false): void {
  // A catch-up in slices owns the world until it is done: a reader meanwhile sees it as far as it got.
  if (p.world.advancing) return;
  if (!isDue(p, nowMs, exact)) {
    if (p.book.delayed.size > 0) confirmDelays(p, nowMs);
    return;
  }
  for (const _ of advanceInSlices(p, nowMs)) {
    // All at once: the same work as a catch-up in slices (composition/catch-up.ts), without the yields.
  }
}

/** Whether the world has a step to take towards `nowMs` (a second at least, or anything when exact). */
export const isDue = (p: SportsbookParts, nowMs: number, exact = false): boolean => nowMs > p.world.advancedToMs && (exact || nowMs - p.world.advancedToMs >= WORLD_TICK_MS);

/**
 * The work of bringing the world and the book to `nowMs`, yielding every SLICE_ITEMS events or
 * timelines so that a caller may let other work run in between (composition/catch-up.ts); run
 * without pausing it is advanceSportsbook. Whole steps before the last are skipped (world.ts
 * skipTo: the events of the matches held now are all that anyone can see of them), so a move of a
 * year costs about what a move of a day does.
 */
export function* advanceInSlices(p: SportsbookParts, nowMs: number): Generator<void, void, void> {
  const { world } = p;
  if (world.advancing) throw new Error('advanceInSlices: a catch-up is already under way in this world');
  world.advancing = true;
  try {
    const wholeSteps = Math.floor((nowMs - world.advancedToMs - 1) / WORLD_STEP_MS);
    if (wholeSteps > 0) {
      // The delays due by the end of the first step, as the first step would confirm them.
      confirmDelays(p, world.advancedToMs + WORLD_STEP_MS);
      yield* handleInSlices(p, mergeEvents(yield* skipInParts(world, world.advancedToMs + wholeSteps * WORLD_STEP_MS, SLICE_ITEMS)));
    }
    while (world.advancedToMs < nowMs) {
      const events = yield* stepInParts(world, nowMs, SLICE_ITEMS);
      confirmDelays(p, Math.min(nowMs, world.advancedToMs));
      yield* handleInSlices(p, mergeEvents(events));
    }
  } finally {
    world.advancing = false;
  }
}

function* handleInSlices(p: SportsbookParts, events: Iterable<MatchEvent>): Generator<void, void, void> {
  let handled = 0;
  for (const e of events) {
    handleEvent(p, e);
    if (++handled % SLICE_ITEMS === 0) yield;
  }
}

export function placeBets(p: SportsbookParts, userId: number, slip: SlipRequest, nowMs: number): Ticket[] {
  advanceSportsbook(p, nowMs);
  const forced = p.forcedNext.get(userId);
  p.forcedNext.delete(userId);
  const tickets = placeSlip(
    { book: p.book, market: marketOf(p.world), cashier: sportsCashier(p.wallets, p.venue.channelCode), rules: BOOK_RULES, odds: ODDS_MATH, userId, now: nowMs, day: beijingDay(nowMs), forced },
    slip,
  );
  for (const t of tickets) if (t.state !== 'rejected') record(p, t);
  return tickets;
}

/** The player's tickets by number (getBetStatus), confirming any delay that is due first. */
export function ticketsById(p: SportsbookParts, userId: number, ids: readonly string[], nowMs: number): Ticket[] {
  advanceSportsbook(p, nowMs);
  return ids.map((id) => p.book.byId.get(id)).filter((t): t is Ticket => t !== undefined && t.userId === userId);
}

export type BetListStatus = 'open' | 'settled' | 'all';

/** The player's bets, newest first: rejected tickets are no bets. */
export function betsOf(p: SportsbookParts, userId: number, status: BetListStatus, nowMs: number): Ticket[] {
  advanceSportsbook(p, nowMs);
  return ticketsOf(p.book, userId).filter((t) => t.state !== 'rejected' && (status === 'all' || (status === 'settled') === isSettled(t)));
}

/**
 * The fixtures' open sports bets become tickets, so they settle when their matches end. Their
 * stakes were never moved (the fixtures start mid-story): they are seeded into the players'
 * open stakes, where placing them would have put them.
 */
export function seedFixtureTickets(p: Pick<SportsbookParts, 'world' | 'book' | 'wallets' | 'betRecords'>, sportsEnName: string): void {
  for (const records of p.betRecords.byUser.values()) {
    for (const r of [...records.list].reverse()) {
      if (!r.leg || r.enName !== sportsEnName || r.status !== BET_STATUS.unsettled || r.odds === null) continue;
      const m = findWorldMatch(p.world, r.leg.gameId);
      const lineQuarters = engineLineOf(r.leg.wtype, r.leg.rtype, r.leg.ratio);
      if (!m || lineQuarters === undefined) throw new Error(`bet-records.json: ${r.orderNo} names no open match or a bad line`);
      const hkMilli = Math.round(r.odds * 1000) - 1000;
      const t: Ticket = {
        id: r.orderNo, userId: r.userId, series: false, oddsType: 'H', stakeCents: r.betCents, euroMilli: hkMilli + 1000, possibleWinCents: winCents(r.betCents, hkMilli),
        state: 'accepted', rejection: null, newHkMilli: null, createdAt: r.betTime, confirmAt: null, limitClass: PAYOUT_LIMIT_CLASS[m.info.gameType],
        day: beijingDay(r.betTime), result: null, payoutCents: 0, settledAt: null, seq: 0,
        legs: [{
          gameId: r.leg.gameId, wtype: r.leg.wtype, rtype: r.leg.rtype, lineQuarters, hkMilli, matchId: m.info.gameId, gameType: m.info.gameType,
          leagueName: m.info.leagueName, teamH: m.info.team_h, teamC: m.info.team_c, sideName: sideNameOf(m.info, r.leg.wtype, r.leg.rtype), live: true, result: null,
        }],
      };
      remember(p.book, BOOK_RULES, t);
      trackOpen(p.book, t, 1);
      walletOf(p.wallets, t.userId).stakesCents += t.stakeCents;
    }
  }
}

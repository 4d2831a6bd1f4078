import { DAILY_PAYOUT_LIMIT_CENTS, MATCH_STAKE_MAX_CENTS, IN_PLAY_CONFIRM_DELAY_MS, PAYOUT_LIMIT_USD, type Play, type ResultCode, SERIES_STAKE_LIMITS_CENTS, STAKE_LIMITS_CENTS, usdToCents } from '@betsite/contracts/sportsbook';
import { parlayHkMilli, parlayWinCents, winCents } from '@betsite/contracts/payout';
import type { EventBus } from '../lib/event-bus';
import { beijingDay } from '../lib/beijing-time';
import type { Wallets } from '../money/wallet';
import { type Book, type BookRules, type Market, type SlipRequest, type Ticket, confirmDue, placeSlip } from './book';
import { type Grader, settleMatch } from './settlement';
import { sportsCashier, sportsPayer } from './cashier';
import { gradeLeg, resultOf } from './engine/grading';
import { type MatchEvent, eventsBetween } from './engine/projection';
import { quoteOf } from './match-view';
import { type World, advanceWorld } from './world';

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
  ticketsMax: 200_000,
};

const ODDS_MATH = { winCents, parlayWinCents, parlayEuroMilli: (hks: readonly number[]) => parlayHkMilli(hks) + 1000 };

export interface SportsbookParts {
  world: World;
  book: Book;
  wallets: Wallets;
  bus: EventBus<SportsEvent>;
  /** QA's forcing of the next placement (reject or hold in delay), per player; taken when used. */
  forcedNext: Map<number, 'reject' | 'delay'>;
  /** Whoever keeps the readable records (bet records) hears of every ticket placed or changed. */
  onTicket(t: Ticket): void;
}

export function marketOf(world: World): Market {
  return {
    quote: (gameId, wtype, rtype, now) => quoteOf(world, gameId, wtype, rtype, now),
    scoredBetween(matchId, fromMs, toMs) {
      const m = world.matches.get(matchId);
      if (!m) return false;
      const qa = world.qaScoreChanges.get(matchId);
      return (qa !== undefined && qa > fromMs && qa <= toMs) || eventsBetween(m.timeline, fromMs, toMs).some((e) => e.kind === 'score');
    },
  };
}

/** How a leg of a finished, cancelled or postponed match settles. */
function graderOf(world: World, matchId: string, event: MatchEvent): Grader {
  if (event.kind === 'cancelled') return () => 'D_CANCELLED';
  if (event.kind === 'postponed') return () => 'D_POSTPONED';
  const m = world.matches.get(matchId);
  if (!m) return () => 'D_AUTO';
  const result = resultOf(m.timeline);
  return (leg): ResultCode => gradeLeg(leg, result);
}

/** Settles the tickets of a match that ended (by the clock or by QA). */
export function settleEnded(p: SportsbookParts, event: MatchEvent): Ticket[] {
  const settled = settleMatch(p.book, event.matchId, graderOf(p.world, event.matchId, event), sportsPayer(p.wallets), event.atMs);
  for (const t of settled) {
    p.onTicket(t);
    p.bus.publish({ kind: 'ticket', atMs: event.atMs, ticket: t });
  }
  return settled;
}

const ENDED = new Set(['finished', 'cancelled', 'postponed']);

/** Handles what the world did (delays confirmed, matches settled) and announces it. */
export function handleEvents(p: SportsbookParts, events: readonly MatchEvent[], nowMs: number): void {
  for (const t of confirmDue(p.book, marketOf(p.world), sportsCashier(p.wallets), nowMs)) {
    p.onTicket(t);
    p.bus.publish({ kind: 'ticket', atMs: t.confirmAt ?? nowMs, ticket: t });
  }
  for (const e of events) {
    p.bus.publish(e);
    if (ENDED.has(e.kind)) settleEnded(p, e);
  }
}

/** Brings the world and the book to `nowMs`. Cheap when nothing is due: every read calls it first. */
export function advanceSportsbook(p: SportsbookParts, nowMs: number): void {
  if (nowMs <= p.world.advancedToMs && p.book.delayed.size === 0) return;
  handleEvents(p, advanceWorld(p.world, nowMs), nowMs);
}

export function placeBets(p: SportsbookParts, userId: number, slip: SlipRequest, nowMs: number): Ticket[] {
  advanceSportsbook(p, nowMs);
  const forced = p.forcedNext.get(userId);
  p.forcedNext.delete(userId);
  const tickets = placeSlip(
    { book: p.book, market: marketOf(p.world), cashier: sportsCashier(p.wallets), rules: BOOK_RULES, odds: ODDS_MATH, userId, now: nowMs, day: beijingDay(nowMs), forced },
    slip,
  );
  for (const t of tickets) if (t.state !== 'rejected') p.onTicket(t);
  return tickets;
}

import { Code } from '@betsite/contracts/status-codes';
import { SPORTS_PROVIDER_CODE } from '@betsite/contracts/constants';
import { BET_STATUS } from '@betsite/contracts/routes/record';
import type { SiteSettings } from '@betsite/contracts/mock';
import { type Result, refuse, success } from '../../lib/reply';
import { setBounded } from '../../lib/bounded-map';
import { seededStream } from '../../lib/seeded-random';
import { type ActivityLock, type Wallet, type Wallets, move, nextOrderNo, venueRef, walletOf } from '../../money/wallet';
import type { VenueFixture } from '../fixtures';
import { type BetRecords, upsertBetRecord } from '../bet-records';
import { type Games, type SessionLive, channelInMaintenance, poolCents, providerTokenOf } from '../venues';
import {
  type ForcedOutcome, type GameKind, type Outcome, type Pairing, CHOICES, TABLE_GAMES, defaultChoice, drawPairing, kindOfVenue, matchSportOf, slotThemeOf,
  lotteryDraw, lotterySettlement, lotteryWins, playInstant, FORCED_TRIES_MAX,
} from './stand-in-games';
import { type ProviderState, type RoundLog, type Ticket, FORCED_PER_VENUE_MAX, OPEN_TICKETS_PER_USER_MAX, PINNED_DRAWS_MAX, ROUNDS_KEPT_PER_VENUE } from './provider-state';

/**
 * A round at a stand-in provider (POST /__provider/round): the provider token says who plays
 * where; the stake leaves the venue wallet and the payout comes back into it, both through the
 * ledger (the house is `external`), so a round never touches the centre wallet. The round writes a
 * bet record in its venue's category and counts its valid turnover toward the player's activity
 * lock on that venue; the lock lifts the moment the turnover reaches its target.
 */

export const STAKE_MIN_CENTS = 100;
export const STAKE_MAX_CENTS = 500_000;
export const STAKE_RANGE_MESSAGE = `单注金额须在${STAKE_MIN_CENTS / 100}-${STAKE_MAX_CENTS / 100}元之间`;
/** Lottery draws happen every minute of the server clock. */
export const LOTTERY_DRAW_MS = 60_000;
/** Each stake at a venue with a jackpot adds this share to it... */
export const POOL_CONTRIBUTION_SHARE = 0.01;
/** ...and its chance of winning the whole pool is stake × this / pool: the jackpot returns 1% of stakes whatever its size. */
export const JACKPOT_RETURN_SHARE = 0.01;

export interface RoundsState {
  games: Games;
  wallets: Wallets;
  betRecords: BetRecords;
  provider: ProviderState;
  settings: SiteSettings;
}

export interface StandInGame {
  kind: GameKind;
  gameCode: string;
  gameName: string;
}

/** The games a venue's page offers: its slots or fishing games, or its one table. Sports (CRTY) is not a stand-in. */
export function gamesOfVenue(g: Games, v: VenueFixture): StandInGame[] {
  if (v.enName.toUpperCase() === SPORTS_PROVIDER_CODE) return [];
  const kind = kindOfVenue(v);
  if (kind !== 'slot' && kind !== 'fish') return [{ kind, ...TABLE_GAMES[kind] }];
  return g.games
    .filter((game) => game.enName === v.enName)
    .sort((a, b) => a.sort - b.sort)
    .map((game) => ({ kind, gameCode: game.gameCode, gameName: game.gameName }));
}

export interface Seat {
  userId: number;
  venue: VenueFixture;
  /** The game launched, or the venue's first. */
  game: StandInGame;
  games: StandInGame[];
}

/** Who plays where, from the provider token: 6302 for an unknown, expired or sports token, or one whose session ended. */
export function seatOf(g: Games, token: string, now: number, sessionLive: SessionLive): Result<Seat> {
  const t = providerTokenOf(g, token, now, sessionLive);
  const venue = t && g.byEnName.get(t.enName);
  const games = venue ? gamesOfVenue(g, venue) : [];
  const game = games.find((x) => x.gameCode === t?.gameCode) ?? games[0];
  if (!t || !venue || !game) return refuse(Code.UID_VERIFICATION);
  return success({ userId: t.userId, venue, game, games });
}

export interface RoundRequest {
  token: string;
  gameCode: string;
  stakeCents: number;
  choice?: string | undefined;
}

export interface RoundResult {
  log: RoundLog;
  gameName: string;
  betContent: string;
  balanceCents: number;
  drawAt: number | null;
  lock: ActivityLock | null;
}

/** The lock on this venue's wallet, met or not, for the game page's progress line. */
export function lockOn(w: Wallet, channelCode: string): ActivityLock | null {
  return w.activityLock?.channelCode === channelCode ? w.activityLock : null;
}

/**
 * The sides of the player's next simulated match at a venue, known before the bet, so the page
 * names them on its choices (押IG, not 押主队) and the round plays the match it showed. Seeded by
 * the player and their last round there: it changes after each round, and every world and restart
 * draws the same. (Once the venue's kept rounds no longer hold the player's last, it starts again
 * from none: between showing and betting only a burst of ROUNDS_KEPT_PER_VENUE rounds by others could do that.)
 */
export function nextPairing(p: ProviderState, venue: VenueFixture, userId: number): Pairing {
  const rounds = p.rounds.get(venue.enName) ?? [];
  let last = 0;
  for (let i = rounds.length - 1; i >= 0 && last === 0; i--) if (rounds[i]?.userId === userId) last = rounds[i]?.roundNo ?? 0;
  return drawPairing(seededStream(`${venue.enName}:${userId}:${last}:pairing`), matchSportOf(venue.category));
}

export function playRound(s: RoundsState, req: RoundRequest, now: number, sessionLive: SessionLive): Result<RoundResult> {
  const seat = seatOf(s.games, req.token, now, sessionLive);
  if (!seat.ok) return seat;
  const { userId, venue, games } = seat.value;
  const game = games.find((x) => x.gameCode === req.gameCode);
  if (!game) return refuse(Code.NOT_FOUND, '游戏不存在');
  if (channelInMaintenance(s.games, venue.channelCode, s.settings)) return refuse(Code.VENUE_MAINTENANCE, `${venue.name}维护中，请稍后再试`);
  const choice = req.choice || defaultChoice(game.kind);
  // Own keys only: `in` would also accept inherited names such as "constructor".
  if (choice && !Object.hasOwn(CHOICES[game.kind], choice)) return refuse(Code.ILLEGAL_PARAMETER, '请选择有效的投注项');
  if (req.stakeCents < STAKE_MIN_CENTS || req.stakeCents > STAKE_MAX_CENTS) return refuse(Code.ILLEGAL_PARAMETER, STAKE_RANGE_MESSAGE);
  settleVenues(s, userId, now);
  if (game.kind === 'lottery' && (s.provider.tickets.get(userId)?.length ?? 0) >= OPEN_TICKETS_PER_USER_MAX) {
    return refuse(Code.ILLEGAL_PARAMETER, `未开奖注单最多${OPEN_TICKETS_PER_USER_MAX}张，请等待开奖`);
  }

  const orderNo = nextOrderNo(s.wallets, 'R', now);
  const staked = move(s.wallets, userId, { from: venueRef(venue.channelCode), to: 'external', amountCents: req.stakeCents, kind: 'bet-round-stake', orderNo, at: now, remark: `${game.gameName} 投注` });
  if (!staked.ok) return staked;

  const roundNo = (s.provider.roundNo.get(venue.enName) ?? 0) + 1;
  s.provider.roundNo.set(venue.enName, roundNo);
  const seed = `${venue.enName}:${roundNo}`;
  const base = { roundNo, seed, orderNo, userId, enName: venue.enName, gameCode: game.gameCode, kind: game.kind, choice, stakeCents: req.stakeCents, at: now };
  const w = walletOf(s.wallets, userId);

  if (game.kind === 'lottery') {
    const ticket = buyTicket(s, { orderNo, userId, enName: venue.enName, channelCode: venue.channelCode, gameCode: game.gameCode, gameName: game.gameName, choice, stakeCents: req.stakeCents, period: 0, drawAt: 0, betTime: now }, now);
    const betContent = `第 ${ticket.period} 期 押${CHOICES.lottery[choice] ?? choice}`;
    const log: RoundLog = { ...base, payoutCents: 0, jackpotCents: 0, outcome: 'pending', betContent, detail: `第 ${ticket.period} 期，等待开奖`, face: { kind: 'lottery', period: ticket.period, digits: null }, forced: ticket.forced, settledAt: null };
    keepRound(s.provider, log);
    upsertBetRecord(s.betRecords, { orderNo, userId, enName: venue.enName, gameName: game.gameName, betContent, betCents: req.stakeCents, validBetCents: 0, winCents: 0, odds: null, result: null, status: BET_STATUS.unsettled, betTime: now, settleTime: null, venueName: venue.name, category: venue.category });
    return success({ log, gameName: game.gameName, betContent, balanceCents: w.venues.get(venue.channelCode) ?? 0, drawAt: ticket.drawAt, lock: lockOn(w, venue.channelCode) });
  }

  const pairing = game.kind === 'match' ? nextPairing(s.provider, venue, userId) : undefined;
  const random = seededStream(seed);
  const forced = takeForced(s.provider, venue.enName);
  const outcome = playInstant(game.kind, random, req.stakeCents, choice, forced === 'jackpot' ? undefined : forced ?? undefined, { slotTheme: slotThemeOf(game.gameName), matchSport: matchSportOf(venue.category), pairing });
  const jackpotCents = jackpotOf(s.games, venue, req.stakeCents, random, forced === 'jackpot', now);
  const log: RoundLog = { ...base, payoutCents: outcome.payoutCents + jackpotCents, jackpotCents, outcome: outcomeLabel(outcome.payoutCents + jackpotCents, req.stakeCents), betContent: outcome.betContent, detail: jackpotCents ? `${outcome.detail}，奖池大奖` : outcome.detail, face: outcome.face, forced, settledAt: now };
  settle(s, venue, game.gameName, log, outcome, now, now);
  keepRound(s.provider, log);
  return success({ log, gameName: game.gameName, betContent: outcome.betContent, balanceCents: w.venues.get(venue.channelCode) ?? 0, drawAt: null, lock: lockOn(w, venue.channelCode) });
}

const outcomeLabel = (payoutCents: number, stakeCents: number): RoundLog['outcome'] => (payoutCents > stakeCents ? 'win' : payoutCents === stakeCents ? 'push' : 'lose');

/** Pays a settled round into the venue wallet, records the bet, counts the turnover. */
function settle(s: RoundsState, venue: VenueFixture, gameName: string, log: RoundLog, outcome: Outcome, betTime: number, now: number): void {
  if (log.payoutCents > 0) {
    const paid = move(s.wallets, log.userId, { from: 'external', to: venueRef(venue.channelCode), amountCents: log.payoutCents, kind: 'bet-round-win', orderNo: log.orderNo, at: now, remark: `${gameName} 派彩` });
    // The house (external) always has the money: a refusal here is a bug, not a player's error.
    if (!paid.ok) throw new Error(`round ${log.orderNo}: payout refused`);
  }
  upsertBetRecord(s.betRecords, {
    orderNo: log.orderNo, userId: log.userId, enName: venue.enName, gameName, betContent: outcome.betContent, betCents: log.stakeCents,
    validBetCents: outcome.validBetCents, winCents: log.payoutCents, odds: outcome.odds, result: null, status: BET_STATUS.settled,
    betTime, settleTime: now, venueName: venue.name, category: venue.category,
  });
  countTurnover(walletOf(s.wallets, log.userId), venue.channelCode, outcome.validBetCents);
}

/** Valid turnover at the lock's venue counts toward it; at the target the lock lifts (unmetLock is then null). */
export function countTurnover(w: Wallet, channelCode: string, validBetCents: number): void {
  const lock = w.activityLock;
  if (!lock || lock.channelCode !== channelCode || lock.turnoverDoneCents >= lock.turnoverTargetCents) return;
  lock.turnoverDoneCents += validBetCents;
}

/**
 * A lock whose wallet can no longer place the smallest stake (and has no ticket waiting for a
 * draw) could never be met: the activity is forfeited and the lock ends, so the player is never
 * kept out of the other venues for good. What is left in the wallet (under 1 yuan) may come out.
 */
export function releaseSpentLock(s: RoundsState, userId: number): void {
  const w = walletOf(s.wallets, userId);
  const lock = w.activityLock;
  if (!lock || lock.turnoverDoneCents >= lock.turnoverTargetCents) return;
  if ((w.venues.get(lock.channelCode) ?? 0) >= STAKE_MIN_CENTS) return;
  if (s.provider.tickets.get(userId)?.some((t) => t.channelCode === lock.channelCode)) return;
  w.activityLock = null;
}

/** Before reading or moving a player's venue money: draws that are due are paid, a spent lock ends. */
export function settleVenues(s: RoundsState, userId: number, now: number): void {
  settleDueTickets(s, userId, now);
  releaseSpentLock(s, userId);
}

// ---------------------------------------------------------------------------------------------
// Jackpots

function jackpotOf(g: Games, venue: VenueFixture, stakeCents: number, random: () => number, forced: boolean, now: number): number {
  const pool = g.pools.get(venue.enName);
  if (!pool) return 0;
  pool.contributedCents += Math.floor(stakeCents * POOL_CONTRIBUTION_SHARE);
  const cents = poolCents(g, venue, now);
  const roll = random();
  if (!forced && roll >= (stakeCents * JACKPOT_RETURN_SHARE) / cents) return 0;
  pool.sinceMs = now;
  pool.contributedCents = 0;
  return cents;
}

// ---------------------------------------------------------------------------------------------
// Lottery tickets

const drawKey = (enName: string, period: number) => `${enName}:${period}`;

/** The digits of a venue's draw: pinned by QA's forcing, else from the venue's seeded source for that period. */
export function drawOf(p: ProviderState, enName: string, period: number): number[] {
  return p.pinnedDraws.get(drawKey(enName, period)) ?? lotteryDraw(seededStream(`${enName}:draw:${period}`));
}

function buyTicket(s: RoundsState, t: Ticket, now: number): Ticket & { forced: ForcedOutcome | null } {
  const period = Math.floor(now / LOTTERY_DRAW_MS);
  const ticket: Ticket = { ...t, period, drawAt: (period + 1) * LOTTERY_DRAW_MS };
  const list = s.provider.tickets.get(t.userId) ?? [];
  list.push(ticket);
  s.provider.tickets.set(t.userId, list);
  return { ...ticket, forced: forceDraw(s.provider, ticket) };
}

/**
 * QA's forced win or loss fixes the draw this ticket waits for, so every ticket of that draw sees
 * the same digits. A draw already fixed the other way leaves the force waiting for the next ticket.
 */
function forceDraw(p: ProviderState, t: Ticket): ForcedOutcome | null {
  const queue = p.forced.get(t.enName);
  const forced = queue?.[0];
  if (!queue || (forced !== 'win' && forced !== 'lose')) return null;
  const key = drawKey(t.enName, t.period);
  const pinned = p.pinnedDraws.get(key);
  if (pinned) {
    if (lotteryWins(t.choice, pinned) !== (forced === 'win')) return null;
  } else {
    const random = seededStream(`${key}:forced`);
    let digits = drawOf(p, t.enName, t.period);
    for (let i = 0; i < FORCED_TRIES_MAX && lotteryWins(t.choice, digits) !== (forced === 'win'); i++) digits = lotteryDraw(random);
    setBounded(p.pinnedDraws, key, digits, PINNED_DRAWS_MAX);
  }
  queue.shift();
  return forced;
}

export function settleDueTickets(s: RoundsState, userId: number, now: number): void {
  const open = s.provider.tickets.get(userId);
  if (!open?.some((t) => t.drawAt <= now)) return;
  s.provider.tickets.set(userId, open.filter((t) => t.drawAt > now));
  for (const t of open.filter((x) => x.drawAt <= now)) {
    const venue = s.games.byEnName.get(t.enName);
    if (!venue) throw new Error(`ticket ${t.orderNo}: unknown venue ${t.enName}`);
    const outcome = lotterySettlement(t.stakeCents, t.choice, drawOf(s.provider, t.enName, t.period), t.period);
    const log = s.provider.rounds.get(t.enName)?.find((r) => r.orderNo === t.orderNo);
    const settled: RoundLog = {
      ...(log ?? { roundNo: 0, seed: drawKey(t.enName, t.period), orderNo: t.orderNo, userId, enName: t.enName, gameCode: t.gameCode, kind: 'lottery', choice: t.choice, stakeCents: t.stakeCents, jackpotCents: 0, forced: null, at: t.betTime, betContent: '' }),
      betContent: `第 ${t.period} 期 押${CHOICES.lottery[t.choice] ?? t.choice}`,
      payoutCents: outcome.payoutCents,
      outcome: outcomeLabel(outcome.payoutCents, t.stakeCents),
      detail: `第 ${t.period} 期 ${outcome.detail}`,
      face: outcome.face,
      settledAt: t.drawAt,
    };
    if (log) Object.assign(log, settled);
    settle(s, venue, t.gameName, settled, { ...outcome, betContent: `第 ${t.period} 期 ${outcome.betContent}` }, t.betTime, t.drawAt);
  }
}

// ---------------------------------------------------------------------------------------------
// QA: forcing outcomes, reading rounds

function takeForced(p: ProviderState, enName: string): ForcedOutcome | null {
  return p.forced.get(enName)?.shift() ?? null;
}

function keepRound(p: ProviderState, log: RoundLog): void {
  const list = p.rounds.get(log.enName) ?? [];
  list.push(log);
  if (list.length > ROUNDS_KEPT_PER_VENUE) list.splice(0, list.length - ROUNDS_KEPT_PER_VENUE);
  p.rounds.set(log.enName, list);
}

/** Queues forced outcomes for a venue's next rounds. A jackpot only where the venue has one. */
export function forceOutcome(s: Pick<RoundsState, 'games' | 'provider'>, enName: string, outcome: ForcedOutcome, times: number): Result<{ queued: ForcedOutcome[] }> {
  const venue = s.games.byEnName.get(enName);
  if (!venue || gamesOfVenue(s.games, venue).length === 0) return refuse(Code.NOT_FOUND, 'no stand-in games at this venue');
  if (outcome === 'jackpot' && !s.games.pools.has(enName)) return refuse(Code.ILLEGAL_PARAMETER, 'this venue has no jackpot');
  const queue = s.provider.forced.get(enName) ?? [];
  if (queue.length + times > FORCED_PER_VENUE_MAX) return refuse(Code.ILLEGAL_PARAMETER, `at most ${FORCED_PER_VENUE_MAX} forced outcomes per venue`);
  for (let i = 0; i < times; i++) queue.push(outcome);
  s.provider.forced.set(enName, queue);
  return success({ queued: [...queue] });
}

/** A venue's kept rounds, newest first. */
export function roundsOf(p: ProviderState, enName: string, limit: number): RoundLog[] {
  return [...(p.rounds.get(enName) ?? [])].reverse().slice(0, limit);
}

/** A player's open tickets at one venue. */
export const openTickets = (p: ProviderState, userId: number, enName: string): Ticket[] => (p.tickets.get(userId) ?? []).filter((t) => t.enName === enName);

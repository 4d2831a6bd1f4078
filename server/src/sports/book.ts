import { Code } from '@betsite/contracts/status-codes';
import { type Result, refuse, success } from '../lib/reply';

/**
 * The sportsbook's tickets: placing them (every bet slip rule checked again here), holding their
 * stakes, confirming in-play bets after their delay and keeping them for settlement. Pure over
 * its inputs: prices come from a `Market`, money moves through the `Cashier`, time is a
 * parameter. Settlement lives in settlement.ts.
 */

export type LimitClass = 'major' | 'minor' | 'novelty';
export type TicketState = 'delay' | 'accepted' | 'rejected';

/** What the market answers about one price now. */
export interface Quote {
  matchId: string;
  gameType: string;
  leagueName: string;
  teamH: string;
  teamC: string;
  hkMilli: number;
  lineQuarters: number | null;
  suspended: boolean;
  /** False once the match is finished, cancelled or postponed. */
  open: boolean;
  live: boolean;
  champion: boolean;
  limitClass: LimitClass;
}

export interface Market {
  quote(gameId: string, wtype: string, rtype: string, now: number): Quote | null;
  /** Whether anything was scored in the match in [fromMs, toMs] (a goal during the delay rejects a bet). */
  scoredBetween(matchId: string, fromMs: number, toMs: number): boolean;
}

/** Money for bets, from the player's CRTY wallet; the composition implements it over the ledger. */
export interface Cashier {
  /** Venue wallet → pending stakes; with auto-transfer on, tops the venue wallet up from the centre first. */
  hold(userId: number, cents: number, orderNo: string, at: number): Result<unknown>;
  /** Pending → open stakes. */
  post(userId: number, cents: number, orderNo: string, at: number): void;
  /** Pending → venue wallet. */
  void(userId: number, cents: number, orderNo: string, at: number): void;
  /** A new ticket number. */
  nextTicketId(at: number): string;
}

export interface BookRules {
  inPlayDelayMs: number;
  stakeMinCents: number;
  stakeMaxCents: number;
  matchMaxCents: number;
  dailyPayoutMaxCents: number;
  classPayoutMaxCents: Record<LimitClass, number>;
  ticketsPerUserMax: number;
  ticketsMax: number;
}

export interface LegRequest {
  gameId: string;
  wtype: string;
  rtype: string;
  lineQuarters: number | null;
  /** The price the player saw, in hong kong thousandths. */
  hkMilli: number;
}

export interface Leg extends LegRequest {
  matchId: string;
  gameType: string;
  leagueName: string;
  teamH: string;
  teamC: string;
  live: boolean;
  result: string | null;
}

export interface Rejection {
  code: string;
  message: string;
}

export interface Ticket {
  id: string;
  userId: number;
  series: boolean;
  legs: Leg[];
  stakeCents: number;
  /** Combined european odds in thousandths (a single's hk + 1000). */
  euroMilli: number;
  possibleWinCents: number;
  state: TicketState;
  rejection: Rejection | null;
  /** The current price when a moved price was the reason. */
  newHkMilli: number | null;
  createdAt: number;
  confirmAt: number | null;
  limitClass: LimitClass;
  /** Beijing day of placement, for the daily payout limits. */
  day: string;
  result: string | null;
  payoutCents: number;
  settledAt: number | null;
}

export interface Book {
  readonly byId: Map<string, Ticket>;
  /** userId → ticket ids, newest last. */
  readonly byUser: Map<number, string[]>;
  /** `${userId}|${day}|${class or 'all'}` → possible wins reserved that day. */
  readonly payoutUsed: Map<string, number>;
  /** Tickets waiting for their delay to end, by id. */
  readonly delayed: Set<string>;
}

export const createBook = (): Book => ({ byId: new Map(), byUser: new Map(), payoutUsed: new Map(), delayed: new Set() });

const key = (userId: number, day: string, cls: LimitClass | 'all') => `${userId}|${day}|${cls}`;

/** The lowest class limit among the legs: a parlay follows its strictest leg (terms, gztk). */
const CLASS_ORDER: readonly LimitClass[] = ['novelty', 'minor', 'major'];
export const strictestClass = (classes: readonly LimitClass[]): LimitClass => CLASS_ORDER.find((c) => classes.includes(c)) ?? 'major';

export function payoutLeftCents(book: Book, rules: BookRules, userId: number, day: string, cls: LimitClass): number {
  const total = rules.dailyPayoutMaxCents - (book.payoutUsed.get(key(userId, day, 'all')) ?? 0);
  const ofClass = rules.classPayoutMaxCents[cls] - (book.payoutUsed.get(key(userId, day, cls)) ?? 0);
  return Math.max(0, Math.min(total, ofClass));
}

function reservePayout(book: Book, t: Ticket, sign: 1 | -1): void {
  for (const k of [key(t.userId, t.day, 'all'), key(t.userId, t.day, t.limitClass)]) {
    const next = (book.payoutUsed.get(k) ?? 0) + sign * t.possibleWinCents;
    if (next <= 0) book.payoutUsed.delete(k);
    else book.payoutUsed.set(k, next);
  }
}

/** Open stakes of the player on one match (tickets not rejected and not settled), for the per-match maximum. */
export function openStakeOnMatchCents(book: Book, userId: number, matchId: string): number {
  let sum = 0;
  for (const id of book.byUser.get(userId) ?? []) {
    const t = book.byId.get(id);
    if (!t || t.state === 'rejected' || isSettled(t)) continue;
    if (t.legs.some((l) => l.matchId === matchId)) sum += t.stakeCents;
  }
  return sum;
}

export interface SlipRequest {
  series: boolean;
  legs: readonly LegRequest[];
  /** One stake per leg for singles; one stake (index 0) for a series. */
  stakesCents: readonly number[];
  /** A better price than the one seen is taken; a worse one is refused either way. */
  acceptBetterOdds: boolean;
}

export interface PlaceContext {
  book: Book;
  market: Market;
  cashier: Cashier;
  rules: BookRules;
  odds: OddsMath;
  userId: number;
  now: number;
  day: string;
  /** QA: the next ticket is rejected or held in delay whatever the market says. */
  forced?: 'reject' | 'delay' | undefined;
}

/** The exact arithmetic shared with the client's bet slip (contracts), injected to keep this module pure. */
export interface OddsMath {
  /** Net win of a single at a hong kong price, floored to the cent. */
  winCents(stakeCents: number, hkMilli: number): number;
  /** Combined european odds of a parlay in thousandths (floored), from the legs' hong kong prices. */
  parlayEuroMilli(hkMillis: readonly number[]): number;
}

export const REJECT = {
  closed: { code: 'closed', message: '赛事已结束或已关闭' },
  suspended: { code: 'suspended', message: '盘口已暂停投注' },
  priceMoved: { code: 'price_moved', message: '赔率已变更，请确认新赔率' },
  stakeMin: { code: 'stake_min', message: '投注金额低于最低限额' },
  stakeMax: { code: 'stake_max', message: '投注金额超过单注最高限额' },
  matchMax: { code: 'match_max', message: '投注金额超过单场最高限额' },
  payoutMax: { code: 'payout_max', message: '可赢金额超过今日派彩上限' },
  balance: { code: 'balance', message: '余额不足' },
  goal: { code: 'score_in_delay', message: '确认期间比分变化，注单未被接受' },
  forced: { code: 'forced', message: '注单未被接受' },
} as const satisfies Record<string, Rejection>;

/** Slip-level rules: the whole slip is refused (6008) and nothing is placed. */
export function checkSlip(market: Market, slip: SlipRequest, now: number): Result<Quote[]> {
  const quotes: Quote[] = [];
  for (const leg of slip.legs) {
    const q = market.quote(leg.gameId, leg.wtype, leg.rtype, now);
    if (!q) return refuse(Code.ILLEGAL_PARAMETER, '投注项不存在或已关闭');
    quotes.push(q);
  }
  const champions = quotes.filter((q) => q.champion).length;
  if (champions > 0 && champions < quotes.length) return refuse(Code.ILLEGAL_PARAMETER, '冠军投注与普通投注不能混合');
  if (slip.series) {
    const matches = new Set(quotes.map((q) => q.matchId));
    if (matches.size < quotes.length) return refuse(Code.ILLEGAL_PARAMETER, '串关不能包含同一场比赛的多个投注项');
  }
  return success(quotes);
}

/** Places a checked slip: singles give one ticket per leg, a series one ticket; each accepted, delayed or rejected. */
export function placeSlip(pc: PlaceContext, slip: SlipRequest, quotes: readonly Quote[]): Ticket[] {
  if (slip.series) return [placeTicket(pc, slip.legs, quotes, slip.stakesCents[0] ?? 0, slip.acceptBetterOdds)];
  return slip.legs.map((leg, i) => placeTicket(pc, [leg], [quotes[i]!], slip.stakesCents[i] ?? 0, slip.acceptBetterOdds));
}

function placeTicket(pc: PlaceContext, requested: readonly LegRequest[], quotes: readonly Quote[], stakeCents: number, acceptBetter: boolean): Ticket {
  const { book, rules, now } = pc;
  const legs: Leg[] = requested.map((r, i) => {
    const q = quotes[i]!;
    return { ...r, matchId: q.matchId, gameType: q.gameType, leagueName: q.leagueName, teamH: q.teamH, teamC: q.teamC, live: q.live, result: null };
  });
  const limitClass = strictestClass(quotes.map((q) => q.limitClass));
  const ticket: Ticket = {
    id: pc.cashier.nextTicketId(now),
    userId: pc.userId,
    series: requested.length > 1,
    legs,
    stakeCents,
    euroMilli: 0,
    possibleWinCents: 0,
    state: 'rejected',
    rejection: null,
    newHkMilli: null,
    createdAt: now,
    confirmAt: null,
    limitClass,
    day: pc.day,
    result: null,
    payoutCents: 0,
    settledAt: null,
  };
  const rejection = priceRejection(ticket, quotes, acceptBetter) ?? stakeRejection(pc, ticket, quotes);
  ticket.euroMilli = ticket.series ? pc.odds.parlayEuroMilli(legs.map((l) => l.hkMilli)) : legs[0]!.hkMilli + 1000;
  ticket.possibleWinCents = ticket.series
    ? Math.max(0, Math.floor((stakeCents * ticket.euroMilli) / 1000) - stakeCents)
    : pc.odds.winCents(stakeCents, legs[0]!.hkMilli);
  const final = rejection ?? limitRejection(pc, ticket) ?? (pc.forced === 'reject' ? REJECT.forced : null);
  remember(book, rules, ticket);
  if (final) {
    ticket.rejection = final;
    return ticket;
  }
  const held = pc.cashier.hold(pc.userId, stakeCents, ticket.id, now);
  if (!held.ok) {
    ticket.rejection = REJECT.balance;
    return ticket;
  }
  reservePayout(book, ticket, 1);
  if (pc.forced === 'delay' || legs.some((l) => l.live)) {
    ticket.state = 'delay';
    ticket.confirmAt = now + rules.inPlayDelayMs;
    book.delayed.add(ticket.id);
  } else {
    accept(pc.cashier, ticket, now);
  }
  return ticket;
}

/** A price that moved since the player saw it is refused, unless it moved in the player's favour. */
function priceRejection(t: Ticket, quotes: readonly Quote[], acceptBetter: boolean): Rejection | null {
  for (const [i, leg] of t.legs.entries()) {
    const q = quotes[i]!;
    if (!q.open) return REJECT.closed;
    if (q.suspended) return REJECT.suspended;
    const sameLine = q.lineQuarters === leg.lineQuarters;
    if (sameLine && q.hkMilli === leg.hkMilli) continue;
    if (sameLine && q.hkMilli > leg.hkMilli && acceptBetter) {
      leg.hkMilli = q.hkMilli;
      continue;
    }
    t.newHkMilli = q.hkMilli;
    return REJECT.priceMoved;
  }
  return null;
}

function stakeRejection(pc: PlaceContext, t: Ticket, quotes: readonly Quote[]): Rejection | null {
  if (t.stakeCents < pc.rules.stakeMinCents) return REJECT.stakeMin;
  if (t.stakeCents > pc.rules.stakeMaxCents) return REJECT.stakeMax;
  for (const q of quotes) if (openStakeOnMatchCents(pc.book, pc.userId, q.matchId) + t.stakeCents > pc.rules.matchMaxCents) return REJECT.matchMax;
  return null;
}

function limitRejection(pc: PlaceContext, t: Ticket): Rejection | null {
  return t.possibleWinCents > payoutLeftCents(pc.book, pc.rules, t.userId, t.day, t.limitClass) ? REJECT.payoutMax : null;
}

function accept(cashier: Cashier, t: Ticket, now: number): void {
  cashier.post(t.userId, t.stakeCents, t.id, now);
  t.state = 'accepted';
}

/** Keeps the ticket, dropping the player's oldest finished tickets past the bound. */
function remember(book: Book, rules: BookRules, t: Ticket): void {
  book.byId.set(t.id, t);
  const ids = book.byUser.get(t.userId) ?? [];
  ids.push(t.id);
  book.byUser.set(t.userId, ids);
  while (ids.length > rules.ticketsPerUserMax) {
    const oldest = ids.findIndex((id) => isFinished(book.byId.get(id)));
    if (oldest < 0) break;
    book.byId.delete(ids[oldest]!);
    ids.splice(oldest, 1);
  }
}

/** Settled for good: A (restored) is open again. */
export const isSettled = (t: Ticket) => t.result !== null && t.result !== 'A';
const isFinished = (t: Ticket | undefined) => !t || t.state === 'rejected' || isSettled(t);

/**
 * Ends the delays that are due: a bet held for confirmation is accepted unless something was
 * scored in its match meanwhile or its market is suspended or closed; then the stake goes back.
 */
export function confirmDue(book: Book, market: Market, cashier: Cashier, now: number): Ticket[] {
  const done: Ticket[] = [];
  for (const id of book.delayed) {
    const t = book.byId.get(id);
    if (!t || t.confirmAt === null) {
      book.delayed.delete(id);
      continue;
    }
    if (t.confirmAt > now) continue;
    book.delayed.delete(id);
    const spoiled = t.legs.some((l) => market.scoredBetween(l.matchId, t.createdAt, t.confirmAt!));
    const quotes = t.legs.map((l) => market.quote(l.gameId, l.wtype, l.rtype, t.confirmAt!));
    const closed = quotes.some((q) => !q || !q.open || (q.suspended && !spoiled));
    if (spoiled || closed) {
      t.rejection = spoiled ? REJECT.goal : REJECT.suspended;
      t.state = 'rejected';
      reservePayout(book, t, -1);
      cashier.void(t.userId, t.stakeCents, t.id, t.confirmAt);
    } else {
      accept(cashier, t, t.confirmAt);
    }
    done.push(t);
  }
  return done;
}

/** The player's tickets, newest first. */
export function ticketsOf(book: Book, userId: number): Ticket[] {
  const ids = book.byUser.get(userId) ?? [];
  const out: Ticket[] = [];
  for (let i = ids.length - 1; i >= 0; i--) {
    const t = book.byId.get(ids[i]!);
    if (t) out.push(t);
  }
  return out;
}

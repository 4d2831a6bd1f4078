import type { OddsType } from '@betsite/contracts/odds';
import { type PayoutLimitClass, type RejectionReason, REJECTION_REASONS, type ResultCode, type StakeLimitCents } from '@betsite/contracts/sportsbook';
import type { Result } from '../lib/reply';
import { createMinHeap, type MinHeap } from '../lib/min-heap';

/**
 * The sportsbook's tickets: placing them (every bet slip rule checked again here), holding their
 * stakes, confirming in-play bets after their delay and keeping them for settlement. Pure over
 * its inputs: prices come from a `Market`, money moves through the `Cashier`, time is a
 * parameter. Settlement lives in settlement.ts.
 */

export type TicketState = 'delay' | 'accepted' | 'rejected';

/** What the market answers about one price now. */
export interface Quote {
  matchId: string;
  gameType: string;
  leagueName: string;
  teamH: string;
  teamC: string;
  /** The side as the odd names it (让球 主, 大, a champion candidate ...). */
  sideName: string;
  hkMilli: number;
  lineQuarters: number | null;
  suspended: boolean;
  /** False once the match is finished, cancelled or postponed. */
  open: boolean;
  live: boolean;
  champion: boolean;
  limitClass: PayoutLimitClass;
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
  /** A single's limits by its play (wtype); a series has its own. */
  stakeLimit(wtype: string, series: boolean): StakeLimitCents;
  matchMaxCents: number;
  dailyPayoutMaxCents: number;
  classPayoutMaxCents: Record<PayoutLimitClass, number>;
  /** Tickets kept per player: the oldest finished ones go first. */
  ticketsPerUserMax: number;
  /** Open tickets a player may hold; past it a new ticket is refused, so the book stays bounded. */
  openTicketsPerUserMax: number;
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
  sideName: string;
  live: boolean;
  result: ResultCode | null;
}

export interface Rejection {
  code: RejectionReason;
  message: string;
}

export const rejection = (code: RejectionReason): Rejection => ({ code, message: REJECTION_REASONS[code] });

export interface Ticket {
  id: string;
  userId: number;
  series: boolean;
  /** The odds type the player placed in; replies show the ticket's prices in it. */
  oddsType: OddsType;
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
  limitClass: PayoutLimitClass;
  /** Beijing day of placement, for the daily payout limits. */
  day: number;
  result: ResultCode | null;
  payoutCents: number;
  settledAt: number | null;
  /** Placement order in the book (Book.nextSeq): settlement and the per-player bound go by it. */
  seq: number;
}

/**
 * Every lookup a placement or a settlement makes is by key, never a walk over a player's tickets:
 * a player may hold 10,000 open ones (OPEN_TICKETS_PER_PLAYER_MAX) and a bet still costs the same.
 */
export interface Book {
  readonly byId: Map<string, Ticket>;
  /** userId → the player's tickets kept, by id, oldest placed first. */
  readonly byUser: Map<number, Map<string, Ticket>>;
  /** `${userId}|${day}|${class or 'all'}` → possible wins reserved that day. */
  readonly payoutUsed: Map<string, number>;
  /** The Beijing day `payoutUsed` counts; a new day starts it afresh (the limits are per day). */
  payoutDay: number;
  /** Tickets waiting for their delay to end, by id. */
  readonly delayed: Set<string>;
  /** userId → open tickets (held or accepted, not settled). */
  readonly openByUser: Map<number, number>;
  /** matchId → the open tickets with a leg on it, by id: what the match's end settles. */
  readonly openByMatch: Map<string, Map<string, Ticket>>;
  /** `${userId}|${matchId}` → the stakes of the player's open tickets on that match (the per-match maximum). */
  readonly openStakeCents: Map<string, number>;
  /** userId → the player's finished tickets, oldest placed first: the first to go past the bound. May hold stale entries (a ticket restored since), skipped when met. */
  readonly finishedByUser: Map<number, MinHeap<Ticket>>;
  /** Ids of the tickets in finishedByUser, so none is queued twice. */
  readonly finishedQueued: Set<string>;
  nextSeq: number;
}

export const createBook = (): Book => ({
  byId: new Map(), byUser: new Map(), payoutUsed: new Map(), payoutDay: 0, delayed: new Set(), openByUser: new Map(),
  openByMatch: new Map(), openStakeCents: new Map(), finishedByUser: new Map(), finishedQueued: new Set(), nextSeq: 1,
});

/** The matches a ticket has legs on, each once (a parlay's legs are on different matches, but say so). */
const matchesOf = (t: Ticket): Iterable<string> => (t.legs.length === 1 ? [t.legs[0]!.matchId] : new Set(t.legs.map((l) => l.matchId)));

const stakeKey = (userId: number, matchId: string) => `${userId}|${matchId}`;

/**
 * A ticket opening (+1: held, restored) or closing (-1: rejected after its delay, settled): the
 * player's open count, the stake on each of its matches and the matches' open tickets follow.
 */
export function trackOpen(book: Book, t: Ticket, delta: 1 | -1): void {
  const next = (book.openByUser.get(t.userId) ?? 0) + delta;
  if (next <= 0) book.openByUser.delete(t.userId);
  else book.openByUser.set(t.userId, next);
  for (const matchId of matchesOf(t)) {
    const k = stakeKey(t.userId, matchId);
    const stake = (book.openStakeCents.get(k) ?? 0) + delta * t.stakeCents;
    if (stake <= 0) book.openStakeCents.delete(k);
    else book.openStakeCents.set(k, stake);
    let open = book.openByMatch.get(matchId);
    if (delta === 1) {
      if (!open) book.openByMatch.set(matchId, (open = new Map<string, Ticket>()));
      open.set(t.id, t);
    } else if (open) {
      open.delete(t.id);
      if (open.size === 0) book.openByMatch.delete(matchId);
    }
  }
}

/** The book as a saved world keeps it (composition/world-image.ts): the finished tickets' heaps are an index, remade on load. */
export type BookImage = Omit<Book, 'finishedByUser'>;

export function bookImage(book: Book): BookImage {
  const { finishedByUser: _index, ...kept } = book;
  return kept;
}

/** A saved book with its index of finished tickets remade (oldest placed first, as they were queued). */
export function bookFromImage(saved: BookImage): Book {
  const book: Book = { ...saved, finishedByUser: new Map(), finishedQueued: new Set() };
  const queued = [...saved.finishedQueued].flatMap((id) => book.byId.get(id) ?? []).sort((a, b) => a.seq - b.seq);
  for (const t of queued) trackFinished(book, t);
  return book;
}

/** A ticket finished (rejected or settled): queued to be dropped first, oldest placed first, once the player passes the bound. */
export function trackFinished(book: Book, t: Ticket): void {
  if (book.finishedQueued.has(t.id)) return;
  let heap = book.finishedByUser.get(t.userId);
  if (!heap) book.finishedByUser.set(t.userId, (heap = createMinHeap<Ticket>((a, b) => a.seq < b.seq)));
  heap.push(t);
  book.finishedQueued.add(t.id);
}

const key = (userId: number, day: number, cls: PayoutLimitClass | 'all') => `${userId}|${day}|${cls}`;

/** The lowest class limit among the legs: a parlay follows its strictest leg (terms, gztk). */
const CLASS_ORDER: readonly PayoutLimitClass[] = ['novelty', 'standard', 'major'];
export const strictestClass = (classes: readonly PayoutLimitClass[]): PayoutLimitClass => CLASS_ORDER.find((c) => classes.includes(c)) ?? 'major';

export function payoutLeftCents(book: Book, rules: BookRules, userId: number, day: number, cls: PayoutLimitClass): number {
  if (day !== book.payoutDay) return Math.min(rules.dailyPayoutMaxCents, rules.classPayoutMaxCents[cls]);
  const total = rules.dailyPayoutMaxCents - (book.payoutUsed.get(key(userId, day, 'all')) ?? 0);
  const ofClass = rules.classPayoutMaxCents[cls] - (book.payoutUsed.get(key(userId, day, cls)) ?? 0);
  return Math.max(0, Math.min(total, ofClass));
}

function reservePayout(book: Book, t: Ticket, sign: 1 | -1): void {
  if (t.day !== book.payoutDay) {
    if (t.day < book.payoutDay) return;
    book.payoutUsed.clear();
    book.payoutDay = t.day;
  }
  for (const k of [key(t.userId, t.day, 'all'), key(t.userId, t.day, t.limitClass)]) {
    const next = (book.payoutUsed.get(k) ?? 0) + sign * t.possibleWinCents;
    if (next <= 0) book.payoutUsed.delete(k);
    else book.payoutUsed.set(k, next);
  }
}

/** Open stakes of the player on one match (tickets not rejected and not settled), for the per-match maximum. */
export function openStakeOnMatchCents(book: Book, userId: number, matchId: string): number {
  return book.openStakeCents.get(stakeKey(userId, matchId)) ?? 0;
}

export interface SlipRequest {
  series: boolean;
  legs: readonly LegRequest[];
  /** One stake per leg for singles; one stake (index 0) for a series. */
  stakesCents: readonly number[];
  /** A better price than the one seen is taken; a worse one is refused either way. */
  acceptBetterOdds: boolean;
  oddsType: OddsType;
}

export interface PlaceContext {
  book: Book;
  market: Market;
  cashier: Cashier;
  rules: BookRules;
  odds: OddsMath;
  userId: number;
  now: number;
  day: number;
  /** QA: the next ticket is rejected or held in delay whatever the market says. */
  forced?: 'reject' | 'delay' | undefined;
}

/** The exact arithmetic shared with the client's bet slip (contracts), injected to keep this module pure. */
export interface OddsMath {
  /** Net win of a single at a hong kong price, floored to the cent. */
  winCents(stakeCents: number, hkMilli: number): number;
  /** Combined european odds of a parlay in thousandths (display only, floored). */
  parlayEuroMilli(hkMillis: readonly number[]): number;
  /** Net win of a parlay, exact, floored once to the cent. */
  parlayWinCents(stakeCents: number, hkMillis: readonly number[]): number;
}

/** Places a slip: singles give one ticket per entry, a series one ticket; each is accepted, delayed or rejected. */
export function placeSlip(pc: PlaceContext, slip: SlipRequest): Ticket[] {
  const quotes = slip.legs.map((leg) => pc.market.quote(leg.gameId, leg.wtype, leg.rtype, pc.now));
  if (slip.series) return [placeTicket(pc, slip, slip.legs, quotes, slip.stakesCents[0] ?? 0)];
  return slip.legs.map((leg, i) => placeTicket(pc, slip, [leg], [quotes[i] ?? null], slip.stakesCents[i] ?? 0));
}

function placeTicket(pc: PlaceContext, slip: SlipRequest, requested: readonly LegRequest[], quotes: readonly (Quote | null)[], stakeCents: number): Ticket {
  const { book, rules, now } = pc;
  const { series, acceptBetterOdds: acceptBetter } = slip;
  const legs: Leg[] = requested.map((r, i) => {
    const q = quotes[i];
    return { ...r, matchId: q?.matchId ?? r.gameId, gameType: q?.gameType ?? '', leagueName: q?.leagueName ?? '', teamH: q?.teamH ?? '', teamC: q?.teamC ?? '', sideName: q?.sideName ?? r.rtype, live: q?.live ?? false, result: null };
  });
  const known = quotes.filter((q): q is Quote => q !== null);
  const ticket: Ticket = {
    id: pc.cashier.nextTicketId(now),
    userId: pc.userId,
    series,
    oddsType: slip.oddsType,
    legs,
    stakeCents,
    euroMilli: 0,
    possibleWinCents: 0,
    state: 'rejected',
    rejection: null,
    newHkMilli: null,
    createdAt: now,
    confirmAt: null,
    limitClass: strictestClass(known.map((q) => q.limitClass)),
    day: pc.day,
    result: null,
    payoutCents: 0,
    settledAt: null,
    seq: 0,
  };
  const found = known.length === quotes.length ? known : null;
  const refusal = openTickets(book, pc.userId) >= rules.openTicketsPerUserMax
    ? rejection('TOO_MANY_OPEN_BETS')
    : found
      ? (slipRejection(found, series) ?? priceRejection(ticket, found, acceptBetter) ?? stakeRejection(pc, ticket))
      : rejection('MARKET_NOT_FOUND');
  const hkMillis = legs.map((l) => l.hkMilli);
  ticket.euroMilli = series ? pc.odds.parlayEuroMilli(hkMillis) : hkMillis[0]! + 1000;
  ticket.possibleWinCents = series ? pc.odds.parlayWinCents(stakeCents, hkMillis) : pc.odds.winCents(stakeCents, hkMillis[0]!);
  const final = refusal ?? limitRejection(pc, ticket) ?? (pc.forced === 'reject' ? rejection('FORCED_BY_QA') : null);
  if (final || !pc.cashier.hold(pc.userId, stakeCents, ticket.id, now).ok) {
    ticket.rejection = final ?? rejection('INSUFFICIENT_BALANCE');
    remember(book, rules, ticket);
    return ticket;
  }
  reservePayout(book, ticket, 1);
  trackOpen(book, ticket, 1);
  if (pc.forced === 'delay' || legs.some((l) => l.live)) {
    ticket.state = 'delay';
    ticket.confirmAt = now + rules.inPlayDelayMs;
    book.delayed.add(ticket.id);
  } else {
    accept(pc.cashier, ticket, now);
  }
  // Kept once its state is known: the bound drops finished tickets only, and this one holds money.
  remember(book, rules, ticket);
  return ticket;
}

/** What the contract cannot see in the request: two entries of one event in a series, champions mixed in. */
function slipRejection(quotes: readonly Quote[], series: boolean): Rejection | null {
  const champions = quotes.filter((q) => q.champion).length;
  if (champions > 0 && champions < quotes.length) return rejection('CHAMPION_MIXED');
  if (series && new Set(quotes.map((q) => q.matchId)).size < quotes.length) return rejection('SERIES_SAME_MATCH');
  return null;
}

/** A price that moved since the player saw it is refused, unless it moved in the player's favour and they accept that. */
function priceRejection(t: Ticket, quotes: readonly Quote[], acceptBetter: boolean): Rejection | null {
  for (const [i, leg] of t.legs.entries()) {
    const q = quotes[i]!;
    if (!q.open) return rejection('MATCH_CLOSED');
    if (q.suspended) return rejection('MARKET_SUSPENDED');
    if (q.lineQuarters !== leg.lineQuarters) {
      t.newHkMilli = q.hkMilli;
      return rejection('LINE_CHANGED');
    }
    if (q.hkMilli === leg.hkMilli) continue;
    if (q.hkMilli > leg.hkMilli && acceptBetter) {
      leg.hkMilli = q.hkMilli;
      continue;
    }
    t.newHkMilli = q.hkMilli;
    return rejection('ODDS_CHANGED');
  }
  return null;
}

function stakeRejection(pc: PlaceContext, t: Ticket): Rejection | null {
  const limit = pc.rules.stakeLimit(t.legs[0]!.wtype, t.series);
  if (t.stakeCents < limit.minCents) return rejection('STAKE_BELOW_MIN');
  if (t.stakeCents > limit.maxCents) return rejection('STAKE_OVER_MAX');
  for (const l of t.legs) if (openStakeOnMatchCents(pc.book, pc.userId, l.matchId) + t.stakeCents > pc.rules.matchMaxCents) return rejection('MATCH_STAKE_OVER_MAX');
  return null;
}

function limitRejection(pc: PlaceContext, t: Ticket): Rejection | null {
  return t.possibleWinCents > payoutLeftCents(pc.book, pc.rules, t.userId, t.day, t.limitClass) ? rejection('PAYOUT_OVER_LIMIT') : null;
}

function accept(cashier: Cashier, t: Ticket, now: number): void {
  cashier.post(t.userId, t.stakeCents, t.id, now);
  t.state = 'accepted';
}

/** A player's open tickets (held or accepted, not settled), counted as the book keeps them. */
function openTickets(book: Book, userId: number): number {
  return book.openByUser.get(userId) ?? 0;
}

/** Keeps the ticket, dropping the player's oldest finished tickets (never the one just kept) past the bound. */
export function remember(book: Book, rules: BookRules, t: Ticket): void {
  t.seq = book.nextSeq++;
  book.byId.set(t.id, t);
  let mine = book.byUser.get(t.userId);
  if (!mine) book.byUser.set(t.userId, (mine = new Map<string, Ticket>()));
  mine.set(t.id, t);
  if (isFinished(t)) trackFinished(book, t);
  const finished = book.finishedByUser.get(t.userId);
  while (mine.size > rules.ticketsPerUserMax && finished) {
    const oldest = finished.peek();
    if (!oldest || oldest === t) break;
    finished.pop();
    book.finishedQueued.delete(oldest.id);
    // Restored since it finished, or already gone: not a ticket to drop.
    if (!isFinished(oldest) || mine.get(oldest.id) !== oldest) continue;
    book.byId.delete(oldest.id);
    mine.delete(oldest.id);
  }
  if (finished?.size === 0) book.finishedByUser.delete(t.userId);
}

/** When the ticket last changed: placed, confirmed or rejected after its delay, settled. */
const lastChangeOf = (t: Ticket) => Math.max(t.createdAt, t.confirmAt ?? 0, t.settledAt ?? 0);

/**
 * The record window: drops every finished ticket (settled or rejected) whose last change came
 * before `cutoffMs`; open ones stay however old. A walk over every ticket kept (the bound keeps
 * 2,000 finished and 10,000 open per player), run once a simulated day. Answers how many went.
 */
export function dropFinishedBefore(book: Book, cutoffMs: number): number {
  let dropped = 0;
  for (const [userId, mine] of book.byUser) {
    let droppedHere = 0;
    for (const t of mine.values()) {
      if (!isFinished(t) || lastChangeOf(t) >= cutoffMs) continue;
      mine.delete(t.id);
      book.byId.delete(t.id);
      book.delayed.delete(t.id);
      droppedHere++;
    }
    if (droppedHere === 0) continue;
    dropped += droppedHere;
    // The queue of finished tickets to drop first held the dropped ones: made again from what is kept.
    const queued = book.finishedByUser.get(userId);
    for (let t = queued?.pop(); t; t = queued?.pop()) book.finishedQueued.delete(t.id);
    book.finishedByUser.delete(userId);
    if (mine.size === 0) book.byUser.delete(userId);
    else for (const t of mine.values()) if (isFinished(t)) trackFinished(book, t);
  }
  return dropped;
}

/** Settled for good: A (restored) is open again. */
export const isSettled = (t: Ticket) => t.result !== null && t.result !== 'A';
const isFinished = (t: Ticket) => t.state === 'rejected' || isSettled(t);

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
      t.rejection = rejection(spoiled ? 'GOAL_DURING_DELAY' : 'MARKET_SUSPENDED');
      t.state = 'rejected';
      reservePayout(book, t, -1);
      trackOpen(book, t, -1);
      trackFinished(book, t);
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
  return [...(book.byUser.get(userId)?.values() ?? [])].reverse();
}

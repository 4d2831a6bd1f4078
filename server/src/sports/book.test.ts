import { describe, expect, it } from 'vitest';
import { success } from '../lib/reply';
import { parlayHkMilli, parlayWinCents, winCents } from '@betsite/contracts/payout';
import { type BookRules, type Cashier, type Market, type Quote, type SlipRequest, confirmDue, createBook, placeSlip, ticketsOf } from './book';

const RULES: BookRules = {
  inPlayDelayMs: 5_000,
  stakeLimit: (_wtype, series) => (series ? { minCents: 1_000, maxCents: 1_000_000 } : { minCents: 1_000, maxCents: 5_000_000 }),
  matchMaxCents: 8_000_000,
  dailyPayoutMaxCents: 100_000_000,
  classPayoutMaxCents: { major: 20_000_000, standard: 10_000_000, novelty: 1_000_000 },
  ticketsPerUserMax: 50,
  openTicketsPerUserMax: 3,
};

const ODDS = { winCents, parlayWinCents, parlayEuroMilli: (hks: readonly number[]) => parlayHkMilli(hks) + 1000 };

function quote(over: Partial<Quote> = {}): Quote {
  return {
    matchId: 'm1', gameType: 'FT', leagueName: '英超', teamH: '主队', teamC: '客队', sideName: '让球 主', hkMilli: 900, lineQuarters: 2,
    suspended: false, open: true, live: false, champion: false, limitClass: 'standard', ...over,
  };
}

/** A market of fixed quotes by gameId, and the goals scored at given times. */
function market(quotes: Record<string, Quote>, goals: { matchId: string; atMs: number }[] = []): Market {
  return {
    quote: (gameId) => quotes[gameId] ?? null,
    scoredBetween: (matchId, from, to) => goals.some((g) => g.matchId === matchId && g.atMs >= from && g.atMs <= to),
  };
}

/** A cashier over one number per player, recording every movement. */
function cashier(balanceCents: number) {
  const moves: string[] = [];
  let seq = 0;
  const c: Cashier & { balance: number; pending: number; stakes: number; moves: string[] } = {
    balance: balanceCents,
    pending: 0,
    stakes: 0,
    moves,
    hold(_u, cents) {
      if (c.balance < cents) return { ok: false, code: 6008, message: '余额不足' };
      c.balance -= cents;
      c.pending += cents;
      moves.push(`hold ${cents}`);
      return success(null);
    },
    post(_u, cents) {
      c.pending -= cents;
      c.stakes += cents;
      moves.push(`post ${cents}`);
    },
    void(_u, cents) {
      c.pending -= cents;
      c.balance += cents;
      moves.push(`void ${cents}`);
    },
    nextTicketId: () => `S${++seq}`,
  };
  return c;
}

const single = (gameId: string, hkMilli: number, stakeCents: number, lineQuarters: number | null = 2): SlipRequest => ({
  series: false,
  legs: [{ gameId, wtype: 'R', rtype: 'RH', lineQuarters, hkMilli }],
  stakesCents: [stakeCents],
  acceptBetterOdds: true,
  oddsType: 'H',
});

function place(m: Market, c: Cashier, slip: SlipRequest, now = 1_000, extra: { forced?: 'reject' | 'delay' } = {}) {
  const book = createBook();
  const tickets = placeSlip({ book, market: m, cashier: c, rules: RULES, odds: ODDS, userId: 1, now, day: 20_781, ...extra }, slip);
  return { book, tickets };
}

describe('placing a bet', () => {
  it('accepts a pre-match single at the seen price and posts its stake', () => {
    const c = cashier(100_000);
    const { tickets } = place(market({ g1: quote() }), c, single('g1', 900, 10_000));
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject({ state: 'accepted', stakeCents: 10_000, possibleWinCents: 9_000, rejection: null });
    expect(c.moves).toEqual(['hold 10000', 'post 10000']);
    expect(c.balance).toBe(90_000);
  });

  it('refuses a worse price and names the current one; nothing moves', () => {
    const c = cashier(100_000);
    const { tickets } = place(market({ g1: quote({ hkMilli: 850 }) }), c, single('g1', 900, 10_000));
    expect(tickets[0]).toMatchObject({ state: 'rejected', rejection: { code: 'ODDS_CHANGED' }, newHkMilli: 850 });
    expect(c.moves).toEqual([]);
  });

  it('takes a better price when the player accepts better odds, refuses it otherwise', () => {
    const better = market({ g1: quote({ hkMilli: 950 }) });
    const c = cashier(100_000);
    expect(place(better, c, single('g1', 900, 10_000)).tickets[0]).toMatchObject({ state: 'accepted', possibleWinCents: 9_500 });
    const strict = { ...single('g1', 900, 10_000), acceptBetterOdds: false };
    expect(place(better, cashier(100_000), strict).tickets[0]).toMatchObject({ state: 'rejected', rejection: { code: 'ODDS_CHANGED' } });
  });

  it('refuses a moved line even at the same price', () => {
    const { tickets } = place(market({ g1: quote({ lineQuarters: 3 }) }), cashier(100_000), single('g1', 900, 10_000, 2));
    expect(tickets[0]!.rejection?.code).toBe('LINE_CHANGED');
  });

  it('refuses suspended and closed markets', () => {
    expect(place(market({ g1: quote({ suspended: true }) }), cashier(100_000), single('g1', 900, 10_000)).tickets[0]!.rejection?.code).toBe('MARKET_SUSPENDED');
    expect(place(market({ g1: quote({ open: false }) }), cashier(100_000), single('g1', 900, 10_000)).tickets[0]!.rejection?.code).toBe('MATCH_CLOSED');
  });

  it('refuses stakes outside the per-bet limits and past the per-match maximum', () => {
    const m = market({ g1: quote() });
    expect(place(m, cashier(10_000_000), single('g1', 900, 999)).tickets[0]!.rejection?.code).toBe('STAKE_BELOW_MIN');
    expect(place(m, cashier(10_000_000), single('g1', 900, 5_000_001)).tickets[0]!.rejection?.code).toBe('STAKE_OVER_MAX');
    const c = cashier(100_000_000);
    const two: SlipRequest = { series: false, legs: [single('g1', 900, 0).legs[0]!, single('g1', 900, 0).legs[0]!], stakesCents: [5_000_000, 5_000_000], acceptBetterOdds: true, oddsType: 'H' };
    const { tickets } = place(m, c, two);
    expect(tickets.map((t) => t.rejection?.code ?? t.state)).toEqual(['accepted', 'MATCH_STAKE_OVER_MAX']);
  });

  it('refuses a bet whose possible win passes what is left of the day\'s class limit', () => {
    const m = market({ g1: quote({ limitClass: 'novelty', hkMilli: 9_000 }) });
    // 1,000,000 cents is the novelty limit: 100,000 at 9.0 would win 900,000, 120,000 would win 1,080,000.
    expect(place(m, cashier(10_000_000), single('g1', 9_000, 100_000)).tickets[0]!.state).toBe('accepted');
    expect(place(m, cashier(10_000_000), single('g1', 9_000, 120_000)).tickets[0]!.rejection?.code).toBe('PAYOUT_OVER_LIMIT');
  });

  it('rejects for the balance without moving anything', () => {
    const c = cashier(5_000);
    expect(place(market({ g1: quote() }), c, single('g1', 900, 10_000)).tickets[0]!.rejection?.code).toBe('INSUFFICIENT_BALANCE');
    expect(c.balance).toBe(5_000);
  });

  it('keeps every open ticket past the per-player bound, dropping only the oldest finished ones', () => {
    const book = createBook();
    const m = market({ g1: quote() });
    const c = cashier(1_000_000);
    const rules = { ...RULES, ticketsPerUserMax: 2, openTicketsPerUserMax: 10 };
    const place = (stake: number) => placeSlip({ book, market: m, cashier: c, rules, odds: ODDS, userId: 1, now: 1, day: 1 }, single('g1', 900, stake))[0]!;
    const refused = place(1);
    const open = [place(1_000), place(1_000), place(1_000)];
    expect(refused.rejection?.code).toBe('STAKE_BELOW_MIN');
    expect(ticketsOf(book, 1).map((t) => t.id)).toEqual(open.map((t) => t.id).reverse());
    expect(open.every((t) => book.byId.get(t.id) === t)).toBe(true);
  });

  it('refuses a new ticket once the player holds the most open ones, so the book stays bounded', () => {
    const book = createBook();
    const m = market({ g1: quote() });
    const c = cashier(100_000);
    const states = Array.from({ length: 4 }, () => placeSlip({ book, market: m, cashier: c, rules: RULES, odds: ODDS, userId: 1, now: 1, day: 1 }, single('g1', 900, 1_000))[0]!);
    expect(states.map((t) => t.rejection?.code ?? t.state)).toEqual(['accepted', 'accepted', 'accepted', 'TOO_MANY_OPEN_BETS']);
  });

  it('QA can force the next ticket to be rejected or held', () => {
    expect(place(market({ g1: quote() }), cashier(100_000), single('g1', 900, 10_000), 1_000, { forced: 'reject' }).tickets[0]!.rejection?.code).toBe('FORCED_BY_QA');
    expect(place(market({ g1: quote() }), cashier(100_000), single('g1', 900, 10_000), 1_000, { forced: 'delay' }).tickets[0]!.state).toBe('delay');
  });
});

describe('the slip rules', () => {
  it('rejects an entry whose market does not exist', () => {
    expect(place(market({}), cashier(100_000), single('g9', 900, 10_000)).tickets[0]!.rejection?.code).toBe('MARKET_NOT_FOUND');
  });

  it('refuses champion and normal entries mixed', () => {
    const m = market({ g1: quote(), c1: quote({ matchId: 'c', champion: true, lineQuarters: null }) });
    const slip: SlipRequest = { series: false, legs: [single('g1', 900, 0).legs[0]!, { gameId: 'c1', wtype: 'FS', rtype: 'FS1', lineQuarters: null, hkMilli: 900 }], stakesCents: [1_000, 1_000], acceptBetterOdds: true, oddsType: 'H' };
    expect(place(m, cashier(100_000), { ...slip, series: true, stakesCents: [1_000] }).tickets[0]!.rejection).toEqual({ code: 'CHAMPION_MIXED', message: '冠军投注不可与其他投注混合' });
  });

  it('refuses a series with two entries of one match', () => {
    const m = market({ g1: quote(), g2: quote() });
    const slip: SlipRequest = { series: true, legs: [single('g1', 900, 0).legs[0]!, { ...single('g2', 900, 0).legs[0]!, gameId: 'g2' }], stakesCents: [1_000], acceptBetterOdds: true, oddsType: 'H' };
    const c = cashier(100_000);
    expect(place(m, c, slip).tickets[0]!.rejection?.code).toBe('SERIES_SAME_MATCH');
    expect(c.moves).toEqual([]);
  });

  it('a series is one ticket at the product of the legs', () => {
    const m = market({ g1: quote(), g2: quote({ matchId: 'm2', hkMilli: 1_000 }) });
    const slip: SlipRequest = { series: true, legs: [single('g1', 900, 0).legs[0]!, { ...single('g2', 1_000, 0).legs[0]!, gameId: 'g2' }], stakesCents: [10_000], acceptBetterOdds: true, oddsType: 'H' };
    const { tickets } = place(m, cashier(100_000), slip);
    expect(tickets).toHaveLength(1);
    // 1.9 x 2.0 = 3.8: 10,000 returns 38,000, a win of 28,000.
    expect(tickets[0]).toMatchObject({ series: true, euroMilli: 3_800, possibleWinCents: 28_000, state: 'accepted' });
  });
});

describe('in-play confirmation', () => {
  it('holds an in-play bet for the delay, then accepts it', () => {
    const m = market({ g1: quote({ live: true }) });
    const c = cashier(100_000);
    const { book, tickets } = place(m, c, single('g1', 900, 10_000), 1_000);
    expect(tickets[0]).toMatchObject({ state: 'delay', confirmAt: 6_000 });
    expect(confirmDue(book, m, c, 5_999)).toEqual([]);
    expect(confirmDue(book, m, c, 6_000).map((t) => t.state)).toEqual(['accepted']);
    expect(c.moves).toEqual(['hold 10000', 'post 10000']);
  });

  it('rejects it and returns the stake when a goal falls inside the delay', () => {
    const m = market({ g1: quote({ live: true }) }, [{ matchId: 'm1', atMs: 3_000 }]);
    const c = cashier(100_000);
    const { book } = place(m, c, single('g1', 900, 10_000), 1_000);
    const [t] = confirmDue(book, m, c, 60_000);
    expect(t).toMatchObject({ state: 'rejected', rejection: { code: 'GOAL_DURING_DELAY' } });
    expect(c.balance).toBe(100_000);
    expect(c.moves).toEqual(['hold 10000', 'void 10000']);
  });

  it('lists the player\'s tickets newest first', () => {
    const m = market({ g1: quote(), g2: quote({ matchId: 'm2' }) });
    const c = cashier(100_000);
    const slip: SlipRequest = { series: false, legs: [single('g1', 900, 0).legs[0]!, { ...single('g2', 900, 0).legs[0]!, gameId: 'g2' }], stakesCents: [1_000, 2_000], acceptBetterOdds: true, oddsType: 'H' };
    const { book } = place(m, c, slip);
    expect(ticketsOf(book, 1).map((t) => t.stakeCents)).toEqual([2_000, 1_000]);
  });
});

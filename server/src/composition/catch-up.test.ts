import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testConfig } from '../config';
import { createClock } from '../lib/clock';
import { makeApp, productHeaders } from '../../test-support/helpers';
import { createContext, type AppContext } from './context';
import { testSharedParts } from '../../test-support/worlds';
import { sportsbookOf } from './sportsbook';
import { advanceSportsbook, placeBets } from '../sports/sportsbook';
import { findWorldMatches, pricesOf } from '../sports/match-view';
import type { SlipRequest } from '../sports/book';
import { journalOf } from '../money/wallet';
import { catchUp, catchUpOf } from './catch-up';

const DAY_MS = 86_400_000;
const DEMO01 = 10001;

/**
 * A long clock move: exact (a year in one move ends as a year of small moves does, in everything a
 * player or QA can read), and in slices that let the other worlds' requests go on meanwhile.
 * Behaviour with generous margins; the strict figures are `npm run bench`'s.
 */
describe('a long clock move', () => {
  const config = testConfig({ LOG_LEVEL: 'silent' });
  const shared = testSharedParts(config);
  const START = Date.UTC(2026, 10, 24, 4, 0, 0);
  const world = () => createContext(config, shared, 'exact', createClock(() => START));

  /** demo01's bets: singles on later days, today, in play (held in delay), and a parlay. */
  function placeSome(ctx: AppContext): void {
    const p = sportsbookOf(ctx);
    const now = ctx.clock.now();
    const slipOf = (gameIds: string[], series: boolean): SlipRequest | null => {
      const legs = [];
      for (const gameId of gameIds) {
        const m = p.world.matches.get(gameId)!;
        const price = pricesOf(p.world, m, now).find((x) => (x.wtype === 'R' || x.wtype === 'M') && !x.suspended);
        if (!price) return null;
        legs.push({ gameId, wtype: price.wtype, rtype: price.rtype, lineQuarters: price.lineQuarters, hkMilli: price.hkMilli });
      }
      return { series, legs, stakesCents: series ? [2_000] : legs.map(() => 1_500), acceptBetterOdds: true, oddsType: 'H' };
    };
    const ids = (marketType: 'FU' | 'FT' | 'RB') => findWorldMatches(p.world, { gameType: 'ALL', marketType, leagueIds: [] }, now).map((x) => x.match.info.gameId);
    const [fu, ft, rb] = [ids('FU'), ids('FT'), ids('RB')];
    const slips = [slipOf(fu.slice(0, 4), false), slipOf(ft.slice(0, 3), false), slipOf(rb.slice(0, 2), false), slipOf([fu[5]!, ft[4]!], true)];
    for (const slip of slips) if (slip) placeBets(p, DEMO01, slip, now);
  }

  /** What a player and QA can read afterwards: tickets, money, records. */
  function readable(ctx: AppContext) {
    const { state } = ctx;
    const tickets = [...state.book.byId.values()].map((t) => [t.id, t.state, t.result, t.payoutCents, t.settledAt, t.rejection?.code ?? null]);
    const wallet = state.wallets.byUser.get(DEMO01)!;
    const ledger = journalOf(wallet).map((e) => [e.orderNo, e.kind, e.from, e.to, e.amountCents, e.at]);
    const records = state.betRecords.byUser.get(DEMO01)!.list.map((r) => [r.orderNo, r.status, r.winCents, r.settleTime]);
    return { tickets, ledger, records, balances: [wallet.centreCents, wallet.stakesCents, wallet.pendingCents, [...wallet.venues]] };
  }

  it('settles in one move of 40 days what moves of 6 hours settle, and holds the same matches after', () => {
    const [once, hourly] = [world(), world()];
    placeSome(once);
    placeSome(hourly);
    expect(readable(once)).toEqual(readable(hourly));
    const step = 6 * 3_600_000;
    const until = START + 40 * DAY_MS;
    once.clock.advance(40 * DAY_MS);
    advanceSportsbook(sportsbookOf(once), until, true);
    for (let t = START + step; t <= until; t += step) {
      hourly.clock.advance(step);
      advanceSportsbook(sportsbookOf(hourly), t, true);
    }
    const after = readable(once);
    expect(after.tickets.filter(([, , result]) => result !== null).length).toBeGreaterThan(8);
    expect(after.tickets.filter(([, state, result]) => state !== 'rejected' && result === null)).toEqual([]);
    expect(after).toEqual(readable(hourly));
    for (const ctx of [once, hourly]) advanceSportsbook(sportsbookOf(ctx), until + 1_000, true);
    expect([...once.state.world.matches.keys()].sort()).toEqual([...hourly.state.world.matches.keys()].sort());
  }, 120_000);

  it('leaves nothing to wait for once done, even when its first slice did it all', async () => {
    const ctx = world();
    ctx.clock.advance(11 * 60_000);
    const running = catchUp(ctx);
    expect(catchUpOf(ctx)).toBe(running);
    await running;
    expect(catchUpOf(ctx)).toBeUndefined();
  });

  it('ends the same in slices as at once', async () => {
    const [sliced, atOnce] = [world(), world()];
    placeSome(sliced);
    placeSome(atOnce);
    sliced.clock.advance(40 * DAY_MS);
    atOnce.clock.advance(40 * DAY_MS);
    const running = catchUp(sliced, true);
    expect(running).toBeInstanceOf(Promise);
    await running;
    advanceSportsbook(sportsbookOf(atOnce), atOnce.clock.now(), true);
    expect(readable(sliced)).toEqual(readable(atOnce));
    expect([...sliced.state.world.matches.keys()]).toEqual([...atOnce.state.world.matches.keys()]);
  });
});

describe('a long clock move in a QA sandbox', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(() => app.close());

  const preInfo = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/site/api/v1/configuration/preInfo', headers: { ...productHeaders(), ...headers }, payload: '{}' });

  it('lets the other worlds\' requests go on while it runs, and its own wait for it', async () => {
    await preInfo({ 'x-mock-session': 'mover' });
    const started = performance.now();
    let moved = 0;
    const move = app.inject({ method: 'POST', url: '/__mock/clock', headers: { 'content-type': 'application/json', 'x-mock-session': 'mover' }, payload: { advanceMs: 366 * DAY_MS } }).then((res) => {
      moved = performance.now();
      return res;
    });
    const own = preInfo({ 'x-mock-session': 'mover' }).then(() => performance.now());
    const others: number[] = [];
    while (moved === 0) {
      const sent = performance.now();
      const reply = await preInfo();
      expect(reply.json()).toMatchObject({ status_code: 6000 });
      if (moved === 0) others.push(performance.now() - sent);
      // A client on the network waits for the next turn of the event loop at least; inject alone
      // can answer in microtasks and would never let the move's slices run.
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect((await move).json()).toMatchObject({ offsetMs: 366 * DAY_MS });
    expect(moved - started).toBeLessThan(30_000);
    // The default world answered while the sandbox's year went by, each request promptly.
    expect(others.length).toBeGreaterThan(0);
    expect(Math.max(...others)).toBeLessThan(1_000);
    // The sandbox's own request, sent during the move, was answered after it.
    expect(await own).toBeGreaterThanOrEqual(moved - 50);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { success } from '../lib/reply';
import { parlayHkMilli, parlayWinCents, winCents } from '@betsite/contracts/payout';
import { type Book, type BookRules, type Cashier, type Market, type Quote, type SlipRequest, type Ticket, confirmDue, createBook, isSettled, openStakeOnMatchCents, placeSlip, ticketsOf } from './book';
import { type Payer, restoreTicket, settleMatch } from './settlement';

/**
 * The book answers the per-match stake, a match's open tickets and which tickets a player keeps
 * from indexes kept as tickets open and close, not from a walk over the player's tickets. Under
 * any sequence of placements (singles, parlays, held in delay), confirmations, settlements and
 * restorations, they must answer exactly what the walks answered (written out here as they were).
 */
const MATCHES = ['m1', 'm2', 'm3', 'm4'];
const RULES: BookRules = {
  inPlayDelayMs: 5,
  stakeLimit: () => ({ minCents: 1_000, maxCents: 5_000_000 }),
  matchMaxCents: 60_000,
  dailyPayoutMaxCents: 100_000_000,
  classPayoutMaxCents: { major: 100_000_000, standard: 100_000_000, novelty: 100_000_000 },
  ticketsPerUserMax: 6,
  openTicketsPerUserMax: 12,
};
const ODDS = { winCents, parlayWinCents, parlayEuroMilli: (hks: readonly number[]) => parlayHkMilli(hks) + 1000 };
const quote = (matchId: string, live: boolean): Quote => ({
  matchId, gameType: 'FT', leagueName: 'L', teamH: 'H', teamC: 'C', sideName: 'S', hkMilli: 900, lineQuarters: 2,
  suspended: false, open: true, live, champion: false, limitClass: 'standard',
});

function walkedStake(book: Book, userId: number, matchId: string): number {
  let sum = 0;
  for (const t of ticketsOf(book, userId)) if (t.state !== 'rejected' && !isSettled(t) && t.legs.some((l) => l.matchId === matchId)) sum += t.stakeCents;
  return sum;
}

type Op =
  | { kind: 'place'; userId: number; matches: string[]; stake: number; live: boolean; series: boolean }
  | { kind: 'confirm'; goal: string | null }
  | { kind: 'settle'; matchId: string; result: 'W' | 'L' }
  | { kind: 'restore'; pick: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('place' as const), userId: fc.integer({ min: 1, max: 2 }), matches: fc.uniqueArray(fc.constantFrom(...MATCHES), { minLength: 1, maxLength: 3 }),
    stake: fc.constantFrom(1_000, 1_000, 2_000, 20_000, 500), live: fc.boolean(), series: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('confirm' as const), goal: fc.option(fc.constantFrom(...MATCHES)) }),
  fc.record({ kind: fc.constant('settle' as const), matchId: fc.constantFrom(...MATCHES), result: fc.constantFrom('W' as const, 'L' as const) }),
  fc.record({ kind: fc.constant('restore' as const), pick: fc.nat() }),
);

describe('the book\'s indexes', () => {
  it('answer what a walk over the tickets answers, after any sequence of moves', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 100 }), (ops) => {
        const book = createBook();
        let now = 1_000;
        let nextId = 1;
        const live = new Map<string, boolean>();
        const goals: { matchId: string; atMs: number }[] = [];
        const market: Market = {
          quote: (gameId) => quote(gameId, live.get(gameId) ?? false),
          scoredBetween: (matchId, from, to) => goals.some((g) => g.matchId === matchId && g.atMs >= from && g.atMs <= to),
        };
        const cashier: Cashier = { hold: () => success(null), post: () => undefined, void: () => undefined, nextTicketId: () => `S${nextId++}` };
        const payer: Payer = { pay: () => undefined, takeBack: () => success(null) };
        // The tickets each player keeps, as the walk over their ids kept them.
        const kept = new Map<number, Ticket[]>();
        const everSettled: Ticket[] = [];
        for (const o of ops) {
          now += 2;
          if (o.kind === 'place') {
            for (const m of o.matches) live.set(m, o.live);
            const slip: SlipRequest = {
              series: o.series && o.matches.length > 1,
              legs: o.matches.map((gameId) => ({ gameId, wtype: 'R', rtype: 'RH', lineQuarters: 2, hkMilli: 900 })),
              stakesCents: o.matches.map(() => o.stake),
              acceptBetterOdds: true,
              oddsType: 'H',
            };
            for (const t of placeSlip({ book, market, cashier, rules: RULES, odds: ODDS, userId: o.userId, now, day: 1 }, slip)) {
              const mine = kept.get(o.userId) ?? [];
              mine.push(t);
              kept.set(o.userId, mine);
              const finished = (x: Ticket) => x.state === 'rejected' || isSettled(x);
              while (mine.length > RULES.ticketsPerUserMax) {
                const oldest = mine.findIndex((x, i) => i < mine.length - 1 && finished(x));
                if (oldest < 0) break;
                mine.splice(oldest, 1);
              }
            }
          } else if (o.kind === 'confirm') {
            if (o.goal) goals.push({ matchId: o.goal, atMs: now - 1 });
            confirmDue(book, market, cashier, now);
          } else if (o.kind === 'settle') {
            everSettled.push(...settleMatch(book, o.matchId, () => o.result, payer, now));
          } else if (everSettled.length > 0) {
            restoreTicket(book, everSettled[o.pick % everSettled.length]!.id, payer, now);
          }
          for (const userId of [1, 2]) {
            expect(ticketsOf(book, userId).map((t) => t.id)).toEqual([...(kept.get(userId) ?? [])].reverse().map((t) => t.id));
            for (const m of MATCHES) expect(openStakeOnMatchCents(book, userId, m)).toBe(walkedStake(book, userId, m));
          }
          for (const m of MATCHES) {
            const walked = [...book.byId.values()].filter((t) => t.state !== 'rejected' && !isSettled(t) && t.legs.some((l) => l.matchId === m)).map((t) => t.id);
            expect([...(book.openByMatch.get(m)?.keys() ?? [])].sort()).toEqual(walked.sort());
          }
        }
      }),
      { numRuns: 400 },
    );
  });

  it('settles a match\'s tickets in the order they were placed, a restored one included', () => {
    const book = createBook();
    let nextId = 1;
    const market: Market = { quote: (gameId) => quote(gameId, false), scoredBetween: () => false };
    const cashier: Cashier = { hold: () => success(null), post: () => undefined, void: () => undefined, nextTicketId: () => `S${nextId++}` };
    const payer: Payer = { pay: () => undefined, takeBack: () => success(null) };
    const slip: SlipRequest = { series: false, legs: [{ gameId: 'm1', wtype: 'R', rtype: 'RH', lineQuarters: 2, hkMilli: 900 }], stakesCents: [1_000], acceptBetterOdds: true, oddsType: 'H' };
    const placed = [1, 2, 3].map(() => placeSlip({ book, market, cashier, rules: RULES, odds: ODDS, userId: 1, now: 1, day: 1 }, slip)[0]!);
    settleMatch(book, 'm1', () => 'W', payer, 2);
    const later = placeSlip({ book, market, cashier, rules: RULES, odds: ODDS, userId: 1, now: 3, day: 1 }, slip)[0]!;
    restoreTicket(book, placed[1]!.id, payer, 4);
    restoreTicket(book, placed[0]!.id, payer, 4);
    expect(settleMatch(book, 'm1', () => 'L', payer, 5).map((t) => t.id)).toEqual([placed[0]!.id, placed[1]!.id, later.id]);
  });

  it('drops the oldest finished tickets past the bound, whether settled or rejected after their delay', () => {
    const book = createBook();
    let nextId = 1;
    const live = new Set(['m3']);
    const market: Market = { quote: (gameId) => quote(gameId, live.has(gameId)), scoredBetween: (matchId) => matchId === 'm3' };
    const cashier: Cashier = { hold: () => success(null), post: () => undefined, void: () => undefined, nextTicketId: () => `S${nextId++}` };
    const payer: Payer = { pay: () => undefined, takeBack: () => success(null) };
    const rules = { ...RULES, ticketsPerUserMax: 3 };
    const place = (gameId: string, now: number) =>
      placeSlip({ book, market, cashier, rules, odds: ODDS, userId: 1, now, day: 1 }, { series: false, legs: [{ gameId, wtype: 'R', rtype: 'RH', lineQuarters: 2, hkMilli: 900 }], stakesCents: [1_000], acceptBetterOdds: true, oddsType: 'H' })[0]!;
    const [a, b, c] = [place('m1', 1), place('m2', 1), place('m3', 1)];
    expect(c.state).toBe('delay');
    settleMatch(book, 'm1', () => 'W', payer, 2);
    expect(confirmDue(book, market, cashier, 100).map((t) => t.rejection?.code)).toEqual(['GOAL_DURING_DELAY']);
    const d = place('m2', 101);
    expect(ticketsOf(book, 1)).toEqual([d, c, b]);
    const e = place('m4', 102);
    expect(ticketsOf(book, 1)).toEqual([e, d, b]);
    expect(book.byId.has(a.id) || book.byId.has(c.id)).toBe(false);
  });
});

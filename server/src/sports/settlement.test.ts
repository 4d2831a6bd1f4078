import { describe, expect, it } from 'vitest';
import { refuse, success } from '../lib/reply';
import { Code } from '@betsite/contracts/status-codes';
import type { ResultCode } from '@betsite/contracts/sportsbook';
import { type Book, type Ticket, createBook, isSettled, trackOpen } from './book';
import { type Payer, restoreTicket, settleMatch } from './settlement';

function ticket(id: string, legs: { matchId: string; hkMilli?: number }[], over: Partial<Ticket> = {}): Ticket {
  return {
    id, userId: 1, series: legs.length > 1, oddsType: 'H', stakeCents: 10_000, euroMilli: 0, possibleWinCents: 0, state: 'accepted', rejection: null,
    newHkMilli: null, createdAt: 0, confirmAt: null, limitClass: 'standard', day: 1, result: null, payoutCents: 0, settledAt: null, seq: 0,
    legs: legs.map((l) => ({ gameId: l.matchId, wtype: 'R', rtype: 'RH', lineQuarters: 0, hkMilli: l.hkMilli ?? 900, matchId: l.matchId, gameType: 'FT', leagueName: '', teamH: '', teamC: '', sideName: '', live: false, result: null })),
    ...over,
  };
}

/** A book holding the tickets as placed, in order: the open ones (not rejected, not settled) indexed as open. */
function bookOf(...tickets: Ticket[]): Book {
  const book = createBook();
  for (const t of tickets) {
    t.seq = book.nextSeq++;
    book.byId.set(t.id, t);
    if (t.state !== 'rejected' && !isSettled(t)) trackOpen(book, t, 1);
  }
  return book;
}

function payer(venueCents = 0) {
  const paid: [string, number][] = [];
  const p: Payer & { venue: number; paid: [string, number][] } = {
    venue: venueCents,
    paid,
    pay(_u, _stake, ret, orderNo) {
      p.venue += ret;
      paid.push([orderNo, ret]);
    },
    takeBack(_u, _stake, ret) {
      if (p.venue < ret) return refuse(Code.ILLEGAL_PARAMETER, '余额不足');
      p.venue -= ret;
      return success(null);
    },
  };
  return p;
}

describe('settling a match', () => {
  it('settles every single on the match with its graded result and pays through the payer', () => {
    const [a, b, c] = [ticket('a', [{ matchId: 'm1' }]), ticket('b', [{ matchId: 'm1' }]), ticket('c', [{ matchId: 'm2' }])];
    const book = bookOf(a, b, c);
    const grades = new Map<unknown, ResultCode>([[a.legs[0], 'W'], [b.legs[0], 'LL']]);
    const p = payer();
    const settled = settleMatch(book, 'm1', (leg) => grades.get(leg)!, p, 500);
    expect(settled.map((t) => [t.id, t.result, t.payoutCents])).toEqual([['a', 'W', 19_000], ['b', 'LL', 5_000]]);
    expect(p.paid).toEqual([['a', 19_000], ['b', 5_000]]);
    expect(c.result).toBeNull();
  });

  it('a parlay waits for its last leg, then multiplies; any lost leg loses', () => {
    const win = ticket('p', [{ matchId: 'm1' }, { matchId: 'm2', hkMilli: 1_000 }]);
    const lose = ticket('q', [{ matchId: 'm1' }, { matchId: 'm2' }]);
    const book = bookOf(win, lose);
    const p = payer();
    expect(settleMatch(book, 'm1', () => 'W', p, 1)).toEqual([]);
    expect(win.legs[0]!.result).toBe('W');
    const done = settleMatch(book, 'm2', (leg) => (leg === lose.legs[1] ? 'L' : 'W'), p, 2);
    expect(done.map((t) => [t.id, t.result, t.payoutCents])).toEqual([['p', 'W', 38_000], ['q', 'L', 0]]);
  });

  it('a parlay whose legs are all void is cancelled and returns the stake', () => {
    const t = ticket('v', [{ matchId: 'm1' }, { matchId: 'm2' }]);
    const book = bookOf(t);
    settleMatch(book, 'm1', () => 'D_CANCELLED', payer(), 1);
    settleMatch(book, 'm2', () => 'D_POSTPONED', payer(), 1);
    expect(t.result).toBe('D');
  });

  it('leaves tickets in delay and rejected ones alone, and never settles twice', () => {
    const delayed = ticket('d', [{ matchId: 'm1' }], { state: 'delay' });
    const rejected = ticket('r', [{ matchId: 'm1' }], { state: 'rejected' });
    const done = ticket('s', [{ matchId: 'm1' }], { result: 'W', settledAt: 1 });
    const p = payer();
    expect(settleMatch(bookOf(delayed, rejected, done), 'm1', () => 'W', p, 2)).toEqual([]);
    expect(p.paid).toEqual([]);
  });
});

describe('restoring a settlement (A)', () => {
  it('takes the payout back, marks the ticket A and lets the match settle it again', () => {
    const t = ticket('a', [{ matchId: 'm1' }]);
    const book = bookOf(t);
    const p = payer();
    settleMatch(book, 'm1', () => 'W', p, 1);
    const r = restoreTicket(book, 'a', p, 2);
    expect(r.ok).toBe(true);
    expect(t).toMatchObject({ result: 'A', payoutCents: 0, settledAt: null });
    expect(p.venue).toBe(0);
    expect(settleMatch(book, 'm1', () => 'L', p, 3).map((x) => x.result)).toEqual(['L']);
  });

  it('refuses when the player no longer holds the payout, and changes nothing', () => {
    const t = ticket('a', [{ matchId: 'm1' }]);
    const book = bookOf(t);
    const p = payer();
    settleMatch(book, 'm1', () => 'W', p, 1);
    p.venue = 100;
    expect(restoreTicket(book, 'a', p, 2)).toMatchObject({ ok: false, code: 6008 });
    expect(t.result).toBe('W');
  });

  it('refuses an open ticket (6008) and an unknown one (6004)', () => {
    const book = bookOf(ticket('a', [{ matchId: 'm1' }]));
    expect(restoreTicket(book, 'a', payer(), 1)).toMatchObject({ ok: false, code: 6008 });
    expect(restoreTicket(book, 'x', payer(), 1)).toMatchObject({ ok: false, code: 6004 });
  });
});

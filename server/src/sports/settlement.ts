import { Code } from '@betsite/contracts/status-codes';
import { type Result, refuse, success } from '../lib/reply';
import { parlayReturnCents, returnCents } from '@betsite/contracts/payout';
import { type ResultCode, baseResult } from '@betsite/contracts/sportsbook';
import { type Book, type Ticket, isSettled, trackFinished, trackOpen } from './book';

/**
 * Settling tickets when their matches end: each leg gets its result code, a ticket whose legs
 * all have one is paid through the ledger. Undoing a settlement (A restored) takes the payout
 * back and reopens the ticket.
 */

/** Money at settlement; the composition implements it over the ledger. */
export interface Payer {
  /** Open stakes → the book and the book → the venue wallet, so the player ends with `returnCents`. */
  pay(userId: number, stakeCents: number, returnCents: number, orderNo: string, at: number): void;
  /** The reverse of `pay`; refuses when the player no longer holds the payout. */
  takeBack(userId: number, stakeCents: number, returnCents: number, orderNo: string, at: number): Result<unknown>;
}

/** A leg's result for a finished match, or the cancellation code of a match that will not be played. */
export type Grader = (leg: Ticket['legs'][number]) => ResultCode;

/** The overall code of a settled parlay: any loss loses, all voided voids, otherwise a win, as the ticket paid. */
function parlayResult(t: Ticket, returned: number): ResultCode {
  if (t.legs.some((l) => l.result === 'L')) return 'L';
  if (t.legs.every((l) => l.result !== null && baseResult(l.result) === 'D')) return 'D';
  if (returned === t.stakeCents) return 'P';
  return returned > t.stakeCents ? 'W' : 'LL';
}

/**
 * Grades the open legs of one match and settles every ticket that is then complete. Answers the
 * tickets settled now. Tickets in delay are left alone: their confirmation decides first.
 */
export function settleMatch(book: Book, matchId: string, grade: Grader, payer: Payer, now: number): Ticket[] {
  const settled: Ticket[] = [];
  // The match's open tickets only (never every ticket of the book), in the order they were placed.
  const open = [...(book.openByMatch.get(matchId)?.values() ?? [])].sort((a, b) => a.seq - b.seq);
  for (const t of open) {
    if (t.state !== 'accepted' || isSettled(t)) continue;
    let touched = false;
    for (const leg of t.legs) {
      if (leg.matchId !== matchId || leg.result !== null) continue;
      leg.result = grade(leg);
      touched = true;
    }
    if (!touched || t.legs.some((l) => l.result === null)) continue;
    const first = t.legs[0]!;
    const returned = (t.series ? parlayReturnCents(t.stakeCents, t.legs) : returnCents(first.result!, t.stakeCents, first.hkMilli)) ?? t.stakeCents;
    payer.pay(t.userId, t.stakeCents, returned, t.id, now);
    t.payoutCents = returned;
    t.result = t.series ? parlayResult(t, returned) : first.result;
    t.settledAt = now;
    trackOpen(book, t, -1);
    trackFinished(book, t);
    settled.push(t);
  }
  return settled;
}

/**
 * Undoes a settlement (A restored): the payout is taken back, the stake is open again and the
 * legs wait for a new result (QA finishing the match again settles it anew). The ticket shows A
 * (恢复) until then.
 */
export function restoreTicket(book: Book, ticketId: string, payer: Payer, now: number): Result<Ticket> {
  const t = book.byId.get(ticketId);
  if (!t) return refuse(Code.NOT_FOUND, '注单不存在');
  if (!isSettled(t)) return refuse(Code.ILLEGAL_PARAMETER, '注单尚未结算，无法恢复');
  const back = payer.takeBack(t.userId, t.stakeCents, t.payoutCents, t.id, now);
  if (!back.ok) return back;
  t.result = 'A';
  trackOpen(book, t, 1);
  t.payoutCents = 0;
  t.settledAt = null;
  for (const leg of t.legs) leg.result = null;
  return success(t);
}

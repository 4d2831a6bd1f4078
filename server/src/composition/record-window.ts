import { RECORD_QUERY_SPAN_DAYS_MAX } from '@betsite/contracts/money-fields';
import type { State } from './state';
import { DAY_MS } from '../lib/beijing-time';
import { dropFinishedBefore } from '../sports/book';
import { dropClosedBefore } from '../venues/bet-records';
import { dropExpiredTokens } from '../venues/venues';
import { keepCountsOfDroppedBets } from '../engagement/dropped-records';
import { forgetPastPayouts } from '../engagement/payouts';
import { dropDecidedExchangeRecordsBefore } from '../engagement/activities';

/**
 * What a world keeps of its past: the record window. A record query reaches back at most
 * RECORD_QUERY_SPAN_DAYS_MAX (93) days from now in one call, and the site's record pages back 30
 * days, so what finished longer ago than that is dropped: settled and rejected tickets, closed
 * bet records (an open bet's stays however old), decided gift records (a prize on its way stays),
 * expired provider tokens, payout keys of periods no payout looks back to. Counts that reach further back keep the dropped records' share
 * (engagement/dropped-records.ts). Without it a world played every day grew for as long as it ran
 * (about 0.02 MB a simulated day).
 *
 * Run at most once a simulated day per world (the sports clock's catch-up calls it), so a
 * record is dropped between 93 and 94 days after its last change.
 */
export const RECORD_RETENTION_MS = RECORD_QUERY_SPAN_DAYS_MAX * DAY_MS;
const SWEEP_EVERY_MS = DAY_MS;

const sweptAt = new WeakMap<State, number>();

/** Drops what lies outside the record window now; answers whether it ran (once a day at most). */
export function keepRecordWindow(state: State, now: number): boolean {
  const last = sweptAt.get(state);
  if (last !== undefined && now - last < SWEEP_EVERY_MS) return false;
  sweptAt.set(state, now);
  dropRecordsBefore(state, now - RECORD_RETENTION_MS);
  dropExpiredTokens(state.games, now);
  forgetPastPayouts(state.payouts, now);
  return true;
}

/** Drops the finished tickets, closed bet records and decided gift records whose last change came before `cutoffMs`, keeping the counts that still need them. */
export function dropRecordsBefore(state: State, cutoffMs: number): void {
  dropFinishedBefore(state.book, cutoffMs);
  dropDecidedExchangeRecordsBefore(state.activities, cutoffMs);
  const dropped = dropClosedBefore(state.betRecords, cutoffMs);
  if (dropped.length > 0) keepCountsOfDroppedBets(state.payouts.progress, state.activities, dropped);
}

import { BET_STATUS } from '@betsite/contracts/routes/record';
import type { BetRecordFixture } from './fixtures';
import type { Games } from './venues';

/**
 * The players' bet records across venues: the fixtures' and what the venues record as bets are
 * placed and settled (the sportsbook's tickets). Kept sorted newest first so pages and totals are
 * one filter away.
 */

export type BetRecord = Omit<BetRecordFixture, 'minutesAgo' | 'settledAfterMin'> & {
  betTime: number;
  settleTime: number | null;
  venueName: string;
  category: number;
};

export interface BetRecords {
  /** userId → records, newest first. */
  readonly byUser: Map<number, BetRecord[]>;
}

/** Records kept per player; the oldest go first. */
export const BET_RECORDS_PER_USER_MAX = 5_000;

/** Adds a venue's record of a bet, or replaces it when the venue settles or changes it (same orderNo). */
export function upsertBetRecord(b: BetRecords, r: BetRecord): void {
  const list = b.byUser.get(r.userId) ?? [];
  const at = list.findIndex((x) => x.orderNo === r.orderNo);
  if (at >= 0) list[at] = r;
  else {
    const before = list.findIndex((x) => x.betTime <= r.betTime);
    list.splice(before < 0 ? list.length : before, 0, r);
    if (list.length > BET_RECORDS_PER_USER_MAX) list.length = BET_RECORDS_PER_USER_MAX;
  }
  b.byUser.set(r.userId, list);
}

export function createBetRecords(rows: readonly BetRecordFixture[], games: Games, now: number): BetRecords {
  const byUser = new Map<number, BetRecord[]>();
  for (const { minutesAgo, settledAfterMin, ...r } of rows) {
    const venue = games.byEnName.get(r.enName);
    if (!venue) throw new Error(`bet-records.json: ${r.orderNo} names unknown venue ${r.enName}`);
    const betTime = now - minutesAgo * 60_000;
    const settleTime = settledAfterMin === null ? null : betTime + settledAfterMin * 60_000;
    if ((r.status === BET_STATUS.unsettled) !== (settleTime === null)) throw new Error(`bet-records.json: ${r.orderNo} settlement does not fit its status`);
    const list = byUser.get(r.userId) ?? [];
    list.push({ ...r, betTime, settleTime, venueName: venue.name, category: venue.category });
    byUser.set(r.userId, list);
  }
  for (const list of byUser.values()) list.sort((a, b) => b.betTime - a.betTime);
  return { byUser };
}

export interface BetFilter {
  beginTime: number;
  endTime: number;
  category?: number | undefined;
  enName?: string | undefined;
  status?: number | undefined;
}

export function findBets(b: BetRecords, userId: number, f: BetFilter): readonly BetRecord[] {
  return (b.byUser.get(userId) ?? []).filter(
    (r) =>
      r.betTime >= f.beginTime &&
      r.betTime <= f.endTime &&
      (f.category === undefined || r.category === f.category) &&
      (f.enName === undefined || r.enName === f.enName) &&
      (f.status === undefined || r.status === f.status),
  );
}

export interface BetTotals {
  betCount: number;
  betCents: number;
  validBetCents: number;
  winCents: number;
  netCents: number;
}

/** The net of one record as shown: only settled bets have one (an open or voided bet has not won or lost anything). */
export const netCentsOf = (r: BetRecord) => (r.status === BET_STATUS.settled ? r.winCents - r.betCents : 0);

export function totalsOf(records: readonly BetRecord[]): BetTotals {
  const t: BetTotals = { betCount: 0, betCents: 0, validBetCents: 0, winCents: 0, netCents: 0 };
  for (const r of records) {
    t.betCount += 1;
    t.betCents += r.betCents;
    t.validBetCents += r.validBetCents;
    t.winCents += r.winCents;
    t.netCents += netCentsOf(r);
  }
  return t;
}

export function totalsByCategory(records: readonly BetRecord[]): (BetTotals & { category: number })[] {
  const groups = new Map<number, BetRecord[]>();
  for (const r of records) {
    const group = groups.get(r.category) ?? [];
    group.push(r);
    groups.set(r.category, group);
  }
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([category, list]) => ({ category, ...totalsOf(list) }));
}

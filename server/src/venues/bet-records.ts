import { BET_STATUS } from '@betsite/contracts/routes/record';
import type { BetRecordFixture } from './fixtures';
import type { Games } from './venues';

/**
 * The players' bet records across venues, read-only here (betting and settlement are later
 * issues). Kept sorted newest first so pages and totals are one filter away.
 */

export type BetRecord = Omit<BetRecordFixture, 'minutesAgo' | 'settledAfterMin'> & {
  betTime: number;
  settleTime: number | null;
  venueName: string;
  category: number;
};

export interface BetRecords {
  /** userId → records, newest first. */
  readonly byUser: ReadonlyMap<number, readonly BetRecord[]>;
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

import { BET_STATUS } from '@betsite/contracts/routes/record';
import type { BetRecordFixture } from './fixtures';
import type { Games } from './venues';

/**
 * The players' bet records across venues: the fixtures' and what the venues record as bets are
 * placed and settled (the sportsbook's tickets). Kept in bet time order, newest last, so a new
 * bet is appended and a settlement replaces its record in place, each without a walk over the
 * player's records; pages and totals are one filter away.
 */

export type BetRecord = Omit<BetRecordFixture, 'minutesAgo' | 'settledAfterMin'> & {
  betTime: number;
  settleTime: number | null;
  venueName: string;
  category: number;
};

/**
 * What tells a reader whether a player's records changed: the same object with the same count
 * means nothing was added, replaced, removed or dropped since (recordsVersionOf).
 */
export interface RecordsVersion {
  /** Absent in a world saved before it existed: 0. */
  readonly changes?: number;
}

/** One player's records: in bet time order (newest last; equal times in the order recorded), and by order number. */
interface PlayerRecords extends RecordsVersion {
  list: BetRecord[];
  byOrderNo: Map<string, BetRecord>;
  changes?: number;
}

const changed = (mine: PlayerRecords) => void (mine.changes = (mine.changes ?? 0) + 1);

/** The version of a player's records, for what is worked out from them and kept (undefined: the player has none). */
export function recordsVersionOf(b: BetRecords, userId: number): RecordsVersion | undefined {
  return b.byUser.get(userId);
}

export interface BetRecords {
  readonly byUser: Map<number, PlayerRecords>;
}

/** Records kept per player; the oldest go first. */
export const BET_RECORDS_PER_USER_MAX = 5_000;
/**
 * The oldest records past the bound are dropped this many at a time, so dropping is no walk per
 * bet; readers see only the newest BET_RECORDS_PER_USER_MAX (recordsOf), so what they read is the
 * same as with an exact bound.
 */
const DROPPED_AT_ONCE = 500;

/** A player's records as readers see them: the newest BET_RECORDS_PER_USER_MAX, oldest first. */
export function recordsOf(b: BetRecords, userId: number): readonly BetRecord[] {
  const list = b.byUser.get(userId)?.list ?? [];
  return list.length > BET_RECORDS_PER_USER_MAX ? list.slice(list.length - BET_RECORDS_PER_USER_MAX) : list;
}

/** Adds a venue's record of a bet, or replaces it when the venue settles or changes it (same orderNo). */
export function upsertBetRecord(b: BetRecords, r: BetRecord): void {
  let mine = b.byUser.get(r.userId);
  if (!mine) b.byUser.set(r.userId, (mine = { list: [], byOrderNo: new Map() }));
  changed(mine);
  const { list, byOrderNo } = mine;
  const known = byOrderNo.get(r.orderNo);
  if (known?.betTime === r.betTime) {
    // In place: the record keeps its position, and its object is the list's.
    Object.assign(known, r);
    return;
  }
  const kept = { ...r };
  if (known) list.splice(list.indexOf(known), 1);
  byOrderNo.set(r.orderNo, kept);
  // After every record of its bet time or earlier: at the end, unless it is older than the newest.
  let at = list.length;
  while (at > 0 && list[at - 1]!.betTime > r.betTime) at--;
  if (at === list.length) list.push(kept);
  else list.splice(at, 0, kept);
  if (list.length > BET_RECORDS_PER_USER_MAX + DROPPED_AT_ONCE) {
    for (const dropped of list.splice(0, list.length - BET_RECORDS_PER_USER_MAX)) byOrderNo.delete(dropped.orderNo);
  }
}

/** Forgets a record (a sportsbook ticket rejected after its confirmation delay: a rejected ticket is no bet). */
export function removeBetRecord(b: BetRecords, userId: number, orderNo: string): void {
  const mine = b.byUser.get(userId);
  const known = mine?.byOrderNo.get(orderNo);
  if (!mine || !known) return;
  changed(mine);
  mine.byOrderNo.delete(orderNo);
  mine.list.splice(mine.list.lastIndexOf(known), 1);
}

/**
 * The record window: drops every record no longer open (settled or cancelled) whose last change
 * (bet or settlement) came before `cutoffMs`; an open bet's record stays however old. Answers the
 * records dropped, for what still counts them (composition/record-window.ts).
 */
export function dropClosedBefore(b: BetRecords, cutoffMs: number): BetRecord[] {
  const dropped: BetRecord[] = [];
  for (const [userId, mine] of b.byUser) {
    const { list, byOrderNo } = mine;
    // Kept in bet time order: only the records placed before the cutoff are looked at.
    let end = 0;
    while (end < list.length && list[end]!.betTime < cutoffMs) end++;
    const kept: BetRecord[] = [];
    for (const r of list.slice(0, end)) {
      if (r.status !== BET_STATUS.unsettled && Math.max(r.betTime, r.settleTime ?? 0) < cutoffMs) {
        byOrderNo.delete(r.orderNo);
        dropped.push(r);
      } else {
        kept.push(r);
      }
    }
    if (kept.length === end) continue;
    changed(mine);
    list.splice(0, end, ...kept);
    if (list.length === 0) b.byUser.delete(userId);
  }
  return dropped;
}

export function createBetRecords(rows: readonly BetRecordFixture[], games: Games, now: number): BetRecords {
  const b: BetRecords = { byUser: new Map() };
  const all: BetRecord[] = [];
  for (const { minutesAgo, settledAfterMin, ...r } of rows) {
    const venue = games.byEnName.get(r.enName);
    if (!venue) throw new Error(`bet-records.json: ${r.orderNo} names unknown venue ${r.enName}`);
    const betTime = now - minutesAgo * 60_000;
    const settleTime = settledAfterMin === null ? null : betTime + settledAfterMin * 60_000;
    if ((r.status === BET_STATUS.unsettled) !== (settleTime === null)) throw new Error(`bet-records.json: ${r.orderNo} settlement does not fit its status`);
    all.push({ ...r, betTime, settleTime, venueName: venue.name, category: venue.category });
  }
  // Oldest first, and among equal times the later row first (as the fixtures were read before: newest first, stable).
  for (const r of all.map((x, i) => ({ x, i })).sort((a, c) => a.x.betTime - c.x.betTime || c.i - a.i)) upsertBetRecord(b, r.x);
  return b;
}

export interface BetFilter {
  beginTime: number;
  endTime: number;
  category?: number | undefined;
  enName?: string | undefined;
  status?: number | undefined;
}

/** The player's records the filter lets through, newest first. */
export function findBets(b: BetRecords, userId: number, f: BetFilter): readonly BetRecord[] {
  const out: BetRecord[] = [];
  const list = recordsOf(b, userId);
  for (let i = list.length - 1; i >= 0; i--) {
    const r = list[i]!;
    if (
      r.betTime >= f.beginTime &&
      r.betTime <= f.endTime &&
      (f.category === undefined || r.category === f.category) &&
      (f.enName === undefined || r.enName === f.enName) &&
      (f.status === undefined || r.status === f.status)
    )
      out.push(r);
  }
  return out;
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

import { parseOdds } from '@betsite/contracts/odds';
import { selectionKey, type EntryMarket, type Offer, type SlipState } from './bet-slip-state';

/**
 * Whether the slip's entries can still be bet, read from the matches the player's screen knows:
 * the grid's, and the slip's own reads of the matches the grid does not list (another market,
 * sport or day shown; a pre-match pick's match that kicked off has left the 今日 grid for 滚球).
 * The server closes a line near the price caps or once it is decided, and suspends every line of a
 * match for a moment after a score. An entry whose odd is suspended is 已封盘 (it may reopen); one
 * whose odd is no longer offered, or whose match is over, is 盘口已关闭 (remove it); a pre-match
 * entry whose match is now in play is 赛事已开赛: its price is no longer offered, and the same play
 * and side in play, when there is one, may be taken instead. An entry of a match nobody has read
 * yet is not judged: the server still answers for it when it is placed.
 */
export type { EntryMarket };

export const ENTRY_MARKET_TEXT: Record<EntryMarket, { badge: string; note: string }> = {
  suspended: { badge: '已封盘', note: '此盘口暂停投注，开盘后可继续投注' },
  closed: { badge: '盘口已关闭', note: '此盘口已关闭，请移除此项' },
  started: { badge: '赛事已开赛', note: '此赛事已开赛，赛前盘口已停止投注' },
};

interface ViewOdd {
  suspended: boolean;
  /** Null when the wire price is not a price (shown 封盘). */
  hkMilli: number | null;
  ratio: string | null;
}

interface ViewMatch {
  live: boolean;
  /** Finished, cancelled, postponed, or no longer listed by the book at all. */
  over: boolean;
  /** selectionKey → the odd. */
  odds: ReadonlyMap<string, ViewOdd>;
}

export interface MarketView {
  /** The matches known now, by gameId. */
  matches: ReadonlyMap<string, ViewMatch>;
}

interface ShownMatch {
  gameId: string;
  isLive?: boolean;
  /** The contract's gameStatus: 0 not started, 1 in play, 2 finished, 3 postponed, 4 cancelled. */
  gameStatus?: string;
  odds: readonly { wtype: string; rtype: string; r: number; ratio?: string | null; suspended?: boolean }[];
}

const OVER_STATUSES: ReadonlySet<string> = new Set(['2', '3', '4']);

function viewMatchOf(m: ShownMatch): ViewMatch {
  const odds = new Map<string, ViewOdd>();
  for (const o of m.odds) {
    const hkMilli = parseOdds(o.r, 'H');
    odds.set(selectionKey({ gameId: m.gameId, wtype: o.wtype, rtype: o.rtype }), { suspended: Boolean(o.suspended) || hkMilli === null, hkMilli, ratio: o.ratio ?? null });
  }
  return { live: m.isLive === true, over: m.gameStatus !== undefined && OVER_STATUSES.has(m.gameStatus), odds };
}

/**
 * The view of the matches shown: the grid's first, then the slip's own reads of other matches
 * (`gone`: the ones the book answered it no longer has). A price that does not parse is shown 封盘
 * by the grid, and so here.
 */
export function marketViewOf(grid: readonly ShownMatch[], read: readonly ShownMatch[] = [], gone: readonly string[] = []): MarketView {
  const matches = new Map<string, ViewMatch>();
  for (const gameId of gone) matches.set(gameId, { live: false, over: true, odds: new Map() });
  for (const m of read) matches.set(m.gameId, viewMatchOf(m));
  for (const m of grid) matches.set(m.gameId, viewMatchOf(m));
  return { matches };
}

/** The entries still to be placed that cannot be, by key. Placed tickets are the server's to decide. */
export function unavailableEntries(state: SlipState, view: MarketView): ReadonlyMap<string, EntryMarket> {
  const out = new Map<string, EntryMarket>();
  for (const e of state.entries) {
    if (e.betting?.active === 'accepted' || e.betting?.active === 'delay') continue;
    const m = view.matches.get(e.gameId);
    if (!m) continue;
    const odd = m.odds.get(e.key);
    if (m.over) out.set(e.key, 'closed');
    else if (!e.live && m.live) out.set(e.key, 'started');
    else if (odd === undefined) out.set(e.key, 'closed');
    else if (odd.suspended) out.set(e.key, 'suspended');
  }
  return out;
}

/** The same play and side in play now, for a pre-match entry whose match kicked off; null while it is not offered. */
export function inPlayOffer(view: MarketView, entry: { gameId: string; key: string }): Offer | null {
  const m = view.matches.get(entry.gameId);
  const odd = m?.live && !m.over ? m.odds.get(entry.key) : undefined;
  return odd && !odd.suspended && odd.hkMilli !== null ? { hkMilli: odd.hkMilli, ratio: odd.ratio } : null;
}

/** The matches of the slip's entries still to be placed that the grid does not list: the slip reads them itself. */
export function unlistedGameIds(state: SlipState, grid: readonly { gameId: string }[]): string[] {
  const listed = new Set(grid.map((m) => m.gameId));
  const toPlace = state.entries.filter((e) => e.betting?.active !== 'accepted' && e.betting?.active !== 'delay');
  const ids = toPlace.filter((e) => !listed.has(e.gameId)).map((e) => e.gameId);
  return [...new Set(ids)].sort();
}

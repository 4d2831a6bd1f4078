import { parseOdds } from '@betsite/contracts/odds';
import { selectionKey, type SlipState } from './bet-slip-state';

/**
 * Whether the slip's entries can still be bet, read from the grid the player sees (issue 27): the
 * server closes a line near the price caps or once it is decided, and suspends every line of a
 * match for a moment after a score. A slip entry whose odd is suspended is 已封盘 (it may reopen);
 * one whose odd the grid no longer lists at all is 已关闭 (it will not come back: remove it). An
 * entry of a match the grid does not list (another sport, day or league is shown) is not judged:
 * the server still answers for it when it is placed.
 */
export type EntryMarket = 'suspended' | 'closed';

export const ENTRY_MARKET_TEXT: Record<EntryMarket, { badge: string; note: string }> = {
  suspended: { badge: '已封盘', note: '此盘口暂停投注，开盘后可继续投注' },
  closed: { badge: '已关闭', note: '此盘口已关闭，请移除此项' },
};

export interface MarketView {
  /** The matches the grid lists now. */
  listed: ReadonlySet<string>;
  /** selectionKey → suspended, for every odd the grid lists. */
  odds: ReadonlyMap<string, boolean>;
}

interface GridMatch {
  gameId: string;
  odds: readonly { wtype: string; rtype: string; r: number; suspended?: boolean }[];
}

/** The grid's matches as the slip reads them; a price that does not parse is shown 封盘 by the grid, and so here. */
export function marketViewOf(matches: readonly GridMatch[]): MarketView {
  const odds = new Map<string, boolean>();
  for (const m of matches) {
    for (const o of m.odds) odds.set(selectionKey({ gameId: m.gameId, wtype: o.wtype, rtype: o.rtype }), Boolean(o.suspended) || parseOdds(o.r, 'H') === null);
  }
  return { listed: new Set(matches.map((m) => m.gameId)), odds };
}

/** The entries still to be placed that cannot be, by key. Placed tickets are the server's to decide. */
export function unavailableEntries(state: SlipState, view: MarketView): ReadonlyMap<string, EntryMarket> {
  const out = new Map<string, EntryMarket>();
  for (const e of state.entries) {
    if (e.betting?.active === 'accepted' || e.betting?.active === 'delay' || !view.listed.has(e.gameId)) continue;
    const suspended = view.odds.get(e.key);
    if (suspended === undefined) out.set(e.key, 'closed');
    else if (suspended) out.set(e.key, 'suspended');
  }
  return out;
}

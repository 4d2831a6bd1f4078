import { DEFAULT_GAME_TYPE, DEFAULT_LEAGUE_IDS, DEFAULT_MARKET_TYPE } from '@betsite/contracts/constants';
import type { GameType, MarketType } from '../api/get-leagues';

/**
 * What the sportsbook browses (spec 001 sections 3, 4, 9): game type, market, early-market date,
 * league, the league check list and the refresh counter. Pure: the page keeps it in a reducer.
 */
export interface BrowseState {
  gameType: GameType;
  marketType: MarketType;
  /** Early market day (YYYY-MM-DD, Beijing), FU only; empty: every later day. */
  date: string;
  /** The league tab (0: all). */
  leagueId: number;
  /** Leagues ticked in the league panel; they win over the tab when not empty. */
  checked: number[];
  /** Bumped on every filter change so the list reloads (spec 001 section 4). */
  refresh: number;
}

export const initialBrowse: BrowseState = { gameType: DEFAULT_GAME_TYPE, marketType: DEFAULT_MARKET_TYPE, date: '', leagueId: 0, checked: [], refresh: 0 };

export type BrowseAction =
  | { type: 'gameType'; gameType: GameType }
  | { type: 'market'; marketType: MarketType }
  | { type: 'date'; date: string }
  | { type: 'league'; leagueId: number }
  | { type: 'check'; leagueId: number };

/** Changing game type, market, date or league clears the check list and bumps the refresh counter. */
export function browseReducer(state: BrowseState, action: BrowseAction): BrowseState {
  const changed = { checked: [], refresh: state.refresh + 1 };
  switch (action.type) {
    case 'gameType': {
      // Champion (FS) has only outrights: its tab opens the champion market.
      const marketType = action.gameType === 'FS' && !state.marketType.startsWith('FS') ? 'FSFT' : state.marketType;
      return { ...state, ...changed, gameType: action.gameType, marketType, date: marketType === 'FU' ? state.date : '', leagueId: 0 };
    }
    case 'market':
      return { ...state, ...changed, marketType: action.marketType, date: action.marketType === 'FU' ? state.date : '', leagueId: 0 };
    case 'date':
      return { ...state, ...changed, date: action.date };
    case 'league':
      return { ...state, ...changed, leagueId: action.leagueId };
    case 'check': {
      const checked = state.checked.includes(action.leagueId) ? state.checked.filter((id) => id !== action.leagueId) : [...state.checked, action.leagueId];
      return { ...state, checked };
    }
  }
}

/** The leagueIds of getMatches: the ticked leagues, else the tab (0, all, is sent as none). */
export function requestedLeagueIds(state: BrowseState): number[] {
  if (state.checked.length > 0) return [...state.checked].sort((a, b) => a - b);
  return state.leagueId === 0 ? [] : [state.leagueId];
}

export interface LeagueFilterItem {
  id: number;
  league_id: number;
  name: string;
  icon_class: string;
  /** The selected tab. */
  isActive: boolean;
  /** Shown in the tab row: the defaults the provider has matches for, 全部, and the active one. */
  isShow: boolean;
  /** Listed in the expanded panel (every league with matches). */
  isExpand: boolean;
  count: number;
}

const DEFAULT_LEAGUE_NAMES: Readonly<Record<number, string>> = {
  [DEFAULT_LEAGUE_IDS.all]: '全部',
  [DEFAULT_LEAGUE_IDS.europeanCup]: '欧洲杯',
  [DEFAULT_LEAGUE_IDS.premierLeague]: '英超',
  [DEFAULT_LEAGUE_IDS.serieA]: '意甲',
  [DEFAULT_LEAGUE_IDS.laLiga]: '西甲',
  [DEFAULT_LEAGUE_IDS.bundesliga]: '德甲',
  [DEFAULT_LEAGUE_IDS.ligue1]: '法甲',
  [DEFAULT_LEAGUE_IDS.chineseSuperLeague]: '中超',
};

export interface ProviderLeague {
  id: number;
  league_id: number;
  name: string;
  icon_class: string;
  count: number;
}

/**
 * The league filter: the default ids first (short names; a default without matches stays hidden
 * unless active), then every other league the provider lists, shown in the expanded panel.
 */
export function leagueFilter(provider: readonly ProviderLeague[], activeId: number): LeagueFilterItem[] {
  const byLeague = new Map(provider.map((l) => [l.league_id, l]));
  const total = provider.reduce((sum, l) => sum + l.count, 0);
  const defaults = Object.values(DEFAULT_LEAGUE_IDS).map((leagueId): LeagueFilterItem => {
    const listed = byLeague.get(leagueId);
    const isAll = leagueId === DEFAULT_LEAGUE_IDS.all;
    return {
      id: listed?.id ?? leagueId, league_id: leagueId, name: DEFAULT_LEAGUE_NAMES[leagueId]!, icon_class: listed?.icon_class ?? '',
      isActive: leagueId === activeId, isShow: isAll || listed !== undefined || leagueId === activeId, isExpand: false, count: isAll ? total : (listed?.count ?? 0),
    };
  });
  const defaultIds = new Set<number>(Object.values(DEFAULT_LEAGUE_IDS));
  const others = provider
    .filter((l) => !defaultIds.has(l.league_id))
    .map((l): LeagueFilterItem => ({ ...l, isActive: l.league_id === activeId, isShow: l.league_id === activeId, isExpand: true }));
  return [...defaults, ...others];
}

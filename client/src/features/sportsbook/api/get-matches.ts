import useSWR from 'swr';
import type { Match } from '@betsite/contracts/routes/venue';
import { fetchData } from '../../../lib/api/request';
import type { GameType, MarketType } from './get-leagues';
import { resourceCommon, type ProviderSession } from './provider-session';

/**
 * How often the open page asks for prices again. Polling, not a push: the only socket of the site
 * arrives with the chat issue, and the server prices matches in steps of seconds, so a short poll
 * shows every move without a second transport to keep alive (see client/README.md).
 */
export const PRICE_POLL_MS = 3_000;

export interface MatchQuery {
  gameType: GameType;
  marketType: MarketType;
  leagueIds: number[];
  date?: string;
  /** Bumped whenever the filters change (spec 001 section 4: the refresh counter). */
  refresh: number;
}

/**
 * Resource method getMatches, always in hong kong odds: the grid parses each price to its exact
 * hkMilli once and formats it in the chosen odds type itself, so switching types never waits.
 */
export function useMatches(session: ProviderSession | null, query: MatchQuery) {
  const { gameType, marketType, leagueIds, date, refresh } = query;
  return useSWR<Match[]>(
    session ? ['venue/resource/getMatches', session.token, gameType, marketType, leagueIds.join(','), date ?? '', refresh] : null,
    async () => {
      const data = await fetchData((api) =>
        api.venue.resource({
          body: { ...resourceCommon(session!), method: 'getMatches', Request: { gameType, marketType, leagueIds, oddsType: 'H', ...(date ? { date } : {}) } },
          silent: true,
        }),
      );
      return data.method === 'getMatches' ? data.list : [];
    },
    { refreshInterval: PRICE_POLL_MS, keepPreviousData: true },
  );
}

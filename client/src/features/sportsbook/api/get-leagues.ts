import useSWR from 'swr';
import type { GAME_TYPES, MARKET_TYPES } from '@betsite/contracts/constants';
import { fetchData } from '../../../lib/api/request';
import { resourceCommon, type ProviderSession } from './provider-session';

export type GameType = (typeof GAME_TYPES)[number];
export type MarketType = (typeof MARKET_TYPES)[number];

/** Resource method getLeagues: the leagues the provider lists for a game type and market, with their match counts. */
export function useLeagues(session: ProviderSession | null, gameType: GameType, marketType: MarketType) {
  return useSWR(session ? ['venue/resource/getLeagues', session.token, gameType, marketType] : null, async () => {
    const data = await fetchData((api) =>
      api.venue.resource({ body: { ...resourceCommon(session!), method: 'getLeagues', Request: { gameType, marketType } }, silent: true }),
    );
    return data.method === 'getLeagues' ? data.list : [];
  });
}

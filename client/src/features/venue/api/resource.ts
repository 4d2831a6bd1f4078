import useSWR from 'swr';
import { DEFAULT_GAME_TYPE, DEFAULT_MARKET_TYPE, PROVIDER_LANGUAGE } from '@betsite/contracts/constants';
import { fetchData } from '../../../lib/api/request';

/**
 * POST /game/api/v1/venue/resource, method getMatches: the sports provider's matches, called with
 * the provider token from launching the venue. 6302 means the provider session is gone.
 */
export function useSportMatches(session: { enName: string; token: string; ip: string } | null) {
  return useSWR(session ? ['venue/resource/getMatches', session.enName, session.token] : null, () =>
    fetchData((api) =>
      api.venue.resource({
        body: {
          method: 'getMatches',
          timestamp: Date.now(),
          token: session?.token ?? '',
          langx: PROVIDER_LANGUAGE,
          remoteip: session?.ip ?? '',
          enName: session?.enName ?? '',
          Request: { gameType: DEFAULT_GAME_TYPE, marketType: DEFAULT_MARKET_TYPE, leagueIds: [] },
        },
      }),
    ),
  );
}

import useSWR from 'swr';
import type { Match } from '@betsite/contracts/routes/venue';
import { Code } from '@betsite/contracts/status-codes';
import { isApiError } from '../../../lib/api/errors';
import { fetchData } from '../../../lib/api/request';
import { PRICE_POLL_MS } from './get-matches';
import { resourceCommon, type ProviderSession } from './provider-session';

/** Resource method getMatch: one match now, in hong kong odds; null once the book no longer has it (6303). */
export async function fetchMatch(session: ProviderSession, gameId: string): Promise<Match | null> {
  try {
    const data = await fetchData((api) => api.venue.resource({ body: { ...resourceCommon(session), method: 'getMatch', Request: { gameId, oddsType: 'H' } }, silent: true }));
    return data.method === 'getMatch' ? data.match : null;
  } catch (error) {
    if (isApiError(error) && error.code === Code.NO_DATA) return null;
    throw error;
  }
}

export interface SlipMatches {
  read: Match[];
  /** The game ids the book no longer has. */
  gone: string[];
}

/**
 * The matches of slip entries that the grid does not list, read as often as the grid's prices
 * (at most one per entry: BET_SLIP_ENTRIES_MAX), so the slip sees a kick-off or a closed market
 * wherever the player is browsing.
 */
export function useSlipMatches(session: ProviderSession | null, gameIds: readonly string[]) {
  return useSWR<SlipMatches>(
    session && gameIds.length > 0 ? ['venue/resource/getMatch', session.token, gameIds.join(',')] : null,
    async () => {
      const found = await Promise.all(gameIds.map(async (gameId) => ({ gameId, match: await fetchMatch(session!, gameId) })));
      return { read: found.flatMap((f) => (f.match ? [f.match] : [])), gone: found.filter((f) => f.match === null).map((f) => f.gameId) };
    },
    { refreshInterval: PRICE_POLL_MS, keepPreviousData: true },
  );
}

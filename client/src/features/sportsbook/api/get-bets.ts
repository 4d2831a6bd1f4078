import useSWR, { mutate } from 'swr';
import { HISTORY_PAGE_SIZE } from '@betsite/contracts/constants';
import { fetchData } from '../../../lib/api/request';
import { resourceCommon, type ProviderSession } from './provider-session';

export type BetListStatus = 'open' | 'settled';
const KEY = 'venue/resource/getBets';

/** Resource method getBets: the player's open or settled bets, newest first, one page at a time. */
export function useBets(session: ProviderSession | null, status: BetListStatus, pageNum: number) {
  return useSWR(session ? [KEY, session.token, status, pageNum] : null, async () => {
    const data = await fetchData((api) =>
      api.venue.resource({ body: { ...resourceCommon(session!), method: 'getBets', Request: { status, pageNum, pageSize: HISTORY_PAGE_SIZE } }, silent: true }),
    );
    if (data.method !== 'getBets') throw new Error('getBets answered another method');
    return data;
  });
}

/** After a placement every bets list reloads. */
export const refreshBets = () => mutate((key) => Array.isArray(key) && key[0] === KEY);

import useSWR from 'swr';
import { VENUE_CATEGORY } from '@betsite/contracts/routes/venue';
import { fetchData } from '../../../lib/api/request';

/** The jackpots grow with the server clock and every stake, and drop when one pays out: shown live. */
export const BONUS_POOL_REFRESH_MS = 5_000;

/** POST /game/api/v1/venue/getBonusPools: the jackpots of the slot or fishing screen. */
export function useBonusPools(type: 'egame' | 'fish') {
  const category = VENUE_CATEGORY[type];
  return useSWR(['venue/getBonusPools', category], () => fetchData((api) => api.venue.getBonusPools({ body: { category }, silent: true })), { refreshInterval: BONUS_POOL_REFRESH_MS });
}

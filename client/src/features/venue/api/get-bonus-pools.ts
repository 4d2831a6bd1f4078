import useSWR from 'swr';
import { VENUE_CATEGORY } from '@betsite/contracts/routes/venue';
import { fetchData } from '../../../lib/api/request';

/** POST /game/api/v1/venue/getBonusPools: the jackpot of the slot or fishing screen. */
export function useBonusPools(type: 'egame' | 'fish') {
  const category = VENUE_CATEGORY[type];
  return useSWR(['venue/getBonusPools', category], () => fetchData((api) => api.venue.getBonusPools({ body: { category }, silent: true })));
}

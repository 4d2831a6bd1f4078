import useSWR from 'swr';
import { ALL_BALANCE_TOTAL_CATEGORY } from '@betsite/contracts/constants';
import { fetchData } from '../../../lib/api/request';

/** POST /game/api/v1/venue/allBalance, category 8: every venue wallet and their total (totalMoney). */
export const ALL_BALANCE_KEY = 'venue/allBalance/8';

export function useAllBalance() {
  return useSWR(ALL_BALANCE_KEY, () => fetchData((api) => api.venue.allBalance({ body: { category: ALL_BALANCE_TOTAL_CATEGORY } })));
}

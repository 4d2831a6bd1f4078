import useSWR, { mutate } from 'swr';
import { VENUE_CATEGORY, type VenueType } from '@betsite/contracts/routes/venue';
import { fetchData } from '../../../lib/api/request';
import { useSession } from '../../../lib/session';

/** POST /game/api/v1/venue/allBalance for one category: each venue card shows its wallet. */
export function useCategoryBalance(type: VenueType) {
  const { token } = useSession();
  const category = VENUE_CATEGORY[type];
  return useSWR(token ? ['venue/allBalance', category] : null, () => fetchData((api) => api.venue.allBalance({ body: { category }, silent: true })));
}

/** Money moved in or out of venue wallets: every category's cards refresh. */
export const refreshCategoryBalances = () => mutate((key) => Array.isArray(key) && key[0] === 'venue/allBalance');

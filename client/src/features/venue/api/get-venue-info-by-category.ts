import useSWR from 'swr';
import { VENUE_CATEGORY, type VenueType } from '@betsite/contracts/routes/venue';
import { fetchData } from '../../../lib/api/request';

/** POST /game/api/v1/venue/getVenueInfoByCategory: the venues of one category screen. */
export function useVenuesOfCategory(type: VenueType) {
  const category = VENUE_CATEGORY[type];
  return useSWR(['venue/getVenueInfoByCategory', category], () => fetchData((api) => api.venue.getVenueInfoByCategory({ body: { category } })));
}

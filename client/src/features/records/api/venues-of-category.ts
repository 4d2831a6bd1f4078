import useSWR from 'swr';
import { fetchData } from '../../../lib/api/request';

/** POST /game/api/v1/venue/getVenueInfoByCategory: the venues the bet record's venue filter offers. */
export function useVenuesOfCategory(category: number | undefined) {
  return useSWR(category ? ['venue/getVenueInfoByCategory', category] : null, () =>
    fetchData((api) => api.venue.getVenueInfoByCategory({ body: { category: category as 1 } })),
  );
}

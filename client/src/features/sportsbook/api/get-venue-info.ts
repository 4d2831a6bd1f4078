import useSWR from 'swr';
import { fetchData } from '../../../lib/api/request';

/** The sports category's venues (1): the sportsbook learns its wallet (channelCode) and name from it. */
const SPORTS_CATEGORY = 1;

/** POST /game/api/v1/venue/getVenueInfoByCategory for the sports venues. */
export function useSportsVenue(enName: string) {
  return useSWR(['venue/getVenueInfoByCategory', SPORTS_CATEGORY], () =>
    fetchData((api) => api.venue.getVenueInfoByCategory({ body: { category: SPORTS_CATEGORY } })),
  ).data?.find((v) => v.enName === enName);
}

import { fetchData } from '../../../lib/api/request';

/** POST /game/api/v1/venue/recycle: every venue wallet (or one) back into the centre wallet. */
export function recycle(channelCode?: string) {
  return fetchData((api) => api.venue.recycle({ body: channelCode ? { channelCode } : {} }));
}

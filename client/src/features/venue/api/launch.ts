import { fetchData } from '../../../lib/api/request';

/** POST /game/api/v1/venue/launch: the url to open for a venue (lobby) or one of its games. */
export function launchVenue(enName: string, gameCode = '', isActivity: 0 | 1 = 0) {
  return fetchData((api) => api.venue.launch({ body: { enName, gameCode, ...(isActivity ? { isActivity } : {}) } }));
}

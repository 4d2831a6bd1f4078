import { fetchData } from '../../../lib/api/request';

/** POST /site/api/v1/user/logout: ends the server session of the stored token. */
export function logout() {
  return fetchData((api) => api.auth.logout({ body: {}, silent: true }));
}

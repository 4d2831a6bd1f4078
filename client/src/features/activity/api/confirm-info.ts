import { fetchData } from '../../../lib/api/request';

/**
 * POST /act/api/v1/promotion/confirmInfo: claim a joined activity's reward. Deposit activities send
 * no amount: the server finds the qualifying deposit among the player's real ones (the one the
 * page shows) and credits the bonus with its turnover requirement.
 */
export function confirmInfo(id: number) {
  return fetchData((api) => api.activity.confirmInfo({ body: { id } }));
}

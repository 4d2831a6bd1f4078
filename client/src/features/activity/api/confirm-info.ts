import { fetchData } from '../../../lib/api/request';

/**
 * POST /act/api/v1/promotion/confirmInfo: claim a joined activity's reward. Deposit activities name
 * the deposit (its amount): the server looks for that deposit among the player's real ones and
 * credits the bonus with its turnover requirement.
 */
export function confirmInfo(id: number, amount?: number) {
  return fetchData((api) => api.activity.confirmInfo({ body: amount === undefined ? { id } : { id, amount } }));
}

import useSWR from 'swr';
import { fetchData } from '../../../lib/api/request';

/** GET /fd/api/v1/bankCard/withdraw/add/list: the banks a card can be added for, bound counts per kind. */
export function useWithdrawAddList() {
  return useSWR('withdraw/withdrawAddList', () => fetchData((api) => api.withdraw.withdrawAddList({ query: {} })));
}

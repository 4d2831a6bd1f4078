import useSWR from 'swr';
import { fetchData } from '../../../lib/api/request';

/** POST /fd/api/v1/withdraw/withdrawInfo: balances, bindings, today's use and the payout accounts. */
export function useWithdrawInfo() {
  return useSWR('withdraw/withdrawInfo', () => fetchData((api) => api.withdraw.withdrawInfo({ body: {} })));
}

import useSWR, { mutate } from 'swr';
import { fetchData, fetchOperation } from '../../../lib/api/request';
import { refreshBalance } from '../../../lib/balance';

/** POST usdtWithdrawInfo: the rate the coin is bought at, protocols, limits, the bound addresses. */
export function useUsdtWithdrawInfo(enabled: boolean) {
  return useSWR(enabled ? 'withdraw/usdtWithdrawInfo' : null, () => fetchData((api) => api.withdraw.usdtWithdrawInfo({ body: { currency: 'USDT' } })));
}

/** POST withdrawOrderInfo: the latest withdrawals, newest first, polled while one is under review. */
export function useWithdrawOrders() {
  return useSWR('withdraw/withdrawOrderInfo', () => fetchData((api) => api.withdraw.withdrawOrderInfo({ body: {} })), {
    refreshInterval: (data) => (data?.list.some((o) => o.status === 0) ? 5_000 : 0),
  });
}

const refreshAll = () => Promise.all([mutate('withdraw/withdrawInfo'), mutate('withdraw/withdrawOrderInfo'), mutate('withdraw/usdtWithdrawInfo')]).then(refreshBalance);

/** POST withdraw/new: a money operation, with an idempotency key for this submit. */
export async function newWithdraw(body: { type: 1 | 2 | 3; cardId: number; amount: number; payPassword: string }) {
  const r = await fetchOperation((api, extraHeaders) => api.withdraw.new({ body, extraHeaders }));
  await refreshAll();
  return r;
}

/** POST withdraw/cancel: the locked amount returns to the centre wallet. */
export async function cancelWithdraw(orderNo: string) {
  const r = await fetchOperation((api, extraHeaders) => api.withdraw.cancel({ body: { orderNo }, extraHeaders }));
  await refreshAll();
  return r;
}

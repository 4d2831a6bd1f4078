import useSWR from 'swr';
import { DEPOSIT_STATUS } from '@betsite/contracts/routes/payment';
import { fetchData } from '../../../lib/api/request';

/** How often the waiting screens ask whether the money arrived. */
export const ORDER_POLL_INTERVAL_MS = 5_000;

/** POST /fd/api/v1/payment/getDepositOrderStatus, polled while the order is still waiting. */
export function useDepositOrderStatus(orderNo: string | null) {
  return useSWR(orderNo ? ['payment/getDepositOrderStatus', orderNo] : null, () => fetchData((api) => api.payment.getDepositOrderStatus({ body: { orderNo: orderNo ?? '' } })), {
    refreshInterval: (data) => (data && data.status !== DEPOSIT_STATUS.pending ? 0 : ORDER_POLL_INTERVAL_MS),
  });
}

/** POST /fd/api/v1/payment/closeOrder: cancel a waiting order. */
export function closeOrder(orderNo: string) {
  return fetchData((api) => api.payment.closeOrder({ body: { orderNo } }));
}

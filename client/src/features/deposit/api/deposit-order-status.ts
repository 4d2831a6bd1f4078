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

/** POST /fd/api/v1/payment/confirmPaid: 我已付款, the bank transfer or coin is on its way; finance reviews it. */
export function confirmPaid(orderNo: string) {
  return fetchData((api) => api.payment.confirmPaid({ body: { orderNo } }));
}

/** POST /fd/api/v1/payment/createSignalCode: the remark code to write on the bank transfer. */
export function createSignalCode(orderNo: string) {
  return fetchData((api) => api.payment.createSignalCode({ body: { orderNo } }));
}

import useSWR from 'swr';
import { fetchData } from '../../../lib/api/request';

/** POST /fd/api/v1/payment/types: deposit methods with limits and quick amounts. */
export function usePaymentTypes() {
  return useSWR('payment/types', () => fetchData((api) => api.payment.types({ body: {} })));
}

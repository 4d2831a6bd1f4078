import useSWR from 'swr';
import { fetchData } from '../../../lib/api/request';

/** POST /fd/api/v1/transfer/getTransferRate: a coin's rates and the player's coin balance. */
export function useTransferRate(currency: string | null) {
  return useSWR(currency ? ['transfer/getTransferRate', currency] : null, () => fetchData((api) => api.transfer.getTransferRate({ body: { currency: currency ?? 'USDT' } })));
}

import useSWR from 'swr';
import { fetchData } from '../../../lib/api/request';

/** POST /fd/api/v1/vCurrency/list: the virtual coins the site accepts, with their rates. */
export function useVCurrencies() {
  return useSWR('transfer/vCurrencyList', () => fetchData((api) => api.transfer.vCurrencyList({ body: {}, useCache: true })));
}

import useSWR from 'swr';
import { fetchData } from '../../../lib/api/request';

/** POST /fd/api/v1/vCurrency/list: a coin deposit is priced at the sell rate (the player sells coin). */
export function useCoinRates(enabled: boolean) {
  return useSWR(enabled ? 'deposit/vCurrencyList' : null, () => fetchData((api) => api.transfer.vCurrencyList({ body: {} })));
}

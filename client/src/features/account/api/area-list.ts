import useSWR from 'swr';
import { fetchData } from '../../../lib/api/request';

/** POST /site/api/v1/site/countryArea/queryCountryArea: the areas with their phone patterns. */
export function useAreaList() {
  return useSWR('account/queryCountryArea', () => fetchData((api) => api.verification.queryCountryArea({ body: {}, useCache: true })), { revalidateOnFocus: false });
}

import useSWR from 'swr';
import { fetchData } from '../../../lib/api/request';

/** POST /site/api/v1/site/countryArea/queryCountryArea: areas with their phone patterns. */
export const COUNTRY_AREA_KEY = 'verification/queryCountryArea';

export function useCountryAreas() {
  return useSWR(COUNTRY_AREA_KEY, () => fetchData((api) => api.verification.queryCountryArea({ body: {}, useCache: true })), { revalidateOnFocus: false });
}

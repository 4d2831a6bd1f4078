import useSWR from 'swr';
import { fetchData } from '../../../lib/api/request';

/** POST /site/api/v1/configuration/helpList: every help topic with its text (ck left out while deposit is off). */
export const HELP_LIST_KEY = 'site/helpList';

export function useHelpList() {
  return useSWR(HELP_LIST_KEY, () => fetchData((api) => api.site.helpList({ body: {} })), { revalidateOnFocus: false });
}

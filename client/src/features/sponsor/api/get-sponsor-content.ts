import useSWR from 'swr';
import { fetchData } from '../../../lib/api/request';

/** POST /site/api/v1/advertising/sponsorContent: the sponsorships of /sponsor. */
export const SPONSOR_CONTENT_KEY = 'site/sponsorContent';

export function useSponsorContent() {
  return useSWR(SPONSOR_CONTENT_KEY, () => fetchData((api) => api.site.sponsorContent({ body: {} })));
}

import useSWR from 'swr';
import type { api, DataOf } from '../../../lib/api/client';
import { fetchData } from '../../../lib/api/request';

/** POST /site/api/v1/advertising/navigationList: the top menu and user-centre menu items. */
export const NAVIGATION_LIST_KEY = 'site/navigationList';
export type NavigationItem = DataOf<Awaited<ReturnType<typeof api.site.navigationList>>>[number];

export function useNavigationList() {
  return useSWR(NAVIGATION_LIST_KEY, () => fetchData((api) => api.site.navigationList({ body: {}, silent: true })), { revalidateOnFocus: false });
}

import useSWR from 'swr';
import { fetchData } from '../../../lib/api/request';

/** POST /site/api/v1/advertising/queryNoticeListByPage, kind marquee: the home announcements. */
export const MARQUEE_NOTICES_KEY = 'site/queryNoticeListByPage/marquee';

export function useMarqueeNotices() {
  return useSWR(MARQUEE_NOTICES_KEY, () =>
    fetchData((api) => api.site.queryNoticeListByPage({ body: { kind: 'marquee', pageNum: 1, pageSize: 15 }, silent: true })),
  );
}

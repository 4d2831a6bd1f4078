import useSWR from 'swr';
import { fetchData } from '../../../lib/api/request';

/** POST /site/api/v1/advertising/getMyDiscountAd: the live promotion banners, for the home carousel. */
export const HOME_BANNERS_KEY = 'site/getMyDiscountAd/home';

export function useHomeBanners() {
  return useSWR(HOME_BANNERS_KEY, () => fetchData((api) => api.site.getMyDiscountAd({ body: {}, silent: true })));
}

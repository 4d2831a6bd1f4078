import useSWR from 'swr';
import type { DISCOUNT_CATEGORIES } from '@betsite/contracts/routes/activity';
import { fetchData } from '../../../lib/api/request';

export type DiscountCategory = (typeof DISCOUNT_CATEGORIES)[number];

/** POST /site/api/v1/advertising/getMyDiscountAd: the promotions list, optionally one category. */
export function discountAdsKey(category: DiscountCategory | null) {
  return ['site/getMyDiscountAd', category ?? 'all'] as const;
}

export function useDiscountAds(category: DiscountCategory | null) {
  return useSWR(discountAdsKey(category), () => fetchData((api) => api.site.getMyDiscountAd({ body: category ? { category } : {} })));
}

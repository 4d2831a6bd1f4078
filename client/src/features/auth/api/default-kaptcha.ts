import useSWR from 'swr';
import { fetchData } from '../../../lib/api/request';

/** POST /site/api/v1/user/register/defaultKaptcha: a graphic captcha image and its x-code. */
export const DEFAULT_KAPTCHA_KEY = 'auth/defaultKaptcha';

export function useDefaultKaptcha(active: boolean) {
  // Each image is single use: never served from a cache, never revalidated behind the player's back.
  return useSWR(active ? DEFAULT_KAPTCHA_KEY : null, () => fetchData((api) => api.auth.defaultKaptcha({ body: {} })), {
    revalidateIfStale: false,
    revalidateOnReconnect: false,
    dedupingInterval: 0,
  });
}

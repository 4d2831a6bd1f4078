import { fetchData } from '../../../lib/api/request';

/**
 * POST /site/api/v1/user/register/defaultKaptcha: a graphic captcha image and its x-code. Each
 * image is single use, so it is never cached or shared: every opening and every click on the
 * image asks for a new one.
 */
export function fetchDefaultKaptcha() {
  return fetchData((api) => api.auth.defaultKaptcha({ body: {} }));
}

import { fetchData } from './api/request';
import { confirm } from './overlays';

/**
 * The customer-service opener (spec 000 section 7): first the safety notice, then the support link
 * from onlinecustomservice. Shared: the auth dialogs, the top menu's "customer" entry, the agent
 * page and the help topic zxkf all open it.
 */
export const CUSTOMER_SERVICE_NOTICE =
  '为保障您的资金安全，存款渠道仅以官网、官方APP或官方客服提供的为准；通过线下代理充值的款项，本站概不承认。';

export function fetchCustomerServiceUrl(): Promise<string> {
  return fetchData((api) => api.site.onlinecustomservice({ body: {}, useCache: true })).then((data) => data.url);
}

export async function openCustomerService(): Promise<void> {
  const go = await confirm({ message: CUSTOMER_SERVICE_NOTICE, confirmText: '联系客服', showCancel: true });
  if (!go) return;
  const url = await fetchCustomerServiceUrl().catch(() => null);
  if (url) window.open(url, '_blank', 'noopener,noreferrer');
}

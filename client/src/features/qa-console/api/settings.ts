import useSWR, { mutate } from 'swr';
import type { SiteSettings } from '@betsite/contracts/mock';
import { qaBody } from './qa-reply';
import { useQaConnection, type QaConnection } from './qa-connection';

/** GET /__mock/settings: the site settings QA can change. */
export function useSiteSettings() {
  const { qa, key } = useQaConnection();
  return useSWR(key('settings'), () => qaBody(qa.getSettings()));
}

/** PUT /__mock/settings (partial). */
export async function saveSiteSettings({ qa, key }: QaConnection, change: Partial<SiteSettings>) {
  const saved = await qaBody(qa.putSettings({ body: change }));
  await mutate(key('settings'), saved, { revalidate: false });
  return saved;
}

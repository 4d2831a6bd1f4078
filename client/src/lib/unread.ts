import useSWR, { mutate } from 'swr';
import { fetchData } from './api/request';
import { isLoggedIn, useSession } from './session';

/** Unread letters per type; the header badge and the message centre both read it. */
export const UNREAD_KEY = 'letter/getUnreadForType';

export function useUnreadCounts() {
  const { token } = useSession();
  return useSWR(token ? UNREAD_KEY : null, () => fetchData((api) => api.letter.getUnreadForType({ body: { userSystem: 1 }, silent: true })));
}

export function refreshUnreadCounts(): void {
  if (isLoggedIn()) void mutate(UNREAD_KEY);
}

export function totalUnread(counts: Record<string, number> | undefined): number {
  return counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : 0;
}

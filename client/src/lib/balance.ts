import useSWR, { mutate } from 'swr';
import { fetchData } from './api/request';
import { isLoggedIn, useSession } from './session';

/**
 * The player's wallet balance: the header shows it and every navigation refreshes it (spec 000
 * section 2), so it is shared rather than owned by the wallet feature.
 */
export const BALANCE_KEY = 'transfer/getBalance';

function fetchBalance() {
  return fetchData((api) => api.transfer.getBalance({ body: { withLockMoney: 1 }, silent: true }));
}

export function useBalance() {
  const { token } = useSession();
  return useSWR(token ? BALANCE_KEY : null, fetchBalance);
}

export function refreshBalance(): void {
  if (isLoggedIn()) void mutate(BALANCE_KEY);
}

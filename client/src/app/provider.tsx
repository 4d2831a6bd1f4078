import { useEffect, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig } from 'swr';
import { isApiError } from '../lib/api/errors';
import { onLogout } from '../lib/session';

/**
 * SWR defaults: the fetcher already shows failures, so SWR only retries what is worth retrying
 * (time-outs and network errors, never a business rejection).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <SWRConfig
      value={{
        revalidateOnFocus: false,
        dedupingInterval: 2_000,
        shouldRetryOnError: (error) => isApiError(error) && error.kind !== 'reply',
        errorRetryCount: 2,
      }}
    >
      <ForgetOnLogout />
      {children}
    </SWRConfig>
  );
}

/** Logging out forgets every cached answer: they belong to the member who left. */
function ForgetOnLogout() {
  const { mutate } = useSWRConfig();
  useEffect(
    () =>
      onLogout(() => {
        void mutate(() => true, undefined, { revalidate: false });
      }),
    [mutate],
  );
  return null;
}

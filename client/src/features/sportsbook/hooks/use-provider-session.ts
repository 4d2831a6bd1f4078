import { useCallback, useEffect, useMemo, useState } from 'react';
import { loadSiteInfo } from '../../../lib/load-site-info';
import { useSiteInfo } from '../../../lib/site-info';
import { launchProvider } from '../api/launch-provider';
import type { ProviderSession } from '../api/provider-session';

/**
 * The sportsbook's provider session (spec 001 section 2: sports routes initialise the provider
 * session): launching the venue gives the token, preInfo the player's address. `failed` once
 * either could not be had, so the screen says so and offers to enter again rather than waiting
 * for ever. Entering again (with automatic transfer on) also moves the centre wallet in.
 */
export function useProviderSession(enName: string) {
  const site = useSiteInfo();
  const [token, setToken] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const connect = useCallback(async (isLive: () => boolean) => {
    const [launched, info] = await Promise.allSettled([launchProvider(enName), loadSiteInfo()]);
    if (!isLive()) return;
    const next = launched.status === 'fulfilled' ? launched.value : null;
    setToken(next);
    setFailed(next === null || (info.status === 'fulfilled' && info.value.ip === null));
  }, [enName]);

  useEffect(() => {
    let live = true;
    void connect(() => live);
    return () => {
      live = false;
    };
  }, [connect]);

  /** Enters again; rejects when the launch fails (the fetcher has shown why), so a transfer through it is not called a success. */
  const relaunch = useCallback(async () => {
    const next = await launchProvider(enName);
    setToken(next);
    setFailed(next === null);
  }, [enName]);
  /** The screen's 重新进入: both parts again, a failure shown on the screen. */
  const reconnect = useCallback(() => void connect(() => true), [connect]);
  const session = useMemo<ProviderSession | null>(() => (token && site.ip ? { enName, token, ip: site.ip } : null), [enName, token, site.ip]);
  return { session, failed: failed && session === null, relaunch, reconnect };
}

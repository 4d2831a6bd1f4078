import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PLAYERS } from '@betsite/contracts/qa-players';
import { useWorld } from '@betsite/server/in-process-world';
import { useBalance } from '../../../lib/balance';
import { bus } from '../../../lib/event-bus';
import { setNavigator } from '../../../lib/navigation';
import { endSession, isLoggedIn, startSession } from '../../../lib/session';
import { storage } from '../../../lib/storage';
import { transfer } from './transfer';

/**
 * The header's balance hook (lib/balance.ts, rendered) and the wallet's transfer call, against the
 * whole world in this process (server/test-support/in-process-world.ts): the money the server's
 * ledger moves is what the hook shows, and a session the world ends meets the client's expiry flow.
 */
const world = useWorld({ resetBeforeEach: true });

const BALANCE_PATH = '/fd/api/v1/transfer/getBalance';

/** A cache of its own per render, as the app's SWRConfig gives one per page. */
const freshCache = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

const navigations: string[] = [];

beforeEach(async () => {
  navigations.length = 0;
  setNavigator((to) => void navigations.push(to));
  // The session as the login form leaves it: the world's own login, from demo01's trusted device.
  const session = await world.logIn(DEMO_PLAYERS.demo01);
  storage.setDeviceUuid(session.device);
  startSession(session.token, session.userId);
});

afterEach(() => {
  endSession();
});

describe('the balance hook and a transfer against the in-process world', () => {
  it('shows the centre wallet the ledger holds, and what a transfer into a venue takes from it', async () => {
    const { result } = renderHook(() => useBalance(), { wrapper: freshCache });
    await waitFor(() => expect(result.current.data).toBeDefined());
    const before = result.current.data!;
    expect(before.centerWalletBalance).toBeGreaterThan(100);

    await transfer({ channelCode: 'PG', amount: '12.34', direction: 'in', isActivity: 0 });
    await act(() => result.current.mutate());

    const after = result.current.data!;
    expect(Math.round((before.centerWalletBalance - after.centerWalletBalance) * 100)).toBe(1234);
    expect(Math.round((after.venueBalance - before.venueBalance) * 100)).toBe(1234);
    expect(after.totalBalance).toBe(before.totalBalance);
  });

  it('meets a 6001 the QA API forces on the balance: the client logs out, goes home and opens the login', async () => {
    const expired: string[] = [];
    const off = [bus.on('login_expired', () => expired.push('login_expired')), bus.on('login', () => expired.push('login'))];
    await world.forceNext(BALANCE_PATH, 6001);

    const { result } = renderHook(() => useBalance(), { wrapper: freshCache });
    await waitFor(() => expect(expired).toEqual(['login_expired', 'login']));
    // Logged out, the hook asks for nothing more and shows no balance.
    expect(result.current.data).toBeUndefined();
    expect(isLoggedIn()).toBe(false);
    expect(storage.getToken()).toBeNull();
    expect(navigations).toEqual(['/home']);
    for (const unsubscribe of off) unsubscribe();
  });
});

import { renderHook, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { DEMO_PLAYERS } from '@betsite/contracts/qa-players';
import { useWorld } from '@betsite/server/in-process-world';
import { useBalance } from './balance';
import { isLoggedIn, startSession } from './session';
import { storage } from './storage';

// docs/front-end.md's example, as it is written there ("The world in a Vitest test").
const world = useWorld({ resetBeforeEach: true });

it('logs the player out when the balance answers 6001', async () => {
  const session = await world.logIn(DEMO_PLAYERS.demo01);
  storage.setDeviceUuid(session.device);
  startSession(session.token, session.userId);
  await world.forceNext('/fd/api/v1/transfer/getBalance', 6001);
  renderHook(() => useBalance());
  await waitFor(() => expect(isLoggedIn()).toBe(false));
});

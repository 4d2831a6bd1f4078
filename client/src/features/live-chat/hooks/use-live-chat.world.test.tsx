import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PLAYERS } from '@betsite/contracts/qa-players';
import { useWorld } from '@betsite/server/in-process-world';
import { endSession, startSession } from '../../../lib/session';
import { storage } from '../../../lib/storage';
import { useLiveChat } from './use-live-chat';

/**
 * The live room's hook over the chat socket of the whole world in this process
 * (server/test-support/in-process-world.ts): the client's own socket, heartbeat and frames meet the
 * server's chat service (chat/chat-service.ts) through msw's WebSocket interception, no server.
 * Match 7000101 is live, with its room, in the fixtures.
 */
const world = useWorld({ resetBeforeEach: true });
const RID = '7000101';

afterEach(() => {
  endSession();
});

async function memberInRoom() {
  const session = await world.logIn(DEMO_PLAYERS.demo01);
  storage.setDeviceUuid(session.device);
  startSession(session.token, session.userId);
  const chat = renderHook(() => useLiveChat(RID));
  await waitFor(() => expect(chat.result.current.room.joined).toBe(true));
  expect(chat.result.current.connection).toBe('open');
  return { chat, session };
}

describe('the live chat against the in-process world', () => {
  it('joins the room as the logged-in member, and a message said comes back under their name', async () => {
    const { chat, session } = await memberInRoom();
    expect(chat.result.current.room.me).toMatchObject({ userId: session.userId, guest: false });
    act(() => void chat.result.current.say('  主队加油  '));
    await waitFor(() => expect(chat.result.current.room.messages.map((m) => m.msg)).toContain('主队加油'));
    chat.unmount();
  });

  it('gets the score QA sets on the match, pushed to the room', async () => {
    const { chat } = await memberInRoom();
    await world.qa.sports.setScore({ params: { gameId: RID }, body: { h: 7, c: 3 } });
    await waitFor(() => expect(chat.result.current.room.score).toMatchObject({ gameId: RID, sc_FT_H: '7', sc_FT_C: '3' }));
    chat.unmount();
  });

  it('sees the connection dropped when QA drops it', async () => {
    const { chat } = await memberInRoom();
    await world.qa.chat.drop({ body: {} });
    await waitFor(() => expect(chat.result.current.connection).toBe('unconnected'));
    chat.unmount();
  });
});

import { describe, expect, it } from 'vitest';
import { CHAT_FANOUT_QUEUE_MAX, CHAT_FANOUT_SLICE, MSG_ID, type ServerMessage } from '@betsite/contracts/socket';
import { createAdmission, createHub, type Connection } from './hub';
import { createFrameBudget } from './frame-budget';
import { standardTimers } from '../lib/timers';
import type { ChatSocket } from './chat-socket';

/** The hub alone, over sockets that only record what they were sent. */
function fakeConnection(ip = '10.0.0.1'): Connection & { got: string[] } {
  const got: string[] = [];
  const socket: ChatSocket = { open: true, bufferedAmount: 0, send: (text) => void got.push(text), close: () => undefined, pause: () => undefined, terminate: () => undefined };
  return { socket, ip, user: undefined, rid: undefined, lastSeenMs: 0, sends: [], budget: createFrameBudget(30, 5, 0), roomsJoined: 0, closing: false, got };
}

function hubWith(members: number, rid = '7000101') {
  const hub = createHub(createAdmission({ connectionsMax: 100_000, connectionsPerIpMax: 100_000 }), { key: '', onRoomEmpty: () => undefined, roomStatus: () => 'open', timers: standardTimers });
  const room = Array.from({ length: members }, () => fakeConnection());
  for (const c of room) {
    hub.admit(c);
    hub.enterRoom(c, rid);
  }
  return { hub, room };
}

const frame = (n: number): ServerMessage => ({ msgId: MSG_ID.CLEAR, msgData: { rid: `${n}` } });
const turn = () => new Promise((r) => setImmediate(r));

describe('pushes to a room', () => {
  it('go out at once to a small room', () => {
    const { hub, room } = hubWith(CHAT_FANOUT_SLICE);
    hub.toRoom('7000101', frame(1));
    expect(room.every((c) => c.got.length === 1)).toBe(true);
  });

  it(`go out to a large room in slices of ${CHAT_FANOUT_SLICE}, the event loop turning between them, each socket in order`, async () => {
    const { hub, room } = hubWith(3 * CHAT_FANOUT_SLICE + 10);
    hub.toRoom('7000101', frame(1));
    hub.toRoom('7000101', frame(2));
    const sent = () => room.reduce((n, c) => n + c.got.length, 0);
    expect(sent()).toBe(0);
    await turn();
    expect(sent()).toBe(CHAT_FANOUT_SLICE);
    for (let i = 0; i < 10; i++) await turn();
    expect(sent()).toBe(2 * room.length);
    for (const c of room) expect(c.got.map((t) => (JSON.parse(t) as { msgData: { rid: string } }).msgData.rid)).toEqual(['1', '2']);
  });

  it(`keep at most ${CHAT_FANOUT_QUEUE_MAX} large pushes waiting and drop the rest`, async () => {
    const { hub, room } = hubWith(CHAT_FANOUT_SLICE + 1);
    for (let i = 0; i < CHAT_FANOUT_QUEUE_MAX + 5; i++) hub.toRoom('7000101', frame(i));
    expect(hub.droppedPushes()).toBe(5);
    for (let turns = 0; turns < 4 * CHAT_FANOUT_QUEUE_MAX && room.some((c) => c.got.length < CHAT_FANOUT_QUEUE_MAX); turns++) await turn();
    await turn();
    expect(room.every((c) => c.got.length === CHAT_FANOUT_QUEUE_MAX)).toBe(true);
  });
});

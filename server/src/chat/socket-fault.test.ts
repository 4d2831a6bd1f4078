import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MOCK_SESSION_HEADER } from '@betsite/contracts/mock';
import { CHAT_BUFFERED_BYTES_MAX, CHAT_SOCKET_PATH, MSG_ID, chatHandshakeSearch } from '@betsite/contracts/socket';
import { SOCKET_FAULT_DELAY_MAX_MS, SOCKET_FAULT_FRAMES_MAX } from '@betsite/contracts/socket-faults';
import { makeApp } from '../../test-support/helpers';
import { createSocketFault } from './socket-fault';
import type { ChatSocket } from './chat-socket';
import { standardTimers } from '../lib/timers';

/**
 * Socket faults forced by QA (issue 26), over a real socket: Node's own WebSocket client, which
 * sees a cut connection (1006) and a close frame as a browser does.
 */
let app: FastifyInstance;
let socketUrl: string;

beforeAll(async () => {
  app = await makeApp();
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  socketUrl = `${base.replace('http', 'ws')}${CHAT_SOCKET_PATH}?${chatHandshakeSearch()}`;
});
afterAll(() => app.close());

async function force(scenario: Record<string, unknown>) {
  const res = await app.inject({ method: 'POST', url: '/__mock/scenarios', payload: { path: CHAT_SOCKET_PATH, times: 1, ...scenario } });
  return { statusCode: res.statusCode, body: res.json<Record<string, unknown>>() };
}

/** A client that records the frames it reads (with when), and how the connection ended. */
function open(headers: Record<string, string> = {}) {
  // Node's WebSocket (undici) takes headers in its second argument, beyond the browser's typings.
  const ws = new WebSocket(socketUrl, { headers } as unknown as string[]);
  const frames: { msgId: number; atMs: number }[] = [];
  const ended = new Promise<{ code: number; reason: string }>((resolve) => ws.addEventListener('close', (e) => resolve({ code: e.code, reason: e.reason })));
  ws.addEventListener('message', (e: MessageEvent<string>) => frames.push({ msgId: (JSON.parse(e.data) as { msgId: number }).msgId, atMs: performance.now() }));
  const opened = new Promise<void>((resolve, reject) => {
    ws.addEventListener('open', () => resolve());
    ws.addEventListener('error', () => reject(new Error('no connection')));
  });
  const heartbeat = () => ws.send(JSON.stringify({ msgId: MSG_ID.HEARTBEAT, msgData: {} }));
  const until = async (test: () => boolean) => {
    while (!test()) await new Promise((r) => setTimeout(r, 10));
  };
  return { ws, frames, ended, opened, heartbeat, until };
}

describe('a socket fault forced on the chat socket', () => {
  it('cuts the connection after the frames it was told (1006, no close frame); the next connection is whole', async () => {
    expect((await force({ fault: { kind: 'socket-drop', afterFrames: 2 } })).body).toMatchObject({ method: 'GET', path: CHAT_SOCKET_PATH, remaining: 1 });
    const c = open();
    await c.opened;
    c.ws.send(JSON.stringify({ msgId: MSG_ID.GUEST_LOGIN, msgData: {} }));
    c.heartbeat();
    c.heartbeat();
    expect((await c.ended).code).toBe(1006);
    expect(c.frames.map((f) => f.msgId)).toEqual([MSG_ID.GUEST_LOGIN, MSG_ID.HEARTBEAT]);

    const next = open();
    await next.opened;
    next.heartbeat();
    next.heartbeat();
    next.heartbeat();
    await next.until(() => next.frames.length === 3);
    next.ws.close();
    expect(await app.inject({ url: '/__mock/scenarios' }).then((r) => r.json<unknown>())).toEqual([]);
  });

  it('closes with the code and reason it was given, at once with afterFrames 0, for `times` connections', async () => {
    await force({ fault: { kind: 'socket-close', code: 4321, reason: 'qa: go away' }, times: 2 });
    for (let i = 0; i < 2; i++) {
      const c = open();
      expect(await c.ended).toEqual({ code: 4321, reason: 'qa: go away' });
      expect(c.frames).toEqual([]);
    }
    const whole = open();
    await whole.opened;
    whole.heartbeat();
    await whole.until(() => whole.frames.length === 1);
    whole.ws.close();
  });

  it('closes after a frame with a defined code (1012, no reason)', async () => {
    await force({ fault: { kind: 'socket-close', code: 1012, afterFrames: 1 } });
    const c = open();
    await c.opened;
    c.heartbeat();
    expect(await c.ended).toEqual({ code: 1012, reason: '' });
    expect(c.frames.map((f) => f.msgId)).toEqual([MSG_ID.HEARTBEAT]);
  });

  it('holds every frame to the client back by its delay, in order', async () => {
    await force({ fault: { kind: 'socket-delay', ms: 400 } });
    const c = open();
    await c.opened;
    const sentAt = performance.now();
    c.ws.send(JSON.stringify({ msgId: MSG_ID.GUEST_LOGIN, msgData: {} }));
    c.heartbeat();
    await c.until(() => c.frames.length === 2);
    expect(c.frames.map((f) => f.msgId)).toEqual([MSG_ID.GUEST_LOGIN, MSG_ID.HEARTBEAT]);
    // Timers may fire a millisecond early by the clock read here; 400 ms held is well above that.
    expect(c.frames[0]!.atMs - sentAt).toBeGreaterThanOrEqual(390);
    c.ws.close();
  });

  it('ends on the connections under it when its scenario is removed: what it held arrives at once, then frames as sent', async () => {
    await force({ fault: { kind: 'socket-delay', ms: SOCKET_FAULT_DELAY_MAX_MS }, times: undefined });
    const c = open();
    await c.opened;
    c.ws.send(JSON.stringify({ msgId: MSG_ID.GUEST_LOGIN, msgData: {} }));
    c.heartbeat();
    await new Promise((r) => setTimeout(r, 100));
    expect(c.frames).toEqual([]);
    expect((await app.inject({ method: 'DELETE', url: '/__mock/scenarios' })).json()).toEqual({ removed: 1 });
    await c.until(() => c.frames.length === 2);
    expect(c.frames.map((f) => f.msgId)).toEqual([MSG_ID.GUEST_LOGIN, MSG_ID.HEARTBEAT]);
    const liftedAt = performance.now();
    c.heartbeat();
    await c.until(() => c.frames.length === 3);
    expect(c.frames[2]!.atMs - liftedAt).toBeLessThan(SOCKET_FAULT_DELAY_MAX_MS / 2);
    c.ws.close();
  });

  it('stays listed, and removable by its id, while a connection carries it after its last use', async () => {
    const { body } = await force({ fault: { kind: 'socket-delay', ms: SOCKET_FAULT_DELAY_MAX_MS } });
    const listed = async () => (await app.inject({ url: '/__mock/scenarios' })).json<{ id: string; remaining: number | null }[]>();
    const c = open();
    await c.opened;
    c.heartbeat();
    await new Promise((r) => setTimeout(r, 100));
    expect(await listed()).toMatchObject([{ id: body.id, remaining: 0 }]);
    expect((await app.inject({ method: 'DELETE', url: `/__mock/scenarios?id=${String(body.id)}` })).json()).toEqual({ removed: 1 });
    await c.until(() => c.frames.length === 1);
    expect(await listed()).toEqual([]);
    c.ws.close();
  });

  it('is gone from the list once the last connection carrying it ends', async () => {
    await force({ fault: { kind: 'socket-delay', ms: 50 } });
    const c = open();
    await c.opened;
    c.heartbeat();
    await c.until(() => c.frames.length === 1);
    expect(await app.inject({ url: '/__mock/scenarios' }).then((r) => r.json<unknown[]>())).toHaveLength(1);
    c.ws.close();
    await c.ended;
    await c.until(() => app.ctx.scenarios.list().length === 0);
  });

  it('applies in its sandbox only, wherever it was added from', async () => {
    await force({ fault: { kind: 'socket-close', code: 4555 }, session: 'qa-socket' });
    const elsewhere = open();
    await elsewhere.opened;
    elsewhere.heartbeat();
    await elsewhere.until(() => elsewhere.frames.length === 1);
    elsewhere.ws.close();
    expect((await open({ [MOCK_SESSION_HEADER]: 'qa-socket' }).ended).code).toBe(4555);
  });
});

describe('the QA API refuses a socket fault it cannot carry out (400)', () => {
  for (const [name, scenario, error] of [
    ['on an HTTP route', { path: '/site/api/v1/user/login', fault: { kind: 'socket-drop', afterFrames: 1 } }, 'a socket fault applies to the chat socket: path /chat/ws'],
    ['an HTTP answer on the socket', { status_code: 6005 }, 'the chat socket (/chat/ws) takes a socket fault only: socket-drop, socket-close or socket-delay'],
    ['an HTTP fault on the socket', { fault: { kind: 'reset' } }, 'the chat socket (/chat/ws) takes a socket fault only: socket-drop, socket-close or socket-delay'],
    ['with a status code', { status_code: 6005, fault: { kind: 'socket-drop', afterFrames: 1 } }, 'status_code does not apply to a socket fault (it sends no envelope; socket-delay holds frames back)'],
    ['with a when', { when: { userId: 10001 }, fault: { kind: 'socket-drop', afterFrames: 1 } }, 'when does not apply to a socket fault (it sends no envelope; socket-delay holds frames back)'],
    ['with a delayMs', { delayMs: 100, fault: { kind: 'socket-delay', ms: 100 } }, 'delayMs does not apply to a socket fault (it sends no envelope; socket-delay holds frames back)'],
    ['a close code the endpoints keep (1006)', { fault: { kind: 'socket-close', code: 1006 } }, 'a close code a server may send: 1000-1003, 1007-1014 or 3000-4999'],
    ['a close reason over 123 bytes', { fault: { kind: 'socket-close', code: 4000, reason: '断'.repeat(42) } }, 'a close reason is at most 123 bytes of UTF-8'],
    ['too many frames to wait for', { fault: { kind: 'socket-drop', afterFrames: SOCKET_FAULT_FRAMES_MAX + 1 } }, `Number must be less than or equal to ${SOCKET_FAULT_FRAMES_MAX}`],
    ['too long a delay', { fault: { kind: 'socket-delay', ms: SOCKET_FAULT_DELAY_MAX_MS + 1 } }, `Number must be less than or equal to ${SOCKET_FAULT_DELAY_MAX_MS}`],
    ['a field of another kind', { fault: { kind: 'socket-delay', ms: 10, afterFrames: 1 } }, "Unrecognized key(s) in object: 'afterFrames'"],
  ] as const) {
    it(`refuses ${name}`, async () => {
      expect(await force(scenario)).toEqual({ statusCode: 400, body: { error: error } });
    });
  }
  it('left nothing in force', async () => {
    expect(await app.inject({ url: '/__mock/scenarios' }).then((r) => r.json<unknown>())).toEqual([]);
  });
});

describe('a delay holds a bounded number of bytes', () => {
  it('gives up on the connection (slow reader) rather than hold more than CHAT_BUFFERED_BYTES_MAX', () => {
    const sent: string[] = [];
    const socket: ChatSocket = { open: true, bufferedAmount: 0, send: (text) => void sent.push(text), close: () => undefined, terminate: () => undefined, pause: () => undefined };
    let gaveUp = 0;
    const fault = createSocketFault({ kind: 'socket-delay', ms: 1_000 }, socket, () => (gaveUp += 1), standardTimers);
    const frame = 'x'.repeat(64 * 1024);
    for (let i = 0; i < CHAT_BUFFERED_BYTES_MAX / frame.length; i++) fault.send(frame);
    expect(gaveUp).toBe(0);
    fault.send('y');
    expect(gaveUp).toBe(1);
    expect(sent).toEqual([]);
  });
});

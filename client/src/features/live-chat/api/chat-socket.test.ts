import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG_ID } from '@betsite/contracts/socket';
import { CHAT_SEND_QUEUE_MAX, createChatSocket, type ChatConnectionState, type SocketLike } from './chat-socket';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onmessage: SocketLike['onmessage'] = null;
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({ code: 1006 });
  }
}

describe('chat socket client', () => {
  let sockets: FakeSocket[];
  let states: ChatConnectionState[];
  const login = { msgId: MSG_ID.GUEST_LOGIN, msgData: {} } as const;
  const make = () =>
    createChatSocket({
      url: 'ws://x/chat/ws',
      createSocket: () => {
        const s = new FakeSocket();
        sockets.push(s);
        return s;
      },
      onOpen: () => [login],
      onMessage: () => undefined,
      onState: (s) => states.push(s),
    });
  /** Lets the login promise settle. */
  const settle = () => vi.advanceTimersByTimeAsync(0);

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    states = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes connecting, then open, and logs in first', async () => {
    const c = make();
    c.start();
    expect(states).toEqual(['connecting']);
    sockets[0]?.open();
    await settle();
    expect(states).toEqual(['connecting', 'open']);
    expect(sockets[0]?.sent).toEqual([login]);
  });

  it('sends a heartbeat every 10 seconds while open, and stops it on close', async () => {
    const c = make();
    c.start();
    sockets[0]?.open();
    await settle();
    await vi.advanceTimersByTimeAsync(30_000);
    const beats = () => sockets[0]?.sent.filter((f) => (f as { msgId: number }).msgId === MSG_ID.HEARTBEAT).length;
    expect(beats()).toBe(3);
    sockets[0]?.drop();
    await vi.advanceTimersByTimeAsync(4_000);
    expect(beats()).toBe(3);
  });

  it('is unconnected after a close and reconnects 5 seconds later, logging in again', async () => {
    const c = make();
    c.start();
    sockets[0]?.open();
    await settle();
    sockets[0]?.drop();
    expect(c.state()).toBe('unconnected');
    await vi.advanceTimersByTimeAsync(4_999);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    sockets[1]?.open();
    await settle();
    expect(sockets[1]?.sent).toEqual([login]);
  });

  it('is marked unconnected on error', () => {
    const c = make();
    c.start();
    sockets[0]?.onerror?.({});
    expect(c.state()).toBe('unconnected');
  });

  it('queues frames until connected and delivers them on the next 300 ms poll, after the login', async () => {
    const c = make();
    c.start();
    const msg = { msgId: MSG_ID.SEND_MESSAGE, msgData: { rid: '1', msg: 'hi' } } as const;
    c.send(msg);
    expect(c.queued()).toBe(1);
    sockets[0]?.open();
    await settle();
    expect(sockets[0]?.sent).toEqual([login, msg]);
    expect(c.queued()).toBe(0);
  });

  it('polls the queue every 300 ms while the socket is away', async () => {
    const c = make();
    c.start();
    sockets[0]?.open();
    await settle();
    sockets[0]?.drop();
    const msg = { msgId: MSG_ID.SEND_MESSAGE, msgData: { rid: '1', msg: 'later' } } as const;
    c.send(msg);
    await vi.advanceTimersByTimeAsync(5_000);
    const s = sockets[1];
    if (!s) throw new Error('no reconnect');
    s.readyState = 1;
    s.onopen?.({});
    await settle();
    expect(s.sent.at(-1)).toEqual(msg);
  });

  it('keeps at most CHAT_SEND_QUEUE_MAX frames, dropping the oldest', () => {
    const c = make();
    c.start();
    for (let i = 0; i < CHAT_SEND_QUEUE_MAX + 5; i++) c.send({ msgId: MSG_ID.HEARTBEAT, msgData: {} });
    expect(c.queued()).toBe(CHAT_SEND_QUEUE_MAX);
  });

  it('stops for good: no reconnect after stop', async () => {
    const c = make();
    c.start();
    sockets[0]?.open();
    await settle();
    c.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.closed).toBe(true);
  });
});

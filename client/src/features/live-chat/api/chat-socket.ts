import { CHAT_HEARTBEAT_INTERVAL_MS, CHAT_RECONNECT_DELAY_MS, CHAT_SEND_QUEUE_POLL_MS } from '@betsite/contracts/constants';
import { MSG_ID, parseServerFrame, type ClientMessageInput, type ServerMessage } from '@betsite/contracts/socket';

/** Spec 001 "Chat socket": connecting, then open; unconnected after an error or a close. */
export type ChatConnectionState = 'connecting' | 'open' | 'unconnected';

/** The part of a browser WebSocket the client uses, so tests can pass a fake. */
export interface SocketLike {
  readonly readyState: number;
  send(text: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: { code: number }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
}
const OPEN = 1;

/** Frames waiting for a connection; past this the oldest are dropped (a long outage must not grow memory). */
export const CHAT_SEND_QUEUE_MAX = 50;

export interface ChatSocketOptions {
  url: string;
  createSocket: (url: string) => SocketLike;
  /**
   * Each time the socket opens: the frames that start the session (the login or guest login, then
   * joining the room). Sent ahead of anything queued.
   */
  onOpen: () => readonly ClientMessageInput[] | Promise<readonly ClientMessageInput[]>;
  onMessage: (m: ServerMessage) => void;
  onState: (s: ChatConnectionState) => void;
}

/**
 * The chat socket of spec 001: a 10-second heartbeat while open, a reconnect 5 seconds after a
 * close, and frames queued and polled every 300 ms until a connection is open. Frames the server
 * sends outside the protocol are ignored (they would be a server bug, never shown).
 */
export function createChatSocket(o: ChatSocketOptions) {
  let socket: SocketLike | null = null;
  let state: ChatConnectionState = 'unconnected';
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let poll: ReturnType<typeof setInterval> | undefined;
  let reconnect: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  /** The session frames are on their way: queued frames wait so a send never precedes the login. */
  let starting = false;
  const queue: string[] = [];

  const setState = (s: ChatConnectionState) => {
    state = s;
    o.onState(s);
  };
  const isOpen = () => socket !== null && socket.readyState === OPEN && !starting;
  const flush = () => {
    while (isOpen() && queue.length > 0) socket?.send(queue.shift() as string);
    if (queue.length === 0 && poll !== undefined) {
      clearInterval(poll);
      poll = undefined;
    }
  };
  const stopTimers = () => {
    clearInterval(heartbeat);
    heartbeat = undefined;
  };

  function connect() {
    if (stopped) return;
    setState('connecting');
    const s = o.createSocket(o.url);
    socket = s;
    s.onopen = () => {
      if (socket !== s) return;
      setState('open');
      heartbeat = setInterval(() => s.send(JSON.stringify({ msgId: MSG_ID.HEARTBEAT, msgData: {} })), CHAT_HEARTBEAT_INTERVAL_MS);
      starting = true;
      void Promise.resolve(o.onOpen())
        .then((frames) => {
          if (socket !== s || s.readyState !== OPEN) return;
          for (const f of frames) s.send(JSON.stringify(f));
        })
        .catch(() => undefined)
        .finally(() => {
          starting = false;
          flush();
        });
    };
    s.onmessage = (ev) => {
      if (typeof ev.data !== 'string') return;
      const m = parseServerFrame(ev.data);
      if (m) o.onMessage(m);
    };
    s.onerror = () => {
      if (socket === s) setState('unconnected');
    };
    s.onclose = () => {
      if (socket !== s) return;
      stopTimers();
      socket = null;
      starting = false;
      setState('unconnected');
      if (!stopped) {
        reconnect = setTimeout(() => {
          reconnect = undefined;
          connect();
        }, CHAT_RECONNECT_DELAY_MS);
      }
    };
  }

  return {
    start() {
      stopped = false;
      if (!socket && reconnect === undefined) connect();
    },
    state: () => state,
    /** Sends now when open, else queues and polls every 300 ms until a connection takes it. */
    send(m: ClientMessageInput) {
      queue.push(JSON.stringify(m));
      if (queue.length > CHAT_SEND_QUEUE_MAX) queue.splice(0, queue.length - CHAT_SEND_QUEUE_MAX);
      flush();
      if (queue.length > 0 && poll === undefined) poll = setInterval(flush, CHAT_SEND_QUEUE_POLL_MS);
    },
    queued: () => queue.length,
    /** For good: no reconnect, no timers. */
    stop() {
      stopped = true;
      stopTimers();
      clearTimeout(reconnect);
      reconnect = undefined;
      clearInterval(poll);
      poll = undefined;
      queue.length = 0;
      const s = socket;
      socket = null;
      s?.close(1000, 'leaving');
      setState('unconnected');
    },
  };
}
export type ChatSocket = ReturnType<typeof createChatSocket>;

/** The browser's WebSocket behind the SocketLike the client drives. */
export function browserSocket(url: string): SocketLike {
  const ws = new WebSocket(url);
  const like: SocketLike = {
    get readyState() {
      return ws.readyState;
    },
    send: (text) => ws.send(text),
    close: (code, reason) => ws.close(code, reason),
    onopen: null,
    onclose: null,
    onerror: null,
    onmessage: null,
  };
  ws.onopen = (ev) => like.onopen?.(ev);
  ws.onclose = (ev) => like.onclose?.(ev);
  ws.onerror = (ev) => like.onerror?.(ev);
  ws.onmessage = (ev: MessageEvent) => like.onmessage?.(ev);
  return like;
}

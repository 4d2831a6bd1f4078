import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import type { WebSocket } from '@fastify/websocket';
import {
  CHAT_BUFFERED_BYTES_MAX,
  CHAT_CLOSE,
  CHAT_CLOSE_GRACE_MS,
  CHAT_FRAME_BURST,
  CHAT_FRAME_BYTES_MAX,
  CHAT_FRAMES_PER_SECOND,
  CHAT_ROOM_JOINS_PER_CONNECTION_MAX,
  CHAT_SOCKET_PATH,
  MSG_ID,
  chatHandshakeQuery,
  parseClientFrame,
  type ClientMessage,
  type ServerMessage,
} from '@betsite/contracts/socket';
import { CHAT_HEARTBEAT_INTERVAL_MS } from '@betsite/contracts/constants';
import { Code, defaultMessage } from '@betsite/contracts/status-codes';
import { verifyChatToken } from './chat-token';
import type { ChatUser } from './rooms';
import { createFrameBudget, type FrameBudget } from './frame-budget';
import { roomExists } from './known-rooms';

/** Bounds: connections, sends per window, silence before a connection is dropped. */
const CHAT_CONNECTIONS_MAX = 5_000;
const CHAT_SENDS_PER_WINDOW = 5;
const CHAT_SEND_WINDOW_MS = 5_000;
const CHAT_IDLE_CLOSE_MS = CHAT_HEARTBEAT_INTERVAL_MS * 3;

interface Connection {
  socket: WebSocket;
  user: ChatUser | undefined;
  rid: string | undefined;
  lastSeenMs: number;
  sends: number[];
  budget: FrameBudget;
  roomsJoined: number;
  /** Closed by policy: nothing more is read from it or sent to it. */
  closing: boolean;
}

const ack = (code: number) => ({ code, message: defaultMessage(code as typeof Code.SUCCESS) });

/**
 * The chat socket (spec 001 "Chat websocket") on @fastify/websocket: heartbeat, login with the
 * session token and the chat jwt, guest login, one room per connection, messages and history.
 */
export default fp(
  async (app) => {
    await app.register(websocket, { options: { maxPayload: CHAT_FRAME_BYTES_MAX } });
    const connections = new Set<Connection>();
    /** rid → the connections in it, so a push costs the room's size, not every connection's. */
    const members = new Map<string, Set<Connection>>();
    let guestSeq = 0;

    const leaveRoom = (c: Connection) => {
      if (c.rid === undefined) return;
      const present = members.get(c.rid);
      present?.delete(c);
      if (present?.size === 0) {
        members.delete(c.rid);
        app.ctx.state.chat.release(c.rid);
      }
      c.rid = undefined;
    };
    const forget = (c: Connection) => {
      leaveRoom(c);
      connections.delete(c);
    };
    /** A policy close: stop reading now, drop the connection for good after a grace period. */
    const closeForPolicy = (c: Connection, code: number, reason: string) => {
      if (c.closing) return;
      c.closing = true;
      forget(c);
      c.socket.close(code, reason);
      c.socket.pause();
      setTimeout(() => c.socket.terminate(), CHAT_CLOSE_GRACE_MS).unref();
    };
    // Checked before every send: a reader that lets replies pile up is dropped, never buffered for.
    const send = (c: Connection, m: ServerMessage) => {
      if (c.closing || c.socket.readyState !== c.socket.OPEN) return;
      if (c.socket.bufferedAmount > CHAT_BUFFERED_BYTES_MAX) return closeForPolicy(c, CHAT_CLOSE.SLOW_READER, 'slow reader');
      c.socket.send(JSON.stringify(m));
    };
    const inRoom = (rid: string) => [...(members.get(rid) ?? [])];

    // Silent connections are dropped: a client heartbeats every 10 s.
    const sweep = setInterval(() => {
      const now = Date.now();
      for (const c of connections) if (now - c.lastSeenMs > CHAT_IDLE_CLOSE_MS) c.socket.close(CHAT_CLOSE.IDLE, 'idle');
    }, CHAT_HEARTBEAT_INTERVAL_MS);
    sweep.unref();
    app.addHook('onClose', (_app, done) => {
      clearInterval(sweep);
      for (const c of connections) c.socket.close(CHAT_CLOSE.SERVER_CLOSING, 'server closing');
      done();
    });

    function handle(c: Connection, m: ClientMessage) {
      const { ctx } = app;
      switch (m.msgId) {
        case MSG_ID.HEARTBEAT:
          return send(c, { msgId: MSG_ID.HEARTBEAT, msgData: {} });
        case MSG_ID.LOGIN: {
          const session = ctx.sessions.resolve(m.msgData.token);
          const claims = verifyChatToken(ctx.config.WIRE_SECRET, m.msgData.jwt, ctx.clock.now());
          const account = session && claims && claims.userId === session.userId ? ctx.state.accounts.get(session.userId) : undefined;
          if (!account) return send(c, { msgId: MSG_ID.LOGIN, msgData: ack(Code.LOGIN_EXPIRED) });
          c.user = { userId: account.userId, nickname: account.nickName ?? account.name, vipLevel: account.vipLevel, guest: false };
          return send(c, { msgId: MSG_ID.LOGIN, msgData: { ...ack(Code.SUCCESS), user: c.user } });
        }
        case MSG_ID.GUEST_LOGIN:
          c.user = { userId: 0, nickname: `游客${(++guestSeq % 100_000).toString().padStart(5, '0')}`, vipLevel: 0, guest: true };
          return send(c, { msgId: MSG_ID.GUEST_LOGIN, msgData: { ...ack(Code.SUCCESS), user: c.user } });
        case MSG_ID.JOIN_ROOM: {
          const { rid } = m.msgData;
          if (!c.user) return send(c, { msgId: MSG_ID.JOIN_UNICAST, msgData: { ...ack(Code.LOGIN_EXPIRED), rid } });
          if (!roomExists(ctx.state, rid, ctx.clock.now())) return send(c, { msgId: MSG_ID.JOIN_UNICAST, msgData: { ...ack(Code.NOT_FOUND), rid } });
          const rejoin = c.rid === rid;
          if (!rejoin && c.roomsJoined >= CHAT_ROOM_JOINS_PER_CONNECTION_MAX) return send(c, { msgId: MSG_ID.JOIN_UNICAST, msgData: { ...ack(Code.FREQUENT_SUBMISSION), rid } });
          const room = ctx.state.chat.open(rid);
          if (!room) return send(c, { msgId: MSG_ID.JOIN_UNICAST, msgData: { ...ack(Code.SYSTEM_BUSY), rid } });
          if (!rejoin) {
            leaveRoom(c);
            c.rid = rid;
            c.roomsJoined += 1;
            const present = members.get(rid) ?? new Set<Connection>();
            members.set(rid, present.add(c));
            // Only an arrival is news: a repeated join would otherwise push to the whole room each time.
            for (const other of present) if (other !== c) send(other, { msgId: MSG_ID.JOIN_BROADCAST, msgData: { rid, body: c.user } });
          }
          const onlineCount = members.get(rid)?.size ?? 0;
          return send(c, { msgId: MSG_ID.JOIN_UNICAST, msgData: { ...ack(Code.SUCCESS), rid, room: { status: room.status, vipLevel: room.vipLevel, onlineCount, muted: false } } });
        }
        case MSG_ID.SEND_MESSAGE: {
          const { rid, msg } = m.msgData;
          if (!c.user || c.user.guest) return send(c, { msgId: MSG_ID.SEND_MESSAGE, msgData: { ...ack(Code.LOGIN_EXPIRED), rid } });
          if (c.rid !== rid) return send(c, { msgId: MSG_ID.SEND_MESSAGE, msgData: { ...ack(Code.ACCESS_DENIED), rid } });
          const now = Date.now();
          c.sends = c.sends.filter((t) => now - t < CHAT_SEND_WINDOW_MS);
          if (c.sends.length >= CHAT_SENDS_PER_WINDOW) return send(c, { msgId: MSG_ID.SEND_MESSAGE, msgData: { ...ack(Code.FREQUENT_SUBMISSION), rid } });
          c.sends.push(now);
          const posted = ctx.state.chat.post(rid, c.user, msg, ctx.clock.now());
          if (!posted.ok) return send(c, { msgId: MSG_ID.SEND_MESSAGE, msgData: { ...ack(Code.ACCESS_DENIED), rid } });
          for (const other of inRoom(rid)) send(other, { msgId: MSG_ID.SEND_MESSAGE, msgData: { ...ack(Code.SUCCESS), rid, body: posted.message } });
          return;
        }
        case MSG_ID.HISTORY: {
          const q = m.msgData;
          const page = ctx.state.chat.history(q.rid, q);
          return send(c, { msgId: MSG_ID.HISTORY, msgData: { ...ack(Code.SUCCESS), rid: q.rid, pageNum: q.pageNum, pageSize: q.pageSize, ...page } });
        }
      }
    }

    app.get(CHAT_SOCKET_PATH, { websocket: true }, (socket, request) => {
      if (!chatHandshakeQuery.safeParse(request.query).success || connections.size >= CHAT_CONNECTIONS_MAX) {
        socket.close(CHAT_CLOSE.BAD_HANDSHAKE, 'bad handshake or server full');
        return;
      }
      const c: Connection = {
        socket,
        user: undefined,
        rid: undefined,
        lastSeenMs: Date.now(),
        sends: [],
        budget: createFrameBudget(CHAT_FRAME_BURST, CHAT_FRAMES_PER_SECOND, performance.now()),
        roomsJoined: 0,
        closing: false,
      };
      connections.add(c);
      // Every frame spends the budget, before any parsing: junk and pings cost the server too.
      const withinBudget = () => {
        if (c.closing) return false;
        if (c.budget.take(performance.now())) return true;
        closeForPolicy(c, CHAT_CLOSE.FRAME_BUDGET, 'too many frames');
        return false;
      };
      socket.on('ping', withinBudget);
      socket.on('message', (data: Buffer, isBinary: boolean) => {
        if (!withinBudget()) return;
        c.lastSeenMs = Date.now();
        const m = isBinary ? null : parseClientFrame(data.toString('utf8'));
        // A frame that is not a message of the protocol is ignored, never answered with a crash.
        if (m) handle(c, m);
      });
      socket.on('close', () => forget(c));
      socket.on('error', () => forget(c));
    });
  },
  { name: 'chat-socket', dependencies: ['context'] },
);

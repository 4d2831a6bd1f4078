import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import websocket, { type WebSocket } from '@fastify/websocket';
import { INSTANCE_REPLY_HEADER } from '@betsite/contracts/mock';
import {
  CHAT_CLOSE,
  CHAT_CONNECTIONS_MAX,
  CHAT_FRAME_BURST,
  CHAT_FRAME_BYTES_MAX,
  CHAT_FRAMES_PER_SECOND,
  CHAT_SOCKET_PATH,
  MSG_ID,
  chatHandshakeQuery,
  readClientFrame,
  type ClientFrameRefusal,
} from '@betsite/contracts/socket';
import { CHAT_HEARTBEAT_INTERVAL_MS } from '@betsite/contracts/constants';
import { Code } from '@betsite/contracts/status-codes';
import { createFrameBudget } from './frame-budget';
import { createAdmission, createHub, type Connection, type Hub } from './hub';
import { handleFrame } from './handle-frame';
import { relaySportsEvent } from './live-pushes';
import { createSocketFault } from './socket-fault';
import { isSocketFault } from '@betsite/contracts/socket-faults';
import type { Scenarios } from '../qa/scenarios';

const CHAT_IDLE_CLOSE_MS = CHAT_HEARTBEAT_INTERVAL_MS * 3;
/** The frames that may change what a saved world keeps (chat rooms, wallets, predictions): the others read, or touch a session. */
const WORLD_CHANGING_FRAMES: ReadonlySet<number> = new Set([MSG_ID.JOIN_ROOM, MSG_ID.SEND_MESSAGE, MSG_ID.GIFT_RECORD_PUSH, MSG_ID.SCORE_PREDICTION_PUSH]);

const REFUSAL_TEXT: Record<ClientFrameRefusal['reason'], string> = {
  'too-long': '消息过长',
  'not-json': '消息格式错误',
  'unknown-id': '未知的消息类型',
  'bad-fields': '请求参数错误',
};

/**
 * The chat socket (spec 001 "Chat websocket") on @fastify/websocket: the connection's life
 * (handshake, bounds, frame budget, idle sweep) and the pushes from outside it (sports events,
 * notices, moderation). What each frame does is handle-frame.ts.
 *
 * Each world (the default one, each QA sandbox) has its own hub: a socket joins the world of its
 * handshake (the x-mock-session cookie or header) and every frame it sends is handled there. The
 * buses are shared, and their listeners run in the publisher's world, so a push reaches that
 * world's hub only.
 */
export default fp(
  async (app) => {
    const { ctx } = app;
    const admission = createAdmission({ connectionsMax: CHAT_CONNECTIONS_MAX, connectionsPerIpMax: ctx.config.CHAT_CONNECTIONS_PER_IP_MAX });
    const hubs = new Map<string, Hub>();
    type World = typeof ctx;
    const keyOf = (world: World) => world.sandbox ?? '';
    const hubOf = (world: World): Hub => {
      const found = hubs.get(keyOf(world));
      if (found) return found;
      const made = createHub(admission, {
        key: keyOf(world),
        onRoomEmpty: (rid) => world.state.chat.release(rid),
        roomStatus: (rid) => world.within(() => world.state.chat.get(rid)?.status),
      });
      hubs.set(keyOf(world), made);
      return made;
    };
    /** The hub of the world a push was published in; none when nobody there has a socket. */
    const hubHere = () => hubs.get(keyOf(ctx.world()));
    const allConnections = function* () {
      for (const hub of hubs.values()) yield* hub.connections;
    };
    // A sandbox removed or evicted takes its sockets with it.
    app.sandboxes.onDrop((name) => {
      const hub = hubs.get(name);
      hubs.delete(name);
      for (const c of [...(hub?.connections ?? [])]) c.socket.close(CHAT_CLOSE.DROPPED, 'sandbox removed');
    });

    const unsubscribe = [
      ctx.sportsEvents.subscribe((e) => {
        const hub = hubHere();
        if (hub) relaySportsEvent(ctx, hub, e);
      }),
      ctx.notices.subscribe((n) => hubHere()?.toUser(n.userId, { msgId: MSG_ID.INTERNAL_NOTIFICATION, msgData: { category: n.category, categoryType: n.categoryType, body: n.body } })),
      ctx.chatPushes.subscribe((p) => {
        const hub = hubHere();
        if (!hub) return;
        if (p.to === 'user') return hub.toUser(p.userId, p.frame, p.rid);
        if (p.to === 'drop') {
          for (const c of [...hub.connections]) if (p.userId === undefined || c.user?.userId === p.userId) c.socket.close(CHAT_CLOSE.DROPPED, 'dropped');
          return;
        }
        const frame = p.frame.msgId === MSG_ID.ROOM_STATUS ? { ...p.frame, msgData: { ...p.frame.msgData, onlineCount: hub.onlineCount(p.rid) } } : p.frame;
        hub.toRoom(p.rid, frame);
        if (p.evict !== undefined) hub.evict(p.rid, p.evict);
      }),
    ];

    // Silent connections are dropped: a client heartbeats every 10 s.
    const sweep = setInterval(() => {
      const now = Date.now();
      for (const c of allConnections()) if (now - c.lastSeenMs > CHAT_IDLE_CLOSE_MS) c.socket.close(CHAT_CLOSE.IDLE, 'idle');
    }, CHAT_HEARTBEAT_INTERVAL_MS);
    sweep.unref();
    app.addHook('onClose', (_app, done) => {
      clearInterval(sweep);
      for (const off of unsubscribe) off();
      for (const c of [...allConnections()]) c.socket.close(CHAT_CLOSE.SERVER_CLOSING, 'server closing');
      done();
    });

    // @fastify/websocket adds an onRequest and an onResponse hook to every route of the scope it is
    // registered in: kept to a scope of the chat route alone, the other routes do not pay for them
    // (an upgrade request to another address is closed by closeStrayUpgrade below).
    await app.register(async (scope) => {
      await scope.register(websocket, { options: { maxPayload: CHAT_FRAME_BYTES_MAX } });
      // The handshake's 101 is written by ws, not Fastify (no onSend): it names the instance here,
      // so that behind a proxy sharding sandboxes the socket's instance is seen as every reply's is.
      const instanceHeader = `${INSTANCE_REPLY_HEADER}: ${ctx.config.INSTANCE_NAME}`;
      scope.websocketServer.on('headers', (headers: string[]) => void headers.push(instanceHeader));
      app.decorate('injectWS', scope.injectWS.bind(scope));
      scope.get(CHAT_SOCKET_PATH, { websocket: true }, (socket, request) => acceptSocket(socket, request));
    });

    function acceptSocket(socket: WebSocket, request: FastifyRequest) {
      const world = ctx.world();
      const hub = hubOf(world);
      const c: Connection = {
        socket,
        ip: request.ip,
        user: undefined,
        rid: undefined,
        lastSeenMs: Date.now(),
        sends: [],
        budget: createFrameBudget(CHAT_FRAME_BURST, CHAT_FRAMES_PER_SECOND, performance.now()),
        roomsJoined: 0,
        closing: false,
      };
      if (!chatHandshakeQuery.safeParse(request.query).success || hub.admit(c) === 'full') {
        socket.close(CHAT_CLOSE.BAD_HANDSHAKE, 'bad handshake or server full');
        return;
      }
      // Every frame spends the budget, before any parsing: junk and pings cost the server too.
      const withinBudget = () => {
        if (c.closing) return false;
        if (c.budget.take(performance.now())) return true;
        hub.closeForPolicy(c, CHAT_CLOSE.FRAME_BUDGET, 'too many frames');
        return false;
      };
      socket.on('ping', withinBudget);
      socket.on('message', (data: Buffer, isBinary: boolean) => world.within(() => {
        if (!withinBudget()) return;
        c.lastSeenMs = Date.now();
        const read = isBinary ? ({ ok: false, reason: 'not-json', msgId: null } as const) : readClientFrame(data.toString('utf8'));
        if (read.ok) {
          handleFrame(ctx, hub, c, read.message);
          // STATE_DIR saves a world its frames changed (a message, a gift, a prediction, a room opened).
          if (WORLD_CHANGING_FRAMES.has(read.message.msgId)) app.worldChanged(world);
          return;
        }
        // A frame outside the protocol is answered with why, never with silence or a crash.
        const code = read.reason === 'bad-fields' ? Code.INVALID_PARAMETER : Code.ILLEGAL_PARAMETER;
        hub.send(c, { msgId: MSG_ID.HEARTBEAT, msgData: { code, message: REFUSAL_TEXT[read.reason], ...(read.msgId === null ? {} : { refused: read.msgId }) } });
      }));
      socket.on('close', () => world.within(() => hub.forget(c)));
      socket.on('error', () => world.within(() => hub.forget(c)));
      // Last, with every listener in place: a fault due at once closes the connection here.
      takeSocketFault(world, c, () => hub.closeForPolicy(c, CHAT_CLOSE.SLOW_READER, 'slow reader'));
    }
  },
  { name: 'chat-socket', dependencies: ['context'] },
);

/**
 * A QA socket fault forced on the chat socket's path (contracts/src/socket-faults.ts): an admitted
 * connection takes one use of the scenario that applies in its world (its sandbox's first), and
 * its frames go through the fault from now on, until it ends or the scenario is removed.
 */
function takeSocketFault(world: { readonly scenarios: Scenarios; readonly sandbox: string | null }, c: Connection, tooMuchHeld: () => void): void {
  if (world.scenarios.size() === 0) return;
  const scenario = world.scenarios.take('GET', CHAT_SOCKET_PATH, world.sandbox ?? undefined);
  if (!scenario || !isSocketFault(scenario.fault)) return;
  const fault = createSocketFault(scenario.fault, c.socket, tooMuchHeld);
  c.fault = fault;
  c.socket.once('close', world.scenarios.carry(scenario, () => fault.lift()));
  fault.opened();
}

/**
 * onRequest (request-hooks.ts): an upgrade request to any address but the chat socket's is answered
 * like any request, then its socket is closed (it left the HTTP server's keep-alive handling when
 * it asked to upgrade), as @fastify/websocket's own hooks do for the routes of its scope.
 */
export function closeStrayUpgrade(request: FastifyRequest, reply: FastifyReply): void {
  // Node's HTTP parser marks a request that asked to upgrade (not in its typings).
  if ((request.raw as { upgrade?: boolean }).upgrade !== true || request.url.split('?', 1)[0] === CHAT_SOCKET_PATH) return;
  reply.raw.once('finish', () => request.raw.socket.destroy());
}

/**
 * onRequest (request-hooks.ts), once a hook has answered: a chat handshake refused before its route
 * (a bad, evicted or lost sandbox, a wire refusal) is answered over HTTP, then its socket closed.
 * @fastify/websocket's hooks, which would close it, never ran, and the HTTP server no longer
 * tracks a socket that asked to upgrade: it would stay open until the client closed it.
 */
export function closeRefusedUpgrade(request: FastifyRequest, reply: FastifyReply): void {
  if ((request.raw as { upgrade?: boolean }).upgrade !== true) return;
  if (reply.raw.writableFinished) request.raw.socket.destroy();
  else reply.raw.once('finish', () => request.raw.socket.destroy());
}

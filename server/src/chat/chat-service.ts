import {
  CHAT_CLOSE,
  CHAT_CONNECTIONS_MAX,
  CHAT_FRAME_BURST,
  CHAT_FRAMES_PER_SECOND,
  CHAT_SOCKET_PATH,
  MSG_ID,
  chatHandshakeQuery,
  readClientFrame,
  type ClientFrameRefusal,
} from '@betsite/contracts/socket';
import { CHAT_HEARTBEAT_INTERVAL_MS } from '@betsite/contracts/constants';
import { isSocketFault } from '@betsite/contracts/socket-faults';
import { Code } from '@betsite/contracts/status-codes';
import type { EventBus } from '../lib/event-bus';
import type { Timers } from '../lib/timers';
import type { Scenarios } from '../qa/scenarios';
import type { SportsEvent } from '../sports/sportsbook';
import type { ChatContext } from './chat-context';
import type { ChatConnectionEvents, ChatSocket } from './chat-socket';
import { createFrameBudget } from './frame-budget';
import { handleFrame } from './handle-frame';
import { createAdmission, createHub, type Connection, type Hub } from './hub';
import { relaySportsEvent } from './live-pushes';
import type { ChatPush } from './pushes';
import { createSocketFault } from './socket-fault';

const CHAT_IDLE_CLOSE_MS = CHAT_HEARTBEAT_INTERVAL_MS * 3;
/** The frames that may change what a saved world keeps (chat rooms, wallets, predictions): the others read, or touch a session. */
const WORLD_CHANGING_FRAMES: ReadonlySet<number> = new Set([MSG_ID.JOIN_ROOM, MSG_ID.SEND_MESSAGE, MSG_ID.GIFT_RECORD_PUSH, MSG_ID.SCORE_PREDICTION_PUSH]);

const REFUSAL_TEXT: Record<ClientFrameRefusal['reason'], string> = {
  'too-long': '消息过长',
  'not-json': '消息格式错误',
  'unknown-id': '未知的消息类型',
  'bad-fields': '请求参数错误',
};

/** One world as the chat's connections use it (chat sits below composition, so it names the parts). */
export interface ChatWorld extends ChatContext {
  /** The QA sandbox's name; null for the default world. */
  readonly sandbox: string | null;
  readonly scenarios: Scenarios;
  readonly platform: { readonly timers: Timers };
  /** Runs `work` in this world. */
  within<T>(work: () => T): T;
}

/** The routed context: the world of the work in progress, and the buses every world publishes on. */
export interface ChatServiceContext<World extends ChatWorld> extends ChatContext {
  readonly config: ChatContext['config'] & { readonly CHAT_CONNECTIONS_PER_IP_MAX: number };
  readonly platform: { readonly timers: Timers };
  readonly sportsEvents: EventBus<SportsEvent>;
  readonly chatPushes: EventBus<ChatPush>;
  world(): World;
}

export interface ChatServiceParts<World extends ChatWorld> {
  /** Calls `listener` with a sandbox's name when it is removed or evicted (composition/sandboxes.ts). */
  onSandboxDrop(listener: (name: string) => void): void;
  /** A frame changed what a saved world keeps: save it (STATE_DIR on the server, IndexedDB in a page). */
  worldChanged(world: World): void;
}

/**
 * The chat socket (spec 001 "Chat websocket") apart from what carries it: each connection's life
 * (handshake, bounds, frame budget, idle sweep, QA's socket faults) and the pushes from outside
 * it (sports events, notices, moderation). What each frame does is handle-frame.ts. The server
 * carries it on @fastify/websocket (chat/socket.ts), a page on msw's WebSocket interception.
 *
 * Each world (the default one, each QA sandbox) has its own hub: a socket joins the world it was
 * accepted in (the handshake's sandbox) and every frame it sends is handled there. The buses are
 * shared, and their listeners run in the publisher's world, so a push reaches that world's hub only.
 */
export function createChatService<World extends ChatWorld>(ctx: ChatServiceContext<World>, parts: ChatServiceParts<World>) {
  const { timers } = ctx.platform;
  const admission = createAdmission({ connectionsMax: CHAT_CONNECTIONS_MAX, connectionsPerIpMax: ctx.config.CHAT_CONNECTIONS_PER_IP_MAX });
  const hubs = new Map<string, Hub>();
  const keyOf = (world: World) => world.sandbox ?? '';
  const hubOf = (world: World): Hub => {
    const found = hubs.get(keyOf(world));
    if (found) return found;
    const made = createHub(admission, {
      key: keyOf(world),
      onRoomEmpty: (rid) => world.state.chat.release(rid),
      roomStatus: (rid) => world.within(() => world.state.chat.get(rid)?.status),
      timers,
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
  parts.onSandboxDrop((name) => {
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
  const sweep = timers.every(CHAT_HEARTBEAT_INTERVAL_MS, () => {
    const now = Date.now();
    for (const c of allConnections()) if (now - c.lastSeenMs > CHAT_IDLE_CLOSE_MS) c.socket.close(CHAT_CLOSE.IDLE, 'idle');
  });

  return {
    /**
     * A socket whose handshake reached the chat's address, in the world of that handshake (the
     * work in progress): admitted, or closed with BAD_HANDSHAKE (the handshake's query is not the
     * protocol's, or the server is full). Answers where to send the connection's events.
     */
    accept(socket: ChatSocket, handshake: { ip: string; query: unknown }): ChatConnectionEvents | undefined {
      const world = ctx.world();
      const hub = hubOf(world);
      const c: Connection = {
        socket,
        ip: handshake.ip,
        user: undefined,
        rid: undefined,
        lastSeenMs: Date.now(),
        sends: [],
        budget: createFrameBudget(CHAT_FRAME_BURST, CHAT_FRAMES_PER_SECOND, performance.now()),
        roomsJoined: 0,
        closing: false,
      };
      if (!chatHandshakeQuery.safeParse(handshake.query).success || hub.admit(c) === 'full') {
        socket.close(CHAT_CLOSE.BAD_HANDSHAKE, 'bad handshake or server full');
        return undefined;
      }
      // Every frame spends the budget, before any parsing: junk and pings cost the server too.
      const withinBudget = () => {
        if (c.closing) return false;
        if (c.budget.take(performance.now())) return true;
        hub.closeForPolicy(c, CHAT_CLOSE.FRAME_BUDGET, 'too many frames');
        return false;
      };
      const endings: (() => void)[] = [() => world.within(() => hub.forget(c))];
      const events: ChatConnectionEvents = {
        ping: () => void withinBudget(),
        frame: (text) =>
          world.within(() => {
            if (!withinBudget()) return;
            c.lastSeenMs = Date.now();
            const read = text === null ? ({ ok: false, reason: 'not-json', msgId: null } as const) : readClientFrame(text);
            if (read.ok) {
              handleFrame(ctx, hub, c, read.message);
              if (WORLD_CHANGING_FRAMES.has(read.message.msgId)) parts.worldChanged(world);
              return;
            }
            // A frame outside the protocol is answered with why, never with silence or a crash.
            const code = read.reason === 'bad-fields' ? Code.INVALID_PARAMETER : Code.ILLEGAL_PARAMETER;
            hub.send(c, { msgId: MSG_ID.HEARTBEAT, msgData: { code, message: REFUSAL_TEXT[read.reason], ...(read.msgId === null ? {} : { refused: read.msgId }) } });
          }),
        closed: () => {
          for (const end of endings.splice(0)) end();
        },
      };
      // Last, with the connection in place: a fault due at once closes it here.
      const lift = takeSocketFault(world, c, timers, () => hub.closeForPolicy(c, CHAT_CLOSE.SLOW_READER, 'slow reader'));
      if (lift) endings.push(lift);
      return events;
    },
    /** Stops the idle sweep and the pushes, and closes every connection (the server is closing). */
    close() {
      timers.cancel(sweep);
      for (const off of unsubscribe) off();
      for (const c of [...allConnections()]) c.socket.close(CHAT_CLOSE.SERVER_CLOSING, 'server closing');
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;

/**
 * A QA socket fault forced on the chat socket's path (contracts/src/socket-faults.ts): an admitted
 * connection takes one use of the scenario that applies in its world (its sandbox's first), and
 * its frames go through the fault from now on, until it ends or the scenario is removed. Answers
 * what to run when the connection ends.
 */
function takeSocketFault(world: ChatWorld, c: Connection, timers: Timers, tooMuchHeld: () => void): (() => void) | undefined {
  if (world.scenarios.size() === 0) return undefined;
  const scenario = world.scenarios.take('GET', CHAT_SOCKET_PATH, world.sandbox ?? undefined);
  if (!scenario || !isSocketFault(scenario.fault)) return undefined;
  const fault = createSocketFault(scenario.fault, c.socket, tooMuchHeld, timers);
  c.fault = fault;
  const ended = world.scenarios.carry(scenario, () => fault.lift());
  fault.opened();
  return ended;
}

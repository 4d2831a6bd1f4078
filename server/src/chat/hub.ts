import {
  CHAT_ARRIVALS_ANNOUNCED_ROOM_MAX,
  CHAT_BUFFERED_BYTES_MAX,
  CHAT_CLOSE,
  CHAT_CLOSE_GRACE_MS,
  CHAT_FANOUT_QUEUE_MAX,
  CHAT_FANOUT_SLICE,
  CHAT_JOINS_PER_MEMBER_BURST,
  CHAT_JOINS_PER_MEMBER_PER_SECOND,
  CHAT_ROOM_COUNT_PUSH_INTERVAL_MS,
  MSG_ID,
  chatJoinsPerAddressBurst,
  chatJoinsPerAddressPerSecond,
  type ServerMessage,
} from '@betsite/contracts/socket';
import { setBounded } from '../lib/bounded-map';
import type { Timers } from '../lib/timers';
import type { ChatUser, RoomStatus } from './rooms';
import { createFrameBudget, type FrameBudget } from './frame-budget';
import type { ConnectionFault } from './socket-fault';
import type { ChatSocket } from './chat-socket';

export interface Connection {
  socket: ChatSocket;
  ip: string;
  user: ChatUser | undefined;
  rid: string | undefined;
  lastSeenMs: number;
  sends: number[];
  budget: FrameBudget;
  roomsJoined: number;
  /** Closed by policy: nothing more is read from it or sent to it. */
  closing: boolean;
  /** A QA socket fault its frames go through (socket-fault.ts), if one was forced on it. */
  fault?: ConnectionFault;
}

export interface HubLimits {
  connectionsMax: number;
  connectionsPerIpMax: number;
}

/** Join buckets kept at once (addresses, members); the least recently used is forgotten first. */
const JOIN_BUCKETS_MAX = 20_000;

/**
 * The server-wide bounds on connections (in total and per address) and on joins over time (per
 * address and per member), shared by the hubs of every world: a QA sandbox's sockets count
 * against the same limits as the default world's. Join budgets run on real monotonic time, like
 * the frame budget: they protect real work, and QA's clock must neither refill nor drain them.
 */
export function createAdmission(limits: HubLimits) {
  let total = 0;
  const perIp = new Map<string, number>();
  const joinBuckets = new Map<string, FrameBudget>();
  const bucket = (key: string, burst: number, perSecond: number, nowMs: number): FrameBudget => {
    const found = joinBuckets.get(key) ?? createFrameBudget(burst, perSecond, nowMs);
    setBounded(joinBuckets, key, found, JOIN_BUCKETS_MAX);
    return found;
  };
  return {
    /** Spends a join of the address and, for a member, of the member (`memberKey`); false past either budget. */
    mayJoin(ip: string, memberKey: string | undefined, nowMs: number): boolean {
      const byAddress = bucket(`ip:${ip}`, chatJoinsPerAddressBurst(limits.connectionsPerIpMax), chatJoinsPerAddressPerSecond(limits.connectionsPerIpMax), nowMs);
      if (memberKey === undefined) return byAddress.take(nowMs);
      const byMember = bucket(`member:${memberKey}`, CHAT_JOINS_PER_MEMBER_BURST, CHAT_JOINS_PER_MEMBER_PER_SECOND, nowMs);
      return byMember.take(nowMs) && byAddress.take(nowMs);
    },
    admit(ip: string): boolean {
      const fromIp = perIp.get(ip) ?? 0;
      if (total >= limits.connectionsMax || fromIp >= limits.connectionsPerIpMax) return false;
      total += 1;
      perIp.set(ip, fromIp + 1);
      return true;
    },
    release(ip: string) {
      total -= 1;
      const left = (perIp.get(ip) ?? 1) - 1;
      if (left <= 0) perIp.delete(ip);
      else perIp.set(ip, left);
    },
  };
}
export type Admission = ReturnType<typeof createAdmission>;

/** What a hub reads of its world: a room's status now (for the coalesced online count). */
export interface HubWorld {
  /** Names the world in the shared join budgets (a member's id is only unique within a world). */
  readonly key: string;
  onRoomEmpty(rid: string): void;
  roomStatus(rid: string): RoomStatus | undefined;
  /** The platform's (lib/timers.ts): the close grace, the pushes in slices, the counts' interval. */
  readonly timers: Timers;
}

interface FanOut {
  text: string;
  targets: Connection[];
  next: number;
}

/**
 * The live connections of one world's chat socket and their indexes: by room (a push costs the room's
 * size, not every connection's) and by member (a notification reaches their sockets only); the
 * bounds are the shared admission's. Every index is emptied when its connection goes.
 */
export function createHub(admission: Admission, world: HubWorld) {
  const connections = new Set<Connection>();
  const members = new Map<string, Set<Connection>>();
  const byUser = new Map<number, Set<Connection>>();
  let guestSeq = 0;
  /** Room pushes waiting to go out in slices, per room in order; `queued` counts them all. */
  const fanOuts = new Map<string, FanOut[]>();
  let queued = 0;
  let droppedPushes = 0;
  /** Rooms whose online count is due to be pushed (arrivals in a large room). */
  const countsDue = new Set<string>();

  const unindex = <K>(index: Map<K, Set<Connection>>, key: K, c: Connection) => {
    const set = index.get(key);
    set?.delete(c);
    if (set?.size === 0) index.delete(key);
    return set?.size ?? 0;
  };
  const leaveRoom = (c: Connection) => {
    if (c.rid === undefined) return;
    const rid = c.rid;
    c.rid = undefined;
    if (unindex(members, rid, c) === 0) world.onRoomEmpty(rid);
  };
  const forget = (c: Connection) => {
    if (!connections.delete(c)) return;
    leaveRoom(c);
    if (c.user && !c.user.guest) unindex(byUser, c.user.userId, c);
    admission.release(c.ip);
  };
  /** A policy close: stop reading now, drop the connection for good after a grace period. */
  const closeForPolicy = (c: Connection, code: number, reason: string) => {
    if (c.closing) return;
    c.closing = true;
    forget(c);
    c.socket.close(code, reason);
    c.socket.pause();
    world.timers.after(CHAT_CLOSE_GRACE_MS, () => c.socket.terminate());
  };
  // Checked before every send: a reader that lets replies pile up is dropped, never buffered for.
  const send = (c: Connection, m: ServerMessage | string) => {
    if (c.closing || !c.socket.open) return;
    if (c.socket.bufferedAmount > CHAT_BUFFERED_BYTES_MAX) return closeForPolicy(c, CHAT_CLOSE.SLOW_READER, 'slow reader');
    const text = typeof m === 'string' ? m : JSON.stringify(m);
    if (c.fault) c.fault.send(text);
    else c.socket.send(text);
  };

  /** Sends the next slice of a room's waiting pushes; comes back after the event loop has turned. */
  const drain = (rid: string) => {
    const queue = fanOuts.get(rid);
    let slice = CHAT_FANOUT_SLICE;
    while (queue && queue.length > 0 && slice > 0) {
      const job = queue[0]!;
      while (job.next < job.targets.length && slice > 0) {
        send(job.targets[job.next++]!, job.text);
        slice -= 1;
      }
      if (job.next === job.targets.length) {
        queue.shift();
        queued -= 1;
      }
    }
    if (queue && queue.length > 0) world.timers.soon(() => drain(rid));
    else fanOuts.delete(rid);
  };

  /** One frame to everyone in the room, serialised once; a large room's in slices, in order. */
  const toRoom = (rid: string, m: ServerMessage) => {
    const present = members.get(rid);
    if (!present) return;
    const text = JSON.stringify(m);
    const waiting = fanOuts.get(rid);
    if (!waiting && present.size <= CHAT_FANOUT_SLICE) {
      for (const c of [...present]) send(c, text);
      return;
    }
    if (queued >= CHAT_FANOUT_QUEUE_MAX) {
      droppedPushes += 1;
      return;
    }
    queued += 1;
    const job = { text, targets: [...present], next: 0 };
    if (waiting) return void waiting.push(job);
    fanOuts.set(rid, [job]);
    world.timers.soon(() => drain(rid));
  };

  const pushCount = (rid: string) => {
    countsDue.delete(rid);
    const status = world.roomStatus(rid);
    if (status && members.has(rid)) toRoom(rid, { msgId: MSG_ID.ROOM_STATUS, msgData: { rid, status, onlineCount: members.get(rid)?.size ?? 0 } });
  };

  return {
    connections,
    /** Admits a connection, or answers why not ('full' in total or for its address). */
    admit(c: Connection): 'ok' | 'full' {
      if (!admission.admit(c.ip)) return 'full';
      connections.add(c);
      return 'ok';
    },
    forget,
    closeForPolicy,
    send,
    leaveRoom,
    /** Spends one of the connection's joins from the shared budgets (its address, its member); false past either. */
    mayJoin(c: Connection, nowMs: number): boolean {
      const member = c.user && !c.user.guest ? `${world.key}:${c.user.userId}` : undefined;
      return admission.mayJoin(c.ip, member, nowMs);
    },
    /**
     * Puts the connection in the room and tells the others: by name in a small room (10008), as
     * the room's online count in a large one (10006, at most one push per interval).
     */
    enterRoom(c: Connection, rid: string) {
      leaveRoom(c);
      c.rid = rid;
      const present = members.get(rid) ?? new Set<Connection>();
      members.set(rid, present.add(c));
      if (!c.user) return;
      if (present.size <= CHAT_ARRIVALS_ANNOUNCED_ROOM_MAX) {
        const text = JSON.stringify({ msgId: MSG_ID.JOIN_BROADCAST, msgData: { rid, body: c.user } } satisfies ServerMessage);
        for (const other of [...present]) if (other !== c) send(other, text);
        return;
      }
      if (countsDue.has(rid)) return;
      countsDue.add(rid);
      world.timers.after(CHAT_ROOM_COUNT_PUSH_INTERVAL_MS, () => pushCount(rid));
    },
    /** Indexes a member's connection after login, for their notifications. */
    identify(c: Connection, user: ChatUser) {
      if (c.user && !c.user.guest) unindex(byUser, c.user.userId, c);
      c.user = user;
      if (!user.guest) byUser.set(user.userId, (byUser.get(user.userId) ?? new Set()).add(c));
    },
    nextGuestNumber: () => (guestSeq = (guestSeq + 1) % 100_000),
    onlineCount: (rid: string) => members.get(rid)?.size ?? 0,
    toRoom,
    /** Room pushes dropped because too many were waiting (a figure for tests and benches). */
    droppedPushes: () => droppedPushes,
    toUser(userId: number, m: ServerMessage, rid?: string) {
      const text = JSON.stringify(m);
      for (const c of [...(byUser.get(userId) ?? [])]) if (rid === undefined || c.rid === rid) send(c, text);
    },
    /** Takes members out of a room (blocked, or the room destroyed); their sockets stay open. */
    evict(rid: string, who: 'everyone' | number) {
      for (const c of [...(members.get(rid) ?? [])]) if (who === 'everyone' || c.user?.userId === who) leaveRoom(c);
    },
  };
}
export type Hub = ReturnType<typeof createHub>;

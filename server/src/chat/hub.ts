import type { WebSocket } from '@fastify/websocket';
import { CHAT_BUFFERED_BYTES_MAX, CHAT_CLOSE, CHAT_CLOSE_GRACE_MS, type ServerMessage } from '@betsite/contracts/socket';
import type { ChatUser } from './rooms';
import type { FrameBudget } from './frame-budget';

export interface Connection {
  socket: WebSocket;
  ip: string;
  user: ChatUser | undefined;
  rid: string | undefined;
  lastSeenMs: number;
  sends: number[];
  budget: FrameBudget;
  roomsJoined: number;
  /** Closed by policy: nothing more is read from it or sent to it. */
  closing: boolean;
}

export interface HubLimits {
  connectionsMax: number;
  connectionsPerIpMax: number;
}

/**
 * The server-wide bounds on connections (in total and per address), shared by the hubs of every
 * world: a QA sandbox's sockets count against the same limits as the default world's.
 */
export function createAdmission(limits: HubLimits) {
  let total = 0;
  const perIp = new Map<string, number>();
  return {
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

/**
 * The live connections of one world's chat socket and their indexes: by room (a push costs the room's
 * size, not every connection's) and by member (a notification reaches their sockets only); the
 * bounds are the shared admission's. Every index is emptied when its connection goes.
 */
export function createHub(admission: Admission, onRoomEmpty: (rid: string) => void) {
  const connections = new Set<Connection>();
  const members = new Map<string, Set<Connection>>();
  const byUser = new Map<number, Set<Connection>>();
  let guestSeq = 0;

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
    if (unindex(members, rid, c) === 0) onRoomEmpty(rid);
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
    setTimeout(() => c.socket.terminate(), CHAT_CLOSE_GRACE_MS).unref();
  };
  // Checked before every send: a reader that lets replies pile up is dropped, never buffered for.
  const send = (c: Connection, m: ServerMessage | string) => {
    if (c.closing || c.socket.readyState !== c.socket.OPEN) return;
    if (c.socket.bufferedAmount > CHAT_BUFFERED_BYTES_MAX) return closeForPolicy(c, CHAT_CLOSE.SLOW_READER, 'slow reader');
    c.socket.send(typeof m === 'string' ? m : JSON.stringify(m));
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
    enterRoom(c: Connection, rid: string): Set<Connection> {
      leaveRoom(c);
      c.rid = rid;
      const present = members.get(rid) ?? new Set<Connection>();
      members.set(rid, present.add(c));
      return present;
    },
    /** Indexes a member's connection after login, for their notifications. */
    identify(c: Connection, user: ChatUser) {
      if (c.user && !c.user.guest) unindex(byUser, c.user.userId, c);
      c.user = user;
      if (!user.guest) byUser.set(user.userId, (byUser.get(user.userId) ?? new Set()).add(c));
    },
    nextGuestNumber: () => (guestSeq = (guestSeq + 1) % 100_000),
    onlineCount: (rid: string) => members.get(rid)?.size ?? 0,
    /** One frame to everyone in the room, serialised once however many read it. */
    toRoom(rid: string, m: ServerMessage) {
      const present = members.get(rid);
      if (!present) return;
      const text = JSON.stringify(m);
      for (const c of [...present]) send(c, text);
    },
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

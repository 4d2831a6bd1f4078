import type { z } from 'zod';
import type { chatMessage, chatUser } from '@betsite/contracts/socket';
import { paginate } from '../lib/paging';
import { oldestKey } from '../lib/bounded-map';

export type ChatUser = z.infer<typeof chatUser>;
export type ChatMessage = z.infer<typeof chatMessage>;

export interface RoomLimits {
  /** Messages kept per room for history; older ones drop off. */
  historyMax: number;
  roomsMax: number;
  /** Muted and blocked members kept per room; past it the oldest entries are forgotten. */
  moderatedMax: number;
}

export type RoomStatus = 'open' | 'closed';

export interface Room {
  rid: string;
  status: RoomStatus;
  /** The lowest VIP level allowed to speak. */
  vipLevel: number;
  messages: ChatMessage[];
  /** userId → muted until (epoch ms, QA clock), or null: until lifted. */
  muted: Map<number, number | null>;
  blocked: Set<number>;
}

export interface ChatRoomsDump {
  rooms: Map<string, Room>;
  destroyed: Set<string>;
  seq: number;
}

/** Why a member may not speak in a room now; the socket turns it into a code and a message. */
export type SpeakRefusal = 'no-room' | 'closed' | 'vip-level' | 'muted' | 'blocked';

/**
 * Chat rooms, their bounded history and their moderation: the pure part of the chat socket (no
 * sockets here). Rooms are created on first join, up to a fixed number; the socket decides which
 * rids may have one. A destroyed rid stays refused (bounded like the rooms) so a destroy sticks.
 */
export function createChatRooms(limits: RoomLimits) {
  const rooms = new Map<string, Room>();
  const destroyed = new Set<string>();
  let seq = 0;

  function open(rid: string): Room | undefined {
    let r = rooms.get(rid);
    if (!r) {
      if (rooms.size >= limits.roomsMax || destroyed.has(rid)) return undefined;
      r = { rid, status: 'open', vipLevel: 0, messages: [], muted: new Map(), blocked: new Set() };
      rooms.set(rid, r);
    }
    return r;
  }
  const bound = <K>(m: Map<K, unknown> | Set<K>) => {
    while (m.size > limits.moderatedMax) m.delete(oldestKey(m)!);
  };
  const isMuted = (r: Room, userId: number, nowMs: number) => {
    if (!r.muted.has(userId)) return false;
    const until = r.muted.get(userId);
    return until === null || until === undefined || until > nowMs;
  };
  function refusal(rid: string, user: ChatUser, nowMs: number): SpeakRefusal | null {
    const r = rooms.get(rid);
    if (!r) return 'no-room';
    if (r.blocked.has(user.userId)) return 'blocked';
    if (isMuted(r, user.userId, nowMs)) return 'muted';
    if (r.status === 'closed') return 'closed';
    if (user.vipLevel < r.vipLevel) return 'vip-level';
    return null;
  }

  return {
    open,
    get: (rid: string) => rooms.get(rid),
    /** What a saved world keeps of the rooms (composition/world-image.ts): live, not a copy; the image copies it. */
    dump: (): ChatRoomsDump => ({ rooms, destroyed, seq }),
    /** Takes over a saved world's rooms (a fresh copy of them, owned from now on). */
    load(saved: ChatRoomsDump): void {
      rooms.clear();
      for (const [rid, r] of saved.rooms) rooms.set(rid, r);
      destroyed.clear();
      for (const rid of saved.destroyed) destroyed.add(rid);
      seq = saved.seq;
    },
    isDestroyed: (rid: string) => destroyed.has(rid),
    /**
     * The last member left: a room that holds nothing worth keeping is forgotten. One with
     * messages or moderation stays, because streamHistory serves them and a mute must outlive a
     * reconnect; only real rids get rooms, so those are few.
     */
    release(rid: string): void {
      const r = rooms.get(rid);
      if (r && r.messages.length === 0 && r.muted.size === 0 && r.blocked.size === 0 && r.status === 'open' && r.vipLevel === 0) rooms.delete(rid);
    },
    count: () => rooms.size,
    /** Why `user` may not speak in `rid` now, or null when they may. */
    refusal,
    isMuted: (rid: string, userId: number, nowMs: number) => {
      const r = rooms.get(rid);
      return r !== undefined && isMuted(r, userId, nowMs);
    },
    isBlocked: (rid: string, userId: number) => rooms.get(rid)?.blocked.has(userId) === true,
    /** 'ok' with the stored message, or why it was refused. */
    post(rid: string, user: ChatUser, msg: string, nowMs: number): { ok: true; message: ChatMessage } | { ok: false; reason: SpeakRefusal } {
      const refused = refusal(rid, user, nowMs);
      const r = rooms.get(rid);
      if (refused || !r) return { ok: false, reason: refused ?? 'no-room' };
      const message: ChatMessage = { id: `m${(++seq).toString(36)}`, rid, msg, userId: user.userId, nickname: user.nickname, vipLevel: user.vipLevel, sentAtMs: nowMs };
      r.messages.push(message);
      if (r.messages.length > limits.historyMax) r.messages.splice(0, r.messages.length - limits.historyMax);
      return { ok: true, message };
    },
    /** Mutes until `untilMs` (null: until lifted), or lifts the mute. */
    mute(rid: string, userId: number, muted: boolean, untilMs: number | null): Room | undefined {
      const r = open(rid);
      if (!r) return undefined;
      r.muted.delete(userId);
      if (muted) r.muted.set(userId, untilMs);
      bound(r.muted);
      return r;
    },
    block(rid: string, userId: number): Room | undefined {
      const r = open(rid);
      if (!r) return undefined;
      r.blocked.add(userId);
      bound(r.blocked);
      return r;
    },
    setStatus(rid: string, status: RoomStatus): Room | undefined {
      const r = open(rid);
      if (r) r.status = status;
      return r;
    },
    setVipLevel(rid: string, vipLevel: number): Room | undefined {
      const r = open(rid);
      if (r) r.vipLevel = vipLevel;
      return r;
    },
    /** Empties the room's messages (the seeded history of the stream stays: it is not the room's). */
    clear(rid: string): Room | undefined {
      const r = open(rid);
      if (r) r.messages.length = 0;
      return r;
    },
    /** The room is gone for good: its messages and moderation with it, and it cannot be opened again. */
    destroy(rid: string): void {
      rooms.delete(rid);
      destroyed.add(rid);
      if (destroyed.size > limits.roomsMax) destroyed.delete(oldestKey(destroyed)!);
    },
    /** Newest first, filtered by time window, one page. */
    history(rid: string, q: { pageNum: number; pageSize: number; beginTime?: number | undefined; endTime?: number | undefined }) {
      const all = (rooms.get(rid)?.messages ?? []).filter((m) => (q.beginTime === undefined || m.sentAtMs >= q.beginTime) && (q.endTime === undefined || m.sentAtMs <= q.endTime));
      const { total, list } = paginate(all.reverse(), q);
      return { total, list };
    },
  };
}
export type ChatRooms = ReturnType<typeof createChatRooms>;

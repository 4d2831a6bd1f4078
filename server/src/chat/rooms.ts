import type { z } from 'zod';
import type { chatMessage, chatUser } from '@betsite/contracts/socket';
import { paginate } from '../lib/paging';

export type ChatUser = z.infer<typeof chatUser>;
export type ChatMessage = z.infer<typeof chatMessage>;

export interface RoomLimits {
  /** Messages kept per room for history; older ones drop off. */
  historyMax: number;
  roomsMax: number;
}

interface Room {
  rid: string;
  status: 'open' | 'closed';
  vipLevel: number;
  messages: ChatMessage[];
}

/**
 * Chat rooms and their bounded history: the pure part of the chat socket (no sockets here).
 * Rooms are created on first join, up to a fixed number; the socket decides which rids may have one.
 */
export function createChatRooms(limits: RoomLimits) {
  const rooms = new Map<string, Room>();
  let seq = 0;

  function room(rid: string): Room | undefined {
    let r = rooms.get(rid);
    if (!r) {
      if (rooms.size >= limits.roomsMax) return undefined;
      r = { rid, status: 'open', vipLevel: 0, messages: [] };
      rooms.set(rid, r);
    }
    return r;
  }

  return {
    open: room,
    get: (rid: string) => rooms.get(rid),
    /**
     * The last member left: a room that holds no message is forgotten. One with messages stays,
     * because streamHistory serves them; only real rids get rooms, so those are few.
     */
    release(rid: string): void {
      if (rooms.get(rid)?.messages.length === 0) rooms.delete(rid);
    },
    count: () => rooms.size,
    /** 'ok' with the stored message, or why it was refused. */
    post(rid: string, user: ChatUser, msg: string, nowMs: number): { ok: true; message: ChatMessage } | { ok: false; reason: 'no-room' | 'closed' | 'vip-level' } {
      const r = rooms.get(rid);
      if (!r) return { ok: false, reason: 'no-room' };
      if (r.status === 'closed') return { ok: false, reason: 'closed' };
      if (user.vipLevel < r.vipLevel) return { ok: false, reason: 'vip-level' };
      const message: ChatMessage = { id: `m${(++seq).toString(36)}`, rid, msg, userId: user.userId, nickname: user.nickname, vipLevel: user.vipLevel, sentAtMs: nowMs };
      r.messages.push(message);
      if (r.messages.length > limits.historyMax) r.messages.splice(0, r.messages.length - limits.historyMax);
      return { ok: true, message };
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

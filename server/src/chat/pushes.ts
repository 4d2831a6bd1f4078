import { MSG_ID, type ServerMessage } from '@betsite/contracts/socket';
import type { ChatRooms, RoomStatus } from './rooms';

/**
 * A frame for the chat socket to deliver, published on `ctx.chatPushes` by whoever changes a room
 * from outside a connection (the QA API's moderation). `evict` takes members out of the room
 * after the frame: one blocked player, or everyone when the room is destroyed.
 */
export type ChatPush =
  | { to: 'room'; rid: string; frame: ServerMessage; evict?: 'everyone' | number }
  | { to: 'user'; userId: number; rid: string; frame: ServerMessage }
  /** Close connections (a member's, or all): the QA API's way to script a reconnect. */
  | { to: 'drop'; userId: number | undefined };

/**
 * Moderation of a room: each changes the room's rules and answers what to push, or undefined
 * when the room cannot exist (the room table is full or the rid was destroyed).
 */
export function mute(rooms: ChatRooms, rid: string, userId: number, muted: boolean, untilMs: number | null): ChatPush[] | undefined {
  if (!rooms.mute(rid, userId, muted, untilMs)) return undefined;
  return [{ to: 'user', userId, rid, frame: { msgId: MSG_ID.MUTE, msgData: { rid, userId, muted, untilMs: muted ? untilMs : null } } }];
}

export function block(rooms: ChatRooms, rid: string, userId: number): ChatPush[] | undefined {
  if (!rooms.block(rid, userId)) return undefined;
  return [{ to: 'room', rid, frame: { msgId: MSG_ID.BLOCK, msgData: { rid, userId } }, evict: userId }];
}

/** onlineCount is the socket's to fill in on delivery: only it knows the room's connections. */
export function setStatus(rooms: ChatRooms, rid: string, status: RoomStatus): ChatPush[] | undefined {
  if (!rooms.setStatus(rid, status)) return undefined;
  return [{ to: 'room', rid, frame: { msgId: MSG_ID.ROOM_STATUS, msgData: { rid, status, onlineCount: 0 } } }];
}

export function setVipLevel(rooms: ChatRooms, rid: string, vipLevel: number): ChatPush[] | undefined {
  if (!rooms.setVipLevel(rid, vipLevel)) return undefined;
  return [{ to: 'room', rid, frame: { msgId: MSG_ID.VIP_CHAT_LEVEL, msgData: { rid, vipLevel } } }];
}

export function clear(rooms: ChatRooms, rid: string): ChatPush[] | undefined {
  if (!rooms.clear(rid)) return undefined;
  return [{ to: 'room', rid, frame: { msgId: MSG_ID.CLEAR, msgData: { rid } } }];
}

export function destroy(rooms: ChatRooms, rid: string): ChatPush[] {
  rooms.destroy(rid);
  return [{ to: 'room', rid, frame: { msgId: MSG_ID.DESTROY, msgData: { rid } }, evict: 'everyone' }];
}

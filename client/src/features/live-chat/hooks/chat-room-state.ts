import type { z } from 'zod';
import { formatDateTime } from '../../../utils/date';
import { MSG_ID, type ServerMessage, type chatMessage, type chatUser, type giftRecord, type matchScore, type matchStatus, type predictionResult, type scorePrediction } from '@betsite/contracts/socket';

export type ChatMessage = z.infer<typeof chatMessage>;
export type ChatUser = z.infer<typeof chatUser>;

/** What the panel keeps; every list is bounded so a long match never grows the page's memory. */
export const ROOM_MESSAGES_MAX = 200;
export const ROOM_GIFTS_MAX = 20;
export const ROOM_PREDICTIONS_MAX = 20;

export interface ChatRoomState {
  rid: string;
  me: ChatUser | null;
  joined: boolean;
  status: 'open' | 'closed';
  vipLevel: number;
  onlineCount: number;
  muted: boolean;
  mutedUntilMs: number | null;
  blocked: boolean;
  destroyed: boolean;
  /** Oldest first. */
  messages: ChatMessage[];
  /** Players banned from the room: their messages are hidden. */
  hidden: number[];
  score: z.infer<typeof matchScore> | null;
  matchStatus: z.infer<typeof matchStatus> | null;
  gifts: z.infer<typeof giftRecord>[];
  predictions: z.infer<typeof scorePrediction>[];
  predictionResult: z.infer<typeof predictionResult> | null;
  /** The last refusal of something I sent (why it was refused), shown under the input. */
  refusal: string | null;
  /** History pages loaded (15 each); more: whether an older page exists. */
  historyPages: number;
  more: boolean;
}

export function initialRoom(rid: string): ChatRoomState {
  return {
    rid, me: null, joined: false, status: 'open', vipLevel: 0, onlineCount: 0, muted: false, mutedUntilMs: null, blocked: false, destroyed: false,
    messages: [], hidden: [], score: null, matchStatus: null, gifts: [], predictions: [], predictionResult: null, refusal: null, historyPages: 0, more: true,
  };
}

const keepLast = <T>(list: T[], max: number) => (list.length > max ? list.slice(list.length - max) : list);

/** Messages by id, oldest first (history pages arrive newest first and may overlap live ones). */
function merge(a: readonly ChatMessage[], b: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const m of [...a, ...b]) byId.set(m.id, m);
  return keepLast([...byId.values()].sort((x, y) => x.sentAtMs - y.sentAtMs), ROOM_MESSAGES_MAX);
}

/** The room as the server's frames change it (spec 001 chat socket: all 19 ids that reach a client). */
export function reduceRoom(s: ChatRoomState, m: ServerMessage): ChatRoomState {
  const mine = (rid: string) => rid === s.rid;
  switch (m.msgId) {
    case MSG_ID.LOGIN:
    case MSG_ID.GUEST_LOGIN:
      return m.msgData.user ? { ...s, me: m.msgData.user } : { ...s, refusal: m.msgData.message };
    case MSG_ID.JOIN_UNICAST:
      if (!mine(m.msgData.rid)) return s;
      if (!m.msgData.room) return { ...s, joined: false, refusal: m.msgData.message, blocked: m.msgData.code === 6003 || s.blocked, destroyed: m.msgData.code === 6004 || s.destroyed };
      return { ...s, joined: true, refusal: null, status: m.msgData.room.status, vipLevel: m.msgData.room.vipLevel, onlineCount: m.msgData.room.onlineCount, muted: m.msgData.room.muted, mutedUntilMs: m.msgData.room.mutedUntilMs ?? null };
    case MSG_ID.JOIN_BROADCAST:
      return mine(m.msgData.rid) ? { ...s, onlineCount: s.onlineCount + 1 } : s;
    case MSG_ID.SEND_MESSAGE:
      if (!mine(m.msgData.rid)) return s;
      if (!m.msgData.body) return { ...s, refusal: m.msgData.message };
      return { ...s, messages: merge(s.messages, [m.msgData.body]), refusal: m.msgData.body.userId === s.me?.userId ? null : s.refusal };
    case MSG_ID.HISTORY:
      if (!mine(m.msgData.rid) || m.msgData.code !== 6000) return s;
      return { ...s, messages: merge(m.msgData.list, s.messages), historyPages: Math.max(s.historyPages, m.msgData.pageNum), more: m.msgData.pageNum * m.msgData.pageSize < m.msgData.total };
    case MSG_ID.MUTE:
      return mine(m.msgData.rid) && m.msgData.userId === s.me?.userId ? { ...s, muted: m.msgData.muted, mutedUntilMs: m.msgData.untilMs } : s;
    case MSG_ID.BLOCK: {
      if (!mine(m.msgData.rid)) return s;
      const me = m.msgData.userId === s.me?.userId;
      return { ...s, hidden: keepLast([...s.hidden, m.msgData.userId], ROOM_MESSAGES_MAX), blocked: s.blocked || me, joined: me ? false : s.joined };
    }
    case MSG_ID.ROOM_STATUS:
      return mine(m.msgData.rid) ? { ...s, status: m.msgData.status, onlineCount: m.msgData.onlineCount } : s;
    case MSG_ID.VIP_CHAT_LEVEL:
      return mine(m.msgData.rid) ? { ...s, vipLevel: m.msgData.vipLevel } : s;
    case MSG_ID.STATUS_UPDATE:
      return mine(m.msgData.rid) ? { ...s, matchStatus: m.msgData.body } : s;
    case MSG_ID.DESTROY:
      return mine(m.msgData.rid) ? { ...s, destroyed: true, joined: false } : s;
    case MSG_ID.SCORE_PUSH:
      return mine(m.msgData.rid) ? { ...s, score: m.msgData.body } : s;
    case MSG_ID.CLEAR:
      return mine(m.msgData.rid) ? { ...s, messages: [], historyPages: 0, more: false } : s;
    case MSG_ID.GIFT_RECORD_PUSH:
      if (!mine(m.msgData.rid)) return s;
      return m.msgData.body ? { ...s, gifts: keepLast([...s.gifts, m.msgData.body], ROOM_GIFTS_MAX) } : { ...s, refusal: m.msgData.message };
    case MSG_ID.SCORE_PREDICTION_PUSH:
      if (!mine(m.msgData.rid)) return s;
      if (m.msgData.result) return { ...s, predictionResult: m.msgData.result };
      return m.msgData.body ? { ...s, predictions: keepLast([...s.predictions, m.msgData.body], ROOM_PREDICTIONS_MAX) } : { ...s, refusal: m.msgData.message };
    case MSG_ID.HEARTBEAT:
      return m.msgData.code !== undefined && m.msgData.message ? { ...s, refusal: m.msgData.message } : s;
    case MSG_ID.INTERNAL_NOTIFICATION:
      return s;
  }
}

/** The messages to show: banned players' are hidden. */
export const visibleMessages = (s: ChatRoomState) => s.messages.filter((m) => !s.hidden.includes(m.userId));

/** Why I cannot type now, or null: shown in place of the input's hint. */
export function speakBlocker(s: ChatRoomState): string | null {
  if (s.destroyed) return '房间已解散';
  if (s.blocked) return '您已被禁止进入该房间';
  if (!s.me) return '正在进入聊天室…';
  if (s.muted) return s.mutedUntilMs === null ? '您已被禁言，解除前不能发言' : `您已被禁言，${formatDateTime(s.mutedUntilMs)} 解除`;
  if (s.status === 'closed') return '房间已关闭，暂不能发言';
  if (s.me.vipLevel < s.vipLevel) return `VIP${s.vipLevel}及以上才能发言`;
  return null;
}

import { CHAT_ROOM_JOINS_PER_CONNECTION_MAX, GUEST_USER_ID_BASE, MSG_ID, type ClientMessage } from '@betsite/contracts/socket';
import { Code, type StatusCode, defaultMessage } from '@betsite/contracts/status-codes';
import type { ChatContext } from './chat-context';
import { findWorldMatch } from '../sports/match-view';
import { projectMatch } from '../sports/world';
import { verifyChatToken } from './chat-token';
import { roomExists } from './known-rooms';
import { roomHistory } from './history';
import { sendGift } from './gifts';
import type { Connection, Hub } from './hub';
import type { SpeakRefusal } from './rooms';

/** Sends per member per window: one message a second on average, a burst of five. */
const CHAT_SENDS_PER_WINDOW = 5;
const CHAT_SEND_WINDOW_MS = 5_000;

const ack = (code: StatusCode, message?: string) => ({ code, message: message ?? defaultMessage(code) });

/** Why a member may not speak, as the sender reads it. */
const SPEAK_REFUSAL: Record<SpeakRefusal, ReturnType<typeof ack>> = {
  'no-room': ack(Code.ACCESS_DENIED, '请先进入房间'),
  closed: ack(Code.ACCESS_DENIED, '房间已关闭，暂不能发言'),
  'vip-level': ack(Code.ACCESS_DENIED, 'VIP等级不足，暂不能发言'),
  muted: ack(Code.ACCESS_DENIED, '您已被禁言'),
  blocked: ack(Code.ACCESS_DENIED, '您已被禁止进入该房间'),
};

/** Whether `c` may speak in `rid`: identified (a guest may chat), in the room, allowed to speak there. */
function speakRefusal(ctx: ChatContext, c: Connection, rid: string) {
  if (!c.user) return ack(Code.LOGIN_EXPIRED, '请先登录聊天室');
  if (c.rid !== rid) return SPEAK_REFUSAL['no-room'];
  const refused = ctx.state.chat.refusal(rid, c.user, ctx.clock.now());
  return refused ? SPEAK_REFUSAL[refused] : null;
}

/** Whether `c` may act in `rid` as a member (gifts are paid, predictions are won): a logged-in player who may speak. */
function memberRefusal(ctx: ChatContext, c: Connection, rid: string) {
  if (!c.user || c.user.guest) return ack(Code.LOGIN_EXPIRED, '请先登录账号');
  return speakRefusal(ctx, c, rid);
}

/** A frame of the protocol from one connection: its reply, and what it pushes to the room. */
export function handleFrame(ctx: ChatContext, hub: Hub, c: Connection, m: ClientMessage): void {
  const send = (frame: Parameters<Hub['send']>[1]) => hub.send(c, frame);
  switch (m.msgId) {
    case MSG_ID.HEARTBEAT:
      return send({ msgId: MSG_ID.HEARTBEAT, msgData: {} });
    case MSG_ID.LOGIN: {
      const session = ctx.sessions.resolve(m.msgData.token);
      const claims = verifyChatToken(ctx.config.WIRE_SECRET, m.msgData.jwt, ctx.clock.now());
      const account = session && claims && claims.userId === session.userId ? ctx.state.accounts.get(session.userId) : undefined;
      if (!account) return send({ msgId: MSG_ID.LOGIN, msgData: ack(Code.LOGIN_EXPIRED) });
      hub.identify(c, { userId: account.userId, nickname: account.nickName ?? account.name, vipLevel: account.vipLevel, guest: false });
      return send({ msgId: MSG_ID.LOGIN, msgData: { ...ack(Code.SUCCESS), user: c.user } });
    }
    case MSG_ID.GUEST_LOGIN: {
      const n = hub.nextGuestNumber();
      hub.identify(c, { userId: GUEST_USER_ID_BASE + n, nickname: `游客${n.toString().padStart(5, '0')}`, vipLevel: 0, guest: true });
      return send({ msgId: MSG_ID.GUEST_LOGIN, msgData: { ...ack(Code.SUCCESS), user: c.user } });
    }
    case MSG_ID.JOIN_ROOM: {
      const { rid } = m.msgData;
      const refuse = (code: StatusCode, message?: string) => send({ msgId: MSG_ID.JOIN_UNICAST, msgData: { ...ack(code, message), rid } });
      if (!c.user) return refuse(Code.LOGIN_EXPIRED, '请先登录聊天室');
      const now = ctx.clock.now();
      if (ctx.state.chat.isDestroyed(rid)) return refuse(Code.NOT_FOUND, '房间已解散');
      if (!roomExists(ctx.state, rid, now)) return refuse(Code.NOT_FOUND, '房间不存在');
      if (ctx.state.chat.isBlocked(rid, c.user.userId)) return refuse(Code.ACCESS_DENIED, SPEAK_REFUSAL.blocked.message);
      const rejoin = c.rid === rid;
      if (!rejoin && c.roomsJoined >= CHAT_ROOM_JOINS_PER_CONNECTION_MAX) return refuse(Code.FREQUENT_SUBMISSION);
      if (!rejoin && !hub.mayJoin(c, performance.now())) return refuse(Code.FREQUENT_SUBMISSION);
      const room = ctx.state.chat.open(rid);
      if (!room) return refuse(Code.SYSTEM_BUSY);
      if (!rejoin) {
        c.roomsJoined += 1;
        // Only an arrival is news: a repeated join would otherwise push to the whole room each time.
        hub.enterRoom(c, rid);
      }
      const muted = ctx.state.chat.isMuted(rid, c.user.userId, now);
      const mutedUntil = muted ? { mutedUntilMs: room.muted.get(c.user.userId) ?? null } : {};
      return send({ msgId: MSG_ID.JOIN_UNICAST, msgData: { ...ack(Code.SUCCESS), rid, room: { status: room.status, vipLevel: room.vipLevel, onlineCount: hub.onlineCount(rid), muted, ...mutedUntil } } });
    }
    case MSG_ID.SEND_MESSAGE: {
      const { rid, msg } = m.msgData;
      const refused = speakRefusal(ctx, c, rid);
      if (refused || !c.user) return send({ msgId: MSG_ID.SEND_MESSAGE, msgData: { ...(refused ?? ack(Code.LOGIN_EXPIRED)), rid } });
      const now = Date.now();
      c.sends = c.sends.filter((t) => now - t < CHAT_SEND_WINDOW_MS);
      if (c.sends.length >= CHAT_SENDS_PER_WINDOW) return send({ msgId: MSG_ID.SEND_MESSAGE, msgData: { ...ack(Code.FREQUENT_SUBMISSION), rid } });
      c.sends.push(now);
      const posted = ctx.state.chat.post(rid, c.user, msg, ctx.clock.now());
      if (!posted.ok) return send({ msgId: MSG_ID.SEND_MESSAGE, msgData: { ...SPEAK_REFUSAL[posted.reason], rid } });
      return hub.toRoom(rid, { msgId: MSG_ID.SEND_MESSAGE, msgData: { ...ack(Code.SUCCESS), rid, body: posted.message } });
    }
    case MSG_ID.HISTORY: {
      const q = m.msgData;
      const page = roomHistory(ctx.state, q.rid, q, ctx.clock.now());
      return send({ msgId: MSG_ID.HISTORY, msgData: { ...ack(Code.SUCCESS), rid: q.rid, pageNum: q.pageNum, pageSize: q.pageSize, total: page.total, list: page.list } });
    }
    case MSG_ID.GIFT_RECORD_PUSH: {
      const { rid, giftId, count } = m.msgData;
      const refused = memberRefusal(ctx, c, rid);
      if (refused || !c.user) return send({ msgId: MSG_ID.GIFT_RECORD_PUSH, msgData: { ...(refused ?? ack(Code.LOGIN_EXPIRED)), rid } });
      const gift = sendGift(ctx.state.wallets, c.user, giftId, count, rid, ctx.clock.now());
      if (!gift.ok) return send({ msgId: MSG_ID.GIFT_RECORD_PUSH, msgData: { ...ack(gift.code, gift.message), rid } });
      return hub.toRoom(rid, { msgId: MSG_ID.GIFT_RECORD_PUSH, msgData: { ...ack(Code.SUCCESS), rid, body: gift.value } });
    }
    case MSG_ID.SCORE_PREDICTION_PUSH: {
      const { rid, homeScore, awayScore } = m.msgData;
      const reply = (code: StatusCode, message?: string) => send({ msgId: MSG_ID.SCORE_PREDICTION_PUSH, msgData: { ...ack(code, message), rid } });
      const refused = memberRefusal(ctx, c, rid);
      if (refused || !c.user) return reply(refused?.code ?? Code.LOGIN_EXPIRED, refused?.message);
      const now = ctx.clock.now();
      const match = findWorldMatch(ctx.state.world, rid);
      if (!match || projectMatch(match, now).phase !== 'live') return reply(Code.ACCESS_DENIED, '该赛事不在进行中，不能竞猜');
      const p = ctx.state.predictions.predict(rid, c.user, homeScore, awayScore, now);
      if (p === 'full') return reply(Code.SYSTEM_BUSY);
      return hub.toRoom(rid, { msgId: MSG_ID.SCORE_PREDICTION_PUSH, msgData: { ...ack(Code.SUCCESS), rid, body: p } });
    }
  }
}

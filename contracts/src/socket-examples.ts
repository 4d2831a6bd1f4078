import { type ClientMessage, type ClientMessageInput, MSG_ID, type ServerMessage } from './socket';

/**
 * One or more example frames per message of the chat socket, each direction apart. The AsyncAPI
 * document shows them; a test parses every one with the contract's union, so they cannot drift.
 * The types demand an entry for every msgId of each union: a new message fails to compile here
 * until it has an example.
 */
type Example<F> = { summary: string; frame: F };
type ExamplesOf<U extends { msgId: number }, Id extends number> = {
  [I in Id]: readonly [Example<Extract<U, { msgId: I }>>, ...Example<Extract<U, { msgId: I }>>[]];
};

export type ClientFrameExamples = ExamplesOf<ClientMessageInput, ClientMessage['msgId']>;
export type ServerFrameExamples = ExamplesOf<ServerMessage, ServerMessage['msgId']>;

const RID = '7000101';
const SENT_AT_MS = 1_768_470_000_000;
const member = { userId: 10001, nickname: '张伟', vipLevel: 3 };
const message = { id: 'm1', rid: RID, msg: '主队必胜', ...member, sentAtMs: SENT_AT_MS };

export const CLIENT_FRAME_EXAMPLES: ClientFrameExamples = {
  [MSG_ID.HEARTBEAT]: [{ summary: 'a heartbeat', frame: { msgId: MSG_ID.HEARTBEAT, msgData: {} } }],
  [MSG_ID.LOGIN]: [
    {
      summary: 'the HTTP login token and the chat jwt',
      frame: { msgId: MSG_ID.LOGIN, msgData: { token: 'c1b2a3d4e5f60718293a4b5c6d7e8f90', jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMDAwMSJ9.c2lnbmF0dXJl' } },
    },
  ],
  [MSG_ID.GUEST_LOGIN]: [{ summary: 'a guest', frame: { msgId: MSG_ID.GUEST_LOGIN, msgData: {} } }],
  [MSG_ID.JOIN_ROOM]: [{ summary: "a live match's room", frame: { msgId: MSG_ID.JOIN_ROOM, msgData: { rid: RID } } }],
  [MSG_ID.SEND_MESSAGE]: [{ summary: 'a message', frame: { msgId: MSG_ID.SEND_MESSAGE, msgData: { rid: RID, msg: '主队必胜' } } }],
  [MSG_ID.HISTORY]: [
    { summary: 'the first page (pageNum and pageSize default to 1 and 15)', frame: { msgId: MSG_ID.HISTORY, msgData: { rid: RID } } },
    { summary: 'the second page of a time window', frame: { msgId: MSG_ID.HISTORY, msgData: { rid: RID, pageNum: 2, pageSize: 15, beginTime: SENT_AT_MS - 3_600_000, endTime: SENT_AT_MS } } },
  ],
  [MSG_ID.GIFT_RECORD_PUSH]: [{ summary: 'three flowers', frame: { msgId: MSG_ID.GIFT_RECORD_PUSH, msgData: { rid: RID, giftId: 'flower', count: 3 } } }],
  [MSG_ID.SCORE_PREDICTION_PUSH]: [{ summary: 'a 2:1 prediction', frame: { msgId: MSG_ID.SCORE_PREDICTION_PUSH, msgData: { rid: RID, homeScore: 2, awayScore: 1 } } }],
};

export const SERVER_FRAME_EXAMPLES: ServerFrameExamples = {
  [MSG_ID.HEARTBEAT]: [
    { summary: "the heartbeat's answer", frame: { msgId: MSG_ID.HEARTBEAT, msgData: {} } },
    { summary: 'a frame with an unknown msgId refused', frame: { msgId: MSG_ID.HEARTBEAT, msgData: { code: 6008, message: '未知的消息类型', refused: 12345 } } },
  ],
  [MSG_ID.LOGIN]: [
    { summary: 'logged in', frame: { msgId: MSG_ID.LOGIN, msgData: { code: 6000, message: '成功', user: { ...member, guest: false } } } },
    { summary: 'a jwt that does not verify', frame: { msgId: MSG_ID.LOGIN, msgData: { code: 6001, message: '请重新登录' } } },
  ],
  [MSG_ID.GUEST_LOGIN]: [
    { summary: 'a guest with an id of its own', frame: { msgId: MSG_ID.GUEST_LOGIN, msgData: { code: 6000, message: '成功', user: { userId: 900_000_001, nickname: '游客00001', vipLevel: 0, guest: true } } } },
  ],
  [MSG_ID.JOIN_UNICAST]: [
    { summary: 'joined', frame: { msgId: MSG_ID.JOIN_UNICAST, msgData: { code: 6000, message: '成功', rid: RID, room: { status: 'open', vipLevel: 0, onlineCount: 12, muted: false } } } },
    { summary: 'no such room', frame: { msgId: MSG_ID.JOIN_UNICAST, msgData: { code: 6004, message: '未找到数据', rid: 'no-such-room' } } },
  ],
  [MSG_ID.JOIN_BROADCAST]: [{ summary: 'a member entered', frame: { msgId: MSG_ID.JOIN_BROADCAST, msgData: { rid: RID, body: { ...member, guest: false } } } }],
  [MSG_ID.SEND_MESSAGE]: [
    { summary: 'a new message, to the room', frame: { msgId: MSG_ID.SEND_MESSAGE, msgData: { code: 6000, message: '成功', rid: RID, body: message } } },
    { summary: 'a send refused, to the sender', frame: { msgId: MSG_ID.SEND_MESSAGE, msgData: { code: 6011, message: '请勿频繁提交', rid: RID } } },
  ],
  [MSG_ID.HISTORY]: [
    { summary: 'a page of history, newest first', frame: { msgId: MSG_ID.HISTORY, msgData: { code: 6000, message: '成功', rid: RID, pageNum: 1, pageSize: 15, total: 1, list: [message] } } },
  ],
  [MSG_ID.MUTE]: [{ summary: 'muted for ten minutes', frame: { msgId: MSG_ID.MUTE, msgData: { rid: RID, userId: 10001, muted: true, untilMs: SENT_AT_MS + 600_000 } } }],
  [MSG_ID.BLOCK]: [{ summary: 'a player banned from the room', frame: { msgId: MSG_ID.BLOCK, msgData: { rid: RID, userId: 10001 } } }],
  [MSG_ID.ROOM_STATUS]: [{ summary: 'the room closed', frame: { msgId: MSG_ID.ROOM_STATUS, msgData: { rid: RID, status: 'closed', onlineCount: 12 } } }],
  [MSG_ID.VIP_CHAT_LEVEL]: [{ summary: 'VIP 3 and above may speak', frame: { msgId: MSG_ID.VIP_CHAT_LEVEL, msgData: { rid: RID, vipLevel: 3 } } }],
  [MSG_ID.STATUS_UPDATE]: [
    { summary: 'half time', frame: { msgId: MSG_ID.STATUS_UPDATE, msgData: { rid: RID, body: { gameId: RID, re_time: '45', isLive: true, HalfTime: 'Y' } } } },
  ],
  [MSG_ID.DESTROY]: [{ summary: 'the room is gone', frame: { msgId: MSG_ID.DESTROY, msgData: { rid: RID } } }],
  [MSG_ID.SCORE_PUSH]: [{ summary: 'a goal for the home side', frame: { msgId: MSG_ID.SCORE_PUSH, msgData: { rid: RID, body: { gameId: RID, sc_FT_H: '1', sc_FT_C: '0' } } } }],
  [MSG_ID.CLEAR]: [{ summary: 'a moderator cleared the room', frame: { msgId: MSG_ID.CLEAR, msgData: { rid: RID } } }],
  [MSG_ID.GIFT_RECORD_PUSH]: [
    {
      summary: 'three flowers, to the room',
      frame: { msgId: MSG_ID.GIFT_RECORD_PUSH, msgData: { code: 6000, message: '成功', rid: RID, body: { userId: 10001, nickname: '张伟', giftId: 'flower', giftName: '鲜花', count: 3, sentAtMs: SENT_AT_MS } } },
    },
  ],
  [MSG_ID.SCORE_PREDICTION_PUSH]: [
    {
      summary: 'a prediction, to the room',
      frame: { msgId: MSG_ID.SCORE_PREDICTION_PUSH, msgData: { code: 6000, message: '成功', rid: RID, body: { gameId: RID, userId: 10001, nickname: '张伟', homeScore: 2, awayScore: 1, sentAtMs: SENT_AT_MS } } },
    },
    {
      summary: "the match's result, to the room",
      frame: {
        msgId: MSG_ID.SCORE_PREDICTION_PUSH,
        msgData: { code: 6000, message: '成功', rid: RID, result: { gameId: RID, homeScore: 2, awayScore: 1, predictions: 40, winnersCount: 1, winners: [{ userId: 10001, nickname: '张伟' }] } },
      },
    },
  ],
  [MSG_ID.INTERNAL_NOTIFICATION]: [
    { summary: 'a money letter arrived', frame: { msgId: MSG_ID.INTERNAL_NOTIFICATION, msgData: { category: 5, categoryType: 0, body: '存款已到账 100.00 元' } } },
  ],
};

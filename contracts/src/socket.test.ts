import { describe, expect, it } from 'vitest';
import {
  CHAT_CLIENT_FRAME_CHARS_MAX,
  CHAT_HISTORY_PAGE_SIZE_MAX,
  CHAT_SOCKET_PATH,
  MSG_ID,
  type ClientMessageInput,
  type MsgId,
  chatHandshakeQuery,
  chatHandshakeSearch,
  clientMessage,
  parseClientFrame,
  parseServerFrame,
  readClientFrame,
  serverMessage,
} from './socket';

const SPEC_IDS = [0, 10001, 10002, 10003, 10004, 10005, 10006, 10007, 10008, 10009, 10011, 10013, 10014, 10015, 10016, 10017, 10018, 10019, 60000];

const idsOf = (union: { options: readonly { shape: { msgId: { value: unknown } } }[] }) => union.options.map((o) => o.shape.msgId.value as MsgId);
const frame = (message: ClientMessageInput) => JSON.stringify(message);

describe('message ids', () => {
  it('names exactly the ids of spec 001', () => {
    expect(Object.values(MSG_ID).sort((a, b) => a - b)).toEqual(SPEC_IDS);
  });

  it('gives every id a shape in at least one direction', () => {
    const covered = new Set([...idsOf(clientMessage), ...idsOf(serverMessage)]);
    expect([...covered].sort((a, b) => a - b)).toEqual(SPEC_IDS);
  });

  it('lets players send only heartbeat, logins, join, send, history, gifts and predictions', () => {
    expect(idsOf(clientMessage).sort((a, b) => a - b)).toEqual([0, 10001, 10002, 10003, 10011, 10017, 10018, 10019]);
  });
});

describe('reading a client frame', () => {
  it('says why a frame is refused and which id it named', () => {
    expect(readClientFrame('not json')).toEqual({ ok: false, reason: 'not-json', msgId: null });
    expect(readClientFrame('{"msgId":99,"msgData":{}}')).toEqual({ ok: false, reason: 'unknown-id', msgId: 99 });
    expect(readClientFrame('{"msgId":10003,"msgData":{"rid":"r1","msg":"   "}}')).toEqual({ ok: false, reason: 'bad-fields', msgId: 10003 });
    expect(readClientFrame('x'.repeat(CHAT_CLIENT_FRAME_CHARS_MAX + 1))).toEqual({ ok: false, reason: 'too-long', msgId: null });
    expect(readClientFrame('{"msgId":10017,"msgData":{"rid":"r1","giftId":"flower","count":2}}')).toMatchObject({ ok: true });
  });
});

describe('handshake', () => {
  it('carries clientType web and siteId 3000 on the socket path', () => {
    expect(CHAT_SOCKET_PATH).toBe('/chat/ws');
    const query = Object.fromEntries(new URLSearchParams(chatHandshakeSearch()));
    expect(query).toEqual({ clientType: 'web', siteId: '3000' });
    expect(chatHandshakeQuery.safeParse(query).success).toBe(true);
    expect(chatHandshakeQuery.safeParse({ clientType: 'h5', siteId: '3000' }).success).toBe(false);
    expect(chatHandshakeQuery.safeParse({ clientType: 'web', siteId: '3001' }).success).toBe(false);
  });
});

describe('client frames', () => {
  it('accepts a heartbeat with or without msgData', () => {
    expect(parseClientFrame('{"msgId":0}')).toEqual({ msgId: 0, msgData: {} });
    expect(parseClientFrame('{"msgId":0,"msgData":{}}')).toEqual({ msgId: 0, msgData: {} });
  });

  it('trims a chat message and bounds it at 500 characters', () => {
    expect(parseClientFrame(frame({ msgId: MSG_ID.SEND_MESSAGE, msgData: { rid: 'r1', msg: '  你好  ' } }))).toEqual({
      msgId: 10003, msgData: { rid: 'r1', msg: '你好' },
    });
    expect(parseClientFrame(frame({ msgId: MSG_ID.SEND_MESSAGE, msgData: { rid: 'r1', msg: '字'.repeat(500) } }))).not.toBeNull();
    expect(parseClientFrame(frame({ msgId: MSG_ID.SEND_MESSAGE, msgData: { rid: 'r1', msg: '字'.repeat(501) } }))).toBeNull();
  });

  it('rejects an empty or blank chat message', () => {
    for (const msg of ['', '   ', '\n\t']) {
      expect(parseClientFrame(frame({ msgId: MSG_ID.SEND_MESSAGE, msgData: { rid: 'r1', msg } }))).toBeNull();
    }
  });

  it('pages history by 15 by default and at most 50', () => {
    expect(parseClientFrame(frame({ msgId: MSG_ID.HISTORY, msgData: { rid: 'r1' } }))).toEqual({
      msgId: 10011, msgData: { rid: 'r1', pageNum: 1, pageSize: 15 },
    });
    const page = (pageSize: number) => parseClientFrame(frame({ msgId: MSG_ID.HISTORY, msgData: { rid: 'r1', pageSize } }));
    expect(page(CHAT_HISTORY_PAGE_SIZE_MAX)).not.toBeNull();
    expect(page(CHAT_HISTORY_PAGE_SIZE_MAX + 1)).toBeNull();
    expect(page(0)).toBeNull();
  });

  it('accepts history filters and refuses a window that runs backwards', () => {
    const history = (beginTime: number, endTime: number) =>
      parseClientFrame(frame({ msgId: MSG_ID.HISTORY, msgData: { rid: 'r1', category: 1, categoryType: 2, beginTime, endTime } }));
    expect(history(1_700_000_000_000, 1_700_000_001_000)?.msgData).toMatchObject({ category: 1, categoryType: 2 });
    expect(history(1_700_000_001_000, 1_700_000_000_000)).toBeNull();
  });

  it('needs both the session token and the chat jwt to log in', () => {
    expect(parseClientFrame(frame({ msgId: MSG_ID.LOGIN, msgData: { token: 't', jwt: 'j' } }))).not.toBeNull();
    expect(parseClientFrame('{"msgId":10001,"msgData":{"token":"t"}}')).toBeNull();
    expect(parseClientFrame(frame({ msgId: MSG_ID.GUEST_LOGIN }))).toEqual({ msgId: 10019, msgData: {} });
  });

  it('rejects unknown ids, server-only ids, bad room ids, non-JSON and oversized frames', () => {
    expect(parseClientFrame('{"msgId":10012,"msgData":{}}')).toBeNull();
    expect(parseClientFrame('{"msgId":10004,"msgData":{"rid":"r1","userId":1,"muted":true,"untilMs":null}}')).toBeNull();
    expect(parseClientFrame('{"msgId":10002,"msgData":{"rid":"bad room"}}')).toBeNull();
    expect(parseClientFrame('{"msgId":10002,')).toBeNull();
    const padded = `{"msgId":10002,"msgData":{"rid":"r1"}}${' '.repeat(CHAT_CLIENT_FRAME_CHARS_MAX)}`;
    expect(parseClientFrame(padded)).toBeNull();
  });
});

describe('server frames', () => {
  const user = { userId: 7, nickname: '游客7', vipLevel: 0, guest: true };
  const message = { id: 'm1', rid: 'r1', msg: '你好', userId: 7, nickname: '游客7', vipLevel: 0, sentAtMs: 1_700_000_000_000 };

  it('parses one example of every server message', () => {
    const examples = [
      { msgId: 0, msgData: {} },
      { msgId: 10001, msgData: { code: 6000, message: '成功', user: { ...user, guest: false } } },
      { msgId: 10001, msgData: { code: 6001, message: '请重新登录' } },
      { msgId: 10019, msgData: { code: 6000, message: '成功', user } },
      { msgId: 10016, msgData: { code: 6000, message: '成功', rid: 'r1', room: { status: 'open', vipLevel: 0, onlineCount: 3, muted: false } } },
      { msgId: 10008, msgData: { rid: 'r1', body: user } },
      { msgId: 10003, msgData: { code: 6000, message: '成功', rid: 'r1', body: message } },
      { msgId: 10003, msgData: { code: 6011, message: '请勿频繁提交', rid: 'r1' } },
      { msgId: 10011, msgData: { code: 6000, message: '成功', rid: 'r1', pageNum: 1, pageSize: 15, total: 1, list: [message] } },
      { msgId: 10004, msgData: { rid: 'r1', userId: 7, muted: true, untilMs: null } },
      { msgId: 10005, msgData: { rid: 'r1', userId: 7 } },
      { msgId: 10006, msgData: { rid: 'r1', status: 'closed', onlineCount: 0 } },
      { msgId: 10007, msgData: { rid: 'r1', vipLevel: 3 } },
      { msgId: 10009, msgData: { rid: 'r1', body: { gameId: 'g1', re_time: '2H^12:34', isLive: true } } },
      { msgId: 10013, msgData: { rid: 'r1' } },
      { msgId: 10014, msgData: { rid: 'r1', body: { gameId: 'g1', sc_FT_H: '1', sc_FT_C: '0' } } },
      { msgId: 10015, msgData: { rid: 'r1' } },
      { msgId: 10017, msgData: { code: 6000, message: '成功', rid: 'r1', body: { userId: 7, nickname: 'a', giftId: 'rose', giftName: '玫瑰', count: 1, sentAtMs: 1 } } },
      { msgId: 10018, msgData: { code: 6000, message: '成功', rid: 'r1', body: { gameId: 'g1', userId: 7, nickname: 'a', homeScore: 2, awayScore: 1, sentAtMs: 1 } } },
      { msgId: 10018, msgData: { code: 6000, message: '成功', rid: 'r1', result: { gameId: 'g1', homeScore: 2, awayScore: 1, predictions: 3, winnersCount: 1, winners: [{ userId: 7, nickname: 'a' }] } } },
      { msgId: 0, msgData: { code: 6008, message: '消息格式错误' } },
      { msgId: 60000, msgData: { category: 1, categoryType: 0, body: '您有一条新消息' } },
    ];
    for (const example of examples) expect(parseServerFrame(JSON.stringify(example)), JSON.stringify(example)).toEqual(example);
    expect(new Set(examples.map((e) => e.msgId)).size).toBe(idsOf(serverMessage).length);
  });

  it('refuses a history page longer than 50 messages', () => {
    const list = Array.from({ length: CHAT_HISTORY_PAGE_SIZE_MAX + 1 }, (_, i) => ({ ...message, id: `m${i}` }));
    const page = { msgId: 10011, msgData: { code: 6000, message: '成功', rid: 'r1', pageNum: 1, pageSize: 50, total: 51, list } };
    expect(parseServerFrame(JSON.stringify(page))).toBeNull();
  });

  it('refuses a code outside the catalogue range', () => {
    expect(parseServerFrame('{"msgId":10001,"msgData":{"code":200,"message":"ok"}}')).toBeNull();
  });
});

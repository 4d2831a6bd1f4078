import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CHAT_GIFTS, MSG_ID, type ServerMessage } from '@betsite/contracts/socket';
import { call, login, makeApp } from '../../test-support/helpers';
import { connect, type TestClient } from '../../test-support/chat-client';

/** Every server-originated id has a producer (the QA API, the sports bus, a member) and its effect. */
describe('chat socket: moderation, pushes, gifts, predictions, notices', () => {
  let app: FastifyInstance;
  let token: string;
  let jwt: string;
  const RID = '7000101';
  const open: TestClient[] = [];

  const qa = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const r = await app.inject({ method, url: `/__mock${url}`, ...(payload ? { payload } : {}) });
    return { status: r.statusCode, body: r.json<Record<string, unknown>>() };
  };
  const member = async () => {
    const c = await connect(app);
    open.push(c);
    c.send({ msgId: MSG_ID.LOGIN, msgData: { token, jwt } });
    await c.next(MSG_ID.LOGIN);
    await c.join(RID);
    return c;
  };
  const guest = async () => {
    const c = await connect(app);
    open.push(c);
    await c.guest();
    await c.join(RID);
    return c;
  };
  const say = async (c: TestClient, msg: string) => {
    c.send({ msgId: MSG_ID.SEND_MESSAGE, msgData: { rid: RID, msg } });
    return (await c.next(MSG_ID.SEND_MESSAGE)).msgData as { code: number; message: string };
  };
  const data = <I extends ServerMessage['msgId']>(m: ServerMessage, _id: I) => m.msgData as Extract<ServerMessage, { msgId: I }>['msgData'];

  beforeAll(async () => {
    app = await makeApp();
  });
  beforeEach(async () => {
    for (const c of open.splice(0)) c.ws.terminate();
    await qa('POST', '/reset', {});
    token = await login(app);
    jwt = (await call<{ jwt: string }>(app, '/site/api/v1/user/member/jwt', {}, token)).data.jwt;
  });
  afterAll(async () => {
    for (const c of open) c.ws.terminate();
    await app.close();
  });

  it('mutes a member (10004): their sends answer 6003 您已被禁言 until the mute is lifted', async () => {
    const m = await member();
    expect((await qa('POST', `/chat/rooms/${RID}/mute`, { userId: 10001 })).status).toBe(200);
    expect(data(await m.next(MSG_ID.MUTE), MSG_ID.MUTE)).toEqual({ rid: RID, userId: 10001, muted: true, untilMs: null });
    expect(await say(m, 'hello')).toEqual({ code: 6003, message: '您已被禁言', rid: RID });
    await qa('POST', `/chat/rooms/${RID}/mute`, { userId: 10001, muted: false });
    expect(data(await m.next(MSG_ID.MUTE), MSG_ID.MUTE).muted).toBe(false);
    expect((await say(m, 'hello')).code).toBe(6000);
  });

  it('ends a timed mute when the QA clock passes it, and tells a muted member on joining', async () => {
    await qa('POST', `/chat/rooms/${RID}/mute`, { userId: 10001, durationMs: 60_000 });
    const m = await connect(app);
    open.push(m);
    m.send({ msgId: MSG_ID.LOGIN, msgData: { token, jwt } });
    await m.next(MSG_ID.LOGIN);
    const { now } = (await qa('GET', '/clock')).body as { now: number };
    // The joiner learns until when (the notice shows it): 60 s from the mute, on the server clock.
    const joinedRoom = ((await m.join(RID)) as unknown as { room: { muted: boolean; mutedUntilMs: number } }).room;
    expect(joinedRoom.muted).toBe(true);
    expect(joinedRoom.mutedUntilMs).toBeGreaterThan(now);
    expect(joinedRoom.mutedUntilMs).toBeLessThanOrEqual(now + 60_000);
    expect((await say(m, 'x')).code).toBe(6003);
    await qa('POST', '/clock', { advanceMs: 61_000 });
    expect((await say(m, 'x')).code).toBe(6000);
  });

  it('blocks a member (10005 to the room): they leave it and joining again answers 6003', async () => {
    const m = await member();
    const g = await guest();
    await qa('POST', `/chat/rooms/${RID}/block`, { userId: 10001 });
    expect(data(await g.next(MSG_ID.BLOCK), MSG_ID.BLOCK)).toEqual({ rid: RID, userId: 10001 });
    await m.next(MSG_ID.BLOCK);
    expect((await say(m, 'x')).code).toBe(6003);
    expect(await m.join(RID)).toMatchObject({ code: 6003 });
  });

  it('closes a room (10006 with the online count): members keep reading but sends answer 6003', async () => {
    const m = await member();
    await guest();
    await qa('POST', `/chat/rooms/${RID}/status`, { status: 'closed' });
    expect(data(await m.next(MSG_ID.ROOM_STATUS), MSG_ID.ROOM_STATUS)).toEqual({ rid: RID, status: 'closed', onlineCount: 2 });
    expect(await say(m, 'x')).toMatchObject({ code: 6003, message: '房间已关闭，暂不能发言' });
  });

  it('applies the VIP chat level (10007): a member below it answers 6003', async () => {
    const m = await member();
    await qa('POST', `/chat/rooms/${RID}/vip-level`, { vipLevel: 9 });
    expect(data(await m.next(MSG_ID.VIP_CHAT_LEVEL), MSG_ID.VIP_CHAT_LEVEL)).toEqual({ rid: RID, vipLevel: 9 });
    expect(await say(m, 'x')).toMatchObject({ code: 6003, message: 'VIP等级不足，暂不能发言' });
    expect(await m.join(RID)).toMatchObject({ room: { vipLevel: 9 } });
  });

  it('clears a room (10015): its live messages are gone from both histories', async () => {
    const m = await member();
    await say(m, '清掉我');
    await qa('POST', `/chat/rooms/${RID}/clear`, {});
    await m.next(MSG_ID.CLEAR);
    const http = await call<{ list: { msg: string }[] }>(app, '/stream/api/v1/history', { rid: RID, pageNum: 1, pageSize: 100 });
    expect(http.data.list.map((x) => x.msg)).not.toContain('清掉我');
  });

  it('destroys a room (10013): everyone leaves and joining answers 6004', async () => {
    const m = await member();
    await qa('POST', `/chat/rooms/${RID}/destroy`, {});
    await m.next(MSG_ID.DESTROY);
    expect((await say(m, 'x')).code).toBe(6003);
    expect(await m.join(RID)).toMatchObject({ code: 6004 });
  });

  it('pushes a score change (10014) to everyone in the match room, guests included', async () => {
    const m = await member();
    const g = await guest();
    await qa('POST', `/sports/matches/${RID}/score`, { h: 4, c: 2 });
    for (const c of [m, g]) expect(data(await c.next(MSG_ID.SCORE_PUSH), MSG_ID.SCORE_PUSH)).toMatchObject({ rid: RID, body: { gameId: RID, sc_FT_H: '4', sc_FT_C: '2' } });
  });

  it('pushes predictions (10018) and, when the match ends, who named the exact score', async () => {
    const m = await member();
    const g = await guest();
    m.send({ msgId: MSG_ID.SCORE_PREDICTION_PUSH, msgData: { rid: RID, homeScore: 5, awayScore: 0 } });
    expect(data(await g.next(MSG_ID.SCORE_PREDICTION_PUSH), MSG_ID.SCORE_PREDICTION_PUSH)).toMatchObject({ code: 6000, body: { userId: 10001, homeScore: 5, awayScore: 0 } });
    g.send({ msgId: MSG_ID.SCORE_PREDICTION_PUSH, msgData: { rid: RID, homeScore: 1, awayScore: 1 } });
    expect(data(await g.next(MSG_ID.SCORE_PREDICTION_PUSH), MSG_ID.SCORE_PREDICTION_PUSH)).toMatchObject({ code: 6001 });
    await m.next(MSG_ID.SCORE_PREDICTION_PUSH);
    await qa('POST', `/sports/matches/${RID}/score`, { h: 5, c: 0 });
    await qa('POST', `/sports/matches/${RID}/finish`, {});
    expect(data(await g.next(MSG_ID.STATUS_UPDATE), MSG_ID.STATUS_UPDATE).body).toMatchObject({ gameId: RID, isLive: false });
    expect(data(await g.next(MSG_ID.SCORE_PREDICTION_PUSH), MSG_ID.SCORE_PREDICTION_PUSH).result).toEqual({
      gameId: RID, homeScore: 5, awayScore: 0, predictions: 1, winnersCount: 1, winners: [{ userId: 10001, nickname: expect.any(String) as string }],
    });
  });

  it('sends a gift (10017) paid from the centre wallet, shown as a deal record; 6008 when the wallet is short', async () => {
    const m = await member();
    const g = await guest();
    const before = app.ctx.state.wallets.byUser.get(10001)?.centreCents ?? 0;
    const trophy = CHAT_GIFTS[2];
    m.send({ msgId: MSG_ID.GIFT_RECORD_PUSH, msgData: { rid: RID, giftId: trophy.giftId, count: 2 } });
    expect(data(await g.next(MSG_ID.GIFT_RECORD_PUSH), MSG_ID.GIFT_RECORD_PUSH)).toMatchObject({ code: 6000, body: { userId: 10001, giftName: '奖杯', count: 2 } });
    await m.next(MSG_ID.GIFT_RECORD_PUSH);
    expect(app.ctx.state.wallets.byUser.get(10001)?.centreCents).toBe(before - 2 * trophy.priceCents);
    const deals = await call<{ list: { remark: string; amount: number }[] }>(app, '/fd/api/v1/transactions/queryDealRecord', { pageNum: 1, pageSize: 15 }, token);
    expect(deals.data.list[0]).toMatchObject({ remark: `直播礼物 奖杯×2 (${RID})`, amount: -100 });
    // Spend the rest with flowers, then one more flower is short.
    const flower = CHAT_GIFTS[0];
    const wallet = app.ctx.state.wallets.byUser.get(10001);
    if (wallet) wallet.centreCents = flower.priceCents;
    m.send({ msgId: MSG_ID.GIFT_RECORD_PUSH, msgData: { rid: RID, giftId: flower.giftId, count: 2 } });
    expect(data(await m.next(MSG_ID.GIFT_RECORD_PUSH), MSG_ID.GIFT_RECORD_PUSH)).toMatchObject({ code: 6008, message: '余额不足' });
  });

  it('relays a notice to the member\'s open sockets only (60000)', async () => {
    const m = await member();
    const g = await guest();
    await qa('POST', '/chat/notify', { userId: 10001, body: '您的存款已到账' });
    expect(data(await m.next(MSG_ID.INTERNAL_NOTIFICATION), MSG_ID.INTERNAL_NOTIFICATION)).toEqual({ category: 1, categoryType: 0, body: '您的存款已到账' });
    await g.sync();
    expect(g.frames.some((f) => f.msgId === MSG_ID.INTERNAL_NOTIFICATION)).toBe(false);
  });

  it('tells a player over 60000 when their bet settles, from the sports bus', async () => {
    const m = await member();
    const ticket = { id: 'T1', userId: 10001, result: 'W', payoutCents: 19_200, state: 'confirmed' };
    app.ctx.sportsEvents.publish({ kind: 'ticket', atMs: 0, ticket: ticket as never });
    expect(data(await m.next(MSG_ID.INTERNAL_NOTIFICATION), MSG_ID.INTERNAL_NOTIFICATION)).toMatchObject({ category: 4, body: expect.stringContaining('注单 T1 已结算') as string });
  });

  it('drops a member\'s sockets with 1012 when QA asks, and only theirs', async () => {
    const m = await member();
    const g = await guest();
    await qa('POST', '/chat/drop', { userId: 10001 });
    expect(await m.closed).toBe(1012);
    await g.sync();
  });

  it('answers socket history and HTTP history with the same messages in the same order', async () => {
    const m = await member();
    for (const msg of ['一', '二', '三']) await say(m, msg);
    m.send({ msgId: MSG_ID.HISTORY, msgData: { rid: RID, pageSize: 50 } });
    const socketPage = data(await m.next(MSG_ID.HISTORY), MSG_ID.HISTORY);
    const http = await call<{ list: unknown[]; total: number }>(app, '/stream/api/v1/history', { rid: RID, pageNum: 1, pageSize: 50 });
    expect(socketPage.list).toEqual(http.data.list);
    expect(socketPage.total).toBe(http.data.total);
  });
});

describe('chat socket: connections per address', () => {
  it('closes a connection over the per-IP bound with 4400 while the others stay', async () => {
    const app = await makeApp({ CHAT_CONNECTIONS_PER_IP_MAX: 2 });
    const a = await connect(app);
    const b = await connect(app);
    const c = await connect(app);
    expect(await c.closed).toBe(4400);
    await a.sync();
    b.ws.terminate();
    await new Promise((r) => setTimeout(r, 20));
    const d = await connect(app);
    await d.sync();
    a.ws.terminate();
    d.ws.terminate();
    await app.close();
  });
});

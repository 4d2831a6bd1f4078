import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { GUEST_USER_ID_BASE, MSG_ID } from '@betsite/contracts/socket';
import { call, login, makeApp } from '../../test-support/helpers';
import { createChatRooms } from './rooms';
import { connect } from '../../test-support/chat-client';
import { rawExchange } from '../../test-support/raw-http';

describe('chat socket', () => {
  let app: FastifyInstance;
  let token: string;
  let jwt: string;
  beforeAll(async () => {
    app = await makeApp();
    token = await login(app);
    jwt = (await call<{ jwt?: string; token?: string }>(app, '/site/api/v1/user/member/jwt', {}, token)).data.jwt ?? '';
  });
  afterAll(() => app.close());

  it('answers an upgrade request to another address like any request, then closes its connection', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const raw = await rawExchange(
      Number(new URL(address).port),
      'GET /site/api/v1/configuration/preInfo HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
    );
    expect(raw).toMatch(/^HTTP\/1\.1 405/);
  });

  it('answers the heartbeat', async () => {
    const c = await connect(app);
    c.send({ msgId: MSG_ID.HEARTBEAT, msgData: {} });
    expect(await c.next(MSG_ID.HEARTBEAT)).toEqual({ msgId: 0, msgData: {} });
    c.ws.terminate();
  });

  it('logs in with the session token and the chat jwt, and refuses a forged jwt with 6001', async () => {
    expect(jwt).not.toBe('');
    const c = await connect(app);
    c.send({ msgId: MSG_ID.LOGIN, msgData: { token, jwt: `${jwt.slice(0, -2)}xx` } });
    expect((await c.next(MSG_ID.LOGIN)).msgData).toMatchObject({ code: 6001 });
    c.send({ msgId: MSG_ID.LOGIN, msgData: { token, jwt } });
    expect((await c.next(MSG_ID.LOGIN)).msgData).toMatchObject({ code: 6000, user: { userId: 10001, guest: false } });
    c.ws.terminate();
  });

  it('lets a guest join, read and speak under a guest id of its own; a member\'s message reaches the room', async () => {
    const guest = await connect(app);
    guest.send({ msgId: MSG_ID.GUEST_LOGIN, msgData: {} });
    expect((await guest.next(MSG_ID.GUEST_LOGIN)).msgData).toMatchObject({ code: 6000, user: { guest: true } });
    guest.send({ msgId: MSG_ID.JOIN_ROOM, msgData: { rid: '7000101' } });
    expect((await guest.next(MSG_ID.JOIN_UNICAST)).msgData).toMatchObject({ code: 6000, rid: '7000101' });
    guest.send({ msgId: MSG_ID.SEND_MESSAGE, msgData: { rid: '7000101', msg: 'hi' } });
    const said = (await guest.next(MSG_ID.SEND_MESSAGE)).msgData as { code: number; body: { userId: number; msg: string } };
    expect(said).toMatchObject({ code: 6000, body: { msg: 'hi' } });
    // A guest's id is its own (moderation can mute or block it) and never an account's.
    expect(said.body.userId).toBeGreaterThan(GUEST_USER_ID_BASE);

    const member = await connect(app);
    member.send({ msgId: MSG_ID.LOGIN, msgData: { token, jwt } });
    await member.next(MSG_ID.LOGIN);
    member.send({ msgId: MSG_ID.JOIN_ROOM, msgData: { rid: '7000101' } });
    await member.next(MSG_ID.JOIN_UNICAST);
    expect((await guest.next(MSG_ID.JOIN_BROADCAST)).msgData).toMatchObject({ rid: '7000101', body: { userId: 10001 } });
    member.send({ msgId: MSG_ID.SEND_MESSAGE, msgData: { rid: '7000101', msg: '  主队必胜  ' } });
    expect((await guest.next(MSG_ID.SEND_MESSAGE)).msgData).toMatchObject({ code: 6000, body: { msg: '主队必胜', userId: 10001 } });

    member.send({ msgId: MSG_ID.HISTORY, msgData: { rid: '7000101' } });
    const seeded = app.ctx.state.sports.history.get('7000101')?.length ?? 0;
    const page = (await member.next(MSG_ID.HISTORY)).msgData as { code: number; total: number; pageSize: number; list: { msg: string }[] };
    expect(page).toMatchObject({ code: 6000, total: seeded + 2, pageSize: 15 });
    expect(page.list[0]?.msg).toBe('主队必胜');
    guest.ws.terminate();
    member.ws.terminate();
  });

  it('answers 6011 when a member sends too fast', async () => {
    const c = await connect(app);
    c.send({ msgId: MSG_ID.LOGIN, msgData: { token, jwt } });
    await c.next(MSG_ID.LOGIN);
    c.send({ msgId: MSG_ID.JOIN_ROOM, msgData: { rid: '7000102' } });
    await c.next(MSG_ID.JOIN_UNICAST);
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      c.send({ msgId: MSG_ID.SEND_MESSAGE, msgData: { rid: '7000102', msg: `m${i}` } });
      codes.push(((await c.next(MSG_ID.SEND_MESSAGE)).msgData as { code: number }).code);
    }
    expect(codes).toEqual([6000, 6000, 6000, 6000, 6000, 6011, 6011]);
    c.ws.terminate();
  });

  it('answers every frame outside the protocol with why (6008, or 6007 for bad fields) and stays up', async () => {
    const c = await connect(app);
    for (const junk of ['not json', '{"msgId":10003,"msgData":{"rid":"x","msg":"   "}}', '{"msgId":99}', 'x'.repeat(5000)]) c.ws.send(junk);
    const replies = [];
    for (let i = 0; i < 4; i++) replies.push((await c.next(MSG_ID.HEARTBEAT)).msgData);
    expect(replies).toEqual([
      { code: 6008, message: '消息格式错误' },
      { code: 6007, message: '请求参数错误', refused: 10003 },
      { code: 6008, message: '未知的消息类型', refused: 99 },
      { code: 6008, message: '消息过长' },
    ]);
    c.send({ msgId: MSG_ID.HEARTBEAT, msgData: {} });
    expect((await c.next(MSG_ID.HEARTBEAT)).msgData).toEqual({});
    c.ws.terminate();
  });
});

describe('chat rooms', () => {
  it('keeps a bounded history and a bounded number of rooms', () => {
    const rooms = createChatRooms({ historyMax: 3, roomsMax: 2, moderatedMax: 10 });
    expect(rooms.open('a')).toBeDefined();
    expect(rooms.open('b')).toBeDefined();
    expect(rooms.open('c')).toBeUndefined();
    const user = { userId: 1, nickname: 'x', vipLevel: 0, guest: false };
    for (let i = 0; i < 5; i++) rooms.post('a', user, `m${i}`, i);
    expect(rooms.history('a', { pageNum: 1, pageSize: 10 })).toMatchObject({ total: 3, list: [{ msg: 'm4' }, { msg: 'm3' }, { msg: 'm2' }] });
    expect(rooms.history('a', { pageNum: 1, pageSize: 10, beginTime: 4 }).total).toBe(1);
  });
});

import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { CHAT_CLOSE, MSG_ID } from '@betsite/contracts/socket';
import type { Target } from '../contract/target';
import { SOCKET_CHECKS, createSocketCheckContext, type SocketCheckContext } from './socket-checks';

/**
 * The socket checks must fail against a backend that breaks the contract: a stand-in socket
 * server, wrong on purpose in one way per test, answers like ours otherwise. (They pass against
 * our server in tests/contract/socket.test.ts.)
 */
type Frame = { msgId: number; msgData: Record<string, unknown> };
type Behaviour = { admitsAnyHandshake?: boolean; answer?: (frame: Frame) => unknown[] };

const guest = { userId: 900_000_001, nickname: '游客00001', vipLevel: 0, guest: true };
const message = (id: string, sentAtMs: number) => ({ id, rid: '7000101', msg: id, userId: 1, nickname: 'a', vipLevel: 0, sentAtMs });

/** Answers like the contract says unless `behaviour` overrides it. */
function contractAnswer(frame: Frame): unknown[] {
  switch (frame.msgId) {
    case MSG_ID.HEARTBEAT:
      return [{ msgId: 0, msgData: {} }];
    case MSG_ID.GUEST_LOGIN:
      return [{ msgId: MSG_ID.GUEST_LOGIN, msgData: { code: 6000, message: '成功', user: guest } }];
    case MSG_ID.HISTORY:
      return [{ msgId: MSG_ID.HISTORY, msgData: { code: 6000, message: '成功', rid: '7000101', pageNum: 1, pageSize: 15, total: 2, list: [message('b', 2), message('a', 1)] } }];
    default:
      return [];
  }
}

let servers: WebSocketServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  servers = [];
});

async function standIn(behaviour: Behaviour): Promise<SocketCheckContext> {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  server.on('connection', (ws, request) => {
    if (!behaviour.admitsAnyHandshake && !request.url?.endsWith('?clientType=web&siteId=3000')) return ws.close(CHAT_CLOSE.BAD_HANDSHAKE);
    ws.on('message', (data: Buffer) => {
      const frame = JSON.parse(data.toString()) as Frame;
      for (const reply of (behaviour.answer ?? contractAnswer)(frame)) ws.send(JSON.stringify(reply));
    });
  });
  const { port } = server.address() as AddressInfo;
  const target: Target = { baseUrl: `http://127.0.0.1:${port}`, qaUrl: `http://127.0.0.1:${port}`, socketUrl: `http://127.0.0.1:${port}`, strictGateway: false, statelessMock: false, secret: 'unused', hasMockApi: false, credentials: { name: 'x', password: 'x', device: 'x', payPassword: 'x' }, close: () => Promise.resolve() };
  return createSocketCheckContext(target, { waitMs: 300 });
}

const check = (start: string) => SOCKET_CHECKS.find((c) => c.name.startsWith(start))!;

describe('socket conformance checks', () => {
  it('pass against a stand-in that keeps the contract (handshake, heartbeat, guest login, history, frames)', async () => {
    const ctx = await standIn({});
    for (const name of ['handshake: clientType', 'handshake: a bad', 'heartbeat', 'guest login', 'history', 'every frame']) await check(name).run(ctx);
  });

  it(`fail when a bad handshake is not closed with ${CHAT_CLOSE.BAD_HANDSHAKE}`, async () => {
    const ctx = await standIn({ admitsAnyHandshake: true });
    await expect(check('handshake: a bad').run(ctx)).rejects.toThrow('no query (?): the server kept the socket open for 300 ms');
  });

  it('fail when the heartbeat is answered with a frame outside the contract, and the frame check counts it', async () => {
    const ctx = await standIn({ answer: (f) => (f.msgId === MSG_ID.HEARTBEAT ? [{ msgId: 0, msgData: { code: 'ok' } }] : []) });
    await expect(check('heartbeat').run(ctx)).rejects.toThrow('outside the contract: {"msgId":0,"msgData":{"code":"ok"}}');
    await expect(check('every frame').run(ctx)).rejects.toThrow('1 frame(s) outside the contract');
  });

  it('fail when the heartbeat is not answered', async () => {
    const ctx = await standIn({ answer: () => [] });
    await expect(check('heartbeat').run(ctx)).rejects.toThrow('no 0 frame within');
  });

  it('fail when a guest login answers a member', async () => {
    const ctx = await standIn({ answer: (f) => [{ msgId: f.msgId, msgData: { code: 6000, message: '成功', user: { ...guest, guest: false } } }] });
    await expect(check('guest login').run(ctx)).rejects.toThrow('expected a guest user');
  });

  it('fail when history is oldest first', async () => {
    const ctx = await standIn({
      answer: (f) => [{ msgId: f.msgId, msgData: { code: 6000, message: '成功', rid: '7000101', pageNum: 1, pageSize: 15, total: 2, list: [message('a', 1), message('b', 2)] } }],
    });
    await expect(check('history').run(ctx)).rejects.toThrow('not newest first');
  });

  it('fail when the member login (10001) is refused', async () => {
    const ctx = { ...(await standIn({ answer: (f) => [{ msgId: f.msgId, msgData: { code: 6001, message: '请重新登录' } }] })), member: () => Promise.resolve({ token: 't', jwt: 'j' }) };
    await expect(check('login (10001)').run(ctx)).rejects.toThrow('answered 6001 请重新登录, expected 6000');
  });

  it('fail when a message sent is not in the history that follows', async () => {
    const member = { ...guest, userId: 10001, guest: false };
    const answer = (f: Frame): unknown[] => {
      const ok = { code: 6000, message: '成功' };
      if (f.msgId === MSG_ID.LOGIN) return [{ msgId: f.msgId, msgData: { ...ok, user: member } }];
      if (f.msgId === MSG_ID.JOIN_ROOM) return [{ msgId: MSG_ID.JOIN_UNICAST, msgData: { ...ok, rid: '7000101', room: { status: 'open', vipLevel: 0, onlineCount: 1, muted: false } } }];
      const said = { ...message(String(f.msgData.msg).trim(), 3), userId: 10001 };
      if (f.msgId === MSG_ID.SEND_MESSAGE) return [{ msgId: f.msgId, msgData: { ...ok, rid: '7000101', body: said } }];
      return contractAnswer(f);
    };
    const ctx = { ...(await standIn({ answer })), member: () => Promise.resolve({ token: 't', jwt: 'j' }) };
    await expect(check('send message').run(ctx)).rejects.toThrow("history's first page does not hold the message just sent");
  });

  it('fail the frame check when the server sent nothing at all', async () => {
    const ctx = await standIn({});
    await expect(check('every frame').run(ctx)).rejects.toThrow('no frame at all');
  });
});

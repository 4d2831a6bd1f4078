import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  CHAT_ARRIVALS_ANNOUNCED_ROOM_MAX,
  CHAT_JOINS_PER_MEMBER_BURST,
  CHAT_JOINS_PER_MEMBER_PER_SECOND,
  CHAT_ROOM_JOINS_PER_CONNECTION_MAX,
  MSG_ID,
  chatJoinsPerAddressBurst,
  chatJoinsPerAddressPerSecond,
} from '@betsite/contracts/socket';
import { call, login, makeApp } from '../../test-support/helpers';
import { connect, type TestClient } from '../../test-support/chat-client';

/** A crowd in a room (issue 25, item 1): what joining costs the others, and who may keep joining. */
let app: FastifyInstance | undefined;
let clients: TestClient[] = [];
afterEach(async () => {
  for (const c of clients) c.ws.terminate();
  clients = [];
  await app?.close();
  app = undefined;
});

async function guests(n: number, rid?: string): Promise<TestClient[]> {
  if (!app) throw new Error('no app');
  const made: TestClient[] = [];
  for (let i = 0; i < n; i++) {
    const c = await connect(app);
    clients.push(c);
    await c.guest();
    if (rid) expect((await c.join(rid)).code).toBe(6000);
    made.push(c);
  }
  return made;
}

describe('a crowd joining a room', () => {
  it('costs pushes in proportion to the crowd, not its square: past a small room, arrivals come as one online count a second', async () => {
    app = await makeApp({ CHAT_CONNECTIONS_PER_IP_MAX: 1_000 });
    const crowd = 300;
    const joined = await guests(crowd, '7000101');
    await Promise.all(joined.map((c) => c.sync()));
    // The coalesced online count goes out a second after the arrivals it counts.
    await new Promise((r) => setTimeout(r, 1_200));
    await Promise.all(joined.map((c) => c.sync()));
    const arrivals = joined.reduce((n, c) => n + c.frames.filter((f) => f.msgId === MSG_ID.JOIN_BROADCAST).length, 0);
    const counts = joined.flatMap((c) => c.frames.filter((f) => f.msgId === MSG_ID.ROOM_STATUS));
    // Each arrival in the first small room told the others: at most 1 + 2 + ... + (max - 1) frames.
    expect(arrivals).toBeLessThanOrEqual((CHAT_ARRIVALS_ANNOUNCED_ROOM_MAX * (CHAT_ARRIVALS_ANNOUNCED_ROOM_MAX - 1)) / 2);
    expect(arrivals + counts.length).toBeLessThan(10 * crowd);
    // Everyone ends up with the room's true count.
    const last = joined[0]!.frames.filter((f) => f.msgId === MSG_ID.ROOM_STATUS).at(-1);
    expect(last).toMatchObject({ msgData: { rid: '7000101', status: 'open', onlineCount: crowd } });
  });

  it('still tells a small room of each arrival by name (10008)', async () => {
    app = await makeApp();
    const [watcher] = await guests(1, '7000102');
    const [newcomer] = await guests(1, '7000102');
    await watcher!.sync();
    const arrivals = watcher!.frames.filter((f) => f.msgId === MSG_ID.JOIN_BROADCAST);
    expect(arrivals).toHaveLength(1);
    expect(arrivals[0]).toMatchObject({ msgData: { rid: '7000102' } });
    expect(newcomer).toBeDefined();
  });
});

describe('join budgets over time', () => {
  it('answers 6011 once one address has spent its joins, however many times it reconnects', async () => {
    app = await makeApp();
    const perIp = app.ctx.config.CHAT_CONNECTIONS_PER_IP_MAX;
    const budget = chatJoinsPerAddressBurst(perIp);
    const started = performance.now();
    let accepted = 0;
    let refused = 0;
    // Each connection alternates between two real rooms up to its own bound, then a new one comes.
    while (accepted + refused < budget + 2 * CHAT_ROOM_JOINS_PER_CONNECTION_MAX) {
      const [c] = await guests(1);
      let current: string | undefined;
      for (let i = 0; i < CHAT_ROOM_JOINS_PER_CONNECTION_MAX; i++) {
        const rid = i % 2 ? '7000101' : '7000102';
        const code = (await c!.join(rid)).code;
        // A refused join leaves the connection where it was: joining that room again is free.
        if (code === 6000 && rid !== current) accepted += 1;
        else if (code === 6011) refused += 1;
        else if (code !== 6000) throw new Error(`join answered ${code}`);
        if (code === 6000) current = rid;
      }
      c!.ws.terminate();
    }
    // The bucket refills while the test runs (real time): at most that much more gets in.
    const refilled = ((performance.now() - started) / 1000) * chatJoinsPerAddressPerSecond(perIp);
    expect(accepted).toBeGreaterThanOrEqual(budget);
    expect(accepted).toBeLessThanOrEqual(budget + Math.ceil(refilled));
    expect(refused).toBeGreaterThan(0);
  });

  it('answers 6011 once one member has spent theirs over several connections, while a guest from the same address still joins', async () => {
    app = await makeApp();
    const token = await login(app);
    const jwt = (await call<{ jwt: string }>(app, '/site/api/v1/user/member/jwt', {}, token)).data.jwt;
    let arrivals = 0;
    let refused = 0;
    const started = performance.now();
    while (arrivals + refused < CHAT_JOINS_PER_MEMBER_BURST + CHAT_ROOM_JOINS_PER_CONNECTION_MAX) {
      const c = await connect(app);
      clients.push(c);
      c.send({ msgId: MSG_ID.LOGIN, msgData: { token, jwt } });
      await c.next(MSG_ID.LOGIN);
      let current: string | undefined;
      for (let i = 0; i < CHAT_ROOM_JOINS_PER_CONNECTION_MAX; i++) {
        const rid = i % 2 ? '7000103' : '7000104';
        const code = (await c.join(rid)).code;
        if (code === 6000 && rid !== current) arrivals += 1;
        if (code === 6011) refused += 1;
        if (code === 6000) current = rid;
      }
    }
    const refilled = ((performance.now() - started) / 1000) * CHAT_JOINS_PER_MEMBER_PER_SECOND;
    expect(arrivals).toBeGreaterThanOrEqual(CHAT_JOINS_PER_MEMBER_BURST);
    expect(arrivals).toBeLessThanOrEqual(CHAT_JOINS_PER_MEMBER_BURST + Math.ceil(refilled));
    expect(refused).toBeGreaterThan(0);
    const [guest] = await guests(1);
    expect((await guest!.join('7000103')).code).toBe(6000);
  });
});

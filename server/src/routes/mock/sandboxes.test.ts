import { createConnection } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MSG_ID } from '@betsite/contracts/socket';
import { call, DEMO, login, makeApp, md5 } from '../../../test-support/helpers';
import { noticeFor } from '../../lib/notices';
import { connect } from '../../../test-support/chat-client';
import { findAccountByName } from '../../accounts/state';

const BALANCE = '/fd/api/v1/transfer/getBalance';
const VENUE_TRANSFER = '/game/api/v1/venue/transfer';
const CAPTCHA = '/site/api/v1/user/register/defaultKaptcha';
const in_ = (name: string) => ({ 'x-mock-session': name });

async function mock(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, sandbox?: string) {
  const res = await app.inject({ method, url: `/__mock${url}`, headers: sandbox === undefined ? {} : in_(sandbox), ...(body === undefined ? {} : { payload: body as object }) });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>(), headers: res.headers };
}

async function loginIn(app: FastifyInstance, sandbox: string): Promise<string> {
  const r = await call<{ token: string }>(app, '/site/api/v1/user/login', { isAgent: 0, name: DEMO.name, password: md5(DEMO.password), kaptchcate: 0 }, undefined, { 'device-uuid': DEMO.device, ...in_(sandbox) });
  if (r.status_code !== 6000) throw new Error(`login in ${sandbox}: ${r.status_code} ${r.message}`);
  return r.data.token;
}

/**
 * One QA run's story in a sandbox: log in, move money to a venue, move the clock, force a code,
 * then read back what the world says. Answers what a run observes (no tokens or instants).
 */
async function story(app: FastifyInstance, sandbox: string) {
  const token = await loginIn(app, sandbox);
  const moved = await call(app, VENUE_TRANSFER, { channelCode: 'PG', amount: '88.88', ty: 1 }, token, in_(sandbox));
  const clock = await mock(app, 'POST', '/clock', { advanceMs: 3_600_000 }, sandbox);
  await mock(app, 'POST', '/scenarios', { path: CAPTCHA, status_code: 6013, times: 1 }, sandbox);
  const forced = await call(app, CAPTCHA, {}, undefined, in_(sandbox));
  const after = await call(app, CAPTCHA, {}, undefined, in_(sandbox));
  const balance = await call(app, BALANCE, { withLockMoney: 1 }, token, in_(sandbox));
  const journal = (await mock(app, 'GET', '/journal', undefined, sandbox)).body as unknown as { path: string; status_code: number }[];
  return {
    moved: moved.status_code,
    offsetMs: (clock.body as { offsetMs: number }).offsetMs,
    forced: forced.status_code,
    after: after.status_code,
    balance: balance.data,
    journal: journal.map((e) => `${e.path} ${e.status_code}`),
  };
}

describe('QA sandboxes (x-mock-session)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(() => app.close());

  it('runs 20 copies of one story at once, each ending exactly as it does alone, and leaves the default world untouched', async () => {
    const defaultBefore = await call(app, BALANCE, { withLockMoney: 1 }, await login(app));
    const alone = await story(app, 'alone');
    expect(alone.moved).toBe(6000);
    expect(alone.forced).toBe(6013);
    expect(alone.after).toBe(6000);
    expect(alone.offsetMs).toBe(3_600_000);
    const runs = await Promise.all(Array.from({ length: 20 }, (_, i) => story(app, `run-${i}`)));
    for (const run of runs) expect(run).toEqual(alone);
    expect((await call(app, BALANCE, { withLockMoney: 1 }, await login(app))).data).toEqual(defaultBefore.data);
    expect((await mock(app, 'GET', '/clock')).body.offsetMs).toBe(0);
  });

  it('keeps sessions apart: a token made in one sandbox is unknown (6001) in another and in the default world', async () => {
    const token = await loginIn(app, 'tokens-a');
    expect((await call(app, BALANCE, { withLockMoney: 1 }, token, in_('tokens-a'))).status_code).toBe(6000);
    expect((await call(app, BALANCE, { withLockMoney: 1 }, token, in_('tokens-b'))).status_code).toBe(6001);
    expect((await call(app, BALANCE, { withLockMoney: 1 }, token)).status_code).toBe(6001);
  });

  it('joins a sandbox by cookie as well as by header, and names it in the reply', async () => {
    await mock(app, 'PUT', '/settings', { maintenance: true }, 'cookie-run');
    const res = await app.inject({ method: 'GET', url: '/__mock/settings', headers: { cookie: 'theme=dark; x-mock-session=cookie-run' } });
    expect(res.json<{ maintenance: boolean }>().maintenance).toBe(true);
    expect(res.headers['x-mock-sandbox']).toBe('cookie-run');
    expect((await mock(app, 'GET', '/settings')).body.maintenance).toBe(false);
  });

  it('resets one sandbox alone with the header', async () => {
    await mock(app, 'POST', '/clock', { advanceMs: 60_000 }, 'reset-a');
    await mock(app, 'POST', '/clock', { advanceMs: 60_000 }, 'reset-b');
    await mock(app, 'POST', '/clock', { advanceMs: 60_000 });
    expect((await mock(app, 'POST', '/reset', {}, 'reset-a')).status).toBe(200);
    expect((await mock(app, 'GET', '/clock', undefined, 'reset-a')).body.offsetMs).toBe(0);
    expect((await mock(app, 'GET', '/clock', undefined, 'reset-b')).body.offsetMs).toBe(60_000);
    expect((await mock(app, 'GET', '/clock')).body.offsetMs).toBe(60_000);
    await mock(app, 'POST', '/reset', {});
  });

  it('catches an idle sandbox\'s matches up with its clock on its next request', async () => {
    await mock(app, 'GET', '/clock', undefined, 'idle-sports');
    const entered = app.sandboxes.enter('idle-sports');
    if (entered.kind !== 'world') throw new Error('idle-sports was evicted');
    const before = entered.world.state.world.advancedToMs;
    entered.world.clock.advance(10 * 60_000); // as if ten minutes passed with nobody asking
    await call(app, CAPTCHA, {}, undefined, in_('idle-sports'));
    expect(entered.world.state.world.advancedToMs).toBeGreaterThanOrEqual(before + 10 * 60_000);
  });

  it('runs a request whose body arrives in two packets in its sandbox, not in the world of the connection', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const body = JSON.stringify({ advanceMs: 7_200_000 });
    const head = `POST /__mock/clock HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nx-mock-session: packets\r\nConnection: close\r\n\r\n`;
    const socket = createConnection(Number(new URL(address).port), '127.0.0.1');
    const answered = new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      socket.on('close', () => resolve(text));
    });
    socket.write(head + body.slice(0, 5));
    await new Promise((r) => setTimeout(r, 50));
    socket.write(body.slice(5));
    expect(await answered).toContain('"offsetMs":7200000');
    expect((await mock(app, 'GET', '/clock', undefined, 'packets')).body.offsetMs).toBe(7_200_000);
    expect((await mock(app, 'GET', '/clock')).body.offsetMs).toBe(0);
  });

  it('lists sandboxes most recently used first and deletes one (404 for an unknown name)', async () => {
    await mock(app, 'GET', '/clock', undefined, 'list-old');
    await mock(app, 'GET', '/clock', undefined, 'list-new');
    const listed = (await mock(app, 'GET', '/sandboxes')).body as { instance: string; limit: number; sandboxes: { name: string; requests: number }[] };
    expect(listed.instance).toBe(app.ctx.config.INSTANCE_NAME);
    expect(listed.sandboxes.slice(0, 2).map((s) => s.name)).toEqual(['list-new', 'list-old']);
    expect(listed.sandboxes[0]!.requests).toBe(1);
    expect((await mock(app, 'DELETE', '/sandboxes/list-old')).status).toBe(200);
    expect((await mock(app, 'DELETE', '/sandboxes/list-old')).status).toBe(404);
    const after = (await mock(app, 'GET', '/sandboxes')).body as { sandboxes: { name: string }[] };
    expect(after.sandboxes.map((s) => s.name)).not.toContain('list-old');
  });

  it('scopes a scenario naming a session to that sandbox, wherever it is added from', async () => {
    await mock(app, 'POST', '/scenarios', { path: CAPTCHA, status_code: 6011, session: 'scoped-1' });
    expect((await call(app, CAPTCHA, {}, undefined, in_('scoped-2'))).status_code).toBe(6000);
    expect((await call(app, CAPTCHA)).status_code).toBe(6000);
    expect((await call(app, CAPTCHA, {}, undefined, in_('scoped-1'))).status_code).toBe(6011);
  });

  it('answers 6007 (product) or 400 (QA API) for a name outside the pattern, and makes no world', async () => {
    const before = ((await mock(app, 'GET', '/sandboxes')).body.sandboxes as unknown[]).length;
    expect((await call(app, CAPTCHA, {}, undefined, in_('bad name!'))).status_code).toBe(6007);
    expect((await mock(app, 'GET', '/clock', undefined, 'x'.repeat(65))).status).toBe(400);
    expect(((await mock(app, 'GET', '/sandboxes')).body.sandboxes as unknown[]).length).toBe(before);
  });

  it('joins the socket to the sandbox of its handshake: a notice reaches that world\'s sockets only', async () => {
    const signedIn = async (sandbox?: string) => {
      const headers = sandbox === undefined ? {} : in_(sandbox);
      const token = sandbox === undefined ? await login(app) : await loginIn(app, sandbox);
      const jwt = (await call<{ jwt: string }>(app, '/site/api/v1/user/member/jwt', {}, token, headers)).data.jwt;
      const client = await connect(app, headers);
      client.send({ msgId: MSG_ID.LOGIN, msgData: { token, jwt } });
      expect(((await client.next(MSG_ID.LOGIN)).msgData as { code: number }).code).toBe(6000);
      return client;
    };
    const inSandbox = await signedIn('chat-a');
    const inDefault = await signedIn();
    const userId = findAccountByName(app.ctx.state, DEMO.name)!.userId;
    const sandbox = app.sandboxes.enter('chat-a');
    if (sandbox.kind !== 'world') throw new Error('chat-a was evicted');
    sandbox.world.within(() => sandbox.world.notices.publish(noticeFor(userId, '沙盒里的通知')));
    app.ctx.notices.publish(noticeFor(userId, '默认世界的通知'));
    await inSandbox.sync();
    await inDefault.sync();
    const bodies = (c: typeof inSandbox) => c.frames.filter((f) => f.msgId === MSG_ID.INTERNAL_NOTIFICATION).map((f) => (f.msgData as { body: string }).body);
    expect(bodies(inSandbox)).toEqual(['沙盒里的通知']);
    expect(bodies(inDefault)).toEqual(['默认世界的通知']);
    inSandbox.ws.terminate();
    inDefault.ws.terminate();
  });
});

describe('QA sandboxes: the bound', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp({ SANDBOXES_MAX: 2 });
  });
  afterAll(() => app.close());

  it('evicts the least recently used past the limit and says so until the run starts it again', async () => {
    await mock(app, 'POST', '/clock', { advanceMs: 1_000 }, 'a');
    await mock(app, 'GET', '/clock', undefined, 'b');
    await mock(app, 'GET', '/clock', undefined, 'c');
    const listed = (await mock(app, 'GET', '/sandboxes')).body as { limit: number; sandboxes: { name: string }[]; evicted: string[] };
    expect(listed.limit).toBe(2);
    expect(listed.sandboxes.map((s) => s.name)).toEqual(['c', 'b']);
    expect(listed.evicted).toEqual(['a']);

    const product = await app.inject({ method: 'POST', url: CAPTCHA, headers: { 'content-type': 'application/json', ...in_('a') }, payload: '{}' });
    expect(product.json<{ status_code: number; message: string }>()).toMatchObject({ status_code: 6003, message: expect.stringContaining('evicted') as string });
    expect(product.headers['x-mock-sandbox']).toBe('evicted');
    expect((await mock(app, 'GET', '/clock', undefined, 'a')).status).toBe(410);

    expect((await mock(app, 'POST', '/reset', {}, 'a')).status).toBe(200);
    expect((await mock(app, 'GET', '/clock', undefined, 'a')).body.offsetMs).toBe(0);
    expect((await call(app, CAPTCHA, {}, undefined, in_('a'))).status_code).toBe(6000);
  });
});

describe('QA sandboxes with the QA API off', () => {
  it('ignores the name: every request runs in the one world', async () => {
    const app = await makeApp({ MOCK_API: false });
    const token = await login(app);
    expect((await call(app, BALANCE, { withLockMoney: 1 }, token, in_('anything'))).status_code).toBe(6000);
    expect(app.sandboxes.list()).toEqual([]);
    await app.close();
  });
});

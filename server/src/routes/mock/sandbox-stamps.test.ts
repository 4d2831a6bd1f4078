import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { CHAT_SOCKET_PATH, chatHandshakeSearch } from '@betsite/contracts/socket';
import { healthReply } from '@betsite/contracts/health';
import { call, DEMO, makeApp, md5, productHeaders } from '../../test-helpers';

/**
 * Issue 28: a sandbox whose instance went down or restarted without STATE_DIR is told so (the
 * evicted reply), never handed another world under its name. Each app here is one process of an
 * instance: two apps of one INSTANCE_NAME are that instance before and after a restart.
 */
const BALANCE = '/fd/api/v1/transfer/getBalance';
const VENUE_TRANSFER = '/game/api/v1/venue/transfer';
const STAMP = 'x-mock-stamp';

const apps: FastifyInstance[] = [];
const dirs: string[] = [];
async function instance(name: string, stateDir?: string): Promise<FastifyInstance> {
  const app = await makeApp({ INSTANCE_NAME: name, ...(stateDir === undefined ? {} : { STATE_DIR: stateDir }) });
  apps.push(app);
  return app;
}
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const qa = (app: FastifyInstance, method: 'GET' | 'POST', url: string, headers: Record<string, string>, body?: unknown) =>
  app.inject({ method, url: `/__mock${url}`, headers, ...(body === undefined ? {} : { payload: body as object }) });
const product = (app: FastifyInstance, headers: Record<string, string>, token?: string) =>
  app.inject({ method: 'POST', url: BALANCE, headers: { ...productHeaders(), ...(token ? { token } : {}), ...headers }, payload: '{"withLockMoney":1}' });

async function loginIn(app: FastifyInstance, headers: Record<string, string>): Promise<string> {
  const r = await call<{ token: string }>(app, '/site/api/v1/user/login', { isAgent: 0, name: DEMO.name, password: md5(DEMO.password), kaptchcate: 0 }, undefined, { 'device-uuid': DEMO.device, ...headers });
  if (r.status_code !== 6000) throw new Error(`login: ${r.status_code} ${r.message}`);
  return r.data.token;
}

/** A sandbox made on `app` by a first call without a stamp: its stamp, as the reply gave it. */
async function made(app: FastifyInstance, name: string): Promise<string> {
  const res = await qa(app, 'POST', '/clock', { 'x-mock-session': name }, { advanceMs: 60_000 });
  expect(res.statusCode).toBe(200);
  return String(res.headers[STAMP]);
}

function expectLost(res: { statusCode: number; headers: Record<string, unknown>; json: <T>() => T }, qaCall: boolean, says: string) {
  expect(res.headers['x-mock-sandbox']).toBe('evicted');
  expect(res.headers[STAMP]).toBeUndefined();
  if (qaCall) {
    expect(res.statusCode).toBe(410);
    expect(res.json<{ error: string }>().error).toContain(says);
  } else {
    expect(res.json()).toMatchObject({ status_code: 6003, data: null, message: expect.stringContaining(says) as string });
  }
}

describe('sandbox stamps (x-mock-stamp)', () => {
  it('stamps every reply in a sandbox with its name, the instance and the boot that GET /__health names', async () => {
    const app = await instance('api-1');
    const stamp = await made(app, 'run-1');
    const health = healthReply.parse((await app.inject({ method: 'GET', url: '/__health' })).json());
    expect(stamp).toBe(`run-1@api-1:${health.boot}`);
    expect((await product(app, { 'x-mock-session': 'run-1', [STAMP]: stamp })).headers[STAMP]).toBe(stamp);
    // The default world has no stamp.
    expect((await product(app, {})).headers[STAMP]).toBeUndefined();
  });

  it('answers a stamp of an earlier boot with the evicted reply (product 6003, QA 410), makes no world, until a reset starts it again', async () => {
    const before = await instance('api-2');
    const stamp = await made(before, 'run-2');
    const token = await loginIn(before, { 'x-mock-session': 'run-2' });
    const after = await instance('api-2'); // the same instance, restarted without STATE_DIR
    const named = { 'x-mock-session': 'run-2', [STAMP]: stamp };
    expectLost(await product(after, named, token), false, 'api-2 has restarted since');
    expectLost(await qa(after, 'GET', '/clock', named), true, `was held by instance api-2 (boot ${stamp.split(':')[1]})`);
    expect(after.sandboxes.list()).toEqual([]);

    const reset = await qa(after, 'POST', '/reset', named, {});
    expect(reset.statusCode).toBe(200);
    const fresh = String(reset.headers[STAMP]);
    expect(fresh).toMatch(/^run-2@api-2:[0-9a-f]{8}$/);
    expect(fresh).not.toBe(stamp);
    expect((await qa(after, 'GET', '/clock', { 'x-mock-session': 'run-2', [STAMP]: fresh })).json()).toMatchObject({ offsetMs: 0 });
  });

  it('answers a stamp of another instance with the evicted reply naming it, where the name is unknown (a proxy failing over)', async () => {
    const holder = await instance('api-2');
    const stamp = await made(holder, 'run-3');
    const other = await instance('api-3');
    expectLost(await product(other, { 'x-mock-session': 'run-3', [STAMP]: stamp }), false, 'this is instance api-3');
    expect(other.sandboxes.list()).toEqual([]);
  });

  it('never hands a stamped caller the other world made under its name since, by a caller without the stamp', async () => {
    const holder = await instance('api-2');
    const stamp = await made(holder, 'run-4');
    const other = await instance('api-3');
    const newcomer = await loginIn(other, { 'x-mock-session': 'run-4' });
    await call(other, VENUE_TRANSFER, { channelCode: 'PG', amount: '55.55', ty: 1 }, newcomer, { 'x-mock-session': 'run-4' });
    expectLost(await product(other, { 'x-mock-session': 'run-4', [STAMP]: stamp }, newcomer), false, 'the world under that name here is another one, made by instance api-3');
    // The newcomer, with its own stamp or none, goes on in its world.
    const own = String((await product(other, { 'x-mock-session': 'run-4' }, newcomer)).headers[STAMP]);
    expect((await product(other, { 'x-mock-session': 'run-4', [STAMP]: own }, newcomer)).json()).toMatchObject({ status_code: 6000 });
  });

  it('answers normally after a STATE_DIR restart: the world is held again, under the stamp it had', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'betsite-stamps-'));
    dirs.push(dir);
    const before = await instance('api-2', dir);
    const stamp = await made(before, 'run-5');
    const token = await loginIn(before, { 'x-mock-session': 'run-5' });
    await before.close();
    const after = await instance('api-2', dir);
    const res = await product(after, { 'x-mock-session': 'run-5', [STAMP]: stamp }, token);
    expect(res.json()).toMatchObject({ status_code: 6000 });
    expect(res.headers[STAMP]).toBe(stamp);
    expect((await qa(after, 'GET', '/clock', { 'x-mock-session': 'run-5', [STAMP]: stamp })).json()).toMatchObject({ offsetMs: 60_000 });
  });

  it('still makes a new name on first use, with no stamp or this process\'s (a name removed and used again)', async () => {
    const app = await instance('api-1');
    const stamp = await made(app, 'run-6');
    expect((await app.inject({ method: 'DELETE', url: '/__mock/sandboxes/run-6' })).statusCode).toBe(200);
    const again = await qa(app, 'GET', '/clock', { 'x-mock-session': 'run-6', [STAMP]: stamp });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ offsetMs: 0 });
  });

  it('ignores a stamp of another sandbox (a browser\'s cookie from the one it left) and refuses one that is no stamp (6007, 400)', async () => {
    const app = await instance('api-1');
    const ignored = await qa(app, 'GET', '/clock', { 'x-mock-session': 'run-7', [STAMP]: 'elsewhere@api-9:aaaaaaaa' });
    expect(ignored.statusCode).toBe(200);
    expect(ignored.headers['x-mock-sandbox']).toBe('run-7');
    expect((await product(app, { 'x-mock-session': 'run-7', [STAMP]: 'run-7@api-1' })).json()).toMatchObject({ status_code: 6007, message: expect.stringContaining('x-mock-stamp must be') as string });
    expect((await qa(app, 'GET', '/clock', { cookie: 'x-mock-session=run-7; x-mock-stamp=junk' })).statusCode).toBe(400);
  });

  it('gives a browser (the sandbox named by cookie) the stamp as a cookie once, and refuses its chat handshake once the world is lost', async () => {
    const before = await instance('api-2');
    const first = await product(before, { cookie: 'x-mock-session=run-8' });
    const stamp = String(first.headers[STAMP]);
    expect(first.headers['set-cookie']).toBe(`x-mock-stamp=${stamp}; Path=/; SameSite=Lax`);
    const held = { cookie: `x-mock-session=run-8; x-mock-stamp=${encodeURIComponent(stamp)}` };
    expect((await product(before, held)).headers['set-cookie']).toBeUndefined();
    // Named by header only (a script): no cookie.
    expect((await product(before, { 'x-mock-session': 'run-8' })).headers['set-cookie']).toBeUndefined();

    const after = await instance('api-2');
    expectLost(await product(after, held), false, 'api-2 has restarted since');
    await after.listen({ port: 0, host: '127.0.0.1' });
    const { port } = after.server.address() as AddressInfo;
    const ws = new WebSocket(`ws://127.0.0.1:${port}${CHAT_SOCKET_PATH}?${chatHandshakeSearch()}`, { headers: held });
    const refused = await new Promise<{ sandbox: unknown }>((resolve, reject) => {
      ws.on('unexpected-response', (req, res) => {
        resolve({ sandbox: res.headers['x-mock-sandbox'] });
        req.destroy();
      });
      ws.on('open', () => reject(new Error('the handshake of a lost sandbox was accepted')));
      ws.on('error', () => undefined);
    });
    expect(refused.sandbox).toBe('evicted');
    expect(after.sandboxes.list()).toEqual([]);
  });
});

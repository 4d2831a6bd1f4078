import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_WIRE_SECRET, decryptReply, encryptBody, encryptPath, isEncryptedReply, signTimestampIp } from '@betsite/contracts/wire';
import { call, makeApp, md5, productHeaders } from '../../test-support/helpers';

const SECRET = DEFAULT_WIRE_SECRET;
const LOGIN = '/site/api/v1/user/login';

describe('wire plugin (safe switch)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(() => app.close());

  /** One encrypted call as the client seals it; `send` sends it (again, for replays). */
  function sealed(path: string, body: unknown, opts: { ts?: number; token?: string } = {}) {
    const url = encryptPath(SECRET, path, opts.ts ?? app.ctx.clock.wallNow());
    const payload = JSON.stringify(encryptBody(SECRET, body, url));
    return { url, payload, token: opts.token };
  }
  async function send(call: { url: string; payload: string; token?: string }) {
    const headers = { ...productHeaders('demo-device-01'), ...(call.token ? { token: call.token } : {}) };
    return (await app.inject({ method: 'POST', url: call.url, headers, payload: call.payload })).json<unknown>();
  }
  const encrypted = (path: string, body: unknown, opts: { ts?: number; token?: string } = {}) => send(sealed(path, body, opts));

  it('gives the same answers encrypted as plain', async () => {
    const wrong = { isAgent: 0, name: 'demo01', password: md5('wrong-password') };
    const plain = await call(app, LOGIN, wrong, undefined, { 'device-uuid': 'demo-device-01' });
    const reply = await encrypted(LOGIN, wrong);
    expect(isEncryptedReply(reply)).toBe(true);
    expect(decryptReply(SECRET, reply)).toEqual(plain);
  });

  it('logs in and reaches a protected route encrypted', async () => {
    const login = decryptReply(SECRET, await encrypted(LOGIN, { isAgent: 0, name: 'demo01', password: md5('demo1234') }));
    expect(login?.status_code).toBe(6000);
    const token = (login?.data as { token: string }).token;
    const logout = decryptReply(SECRET, await encrypted('/site/api/v1/user/logout', {}, { token }));
    expect(logout).toEqual({ status_code: 6000, data: null, message: '成功' });
  });

  it('validates the decrypted body: a missing field answers 6007', async () => {
    expect(decryptReply(SECRET, await encrypted(LOGIN, { name: 'demo01' }))?.status_code).toBe(6007);
  });

  it('answers 6004 for an unknown path inside a valid token', async () => {
    expect(decryptReply(SECRET, await encrypted('/site/api/v1/nowhere', {}))?.status_code).toBe(6004);
  });

  it('answers 6008, plain, for a tampered path', async () => {
    const url = encryptPath(SECRET, LOGIN, app.ctx.clock.wallNow());
    const tampered = url.slice(0, -5) + (url.at(-5) === 'A' ? 'B' : 'A') + url.slice(-4);
    const res = await app.inject({ method: 'POST', url: tampered, headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(res.json()).toMatchObject({ status_code: 6008 });
  });

  it('answers 6008 for a stale path', async () => {
    expect(await encrypted(LOGIN, {}, { ts: app.ctx.clock.wallNow() - 10 * 60_000 })).toMatchObject({ status_code: 6008 });
  });

  it('answers 6008 for a body sealed with another secret', async () => {
    const res = await app.inject({
      method: 'POST',
      url: encryptPath(SECRET, LOGIN, app.ctx.clock.wallNow()),
      headers: productHeaders(),
      payload: JSON.stringify(encryptBody('another-secret-of-enough-length', { name: 'demo01' }, encryptPath(SECRET, LOGIN, app.ctx.clock.wallNow()))),
    });
    expect(res.json()).toMatchObject({ status_code: 6008 });
  });

  it('answers 6008 for a plain body on the encrypted path', async () => {
    const res = await app.inject({ method: 'POST', url: encryptPath(SECRET, LOGIN, app.ctx.clock.wallNow()), headers: productHeaders(), payload: JSON.stringify({ name: 'demo01' }) });
    expect(res.json()).toMatchObject({ status_code: 6008 });
  });

  describe('replay', () => {
    const WITHDRAW_INFO = '/fd/api/v1/withdraw/withdrawInfo';

    it('answers 6003, plain, to a captured call sent again, which acts only once', async () => {
      const login = sealed(LOGIN, { isAgent: 0, name: 'demo01', password: md5('demo1234') });
      expect(decryptReply(SECRET, await send(login))?.status_code).toBe(6000);
      const sessionsAfterFirst = app.ctx.sessions.count();
      expect(await send(login)).toEqual({ status_code: 6003, data: null, message: '请求拒绝' });
      expect(app.ctx.sessions.count()).toBe(sessionsAfterFirst);
    });

    it('answers 6003 to a replayed call even with a fresh body sealed for it', async () => {
      const first = sealed(LOGIN, { isAgent: 0, name: 'demo01', password: md5('wrong') });
      await send(first);
      expect(await send({ ...first, payload: JSON.stringify(encryptBody(SECRET, { isAgent: 0, name: 'demo02', password: md5('x') }, first.url)) })).toMatchObject({ status_code: 6003 });
    });

    it('lets exactly one of two copies of a call in flight at once through', async () => {
      const call = sealed('/site/api/v1/user/register/defaultKaptcha', {});
      const replies = await Promise.all([send(call), send(call)]);
      expect(replies.filter(isEncryptedReply)).toHaveLength(1);
      expect(replies.filter((r) => !isEncryptedReply(r))).toEqual([{ status_code: 6003, data: null, message: '请求拒绝' }]);
    });

    it('answers 6008 to a body sealed for another path token, on another route', async () => {
      const token = (decryptReply(SECRET, await encrypted(LOGIN, { isAgent: 0, name: 'demo01', password: md5('demo1234') }))?.data as { token: string }).token;
      const forLogout = sealed('/site/api/v1/user/logout', {}, { token });
      const otherRoute = encryptPath(SECRET, WITHDRAW_INFO, app.ctx.clock.wallNow());
      expect(await send({ url: otherRoute, payload: forLogout.payload, token })).toMatchObject({ status_code: 6008 });
      // The body still opens with its own path token: the refusal above is the binding's.
      expect(decryptReply(SECRET, await send(forLogout))?.status_code).toBe(6000);
    });

    it('answers 6008 to a body sealed for another call of the same route', async () => {
      const a = sealed(LOGIN, { isAgent: 0, name: 'demo01', password: md5('demo1234') });
      const b = sealed(LOGIN, { isAgent: 0, name: 'demo01', password: md5('demo1234') });
      expect(await send({ url: b.url, payload: a.payload })).toMatchObject({ status_code: 6008 });
    });
  });

  it('accepts a valid ts-sign header and answers 6008 for a forged one', async () => {
    const good = signTimestampIp(SECRET, app.ctx.clock.wallNow(), '127.0.0.1');
    const headers = (sign: string) => ({ ...productHeaders(), 'ts-sign': sign });
    const ok = await app.inject({ method: 'POST', url: '/site/api/v1/user/register/defaultKaptcha', headers: headers(good), payload: '{}' });
    expect(ok.json()).toMatchObject({ status_code: 6000 });
    const forged = good.slice(0, -1) + (good.endsWith('0') ? '1' : '0');
    const bad = await app.inject({ method: 'POST', url: '/site/api/v1/user/register/defaultKaptcha', headers: headers(forged), payload: '{}' });
    expect(bad.json()).toMatchObject({ status_code: 6008 });
  });

  it('answers a wrong method HTTP 405 and an unknown path 6004 whatever their ts-sign: there is no call to sign', async () => {
    const forged = `${app.ctx.clock.wallNow()}.127.0.0.1.${'0'.repeat(64)}`;
    const wrongMethod = await app.inject({ method: 'GET', url: LOGIN, headers: { ...productHeaders(), 'ts-sign': forged } });
    expect([wrongMethod.statusCode, wrongMethod.headers.allow, wrongMethod.json()]).toEqual([405, 'POST', { status_code: 6008, data: null, message: '请求方法不允许' }]);
    const unknown = await app.inject({ method: 'POST', url: '/site/api/v1/nowhere', headers: { ...productHeaders(), 'ts-sign': forged }, payload: '{}' });
    expect([unknown.statusCode, unknown.json<{ status_code: number }>().status_code]).toEqual([200, 6004]);
  });

  it('answers a header refusal of an encrypted call sealed, like any refusal of a caller who holds the secret', async () => {
    const { 'request-id': _left, ...headers } = productHeaders();
    const { url, payload } = sealed('/site/api/v1/configuration/preInfo', {});
    const reply = (await app.inject({ method: 'POST', url, headers, payload })).json<unknown>();
    expect(decryptReply(SECRET, reply)).toEqual({ status_code: 6007, data: null, message: '缺少请求头 request-id' });
  });
});

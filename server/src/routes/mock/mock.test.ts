import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_WIRE_SECRET, encryptBody, encryptPath } from '@betsite/contracts/wire';
import { call, login, makeApp, md5, productHeaders } from '../../../test-support/helpers';

const LOGIN = '/site/api/v1/user/login';
const CAPTCHA = '/site/api/v1/user/register/defaultKaptcha';

describe('QA control API', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.inject({ method: 'POST', url: '/__mock/reset', payload: {} });
  });

  const mock = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({ method, url: `/__mock${url}`, ...(payload === undefined ? {} : { payload: payload as object }) });

  describe('scenarios', () => {
    it('forces the next call of a route to answer 6026 with the masked phone', async () => {
      await mock('POST', '/scenarios', { path: LOGIN, status_code: 6026, data: { phoneNumber: '138****5678' }, times: 1 });
      const fromHome = { 'device-uuid': 'demo-device-01' };
      const forced = await call(app, LOGIN, { name: 'demo01', password: md5('demo1234') }, undefined, fromHome);
      expect(forced).toMatchObject({ status_code: 6026, data: { phoneNumber: '138****5678' } });
      expect((await call(app, LOGIN, { name: 'demo01', password: md5('demo1234') }, undefined, fromHome)).status_code).toBe(6000);
    });

    it('uses the given message, and the canned one otherwise', async () => {
      await mock('POST', '/scenarios', { path: CAPTCHA, status_code: 6013 });
      expect(await call(app, CAPTCHA)).toEqual({ status_code: 6013, data: null, message: '维护中' });
      await mock('POST', '/scenarios', { path: CAPTCHA, status_code: 6013, message: '系统升级中' });
      expect((await call(app, CAPTCHA)).message).toBe('系统升级中');
    });

    it('forces codes on protected routes before authentication', async () => {
      await mock('POST', '/scenarios', { path: '/site/api/v1/user/logout', status_code: 6005, times: 2 });
      expect((await call(app, '/site/api/v1/user/logout')).status_code).toBe(6005);
    });

    it('applies a session-scoped scenario only to that QA session', async () => {
      await mock('POST', '/scenarios', { path: CAPTCHA, status_code: 6011, session: 'qa-run-1' });
      expect((await call(app, CAPTCHA, {}, undefined, { 'x-mock-session': 'qa-run-2' })).status_code).toBe(6000);
      expect((await call(app, CAPTCHA, {}, undefined, { 'x-mock-session': 'qa-run-1' })).status_code).toBe(6011);
    });

    it('answers after the requested delay', async () => {
      await mock('POST', '/scenarios', { path: CAPTCHA, status_code: 6317, delayMs: 150, times: 1 });
      const started = Date.now();
      expect((await call(app, CAPTCHA)).status_code).toBe(6317);
      expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    });

    it('applies in encrypted mode too', async () => {
      await mock('POST', '/scenarios', { path: CAPTCHA, status_code: 6013, times: 1 });
      const url = encryptPath(DEFAULT_WIRE_SECRET, CAPTCHA, app.ctx.clock.wallNow());
      const res = await app.inject({ method: 'POST', url, headers: productHeaders(), payload: JSON.stringify(encryptBody(DEFAULT_WIRE_SECRET, {}, url)) });
      expect(res.json()).toMatchObject({ encrypted: 1 });
      expect(app.ctx.journal.list({ limit: 1 })[0]).toMatchObject({ path: CAPTCHA, encrypted: true, status_code: 6013 });
    });

    it('lists and removes scenarios', async () => {
      const added = (await mock('POST', '/scenarios', { path: CAPTCHA, status_code: 6013 })).json<{ id: string }>();
      expect((await mock('GET', '/scenarios')).json()).toHaveLength(1);
      expect((await mock('DELETE', `/scenarios?id=${added.id}`)).json()).toEqual({ removed: 1 });
      expect((await call(app, CAPTCHA)).status_code).toBe(6000);
    });

    it('answers a malformed body HTTP 400 {error}, never the product envelope, on every control that takes one', async () => {
      for (const [method, url] of [['POST', '/__mock/sports/prices'], ['POST', '/__mock/sports/matches/7000101/cancel'], ['PUT', '/__mock/review-policy'], ['POST', '/__mock/clock'], ['POST', '/__mock/scenario-sets/none/apply']] as const) {
        for (const [contentType, payload] of [['application/json', '{"a":'], ['application/json', '{"__proto__":{"x":1}}'], ['text/plain', 'hi']]) {
          const res = await app.inject({ method, url, headers: { 'content-type': contentType! }, payload });
          expect([res.statusCode, Object.keys(res.json<object>())], `${method} ${url} ${payload}`).toEqual([400, ['error']]);
        }
      }
    });

    it('refuses with HTTP 400 a scenario for a route it would never fire on: /__health, the QA API, a stand-in, a path no route has, the other method', async () => {
      for (const [method, path, field] of [
        ['GET', '/__health', 'no contract route GET /__health'],
        ['POST', '/__mock/reset', 'no contract route POST /__mock/reset'],
        ['GET', '/__provider/play', 'no contract route GET /__provider/play'],
        ['POST', '/site/api/v1/user/logn', 'no contract route POST /site/api/v1/user/logn'],
        ['GET', LOGIN, `${LOGIN} is a POST route, not GET`],
      ] as const) {
        const res = await mock('POST', '/scenarios', { path, method, status_code: 6005 });
        expect([res.statusCode, res.json<{ error: string }>().error], `${method} ${path}`).toEqual([400, expect.stringContaining(field)]);
      }
      expect((await mock('GET', '/scenarios')).json()).toEqual([]);
      expect((await app.inject({ method: 'GET', url: '/__health' })).statusCode).toBe(200);
    });

    it('removes with a DELETE sent with or without a JSON content type and no body', async () => {
      for (const headers of [{}, { 'content-type': 'application/json' }, { 'content-type': 'application/json; charset=utf-8' }]) {
        const what = JSON.stringify(headers);
        const del = (url: string) => app.inject({ method: 'DELETE', url: `/__mock${url}`, headers });
        await mock('POST', '/scenarios', { path: CAPTCHA, status_code: 6013 });
        expect((await del('/scenarios')).json(), what).toEqual({ removed: 1 });
        expect((await call(app, CAPTCHA)).status_code, what).toBe(6000);
        expect((await mock('POST', '/snapshots/kept', {})).statusCode, what).toBe(200);
        expect((await del('/snapshots/kept')).json(), what).toEqual({ ok: true });
        expect((await app.inject({ method: 'POST', url: '/__mock/reset', headers: { 'x-mock-session': 'to-go' }, payload: {} })).statusCode, what).toBe(200);
        expect((await del('/sandboxes/to-go')).json(), what).toEqual({ ok: true });
      }
    });

    it('refuses a code outside the catalogue with HTTP 400', async () => {
      const res = await mock('POST', '/scenarios', { path: CAPTCHA, status_code: 6020 });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('journal', () => {
    it('records requests newest first with their reply code, passwords hidden', async () => {
      await call(app, LOGIN, { name: 'demo01', password: md5('nope') }, undefined, { 'device-uuid': 'demo-device-01' });
      const [entry] = (await mock('GET', '/journal?limit=1')).json<{ path: string; status_code: number; body: { password: string } }[]>();
      expect(entry).toMatchObject({ path: LOGIN, status_code: 6002, body: { name: 'demo01', password: '***' } });
    });

    it('stays small when bodies carry huge keys (the 250,000-character key, scaled down)', async () => {
      const longKey = 'k'.repeat(50_000);
      for (let i = 0; i < 60; i++) {
        await app.inject({ method: 'POST', url: CAPTCHA, headers: productHeaders(), payload: JSON.stringify({ [longKey]: i }) });
      }
      const res = await mock('GET', '/journal');
      expect(res.body.length).toBeLessThan(100_000);
      const [newest] = res.json<{ body: Record<string, unknown> }[]>();
      expect(Object.keys(newest!.body)[0]).toMatch(/^k{64}…\(50000 chars\)$/);
    });

    it('stays bounded', async () => {
      const small = await makeApp({ JOURNAL_SIZE: 3 });
      for (let i = 0; i < 5; i++) await call(small, CAPTCHA);
      expect(small.ctx.journal.list()).toHaveLength(3);
      await small.close();
    });
  });

  it('serves the answer of a graphic captcha', async () => {
    const issued = await call<{ 'x-code': string }>(app, CAPTCHA);
    const res = await mock('GET', `/captcha/${issued.data['x-code']}`);
    expect(res.json()).toMatchObject({ codeId: issued.data['x-code'], kind: 'graphic', answer: expect.stringMatching(/^[A-Z2-9]{4}$/) as unknown });
    expect((await mock('GET', '/captcha/unknown')).statusCode).toBe(404);
  });

  it('moves the clock forward, and reset brings it back', async () => {
    const before = app.ctx.clock.now();
    const moved = (await mock('POST', '/clock', { advanceMs: 3_600_000 })).json<{ now: number }>();
    expect(moved.now - before).toBeGreaterThanOrEqual(3_600_000);
    await mock('POST', '/reset', {});
    expect(app.ctx.clock.now() - app.ctx.clock.wallNow()).toBeLessThan(1000);
  });

  it('expires the sessions of a player so the next call answers 6001', async () => {
    const token = await login(app);
    expect((await mock('POST', '/sessions/expire', { name: 'demo01' })).json()).toEqual({ expired: 1 });
    expect((await call(app, '/site/api/v1/user/logout', {}, token)).status_code).toBe(6001);
  });

  it('changes site settings, and reset restores the fixtures', async () => {
    const put = await mock('PUT', '/settings', { loginSuspended: 'popup' });
    expect(put.json()).toMatchObject({ loginSuspended: 'popup' });
    expect((await call(app, LOGIN, { name: 'demo01', password: md5('demo1234') })).status_code).toBe(6501);
    await mock('PUT', '/settings', { loginSuspended: 'silent' });
    expect((await call(app, LOGIN, { name: 'demo01', password: md5('demo1234') })).status_code).toBe(6502);
    await mock('POST', '/reset', {});
    expect((await mock('GET', '/settings')).json()).toMatchObject({ loginSuspended: 'off' });
  });

  it('refuses settings of the wrong shape with HTTP 400 and changes nothing', async () => {
    expect((await mock('PUT', '/settings', { captchaKind: 'audio' })).statusCode).toBe(400);
    expect((await mock('GET', '/settings')).json()).toMatchObject({ captchaKind: 'graphic' });
  });

  it('can be switched off by configuration', async () => {
    const publicDemo = await makeApp({ MOCK_API: false });
    const res = await publicDemo.inject({ method: 'POST', url: '/__mock/reset', payload: {} });
    expect(res.json()).toMatchObject({ status_code: 6004 });
    await publicDemo.close();
  });

  describe('who may call it', () => {
    const reset = (target: FastifyInstance, headers: Record<string, string>) => target.inject({ method: 'POST', url: '/__mock/reset', headers });
    const dirtyTheClock = () => mock('POST', '/clock', { advanceMs: 3_600_000 });

    it('answers 403 to a body-less cross-site POST and does not reset', async () => {
      await dirtyTheClock();
      const res = await reset(app, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
      expect(res.statusCode).toBe(403);
      expect(app.ctx.clock.offsetMs()).toBeGreaterThan(0);
    });

    it('answers 403 when Sec-Fetch-Site says another site, even without an Origin', async () => {
      for (const site of ['cross-site', 'same-site']) expect((await reset(app, { 'sec-fetch-site': site })).statusCode, site).toBe(403);
    });

    it('answers 403 when the Origin is not this host (null included)', async () => {
      for (const origin of ['http://localhost:5173', 'null', 'https://evil.example']) {
        expect((await reset(app, { host: 'localhost:3000', origin })).statusCode, origin).toBe(403);
      }
      expect((await reset(app, { host: 'localhost:3000', origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    });

    it('answers 403 to a non-loopback Host when no token is configured (DNS rebinding)', async () => {
      expect((await reset(app, { host: 'evil.example:3000' })).statusCode).toBe(403);
      for (const host of ['127.0.0.1:3000', 'localhost', '[::1]:3000']) expect((await reset(app, { host })).statusCode, host).toBe(200);
    });

    it('accepts tools and a typed address: no Origin, or Sec-Fetch-Site none', async () => {
      expect((await mock('GET', '/clock')).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/__mock/outbox', headers: { 'sec-fetch-site': 'none' } })).statusCode).toBe(200);
    });

    it('answers 401 without the right x-mock-token when MOCK_API_TOKEN is set, on any Host', async () => {
      const token = 'qa-token-0123456789abcdef';
      const guarded = await makeApp({ MOCK_API_TOKEN: token });
      expect((await reset(guarded, {})).statusCode).toBe(401);
      expect((await reset(guarded, { 'x-mock-token': `${token}x` })).statusCode).toBe(401);
      expect((await reset(guarded, { 'x-mock-token': token, host: 'api:3000' })).statusCode).toBe(200);
      expect((await reset(guarded, { 'x-mock-token': token, 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
      await guarded.close();
    });
  });
});

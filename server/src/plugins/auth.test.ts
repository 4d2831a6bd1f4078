import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, login, makeApp } from '../../test-support/helpers';

const LOGOUT = '/site/api/v1/user/logout';

describe('auth plugin and sessions', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp({ SESSION_IDLE_MS: 60_000, SESSION_ABSOLUTE_MS: 600_000 });
  });
  afterAll(() => app.close());

  it('answers 6001 on a protected route without a token', async () => {
    expect(await call(app, LOGOUT)).toEqual({ status_code: 6001, data: null, message: '请重新登录' });
  });

  it('answers 6001 on a protected route with an unknown token', async () => {
    expect((await call(app, LOGOUT, {}, 'not-a-real-token')).status_code).toBe(6001);
  });

  it('issues opaque tokens of at least 128 bits, a new one per login', async () => {
    const a = await login(app);
    const b = await login(app);
    expect(a).not.toBe(b);
    expect(Buffer.from(a, 'base64url').length).toBeGreaterThanOrEqual(16);
  });

  it('answers 6001 once the idle time has passed on the server clock', async () => {
    const token = await login(app);
    app.ctx.clock.advance(61_000);
    expect((await call(app, LOGOUT, {}, token)).status_code).toBe(6001);
  });

  it('keeps a session alive while it is used, until the absolute expiry', async () => {
    const token = await login(app);
    for (let i = 0; i < 5; i++) {
      app.ctx.clock.advance(50_000);
      expect(app.ctx.sessions.resolve(token)).toBeDefined();
    }
    app.ctx.clock.advance(50_000 * 8);
    expect((await call(app, LOGOUT, {}, token)).status_code).toBe(6001);
  });

  it('answers 6001 after logout', async () => {
    const token = await login(app);
    expect((await call(app, LOGOUT, {}, token)).status_code).toBe(6000);
    expect((await call(app, LOGOUT, {}, token)).status_code).toBe(6001);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, makeApp, md5, solvedGraphic, trustDevice } from '../../test-support/helpers';

const LOGIN = '/site/api/v1/user/login';

describe('throttle (6011)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(() => app.close());

  const REGISTER = '/site/api/v1/user/register';
  /** A registration with its own solved captcha (registration always needs one). */
  const registration = async (name: string) => ({ name, password: md5('abc12345'), secondPassword: md5('abc12345'), ...(await solvedGraphic(app)) });

  it('answers 6011 when the same registration is submitted twice within a second, and creates one account', async () => {
    const before = app.ctx.state.accounts.size;
    const body = await registration('twice01');
    const [a, b] = await Promise.all([call(app, REGISTER, body), call(app, REGISTER, body)]);
    expect([a.status_code, b.status_code].sort()).toEqual([6000, 6011]);
    expect(app.ctx.state.accounts.size).toBe(before + 1);
  });

  it('lets a different submission through', async () => {
    expect((await call(app, REGISTER, await registration('diff01'))).status_code).toBe(6000);
    expect((await call(app, REGISTER, await registration('diff02'))).status_code).toBe(6000);
  });

  it('does not guard a login repeated at once (two tabs)', async () => {
    trustDevice(app, 'demo02', 'tab-device');
    const body = { name: 'demo02', password: md5('demo1234') };
    const device = { 'device-uuid': 'tab-device' };
    expect((await call(app, LOGIN, body, undefined, device)).status_code).toBe(6000);
    expect((await call(app, LOGIN, body, undefined, device)).status_code).toBe(6000);
  });

  it('answers 6011 when one caller floods a route', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 62; i++) codes.push((await call(app, '/site/api/v1/user/register/defaultKaptcha', { n: i }, undefined, { 'device-uuid': 'd-flood' })).status_code);
    expect(codes.slice(0, 60).every((c) => c === 6000)).toBe(true);
    expect(codes.slice(60)).toEqual([6011, 6011]);
  });

  it('answers 6000 again after the QA reset: it clears the counts of a flooded route', async () => {
    const flood = { 'device-uuid': 'd-flood-reset' };
    const captcha = () => call(app, '/site/api/v1/user/register/defaultKaptcha', {}, undefined, flood);
    for (let i = 0; i < 61; i++) await captcha();
    expect((await captcha()).status_code).toBe(6011);
    expect((await app.inject({ method: 'POST', url: '/__mock/reset', payload: {} })).statusCode).toBe(200);
    expect((await captcha()).status_code).toBe(6000);
  });
});

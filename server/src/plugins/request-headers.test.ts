import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { REQUIRED_HEADERS } from '@betsite/contracts/request-headers';
import { login, md5, productHeaders, resetAppBeforeEach } from '../../test-support/helpers';

let app: FastifyInstance;
let token: string;
resetAppBeforeEach(async (fresh) => {
  app = fresh;
  token = await login(app);
});

const PRE_INFO = '/site/api/v1/configuration/preInfo';
const REGISTER = '/site/api/v1/user/register';

function without(name: string, headers = productHeaders()): Record<string, string> {
  const { [name]: _left, ...rest } = headers;
  return rest;
}

const post = async (url: string, headers: Record<string, string>, body: unknown = {}) =>
  (await app.inject({ method: 'POST', url, headers, payload: JSON.stringify(body) })).json<{ status_code: number; data: unknown; message: string }>();

describe('the header rule (contracts/src/request-headers.ts)', () => {
  it.each(REQUIRED_HEADERS.map((h) => h.name))('answers 6007 naming %s when it is missing or empty', async (name) => {
    expect(await post(PRE_INFO, without(name))).toEqual({ status_code: 6007, data: null, message: `缺少请求头 ${name}` });
    expect(await post(PRE_INFO, { ...productHeaders(), [name]: '' })).toMatchObject({ status_code: 6007 });
  });

  it.each([
    ['client-type', 'app'],
    ['app-version', 'latest'],
    ['device-uuid', 'a device with spaces'],
    ['device-uuid', 'd'.repeat(129)],
    ['request-id', 'r'.repeat(65)],
    ['request-id', 'id;drop'],
    ['site-id', 'AAA'],
    ['site-id', '3001'],
  ])('answers 6008 naming %s for the value %j', async (name, value) => {
    expect(await post(PRE_INFO, { ...productHeaders(), [name]: value })).toEqual({ status_code: 6008, data: null, message: `请求头 ${name} 不合法` });
  });

  it('answers 6008 for a required header sent twice (Node joins the values)', async () => {
    const res = await app.inject({ method: 'POST', url: PRE_INFO, headers: { ...productHeaders(), 'site-id': ['3000', '3000'] }, payload: '{}' });
    expect(res.json()).toMatchObject({ status_code: 6008, message: '请求头 site-id 不合法' });
  });

  it('refuses before the session is looked at, so a refused logout ends nothing', async () => {
    expect(await post('/site/api/v1/user/logout', { ...without('app-version'), token })).toMatchObject({ status_code: 6007 });
    expect(await post('/site/api/v1/user/member/info', { ...productHeaders(), token }, { isPop: 0 })).toMatchObject({ status_code: 6000 });
  });

  it('refuses before the body is read, and a refused registration creates nothing', async () => {
    const before = app.ctx.state.accounts.size;
    const body = { name: 'hdr0test1', password: md5('qa123456'), secondPassword: md5('qa123456'), kaptchcate: 0 };
    expect(await post(REGISTER, { ...productHeaders(), 'site-id': '9' }, body)).toMatchObject({ status_code: 6008 });
    expect(app.ctx.state.accounts.size).toBe(before);
    expect(await post(REGISTER, without('request-id'), { name: 42 })).toMatchObject({ status_code: 6007, message: '缺少请求头 request-id' });
  });

  it('refuses before a QA scenario answers in the route\'s place', async () => {
    app.ctx.scenarios.add({ path: PRE_INFO, method: 'POST', status_code: 6013, delayMs: 0, times: 1 });
    expect(await post(PRE_INFO, without('client-type'))).toMatchObject({ status_code: 6007 });
    expect(await post(PRE_INFO, productHeaders())).toMatchObject({ status_code: 6013 });
  });

  it('leaves the addresses outside the product contract to their own rules (the QA API, the providers)', async () => {
    expect((await app.inject({ method: 'GET', url: '/__mock/clock' })).statusCode).toBe(200);
    const session = await app.inject({ method: 'POST', url: '/__provider/session', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ token: 'unknown' }) });
    expect(session.json()).toMatchObject({ status_code: 6302 });
  });

  describe('in the documented order: a required header before ts-sign', () => {
    const badSign = `${Date.now()}.127.0.0.1.${'0'.repeat(64)}`;
    it.each(REQUIRED_HEADERS.map((h) => h.name))('answers 6007 for a missing %s even when ts-sign is bad', async (name) => {
      expect(await post(PRE_INFO, { ...without(name), 'ts-sign': badSign })).toEqual({ status_code: 6007, data: null, message: `缺少请求头 ${name}` });
    });

    it('answers 6008 naming an illegal site-id even when ts-sign is bad (the header is not masked)', async () => {
      expect(await post(PRE_INFO, { ...productHeaders(), 'site-id': '3001', 'ts-sign': badSign })).toEqual({ status_code: 6008, data: null, message: '请求头 site-id 不合法' });
    });

    it('answers the bad ts-sign itself once the required headers pass', async () => {
      expect(await post(PRE_INFO, { ...productHeaders(), 'ts-sign': badSign })).toEqual({ status_code: 6008, data: null, message: '非法请求' });
    });
  });

  it('refuses an empty ts-sign as its pattern says (6008): sent empty is not left out', async () => {
    expect(await post(PRE_INFO, { ...productHeaders(), 'ts-sign': '' })).toEqual({ status_code: 6008, data: null, message: '非法请求' });
    expect(await post(PRE_INFO, productHeaders())).toMatchObject({ status_code: 6000 });
  });

  it('journals a refused call with its reply, as any other', async () => {
    await post(PRE_INFO, without('site-id'));
    expect(app.ctx.journal.list({ limit: 1 })[0]).toMatchObject({ path: PRE_INFO, status_code: 6007 });
  });
});

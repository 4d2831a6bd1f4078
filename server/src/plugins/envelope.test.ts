import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { makeApp, md5, productHeaders } from '../../test-support/helpers';

const LOGIN = '/site/api/v1/user/login';

describe('envelope policy', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(() => app.close());

  const post = (payload: string, contentType = 'application/json', url = LOGIN) =>
    app.inject({ method: 'POST', url, headers: { ...productHeaders(), 'content-type': contentType }, payload });

  it('answers 6004 in the envelope on HTTP 200 for an unknown path', async () => {
    const res = await post('{}', 'application/json', '/site/api/v1/no/such/route');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status_code: 6004, data: null, message: '未找到数据' });
  });

  it('answers HTTP 405 with 6008 请求方法不允许 and an Allow header when the path exists with another method', async () => {
    const res = await app.inject({ method: 'GET', url: `${LOGIN}?x=1` });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.json()).toEqual({ status_code: 6008, data: null, message: '请求方法不允许' });
  });

  it('lists GET and HEAD in Allow for a GET route asked with POST', async () => {
    const res = await app.inject({ method: 'POST', url: '/fd/api/v1/bankCard/queryMemberBanksInfoList', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect([res.statusCode, res.headers.allow]).toEqual([405, 'GET, HEAD']);
  });

  it('still answers 6004 on HTTP 200 for an unknown path, whatever the method', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/site/api/v1/no/such/route' });
    expect([res.statusCode, res.json()]).toEqual([200, { status_code: 6004, data: null, message: '未找到数据' }]);
  });

  it('answers a method the path does not have HTTP 405, and an unknown path 6004, whatever the content type (QUERY without one included)', async () => {
    const { 'content-type': _none, ...bare } = productHeaders();
    const cases = [
      { method: 'QUERY', headers: bare, payload: undefined },
      { method: 'QUERY', headers: { ...bare, 'content-type': 'text/plain' }, payload: 'x' },
      { method: 'PUT', headers: { ...bare, 'content-type': 'application/xml' }, payload: '<a/>' },
      { method: 'PATCH', headers: { ...bare, 'content-type': 'application/json' }, payload: '{"broken":' },
      { method: 'DELETE', headers: bare, payload: 'junk' },
    ] as const;
    for (const { method, headers, payload } of cases) {
      const known = await app.inject({ method: method as 'PUT', url: LOGIN, headers, ...(payload === undefined ? {} : { payload }) });
      expect([known.statusCode, known.headers.allow, known.json()], `${method} ${LOGIN}`).toEqual([405, 'POST', { status_code: 6008, data: null, message: '请求方法不允许' }]);
      const unknown = await app.inject({ method: method as 'PUT', url: '/site/api/v1/no/such/route', headers, ...(payload === undefined ? {} : { payload }) });
      expect([unknown.statusCode, unknown.json()], `${method} unknown path`).toEqual([200, { status_code: 6004, data: null, message: '未找到数据' }]);
    }
  });

  it('answers 6007 when a required field is missing', async () => {
    expect((await post(JSON.stringify({ name: 'demo01' }))).json()).toMatchObject({ status_code: 6007, data: null });
  });

  it('answers 6007 when a field has the wrong type', async () => {
    expect((await post(JSON.stringify({ name: 42, password: md5('x') }))).json()).toMatchObject({ status_code: 6007 });
  });

  it('answers 6008 with the rule message when a value is illegal', async () => {
    const res = await post(JSON.stringify({ name: 'a', password: md5('x'), secondPassword: md5('x') }), 'application/json', '/site/api/v1/user/register');
    expect(res.json()).toEqual({ status_code: 6008, data: null, message: '4-11位，最少2个字母+数字组合，首位为字母' });
  });

  it('answers 6007 for malformed JSON', async () => {
    expect((await post('{"name":')).json()).toMatchObject({ status_code: 6007 });
  });

  it('answers 6007 for a body that is not an object', async () => {
    for (const body of ['[]', '"text"', '12', 'null']) expect((await post(body)).json(), body).toMatchObject({ status_code: 6007 });
  });

  it('answers 6007 for a content type it does not read', async () => {
    const res = await post('name=demo01', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status_code: 6007 });
  });

  it('answers 6008 for a prototype-poisoning body', async () => {
    expect((await post('{"__proto__":{"admin":true}}')).json()).toMatchObject({ status_code: 6008 });
    expect((await post('{"constructor":{"prototype":{"admin":true}}}')).json()).toMatchObject({ status_code: 6008 });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('answers 6008 for a body over the size limit', async () => {
    const res = await post(JSON.stringify({ name: 'x'.repeat(400_000) }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status_code: 6008 });
  });

  it('answers 6005 without leaking anything when a handler throws', async () => {
    const broken = await makeApp();
    // A programmer error deep in a handler: the store is gone.
    broken.ctx.state.accounts = undefined as never;
    const res = await broken.inject({ method: 'POST', url: LOGIN, headers: productHeaders(), payload: JSON.stringify({ name: 'demo01', password: md5('demo1234') }) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status_code: 6005, data: null, message: '服务开小差了，请稍后重试' });
    expect(res.body).not.toMatch(/accounts|TypeError|stack/);
    await broken.close();
  });

  it('treats a POST without a body as the empty payload', async () => {
    const { 'content-type': _none, ...headers } = productHeaders();
    const res = await app.inject({ method: 'POST', url: '/site/api/v1/user/register/defaultKaptcha', headers });
    expect(res.json()).toMatchObject({ status_code: 6000 });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { makeApp, productHeaders } from '../../../test-support/helpers';

const TOKEN = 'qa-token-0123456789abcdef';
const PRE_INFO = '/site/api/v1/configuration/preInfo';

/**
 * Who may make a QA sandbox, and read the API reference, on a server whose QA API has a token
 * (MOCK_API_TOKEN, as on HOST=0.0.0.0): only a caller with the token. Before, any caller's
 * x-mock-session made a world, and 600 names evicted a tester's sandbox.
 */
describe('sandboxes and the reference on a server with a QA token', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp({ MOCK_API_TOKEN: TOKEN });
  });
  afterAll(() => app.close());

  const preInfo = (headers: Record<string, string>) => app.inject({ method: 'POST', url: PRE_INFO, headers: { ...productHeaders(), ...headers }, payload: '{}' });
  const sandboxNames = async () =>
    (await app.inject({ method: 'GET', url: '/__mock/sandboxes', headers: { 'x-mock-token': TOKEN } })).json<{ sandboxes: { name: string }[] }>().sandboxes.map((s) => s.name);

  it('refuses a product call naming a sandbox without the token, in the envelope, and makes no world', async () => {
    const strangers: Record<string, string>[] = [{ 'x-mock-session': 'stranger-1' }, { cookie: 'x-mock-session=stranger-2' }, { 'x-mock-session': 'stranger-3', 'x-mock-token': `${TOKEN}x` }];
    for (const headers of strangers) {
      const res = await preInfo(headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status_code: 6003, message: expect.stringContaining('x-mock-token') as string });
    }
    expect(await sandboxNames()).toEqual([]);
  });

  it('refuses a QA call naming a sandbox without the token with 401, and makes no world', async () => {
    const res = await app.inject({ method: 'GET', url: '/__mock/clock', headers: { 'x-mock-session': 'stranger-qa' } });
    expect(res.statusCode).toBe(401);
    expect(await sandboxNames()).toEqual([]);
  });

  it('lets the token holder in, by header or by cookie (a browser)', async () => {
    expect((await preInfo({ 'x-mock-session': 'tester-1', 'x-mock-token': TOKEN })).json()).toMatchObject({ status_code: 6000 });
    expect((await preInfo({ cookie: `x-mock-session=tester-2; x-mock-token=${TOKEN}` })).json()).toMatchObject({ status_code: 6000 });
    expect((await sandboxNames()).sort()).toEqual(['tester-1', 'tester-2']);
  });

  it('answers the default world to a call that names no sandbox, token or not', async () => {
    expect((await preInfo({})).json()).toMatchObject({ status_code: 6000 });
  });

  it('serves /docs and its documents only with the token', async () => {
    for (const url of ['/docs', '/docs/documents.json', '/docs/openapi.json', '/docs/openapi-qa.json']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await app.inject({ method: 'GET', url, headers: { 'x-mock-token': TOKEN } })).statusCode, url).toBe(200);
      expect((await app.inject({ method: 'GET', url, headers: { cookie: `x-mock-token=${TOKEN}` } })).statusCode, url).toBe(200);
    }
  });
});

describe('a malformed x-mock-session cookie', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(() => app.close());

  it('is refused in the envelope with the name rule (it answered 6005 and logged a URIError)', async () => {
    const res = await app.inject({ method: 'POST', url: PRE_INFO, headers: { ...productHeaders(), cookie: 'x-mock-session=%E0%A4%A' }, payload: '{}' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status_code: 6007, message: expect.stringContaining('x-mock-session must be') as string });
    const qa = await app.inject({ method: 'GET', url: '/__mock/clock', headers: { cookie: 'x-mock-session=%E0%A4%A' } });
    expect(qa.statusCode).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { healthReply } from '@betsite/contracts/health';
import { CHAT_SOCKET_PATH, chatHandshakeSearch } from '@betsite/contracts/socket';
import { call, makeApp } from '../../test-support/helpers';

describe('GET /__health and the instance header', () => {
  let app: FastifyInstance;
  let withoutQa: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp({ INSTANCE_NAME: 'api-7' });
    withoutQa = await makeApp({ INSTANCE_NAME: 'api-8', MOCK_API: false });
  });
  afterAll(async () => {
    await app.close();
    await withoutQa.close();
  });

  it('answers 200 with the instance, its start and its sandboxes, in the documented shape', async () => {
    await app.inject({ method: 'GET', url: '/__mock/clock', headers: { 'x-mock-session': 'health-one' } });
    const res = await app.inject({ method: 'GET', url: '/__health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = healthReply.parse(res.json());
    expect(body).toMatchObject({ status: 'ok', instance: 'api-7', sandboxes: 1, sandboxesMax: app.sandboxes.limit });
    expect(Date.parse(body.startedAt)).not.toBeNaN();
  });

  it('is on with the QA API off (a proxy asks it, not a QA script)', async () => {
    const res = await withoutQa.inject({ method: 'GET', url: '/__health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', instance: 'api-8' });
  });

  it('names the instance on every reply: product, QA, health, and a path no route answers', async () => {
    const product = await app.inject({ method: 'POST', url: '/site/api/v1/configuration/preInfo', payload: {} });
    const qa = await app.inject({ method: 'GET', url: '/__mock/sandboxes' });
    const health = await app.inject({ method: 'GET', url: '/__health' });
    const unknown = await app.inject({ method: 'GET', url: '/no/such/path' });
    for (const res of [product, qa, health, unknown]) expect(res.headers['x-mock-instance'], res.raw.req.url).toBe('api-7');
    expect(qa.json()).toMatchObject({ instance: 'api-7' });
    expect((await call(app, '/site/api/v1/configuration/preInfo')).status_code).toBe(6000);
  });

  it('names the instance on the chat socket\'s handshake too (written by ws, not Fastify)', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const ws = new WebSocket(`${address.replace(/^http/, 'ws')}${CHAT_SOCKET_PATH}?${chatHandshakeSearch()}`);
    const header = await new Promise<string | string[] | undefined>((resolve, reject) => {
      ws.once('upgrade', (res) => resolve(res.headers['x-mock-instance']));
      ws.once('error', reject);
    });
    ws.terminate();
    expect(header).toBe('api-7');
  });
});

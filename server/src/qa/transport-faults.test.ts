import { createConnection } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_WIRE_SECRET, decryptReply, encryptBody, encryptPath } from '@betsite/contracts/wire';
import { DEMO, login, makeApp, productHeaders } from '../../test-support/helpers';

/**
 * Transport faults forced by QA (issue 26): over a real socket, since they are what a socket
 * shows (a reset, a close without a reply, a body cut short, a gateway's page, a slow reply); and
 * scenarios that apply only to some calls of their route.
 */
const PRE_INFO = '/site/api/v1/configuration/preInfo';
let app: FastifyInstance;
let base: string;
let port: number;

beforeAll(async () => {
  app = await makeApp();
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(base).port);
});
afterAll(() => app.close());

async function force(scenario: Record<string, unknown>): Promise<{ statusCode: number; body: unknown }> {
  const res = await app.inject({ method: 'POST', url: '/__mock/scenarios', payload: { path: PRE_INFO, times: 1, ...scenario } });
  return { statusCode: res.statusCode, body: res.json<unknown>() };
}

const preInfo = () => fetch(`${base}${PRE_INFO}`, { method: 'POST', headers: productHeaders(), body: '{}' });

/** A raw HTTP call: the bytes that came back, and how the connection ended. */
function rawCall(): Promise<{ data: string; ended: 'end' | 'error'; code?: string }> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    let data = '';
    const headers = Object.entries({ ...productHeaders(), host: `127.0.0.1:${port}`, 'content-length': '2' })
      .map(([k, v]) => `${k}: ${v}`)
      .join('\r\n');
    socket.on('connect', () => socket.write(`POST ${PRE_INFO} HTTP/1.1\r\n${headers}\r\n\r\n{}`));
    socket.on('data', (chunk: Buffer) => (data += chunk.toString()));
    socket.on('error', (error: NodeJS.ErrnoException) => resolve({ data, ended: 'error', code: error.code }));
    socket.on('end', () => resolve({ data, ended: 'end' }));
  });
}

describe('a scenario with a transport fault', () => {
  it('resets the connection: no byte of a reply', async () => {
    expect((await force({ fault: { kind: 'reset' } })).statusCode).toBe(200);
    const seen = await rawCall();
    expect(seen).toMatchObject({ data: '', ended: 'error', code: 'ECONNRESET' });
  });

  it('closes the connection without a reply', async () => {
    await force({ fault: { kind: 'empty' } });
    expect(await rawCall()).toEqual({ data: '', ended: 'end' });
  });

  it('answers 200 with a body that is not JSON, or with the envelope cut in half', async () => {
    await force({ fault: { kind: 'malformed' } });
    const page = await preInfo();
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(() => JSON.parse(text) as unknown).toThrow();
    expect(text).toContain('<html>');

    await force({ status_code: 6000, data: { ok: true }, fault: { kind: 'malformed', body: 'cut-json' } });
    const cut = await (await preInfo()).text();
    expect(() => JSON.parse(cut) as unknown).toThrow();
    expect(JSON.stringify({ status_code: 6000, data: { ok: true }, message: '成功' })).toContain(cut);
  });

  it('answers as a gateway would: its status and page, or the body and type given', async () => {
    await force({ fault: { kind: 'http', status: 502 } });
    const gateway = await preInfo();
    expect(gateway.status).toBe(502);
    expect(gateway.headers.get('content-type')).toContain('text/html');
    expect(await gateway.text()).toContain('502');

    await force({ fault: { kind: 'http', status: 401, body: '{"error":"token expired"}', contentType: 'application/json' } });
    const expired = await preInfo();
    expect([expired.status, expired.headers.get('content-type'), await expired.json()]).toEqual([401, 'application/json', { error: 'token expired' }]);
  });

  it('dribbles the forced envelope over the seconds asked, and answers normally once used up', async () => {
    await force({ status_code: 6001, fault: { kind: 'slow', seconds: 2 } });
    const started = performance.now();
    const slow = await preInfo();
    expect(await slow.json()).toEqual({ status_code: 6001, data: null, message: expect.any(String) as string });
    expect(performance.now() - started).toBeGreaterThan(1_500);
    expect(((await (await preInfo()).json()) as { status_code: number }).status_code).toBe(6000);
  });

  it('lasts the whole of its seconds, whatever the length of the envelope it dribbles', async () => {
    for (const message of ['x', '慢'.repeat(30), 'y'.repeat(333)]) {
      await force({ status_code: 6005, message, fault: { kind: 'slow', seconds: 1 } });
      const started = performance.now();
      expect(await (await preInfo()).json()).toMatchObject({ status_code: 6005, message });
      expect(performance.now() - started, message).toBeGreaterThanOrEqual(1_000);
    }
  });

  it('is the same fault on an encrypted call: a slow reply is sealed, a gateway page is not', async () => {
    const sealedCall = () => {
      const url = encryptPath(DEFAULT_WIRE_SECRET, PRE_INFO, app.ctx.clock.wallNow());
      return fetch(`${base}${url}`, { method: 'POST', headers: productHeaders(), body: JSON.stringify(encryptBody(DEFAULT_WIRE_SECRET, {}, url)) });
    };
    await force({ status_code: 6005, fault: { kind: 'slow', seconds: 1 } });
    const sealed = (await (await sealedCall()).json()) as { encrypted: 1; payload: string };
    expect(decryptReply(DEFAULT_WIRE_SECRET, sealed)).toMatchObject({ status_code: 6005 });
    await force({ fault: { kind: 'http', status: 504 } });
    const gateway = await sealedCall();
    expect([gateway.status, (await gateway.text()).includes('504')]).toEqual([504, true]);
  });

  it('is refused (400) when it cannot be carried out: no envelope code for a slow reply, an HTTP status out of range', async () => {
    expect((await force({ fault: { kind: 'slow', seconds: 1 } })).statusCode).toBe(400);
    expect((await force({})).statusCode).toBe(400);
    expect((await force({ fault: { kind: 'http', status: 700 } })).statusCode).toBe(400);
    expect((await force({ fault: { kind: 'http', status: 502, contentType: 'text/html\r\nx-evil: 1' } })).statusCode).toBe(400);
    expect((await force({ fault: { kind: 'teleport' } })).statusCode).toBe(400);
    // Nothing was left in force by the refusals.
    expect(((await (await preInfo()).json()) as { status_code: number }).status_code).toBe(6000);
  });
});

describe('a scenario that applies only to some calls (when)', () => {
  it('forces only the calls whose body matches, and only for the user it names', async () => {
    const token = await login(app, DEMO.name, DEMO.password, DEMO.device);
    const memberInfo = (body: unknown, withToken = true) =>
      app.inject({ method: 'POST', url: '/site/api/v1/user/member/info', headers: { ...productHeaders(), ...(withToken ? { token } : {}) }, payload: body as object });
    const added = await app.inject({
      method: 'POST',
      url: '/__mock/scenarios',
      payload: { path: '/site/api/v1/user/member/info', status_code: 6005, when: { userId: 10001, body: [{ field: 'isPop', op: 'eq', value: 1 }] } },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ when: { userId: 10001 } });
    expect((await memberInfo({ isPop: 1 })).json()).toMatchObject({ status_code: 6005 });
    expect((await memberInfo({ isPop: 0 })).json()).toMatchObject({ status_code: 6000 });
    expect((await memberInfo({ isPop: 1 }, false)).json()).toMatchObject({ status_code: 6001 });
    await app.inject({ method: 'DELETE', url: '/__mock/scenarios' });
    expect((await memberInfo({ isPop: 1 })).json()).toMatchObject({ status_code: 6000 });
  });

  it('refuses a rule it could not apply (400), and leaves nothing in force', async () => {
    const bad = await app.inject({ method: 'POST', url: '/__mock/scenarios', payload: { path: PRE_INFO, status_code: 6005, when: { body: [{ field: 'a..b', op: 'eq', value: 1 }] } } });
    expect(bad.statusCode).toBe(400);
    expect(((await (await preInfo()).json()) as { status_code: number }).status_code).toBe(6000);
  });
});

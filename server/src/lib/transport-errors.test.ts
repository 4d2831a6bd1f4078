import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { makeApp, productHeaders } from '../../test-support/helpers';
import { lastResponse, rawExchange } from '../../test-support/raw-http';

/**
 * These refusals happen in Node's HTTP parser and Fastify's router, which inject() bypasses: the
 * tests talk to a listening server through raw sockets.
 */
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await makeApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

const envelope = (status_code: number, message: string) => ({ status_code, data: null, message });

describe('refusals before routing answer the envelope', () => {
  it('answers 6007 on HTTP 200 to a malformed request line', async () => {
    const { statusLine, body } = lastResponse(await rawExchange(port, 'THIS IS NOT HTTP\r\n\r\n'));
    expect(statusLine).toBe('HTTP/1.1 200 OK');
    expect(body).toEqual(envelope(6007, '请求参数错误'));
  });

  it('answers 6007 when a short content-length leaves junk where the next request should start', async () => {
    const raw = await rawExchange(
      port,
      'POST /site/api/v1/user/register/defaultKaptcha HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}{"left":"over"}\r\n\r\n',
    );
    // The parser meets the junk while the first request is still being answered, so the
    // connection may close before that first answer: only the refusal is certain.
    expect(raw).not.toMatch(/HTTP\/1\.1 [^2]/);
    expect(lastResponse(raw)).toEqual({ statusLine: 'HTTP/1.1 200 OK', body: envelope(6007, '请求参数错误') });
  });

  it('answers 6008 on HTTP 200 to 64 KB of headers', async () => {
    const { statusLine, body } = lastResponse(await rawExchange(port, `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`));
    expect(statusLine).toBe('HTTP/1.1 200 OK');
    expect(body).toEqual(envelope(6008, '非法请求'));
  });

  it('answers 6008 to a 5,000-character upload name (a path parameter past its bound)', async () => {
    const { statusLine, body } = lastResponse(await rawExchange(port, `GET /uploads/${'a'.repeat(5_000)}.png HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`));
    expect(statusLine).toBe('HTTP/1.1 200 OK');
    expect(body).toEqual(envelope(6008, '非法请求'));
  });

  it('answers 6007 to a url with a broken percent escape', async () => {
    const { body } = lastResponse(await rawExchange(port, `GET /uploads/%E0%A4%A HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`));
    expect(body).toEqual(envelope(6007, '请求参数错误'));
  });

  it('answers 6007 on HTTP 200 to an HTTP/1.1 request without Host', async () => {
    const { statusLine, body } = lastResponse(await rawExchange(port, 'POST /site/api/v1/configuration/preInfo HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}'));
    expect(statusLine).toBe('HTTP/1.1 200 OK');
    expect(body).toMatchObject({ status_code: 6007 });
  });

  it('answers an HTTP/1.0 request without Host as usual (Host is optional there)', async () => {
    const required = Object.entries(productHeaders()).map(([name, value]) => `${name}: ${value}\r\n`).join('');
    const { body } = lastResponse(await rawExchange(port, `POST /site/api/v1/configuration/preInfo HTTP/1.0\r\n${required}Content-Length: 2\r\n\r\n{}`));
    expect(body).toMatchObject({ status_code: 6000 });
  });

  it('keeps answering normal requests afterwards', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/site/api/v1/user/register/defaultKaptcha`, { method: 'POST', headers: productHeaders(), body: '{}' });
    expect(((await res.json()) as { status_code: number }).status_code).toBe(6000);
  });
});

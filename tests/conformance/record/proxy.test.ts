import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecordingProxy, type Exchange, type RunningProxy } from './proxy';

/** A stand-in backend that answers what it received, so the test sees exactly what was forwarded. */
interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let backend: Server;
let backendUrl: string;
let proxy: RunningProxy;
const exchanges: Exchange[] = [];

beforeAll(async () => {
  backend = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      const seen: Seen = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      const big = req.url === '/big';
      res.writeHead(req.url === '/teapot' ? 418 : 200, { 'content-type': 'application/json', 'x-backend': 'yes' });
      res.end(big ? JSON.stringify({ blob: 'x'.repeat(5_000) }) : JSON.stringify(seen));
    });
  });
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  backendUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
  proxy = await startRecordingProxy({ targetUrl: `${backendUrl}/`, port: 0, host: '127.0.0.1', requestBytesMax: 1_000, replyBytesMax: 1_000, onExchange: (e) => exchanges.push(e) });
});

afterAll(async () => {
  await proxy.close();
  await new Promise((resolve) => backend.close(resolve));
});

describe('startRecordingProxy', () => {
  it('forwards the method, path with query, headers and body unchanged and returns the reply unchanged', async () => {
    const res = await fetch(`${proxy.url}/site/api/v1/x?a=1`, { method: 'POST', headers: { 'content-type': 'application/json', token: 't1', 'device-uuid': 'd1' }, body: '{"k":1}' });
    const seen = (await res.json()) as Seen;
    expect(res.headers.get('x-backend')).toBe('yes');
    expect(seen).toMatchObject({ method: 'POST', url: '/site/api/v1/x?a=1', body: '{"k":1}', headers: { token: 't1', 'device-uuid': 'd1', host: new URL(backendUrl).host } });
    const exchange = exchanges.find((e) => e.url === '/site/api/v1/x?a=1');
    expect(exchange).toMatchObject({ method: 'POST', httpStatus: 200, contentType: 'application/json' });
    expect(JSON.parse(exchange?.replyBody?.toString() ?? '{}')).toEqual(seen);
  });

  it('passes a non-200 status through and records it', async () => {
    const res = await fetch(`${proxy.url}/teapot`);
    expect(res.status).toBe(418);
    expect(exchanges.find((e) => e.url === '/teapot')?.httpStatus).toBe(418);
  });

  it('forwards a reply over replyBytesMax whole but hands it over without its body', async () => {
    const res = await fetch(`${proxy.url}/big`);
    expect(((await res.json()) as { blob: string }).blob).toHaveLength(5_000);
    expect(exchanges.find((e) => e.url === '/big')?.replyBody).toBeNull();
  });

  it('answers HTTP 413 to a body over requestBytesMax and never forwards it', async () => {
    const before = exchanges.length;
    const res = await fetch(`${proxy.url}/huge`, { method: 'POST', body: 'x'.repeat(2_000) });
    expect(res.status).toBe(413);
    expect(exchanges).toHaveLength(before);
  });

  it('answers HTTP 504 when the backend takes longer than timeoutMs', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const slow = await startRecordingProxy({ targetUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`, port: 0, host: '127.0.0.1', requestBytesMax: 1_000, replyBytesMax: 1_000, onExchange: () => {}, timeoutMs: 100 });
    try {
      expect((await fetch(`${slow.url}/x`)).status).toBe(504);
    } finally {
      await slow.close();
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('answers HTTP 502 when the backend does not answer, and says so', async () => {
    const errors: string[] = [];
    const dead = await startRecordingProxy({ targetUrl: 'http://127.0.0.1:1', port: 0, host: '127.0.0.1', requestBytesMax: 1_000, replyBytesMax: 1_000, onExchange: () => {}, onForwardError: (m, u) => errors.push(`${m} ${u}`) });
    try {
      const res = await fetch(`${dead.url}/x`);
      expect(res.status).toBe(502);
      expect(errors).toEqual(['GET /x']);
    } finally {
      await dead.close();
    }
  });

  it('lets a call in flight finish and be recorded when it closes, and cuts one still running after waitMs', async () => {
    const answers: (() => void)[] = [];
    const held = createServer((req, res) => answers.push(() => res.writeHead(200, { 'content-type': 'application/json' }).end(`{"url":"${req.url}"}`)));
    await new Promise<void>((resolve) => held.listen(0, '127.0.0.1', resolve));
    const seen: string[] = [];
    const closing = await startRecordingProxy({ targetUrl: `http://127.0.0.1:${(held.address() as AddressInfo).port}`, port: 0, host: '127.0.0.1', requestBytesMax: 1_000, replyBytesMax: 1_000, onExchange: (e) => seen.push(e.url) });
    try {
      const first = fetch(`${closing.url}/first`);
      while (answers.length < 1) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(closing.inFlight()).toBe(1);
      const closed = closing.close(30_000);
      answers[0]?.();
      await closed;
      expect((await first).status).toBe(200);
      expect(seen).toEqual(['/first']);
    } finally {
      held.closeAllConnections();
      await new Promise((resolve) => held.close(resolve));
    }

    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const cut = await startRecordingProxy({ targetUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`, port: 0, host: '127.0.0.1', requestBytesMax: 1_000, replyBytesMax: 1_000, onExchange: () => {} });
    try {
      const hanging = fetch(`${cut.url}/never`).then(() => 'answered', () => 'cut');
      while (cut.inFlight() < 1) await new Promise((resolve) => setTimeout(resolve, 10));
      // Not cut, it would be answered 504 once the 30 s forward timeout passed.
      await cut.close(200);
      expect(await hanging).toBe('cut');
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

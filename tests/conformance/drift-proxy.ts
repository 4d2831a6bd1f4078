import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Envelope } from '@betsite/contracts/envelope';
import { encryptReply, isEncryptedReply, isEnvelope } from '@betsite/contracts/wire';
import { open } from '../../server/src/lib/wire-node';
import { DRIFT_KINDS, type Drift, type DriftKindName } from './drift-kinds';
import { locateCall } from './record/locate';
import { forwardedHeaders, readBody, returnedHeaders } from './record/proxy';

export interface DriftProxy {
  url: string;
  /** Replies changed so far: a run that changed none proved nothing about the kind. */
  changed(): number;
  close(): Promise<void>;
}

export interface DriftProxyOptions {
  /** Our server, e.g. http://127.0.0.1:3110. */
  targetUrl: string;
  /** The one way the backend differs; none: every call forwarded unchanged. */
  kind?: DriftKindName;
  /** The wire secret: opens encrypted paths and replies, seals changed ones. */
  secret: string;
}

/** Far above any request the suites send; a proxy for tests, not for traffic. */
const REQUEST_BYTES_MAX = 8 * 1024 * 1024;

/**
 * A proxy that makes our server a partner's backend differing from contracts/openapi.json in
 * exactly one way (DRIFT_KINDS): each call is forwarded, and its reply changed when the kind says
 * so; everything else (the QA API, the other routes, the other replies) passes unchanged. For the
 * mutation tests of the conformance runner and the recorder: each must catch every kind.
 */
export async function startDriftProxy(options: DriftProxyOptions): Promise<DriftProxy> {
  const target = options.targetUrl.replace(/\/+$/, '');
  const kind = options.kind ? DRIFT_KINDS[options.kind] : undefined;
  let changed = 0;

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    const body = await readBody(req, REQUEST_BYTES_MAX);
    if (body === 'too-large') throw new Error(`drift proxy: a request over ${REQUEST_BYTES_MAX} bytes`);
    const upstream = await fetch(target + url, {
      method,
      headers: forwardedHeaders(req.headers),
      body: method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(body),
      redirect: 'manual',
    });
    const bytes = Buffer.from(await upstream.arrayBuffer());
    const headers = returnedHeaders(upstream.headers);
    const located = locateCall(method, url, options.secret);
    const envelope = located.kind === 'route' ? envelopeOf(bytes) : undefined;
    const drift = kind && located.kind === 'route' && envelope ? kind.change({ key: located.route.key, encrypted: located.encrypted, envelope: envelope.value }) : undefined;
    if (!drift) {
      res.writeHead(upstream.status, headers).end(bytes);
      return;
    }
    changed += 1;
    send(res, upstream.status, headers, drift, envelope!.sealed, bytes);
  }

  function send(res: ServerResponse, status: number, headers: Record<string, string>, drift: Drift, sealed: boolean, bytes: Buffer): void {
    const out = drift.text !== undefined ? Buffer.from(drift.text) : drift.body !== undefined ? Buffer.from(jsonOf(drift.body, sealed && !drift.plain)) : bytes;
    const replyHeaders = { ...headers, 'content-type': drift.contentType ?? headers['content-type'] ?? 'application/json', 'content-length': String(out.length) };
    res.writeHead(drift.status ?? status, replyHeaders);
    if (!drift.cut) return void res.end(out);
    // The length announced is the whole reply's; half of it comes, then the connection closes.
    res.write(out.subarray(0, Math.floor(out.length / 2)), () => res.destroy());
  }

  function jsonOf(value: unknown, seal: boolean): string {
    const json = JSON.stringify(value);
    return seal ? JSON.stringify(encryptReply(options.secret, json)) : json;
  }

  /** The envelope of our server's reply, opened when sealed; undefined for anything else. */
  function envelopeOf(bytes: Buffer): { value: Envelope; sealed: boolean } | undefined {
    let value: unknown;
    try {
      value = JSON.parse(bytes.toString('utf8'));
    } catch {
      return undefined;
    }
    if (!isEncryptedReply(value)) return isEnvelope(value) ? { value, sealed: false } : undefined;
    const plaintext = open(options.secret, value.payload);
    const opened: unknown = plaintext === null ? undefined : JSON.parse(plaintext);
    return isEnvelope(opened) ? { value: opened, sealed: true } : undefined;
  }

  const server = createServer((req, res) => {
    serve(req, res).catch((error: Error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`drift proxy: ${error.message}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    changed: () => changed,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

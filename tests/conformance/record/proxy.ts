import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readWholeBody } from '../read-body';

/** One forwarded call, as the recorder sees it once the backend has answered. */
export interface Exchange {
  method: string;
  /** The request target as the client sent it (an encrypted call's is `/api/enc/<token>`). */
  url: string;
  httpStatus: number;
  contentType: string;
  /** The reply's bytes, or null when it was larger than replyBytesMax (forwarded, not checked). */
  replyBody: Buffer | null;
  /** Why the reply stopped before its end (the backend closed the connection); absent when it came whole. */
  cut?: string;
}

export interface ProxyOptions {
  /** The real backend, e.g. https://api.partner.example (no trailing path). */
  targetUrl: string;
  port: number;
  host: string;
  /** A request body larger than this is refused with HTTP 413 and never forwarded. */
  requestBytesMax: number;
  /** A reply larger than this is forwarded but not kept for checking. */
  replyBytesMax: number;
  onExchange(exchange: Exchange): void;
  /** A call the backend never answered (down, refused, timed out): the client gets HTTP 502. */
  onForwardError?(method: string, url: string, error: Error): void;
  /** How long the backend may take; past it the client gets HTTP 504. */
  timeoutMs?: number;
}

export interface RunningProxy {
  url: string;
  /** Calls taken and not yet answered. */
  inFlight(): number;
  /**
   * Stops taking calls. Those in flight get up to `waitMs` to be answered (and recorded); then every
   * connection is cut. 0: cut at once.
   */
  close(waitMs?: number): Promise<void>;
}

export const DEFAULT_PROXY_TIMEOUT_MS = 30_000;

/** Hop-by-hop headers (RFC 9110 section 7.6.1) and those fetch recomputes: never forwarded as they came. */
const NOT_FORWARDED = new Set(['host', 'connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'content-length', 'accept-encoding']);
/** fetch has already decompressed the reply and will say its own length. */
const NOT_RETURNED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length']);

/**
 * A plain HTTP proxy in front of one backend: every call is forwarded unchanged (an encrypted
 * call stays sealed: the backend checks it, the proxy only reads it afterwards) and its reply is
 * returned unchanged and handed to `onExchange`. It never answers in the backend's place, so the
 * client sees the real backend, drift included.
 */
export async function startRecordingProxy(options: ProxyOptions): Promise<RunningProxy> {
  const target = options.targetUrl.replace(/\/+$/, '');
  const inFlight = new Set<Promise<void>>();
  const server = createServer((req, res) => {
    // A client that hangs up mid-body: nothing to forward and no one to answer.
    const call = forward(req, res).catch(() => void res.destroy());
    inFlight.add(call);
    void call.finally(() => inFlight.delete(call));
  });

  async function forward(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    const body = await readBody(req, options.requestBytesMax);
    if (body === 'too-large') {
      res.writeHead(413, { 'content-type': 'text/plain' }).end(`recording proxy: request body over ${options.requestBytesMax} bytes`);
      return;
    }
    let upstream: Response;
    try {
      upstream = await fetch(target + url, {
        method,
        headers: forwardedHeaders(req.headers),
        body: method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_PROXY_TIMEOUT_MS),
      });
    } catch (err) {
      const error = err as Error;
      options.onForwardError?.(method, url, error);
      const timedOut = error.name === 'TimeoutError';
      res.writeHead(timedOut ? 504 : 502, { 'content-type': 'text/plain' }).end(`recording proxy: the backend did not answer (${error.message})`);
      return;
    }
    const { bytes: reply, cut } = await readWholeBody(upstream);
    res.writeHead(upstream.status, returnedHeaders(upstream.headers));
    // A reply the backend cut short reaches the client cut short: the proxy never mends one.
    if (cut === undefined) res.end(reply);
    else res.write(reply, () => res.destroy());
    options.onExchange({
      method,
      url,
      httpStatus: upstream.status,
      contentType: upstream.headers.get('content-type') ?? '',
      replyBody: reply.length > options.replyBytesMax ? null : reply,
      ...(cut === undefined ? {} : { cut }),
    });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `http://${host}:${port}`,
    inFlight: () => inFlight.size,
    async close(waitMs = 0) {
      const closed = new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
      server.closeIdleConnections();
      if (inFlight.size > 0 && waitMs > 0) {
        let timer: NodeJS.Timeout | undefined;
        const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
        await Promise.race([Promise.allSettled([...inFlight]), waited]);
        clearTimeout(timer);
      }
      server.closeAllConnections();
      await closed;
    },
  };
}

/** A request's headers as they go on to the backend. */
export function forwardedHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined || NOT_FORWARDED.has(name)) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return headers;
}

/** A backend's reply headers as they go back to the client. */
export function returnedHeaders(upstream: Headers): Record<string, string> {
  const headers: Record<string, string> = {};
  upstream.forEach((value, name) => {
    if (!NOT_RETURNED.has(name)) headers[name] = value;
  });
  return headers;
}

/** The whole body, or 'too-large' as soon as it passes the bound (the rest is drained, not kept). */
export function readBody(req: IncomingMessage, bytesMax: number): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= bytesMax) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > bytesMax ? 'too-large' : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

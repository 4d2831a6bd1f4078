import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TransportFault } from '@betsite/contracts/mock';
import { encryptedReplyJson } from '../lib/wire-node';

/** What a `not-json` fault sends: a page a misconfigured proxy might answer with 200. */
const NOT_JSON_BODY = '<html><body><h1>Welcome</h1><p>This is not the API.</p></body></html>\n';
/** A slow reply goes out in this many pieces at the most. */
const SLOW_PIECES_MAX = 20;

/** A gateway's page for an HTTP fault without a body of its own. */
function gatewayPage(status: number): string {
  return `<html><head><title>${status}</title></head><body><center><h1>${status}</h1></center><hr><center>gateway</center></body></html>\n`;
}

/**
 * Answers a request with a transport fault (contracts/src/mock.ts, `transportFault`), below the
 * envelope: the reply is taken out of Fastify's hands (hijacked), so neither the wire's sealing
 * nor the journal sees it, as they would not see a proxy's or a network's failure. `envelope` is
 * the forced envelope's JSON, for the faults that carry it (cut-json, slow).
 */
export function sendFault(fault: TransportFault, request: FastifyRequest, reply: FastifyReply, envelope: () => string): void {
  reply.hijack();
  const socket = request.raw.socket;
  const raw = reply.raw;
  switch (fault.kind) {
    case 'reset':
      socket.resetAndDestroy();
      return;
    case 'empty':
      socket.end();
      return;
    case 'malformed': {
      const text = envelope();
      sendWhole(raw, 200, 'application/json; charset=utf-8', fault.body === 'cut-json' ? text.slice(0, Math.max(1, Math.floor(text.length / 2))) : NOT_JSON_BODY);
      return;
    }
    case 'http': {
      const contentType = fault.contentType ?? (fault.body === undefined ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8');
      sendWhole(raw, fault.status, contentType, fault.body ?? gatewayPage(fault.status));
      return;
    }
    case 'slow': {
      const text = request.encrypted ? encryptedReplyJson(request.world.config.WIRE_SECRET, envelope()) : envelope();
      dribble(raw, Buffer.from(text), fault.seconds * 1_000);
      return;
    }
  }
}

/** One whole reply, and the connection closed after it (as a failing gateway does). */
function sendWhole(raw: FastifyReply['raw'], status: number, contentType: string, body: string): void {
  raw.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(body), connection: 'close' });
  raw.end(body);
}

/**
 * Writes the body in SLOW_PIECES_MAX pieces (fewer for a shorter body) spread over `spanMs`: piece
 * i of n goes out at (i + 1) / n of the span, read on the monotonic clock, so the last one never
 * leaves before the span is over (a timer may fire early by the clock read here: it waits again);
 * stops if the caller goes away.
 */
function dribble(raw: FastifyReply['raw'], body: Buffer, spanMs: number): void {
  const pieces = Math.max(1, Math.min(SLOW_PIECES_MAX, body.length));
  raw.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  const startedMs = performance.now();
  let i = 0;
  const next = () => {
    if (raw.destroyed) return;
    const waitMs = startedMs + ((i + 1) * spanMs) / pieces - performance.now();
    if (waitMs > 0) return void setTimeout(next, waitMs).unref();
    const piece = body.subarray(Math.floor((i * body.length) / pieces), Math.floor(((i + 1) * body.length) / pieces));
    i += 1;
    if (i === pieces) raw.end(piece);
    else {
      raw.write(piece);
      next();
    }
  };
  next();
}

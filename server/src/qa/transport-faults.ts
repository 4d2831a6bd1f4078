import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TransportFault } from '@betsite/contracts/mock';
import { encryptedReplyJson } from '../lib/wire-node';
import { httpFaultReply, malformedBody, SLOW_PIECES_MAX } from './fault-bodies';


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
    case 'malformed':
      sendWhole(raw, 200, 'application/json; charset=utf-8', malformedBody(fault, envelope));
      return;
    case 'http': {
      const { contentType, body } = httpFaultReply(fault);
      sendWhole(raw, fault.status, contentType, body);
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

import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { Code } from '@betsite/contracts/status-codes';
import { fail } from './reply';

/**
 * Requests refused before any route sees them still answer the envelope (contracts/README.md,
 * "The envelope"), with the same split as the body parser's refusals: a request that is not
 * well-formed HTTP answers 6007 (like a bad content-length), one past a size bound 6008 (like a
 * body too large). HTTP 200 like every other reply.
 */
type TransportCode = typeof Code.INVALID_PARAMETER | typeof Code.ILLEGAL_PARAMETER;

/** Node's parser errors past a size bound; every other parser error is a malformed request. */
const OVERSIZE_PARSER_ERRORS = new Set(['HPE_HEADER_OVERFLOW']);

export function codeForClientError(err: { code?: string }): TransportCode {
  return err.code !== undefined && OVERSIZE_PARSER_ERRORS.has(err.code) ? Code.ILLEGAL_PARAMETER : Code.INVALID_PARAMETER;
}

/**
 * Fastify's clientErrorHandler: Node's HTTP parser failed (a malformed request line, a short
 * content-length whose leftover bytes parse as junk, 16 KiB of headers), so there is no request
 * and the connection cannot carry another one. Answer once and close.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const body = JSON.stringify(fail(codeForClientError(err)).body);
    socket.write(
      `HTTP/1.1 200 OK\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** Fastify's frameworkErrors: the router refused the url (a bad escape, a path parameter too long). */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const code = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? Code.ILLEGAL_PARAMETER : Code.INVALID_PARAMETER;
  void reply.status(200).send(fail(code).body);
}

/**
 * An HTTP/1.1 request must name its Host (RFC 9112 3.2). Node would answer it a bare 400 with an
 * empty body before Fastify sees it, so the server turns that check off (`http.requireHostHeader`
 * in app.ts) and makes it here, in the envelope like every other malformed request: the first
 * step of the hook every request runs (plugins/request-hooks.ts). True when it answered.
 */
export function refusedMissingHost(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.headers.host !== undefined || request.raw.httpVersion !== '1.1') return false;
  void reply.status(200).header('connection', 'close').send(fail(Code.INVALID_PARAMETER).body);
  return true;
}

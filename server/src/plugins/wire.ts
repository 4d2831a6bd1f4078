import fp from 'fastify-plugin';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ENCRYPTED_PATH_PREFIX, ENCRYPTION_MAX_SKEW_MS, HEADER, REPLAY_REJECTION_CODE, WIRE_REJECTION_CODE, pathNonce } from '@betsite/contracts/wire';
import { decryptBodyText, decryptPath, encryptedReplyJson, verifyTsSign } from '../lib/wire-node';
import type { ReplayGuard } from '../lib/replay-guard';
import { fail } from '../lib/reply';
import { headerRefusalComesFirst } from './request-headers';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request came on the encrypted path: its body was sealed and its reply will be. */
    encrypted: boolean;
  }
}

/** Rejections by the wire layer come back plain: the caller's key may be exactly what failed. */
function rejectPlain(request: FastifyRequest, reply: FastifyReply) {
  request.encrypted = false;
  return reply.send(fail(WIRE_REJECTION_CODE).body);
}

/** Where rewriteEncryptedUrl sends a call it refuses, its reason in the query. */
export const REJECTED_PATH = '/__wire/rejected';
const REPLAYED_PATH = `${REJECTED_PATH}?reason=replay`;

/**
 * Whether a request came on the encrypted path and was let through. Fastify keeps the URL from
 * before rewriteUrl as `originalUrl`, so no side table is needed (a WeakSet of requests showed in
 * the garbage collector's time under load).
 */
function cameEncrypted(request: FastifyRequest): boolean {
  return request.originalUrl.startsWith(ENCRYPTED_PATH_PREFIX) && !request.url.startsWith(REJECTED_PATH);
}

/**
 * Fastify's rewriteUrl: decrypt "/api/enc/<token>" into the original path before routing, so an
 * encrypted call reaches the very same route as a plain one. Freshness is measured on the wall
 * clock (real time, or CLOCK_START's), not the QA clock: moving the QA clock must not break every
 * encrypted client. A path
 * token is single use: its nonce is remembered (`nonces`) as soon as it opens, before the body is
 * read, so two copies of one call in flight at once cannot both pass.
 */
export function rewriteEncryptedUrl(secret: string, nonces: ReplayGuard, wallNow: () => number) {
  return (req: IncomingMessage): string => {
    const url = req.url ?? '/';
    if (!url.startsWith(ENCRYPTED_PATH_PREFIX)) return url;
    const nowMs = wallNow();
    const opened = decryptPath(secret, url, nowMs, ENCRYPTION_MAX_SKEW_MS);
    if (!opened.ok) return `${REJECTED_PATH}?reason=${opened.reason}`;
    const verdict = nonces.admit(opened.nonce, opened.ts, nowMs);
    if (verdict === 'replay') return REPLAYED_PATH;
    return verdict === 'ok' ? opened.path : `${REJECTED_PATH}?reason=${verdict}`;
  };
}

/**
 * The "safe switch": decrypts the body of an encrypted call, encrypts its reply; checks the signed
 * timestamp-and-ip header when one is sent. A tampered or stale payload, or a body sealed for
 * another path token, answers 6008; a replayed path token 6003. The checks are steps of the hooks
 * every request runs (request-hooks.ts); this plugin owns the decoration and the rejection route.
 */
export default fp(
  (app, _opts, done) => {
    app.decorateRequest('encrypted', false);
    app.route({
      method: ['GET', 'POST'],
      url: REJECTED_PATH,
      handler: (request, reply) => reply.send(fail(request.url === REPLAYED_PATH ? REPLAY_REJECTION_CODE : WIRE_REJECTION_CODE).body),
    });
    done();
  },
  { name: 'wire', dependencies: ['context'] },
);

/**
 * onRequest: marks an encrypted call and checks a ts-sign header (on the wall clock, as the path's
 * freshness); false when it answered. A ts-sign sent empty is sent: its pattern refuses it (6008).
 * An address no route answers (an unknown path, a wrong method: 6004, 405) is answered for what it
 * is whatever its ts-sign: there is no call to sign. On a product route a required header's
 * refusal comes first (the document's order): its own hook answers it.
 */
export function checkWire(secret: string, wallNow: () => number, request: FastifyRequest, reply: FastifyReply): boolean {
  request.encrypted = cameEncrypted(request);
  if (request.is404) return true;
  const sign = request.headers[HEADER.tsSign];
  if (sign === undefined || (typeof sign === 'string' && verifyTsSign(secret, sign, wallNow(), ENCRYPTION_MAX_SKEW_MS) === 'ok')) return true;
  if (headerRefusalComesFirst(request)) return true;
  rejectPlain(request, reply);
  return false;
}

/** Before the handler: opens an encrypted call's body (its text kept for the journal); false when it answered. */
export function openBody(secret: string, request: FastifyRequest, reply: FastifyReply): boolean {
  if (!request.encrypted || request.method === 'GET') return true;
  const raw = request.body;
  if (raw === undefined || raw === null || (typeof raw === 'object' && Object.keys(raw).length === 0)) {
    request.body = {};
    request.bodyText = null;
    return true;
  }
  const text = decryptBodyText(secret, raw, pathNonce(request.originalUrl) ?? '');
  const body = text === null ? null : parseJson(text);
  if (body === null) {
    rejectPlain(request, reply);
    return false;
  }
  request.body = body;
  request.bodyText = text;
  return true;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** onSend: the reply of an encrypted call, sealed. */
export function sealReply(secret: string, request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (!request.encrypted || typeof payload !== 'string') return payload;
  reply.header('content-type', 'application/json; charset=utf-8');
  return encryptedReplyJson(secret, payload);
}

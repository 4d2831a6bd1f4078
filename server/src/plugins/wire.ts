import fp from 'fastify-plugin';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ENCRYPTED_PATH_PREFIX, ENCRYPTION_MAX_SKEW_MS, HEADER, REPLAY_REJECTION_CODE, WIRE_REJECTION_CODE, pathNonce } from '@betsite/contracts/wire';
import { decryptBody, decryptPath, encryptedReplyJson, verifyTsSign } from '../lib/wire-node';
import type { ReplayGuard } from '../lib/replay-guard';
import { fail } from '../lib/reply';

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

const REJECTED_PATH = '/__wire/rejected';
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
 * another path token, answers 6008; a replayed path token 6003.
 */
export default fp(
  (app, _opts, done) => {
    const secret = app.ctx.config.WIRE_SECRET;
    app.decorateRequest('encrypted', false);

    app.route({
      method: ['GET', 'POST'],
      url: REJECTED_PATH,
      handler: (request, reply) => reply.send(fail(request.url === REPLAYED_PATH ? REPLAY_REJECTION_CODE : WIRE_REJECTION_CODE).body),
    });

    app.addHook('onRequest', (request, reply, next) => {
      request.encrypted = cameEncrypted(request);
      // An address no route answers (an unknown path, a wrong method: 6004, 405) is answered for
      // what it is whatever its ts-sign: a signature signs a call, and there is no call to sign.
      if (request.is404) return next();
      const sign = request.headers[HEADER.tsSign];
      if (typeof sign === 'string' && sign !== '' && verifyTsSign(secret, sign, app.ctx.clock.wallNow(), ENCRYPTION_MAX_SKEW_MS) !== 'ok') {
        return rejectPlain(request, reply);
      }
      next();
    });

    app.addHook('preValidation', (request, reply, next) => {
      if (!request.encrypted || request.method === 'GET') return next();
      const raw = request.body;
      if (raw === undefined || raw === null || (typeof raw === 'object' && Object.keys(raw).length === 0)) {
        request.body = {};
        return next();
      }
      const body = decryptBody(secret, raw, pathNonce(request.originalUrl) ?? '');
      if (body === null) return rejectPlain(request, reply);
      request.body = body;
      next();
    });

    app.addHook('onSend', (request, reply, payload, next) => {
      if (!request.encrypted || typeof payload !== 'string') return next(null, payload);
      reply.header('content-type', 'application/json; charset=utf-8');
      next(null, encryptedReplyJson(secret, payload));
    });
    done();
  },
  { name: 'wire', dependencies: ['context'] },
);

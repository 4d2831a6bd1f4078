import Fastify, { type FastifyInstance } from 'fastify';
import { DEFAULT_WIRE_SECRET, ENCRYPTED_PATH_PREFIX, ENCRYPTION_MAX_SKEW_MS, pathNonce } from '@betsite/contracts/wire';
import { decryptBodyText, decryptPath, encryptedReplyJson } from '../../server/src/lib/wire-node';
import { createReplayGuard } from '../../server/src/lib/replay-guard';

/**
 * The floor under the encrypted load: bare Fastify (bare-server.ts) doing nothing but the wire
 * protocol, with the server's own implementation of it (server/src/lib/wire-node.ts) — the path
 * token opened and its nonce admitted, the body opened, the reply sealed — and answering bare
 * Fastify's small envelope. No world, no session, no journal: whatever this costs, an encrypted
 * call to the product costs at least as much, so its ratio to bare Fastify bounds what the
 * encrypted target can reach on the machine it runs on.
 *
 * `crypto: false` answers the same bytes without the crypto: the same sealed requests come in
 * (the path only checked for its prefix, the body parsed and not opened) and a reply of the sealed
 * reply's length goes out, sealed once and repeated. What that costs over bare Fastify is the
 * protocol's bigger requests and replies alone.
 */
export const WIRE_FLOOR_PATH = '/bare';
export const WIRE_FLOOR_ENVELOPE = { status_code: 6000, data: { ok: true }, message: '成功' };
const REFUSED = '/refused';

export function buildWireFloorApp({ crypto, secret = DEFAULT_WIRE_SECRET, now = Date.now }: { crypto: boolean; secret?: string; now?: () => number }): FastifyInstance {
  const nonces = createReplayGuard(ENCRYPTION_MAX_SKEW_MS);
  const rewriteUrl = (url: string): string => {
    if (!url.startsWith(ENCRYPTED_PATH_PREFIX)) return REFUSED;
    if (!crypto) return WIRE_FLOOR_PATH;
    const nowMs = now();
    const opened = decryptPath(secret, url, nowMs, ENCRYPTION_MAX_SKEW_MS);
    return opened.ok && nonces.admit(opened.nonce, opened.ts, nowMs) === 'ok' ? opened.path : REFUSED;
  };
  const app = Fastify({ logger: false, rewriteUrl: (req) => rewriteUrl(req.url ?? '/') });
  let sealedOnce: string | undefined;
  const sealReply = (payload: string) => (crypto ? encryptedReplyJson(secret, payload) : (sealedOnce ??= encryptedReplyJson(secret, payload)));
  if (crypto) {
    app.addHook('preHandler', (request, _reply, next) => {
      const text = decryptBodyText(secret, request.body, pathNonce(request.originalUrl) ?? '');
      request.body = text === null ? null : (JSON.parse(text) as unknown);
      next();
    });
  }
  app.addHook('onSend', (_request, _reply, payload, next) => next(null, typeof payload === 'string' ? sealReply(payload) : payload));
  app.post(WIRE_FLOOR_PATH, (request, reply) => (request.body === null ? reply.code(400).send({ status_code: 6008 }) : WIRE_FLOOR_ENVELOPE));
  app.post(REFUSED, (_request, reply) => reply.code(400).send({ status_code: 6008 }));
  return app;
}

import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { DEFAULT_WIRE_SECRET, ENCRYPTED_PATH_PREFIX, ENCRYPTION_MAX_SKEW_MS, pathNonce } from '@betsite/contracts/wire';
import { decryptBodyText, encryptedReplyJson, nodeWire } from '../../server/src/lib/wire-node';
import { createReplayGuard } from '../../server/src/lib/replay-guard';
import { rewriteEncryptedUrl } from '../../server/src/plugins/wire';
import { REJECTED_PATH } from '../../server/src/core/wire';

/**
 * The floor under the encrypted load: bare Fastify (bare-server.ts) doing nothing but the wire
 * protocol, with the server's own implementation of it (server/src/lib/wire-node.ts, and the URL
 * rewrite of server/src/plugins/wire.ts over server/src/core/wire.ts) — the path token opened and its nonce admitted, the body opened, the reply sealed — and answering bare
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

export function buildWireFloorApp({ crypto, secret = DEFAULT_WIRE_SECRET, now = Date.now }: { crypto: boolean; secret?: string; now?: () => number }): FastifyInstance {
  // The product's own rewrite (plugins/wire.ts, core/wire.ts): the path token opened, its nonce admitted.
  const rewriteUrl = crypto
    ? rewriteEncryptedUrl(nodeWire, secret, createReplayGuard(ENCRYPTION_MAX_SKEW_MS), now)
    : ({ url = '/' }: { url?: string }) => (url.startsWith(ENCRYPTED_PATH_PREFIX) ? WIRE_FLOOR_PATH : REJECTED_PATH);
  const app = Fastify({ logger: false, rewriteUrl });
  const refuse = (reply: FastifyReply) => reply.code(400).send({ status_code: 6008 });
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
  app.post(WIRE_FLOOR_PATH, (request, reply) => (request.body === null ? refuse(reply) : WIRE_FLOOR_ENVELOPE));
  app.post(REJECTED_PATH, (_request, reply) => refuse(reply));
  return app;
}

import fp from 'fastify-plugin';
import type { IncomingMessage } from 'node:http';
import { REPLAY_REJECTION_CODE, WIRE_REJECTION_CODE } from '@betsite/contracts/wire';
import type { ReplayGuard } from '../lib/replay-guard';
import type { WireCodec } from '../lib/wire-codec';
import { fail } from '../lib/reply';
import { openedUrl, REJECTED_PATH, REPLAYED_PATH } from '../core/wire';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request came on the encrypted path: its body was sealed and its reply will be (core/wire.ts). */
    encrypted: boolean;
  }
}

/**
 * Fastify's rewriteUrl: an encrypted call's path opened before routing (core/wire.ts, openedUrl),
 * with the platform's codec. Fastify keeps the url from before as `originalUrl`, which the
 * pipeline reads.
 */
export function rewriteEncryptedUrl(wire: WireCodec, secret: string, nonces: ReplayGuard, wallNow: () => number) {
  const open = openedUrl(wire, secret, nonces, wallNow);
  return (req: IncomingMessage): string => open(req.url ?? '/');
}

/**
 * The "safe switch" on Fastify: the wire's checks are stages of the request pipeline
 * (core/wire.ts, run by request-hooks.ts); this plugin owns the decoration and the route that
 * answers a call the url rewrite refused.
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

import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app';
import type { Config } from '../../server/src/config';
import { ok } from '../../server/src/lib/reply';
import { productRouter } from '../../server/src/routes/index';
import { WIRE_FLOOR_ENVELOPE } from './wire-floor-app';

/**
 * The product's request pipeline around a handler that does nothing: the whole server, except that
 * member info (the encrypted load's call) answers the wire floor's envelope at once. No account is
 * read, no VIP level settled, no member view made, and the reply is the floor's short one; the
 * header rule, the world, the wire, the QA scenarios, the session and the journal run as on any
 * call. Measured between the wire floor and the product's encrypted read, it shows what the
 * pipeline alone costs and what the handler's work adds.
 */
export function buildPipelineFloorApp(config: Config): Promise<FastifyInstance> {
  return buildApp({
    config,
    routerOf: (ctx) => {
      const router = productRouter(ctx);
      const info = () => Promise.resolve(ok(WIRE_FLOOR_ENVELOPE.data));
      return { ...router, member: { ...router.member, info } };
    },
  });
}

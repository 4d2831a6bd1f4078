import fp from 'fastify-plugin';
import type { ParsedBodyMemo, RouteFacts } from '../core/route-facts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The facts of the matched route, read once per request (core/route-facts.ts, routeFactsOf). */
    routeFacts: RouteFacts | null;
    /** The body as the contract parsed it, with the body and schema it was parsed from (core/route-facts.ts, parsedBodyOf). */
    parsedBody: ParsedBodyMemo | null;
  }
}

/**
 * A hook added to one route's own list. Fastify runs a route's hooks after the instance's, so a
 * hook that only some routes need (the audit line, the submission guard) costs the other routes
 * nothing: each hook run costs about 0.6 µs, a quarter of what our stack adds to bare Fastify.
 */
export function withRouteHook<H>(existing: H | H[] | undefined, hook: NoInfer<H>): H[] {
  if (existing === undefined) return [hook];
  return Array.isArray(existing) ? [...existing, hook] : [existing, hook];
}

/** Decorates the request with the per-request memos of core/route-facts.ts (the facts of its route, its parsed body). */
export default fp(
  (app, _opts, done) => {
    app.decorateRequest('routeFacts', null);
    app.decorateRequest('parsedBody', null);
    done();
  },
  { name: 'route-facts' },
);

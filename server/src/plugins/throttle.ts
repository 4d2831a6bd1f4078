import fp from 'fastify-plugin';
import type { onResponseHookHandler, preHandlerHookHandler, preSerializationHookHandler } from 'fastify';
import { factsOfRoute } from '../core/route-facts';
import { createSubmissionGuard, isGuardedRoute } from '../core/submission-guard';
import { withRouteHook } from './route-facts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The idempotency mark this request holds while its operation runs (submitGuard routes). */
    idempotencyTicket: number | undefined;
  }
}

/**
 * The submission guard (core/submission-guard.ts: 6011 and idempotency) on the routes whose
 * contract declares 6011, after the pipeline's stage before the handler (which resolves the session
 * the guard keys on).
 */
export default fp(
  (app, _opts, done) => {
    const guard = createSubmissionGuard(() => app.ctx);
    app.decorateRequest('idempotencyTicket', undefined);
    const settle: preSerializationHookHandler = (request, _reply, payload, next) => {
      guard.settle(request, payload);
      next(null, payload);
    };
    const releaseUnsettled: onResponseHookHandler = (request, _reply, next) => {
      guard.release(request);
      next();
    };
    app.addHook('onRoute', (route) => {
      const facts = factsOfRoute(route);
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!methods.some((method) => isGuardedRoute(method, facts)) || facts.meta === undefined) return;
      const guarded = { ...facts, meta: facts.meta };
      const admit: preHandlerHookHandler = (request, reply, next) => {
        if (guard.admit(guarded, request, reply)) next();
      };
      route.preHandler = withRouteHook(route.preHandler, admit);
      if (!facts.meta.submitGuard) return;
      route.preSerialization = withRouteHook(route.preSerialization, settle);
      route.onResponse = withRouteHook(route.onResponse, releaseUnsettled);
    });
    done();
  },
  { name: 'throttle', dependencies: ['context', 'auth', 'route-facts'] },
);

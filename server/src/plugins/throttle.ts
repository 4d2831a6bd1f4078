import fp from 'fastify-plugin';
import type { onResponseHookHandler, preHandlerHookHandler, preSerializationHookHandler } from 'fastify';
import type { RouteMeta } from '@betsite/contracts/route';
import { Code } from '@betsite/contracts/status-codes';
import { HEADER, IDEMPOTENCY_KEY_RE, isEnvelope } from '@betsite/contracts/wire';
import { setBounded } from '../lib/bounded-map';
import { fail } from '../lib/reply';
import { createIdempotencyStore } from './idempotency-store';
import { factsOfRoute, parsedBodyOf, type RouteFacts } from '../core/route-facts';
import { withRouteHook } from './route-facts';

/** Per caller and route: more than this many submissions per minute is flooding. */
const SUBMISSIONS_PER_MINUTE_MAX = 60;
const TRACKED_MAX = 20_000;
const THROTTLE_STATE = Symbol('throttle counts');

declare module 'fastify' {
  interface FastifyRequest {
    /** The idempotency mark this request holds while its operation runs (submitGuard routes). */
    idempotencyTicket: number | undefined;
  }
}

/**
 * What a submission does, as the guards compare it: the body; on a route of several calls
 * (meta.submitGuardMethods) the guarded call's method and Request, and undefined for the other
 * calls, which are reads the guards leave alone (a player polling the match list is not flooding).
 */
function operationOf(meta: RouteMeta, body: unknown): unknown {
  const methods = meta.submitGuardMethods;
  if (methods === undefined) return body;
  const call = body as { method?: unknown; Request?: unknown } | null;
  if (typeof call?.method !== 'string' || !methods.includes(call.method)) return undefined;
  return { method: call.method, Request: call.Request };
}

/**
 * 6011 (请勿频繁提交) for the routes whose contract declares it: a caller flooding one route; and
 * on routes that create something (meta.submitGuard) the double submit, made idempotent by
 * idempotency-store.ts: a header key's replay answers the first reply, the same body from the
 * same account (any session) within a second or while the first is running answers 6011.
 */
export default fp(
  (app, _opts, done) => {
    // The counts are state of the world the request runs in: its reset clears them (a flooded
    // route answers again after it) and one QA sandbox's floods never throttle another's.
    const countsOf = () => app.ctx.own(THROTTLE_STATE, () => ({ perMinute: new Map<string, number[]>(), operations: createIdempotencyStore() }));
    app.decorateRequest('idempotencyTicket', undefined);

    const guard =
      ({ url: route, body, meta }: RouteFacts & { meta: RouteMeta }): preHandlerHookHandler =>
      (request, reply, next) => {
        // Only submissions the contract accepts count: a bad body is answered 6007/6008 by the route.
        // The parsed body is also the only one ever serialised here: never the raw, unbounded input.
        const parsed = parsedBodyOf(request, body);
        if (!parsed.success) return next();
        const operation = operationOf(meta, body === undefined ? null : parsed.data);
        if (operation === undefined) return next();
        const { perMinute, operations } = countsOf();
        const device = request.headers[HEADER.deviceUuid];
        const caller = request.session?.token ?? `${request.ip}|${typeof device === 'string' ? device : ''}`;
        const now = Date.now();

        const callerKey = `${caller}|${route}`;
        // The provider's calls are not flood-counted: a bet is bounded by the book's own rules
        // (open tickets per player, the per-match maximum), and a busy bettor or a trading tool
        // places more than a form's sixty a minute.
        if (meta.submitGuardMethods === undefined) {
          const recent = (perMinute.get(callerKey) ?? []).filter((t) => now - t < 60_000);
          recent.push(now);
          // Only whether there are more than the maximum matters: keep no more, however hard a caller floods.
          if (recent.length > SUBMISSIONS_PER_MINUTE_MAX + 1) recent.splice(0, recent.length - SUBMISSIONS_PER_MINUTE_MAX - 1);
          setBounded(perMinute, callerKey, recent, TRACKED_MAX);
          if (recent.length > SUBMISSIONS_PER_MINUTE_MAX) return reply.send(fail(Code.FREQUENT_SUBMISSION).body);
        }

        if (!meta.submitGuard) return next();
        const headerKey = request.headers[HEADER.idempotencyKey];
        if (headerKey !== undefined && (typeof headerKey !== 'string' || !IDEMPOTENCY_KEY_RE.test(headerKey))) return reply.send(fail(Code.INVALID_PARAMETER).body);
        const scope = request.account ? `user:${request.account.userId}` : `caller:${callerKey}`;
        const admission = operations.admit({ scope, route, headerKey, canonicalBody: operation }, app.ctx.clock.now());
        switch (admission.kind) {
          case 'go':
            request.idempotencyTicket = admission.ticket;
            return next();
          case 'replay':
            return reply.send(admission.reply);
          case 'mismatch':
            return reply.send(fail(Code.ILLEGAL_PARAMETER).body);
          case 'repeat':
            return reply.send(fail(Code.FREQUENT_SUBMISSION).body);
        }
      };

    const settle: preSerializationHookHandler = (request, _reply, payload, next) => {
      const ticket = request.idempotencyTicket;
      if (ticket !== undefined) {
        request.idempotencyTicket = undefined;
        countsOf().operations.settle(ticket, isEnvelope(payload) ? payload : null, app.ctx.clock.now());
      }
      next(null, payload);
    };
    const releaseUnsettled: onResponseHookHandler = (request, _reply, done) => {
      if (request.idempotencyTicket !== undefined) countsOf().operations.release(request.idempotencyTicket);
      done();
    };

    // Only the POST routes whose contract declares 6011 carry the guard (after auth's hook, which
    // resolves the session the guard keys on).
    app.addHook('onRoute', (route) => {
      const facts = factsOfRoute(route);
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!facts.meta || !methods.includes('POST') || !facts.meta.codes.includes(Code.FREQUENT_SUBMISSION)) return;
      route.preHandler = withRouteHook(route.preHandler, guard({ ...facts, meta: facts.meta }));
      if (!facts.meta.submitGuard) return;
      // The envelope is the operation's outcome: recorded on success, forgotten otherwise.
      route.preSerialization = withRouteHook(route.preSerialization, settle);
      route.onResponse = withRouteHook(route.onResponse, releaseUnsettled);
    });
    done();
  },
  { name: 'throttle', dependencies: ['context', 'auth', 'route-facts'] },
);

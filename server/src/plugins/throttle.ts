import fp from 'fastify-plugin';
import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { ZodTypeAny } from 'zod';
import type { RouteMeta } from '@betsite/contracts/route';
import { createHash } from 'node:crypto';
import { Code } from '@betsite/contracts/status-codes';
import { HEADER } from '@betsite/contracts/wire';
import { setBounded } from '../lib/bounded-map';
import { fail } from '../lib/reply';
import { factsOfRoute, withRouteHook, type RouteFacts } from './route-facts';

/** The same submission again within this window is a double submit. */
const REPEAT_WINDOW_MS = 1_000;
/** Per caller and route: more than this many submissions per minute is flooding. */
const SUBMISSIONS_PER_MINUTE_MAX = 60;
const TRACKED_MAX = 20_000;

function bodyIsValid(schema: ZodTypeAny | undefined, request: FastifyRequest): boolean {
  return schema === undefined || schema.safeParse(request.body).success;
}

/**
 * 6011 (请勿频繁提交) for the routes whose contract declares it: a caller flooding one route, and on
 * routes that create something (meta.submitGuard) the identical submission repeated within a
 * second. Keyed by session, or by address and device before login.
 */
export default fp(
  (app, _opts, done) => {
    const lastSeen = new Map<string, number>();
    const perMinute = new Map<string, number[]>();

    const guard =
      ({ url: route, body, meta }: RouteFacts & { meta: RouteMeta }): preHandlerHookHandler =>
      (request, reply, next) => {
        // Only submissions the contract accepts count: a bad body is answered 6007/6008 by the route.
        if (!bodyIsValid(body, request)) return next();
        const device = request.headers[HEADER.deviceUuid];
        const caller = request.session?.token ?? `${request.ip}|${typeof device === 'string' ? device : ''}`;
        const now = Date.now();

        const callerKey = `${caller}|${route}`;
        const recent = (perMinute.get(callerKey) ?? []).filter((t) => now - t < 60_000);
        recent.push(now);
        // Only whether there are more than the maximum matters: keep no more, however hard a caller floods.
        if (recent.length > SUBMISSIONS_PER_MINUTE_MAX + 1) recent.splice(0, recent.length - SUBMISSIONS_PER_MINUTE_MAX - 1);
        setBounded(perMinute, callerKey, recent, TRACKED_MAX);
        if (recent.length > SUBMISSIONS_PER_MINUTE_MAX) return reply.send(fail(Code.FREQUENT_SUBMISSION).body);

        if (!meta.submitGuard) return next();
        const submissionKey = `${callerKey}|${createHash('sha1').update(JSON.stringify(request.body ?? null)).digest('base64')}`;
        const previous = lastSeen.get(submissionKey);
        setBounded(lastSeen, submissionKey, now, TRACKED_MAX);
        if (previous !== undefined && now - previous < REPEAT_WINDOW_MS) return reply.send(fail(Code.FREQUENT_SUBMISSION).body);
        next();
      };

    // Only the POST routes whose contract declares 6011 carry the guard (after auth's hook, which
    // resolves the session the guard keys on).
    app.addHook('onRoute', (route) => {
      const facts = factsOfRoute(route);
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!facts.meta || !methods.includes('POST') || !facts.meta.codes.includes(Code.FREQUENT_SUBMISSION)) return;
      route.preHandler = withRouteHook(route.preHandler, guard({ ...facts, meta: facts.meta }));
    });
    // The counts are state too: the QA reset clears them, so a flooded route answers again after it.
    const clear = () => {
      lastSeen.clear();
      perMinute.clear();
    };
    const unregister = app.ctx.onReset(clear);
    app.addHook('onClose', (_app, d) => {
      unregister();
      clear();
      d();
    });
    done();
  },
  { name: 'throttle', dependencies: ['context', 'auth', 'route-facts'] },
);

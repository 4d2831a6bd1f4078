import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeAny } from 'zod';
import { routeMeta, type RouteMeta } from '@betsite/contracts/route';

/** What the hooks need to know about the route a request matched. */
export interface RouteFacts {
  /** The route's path pattern ('' when no route matched). */
  url: string;
  /** The contract's body schema, for contract routes that take a body. */
  body: ZodTypeAny | undefined;
  /** The contract metadata, for contract routes only. */
  meta: RouteMeta | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    routeFacts: RouteFacts | null;
  }
}

type TsRestConfig = { tsRestRoute?: { body?: unknown; metadata?: unknown } };

/**
 * The facts of a request's route, read once per request: Fastify 5 builds a new routeOptions
 * object on every read, and five hooks ask on every request.
 */
export function routeFactsOf(request: FastifyRequest): RouteFacts {
  if (request.routeFacts !== null) return request.routeFacts;
  const options = request.routeOptions;
  const route = (options.config as TsRestConfig | undefined)?.tsRestRoute;
  const facts: RouteFacts = {
    url: options.url ?? '',
    body: route?.body as ZodTypeAny | undefined,
    meta: route?.metadata ? routeMeta(route) : undefined,
  };
  request.routeFacts = facts;
  return facts;
}

/** The contract metadata of the route a request matched, if it is a contract route. */
export function metaOf(request: FastifyRequest): RouteMeta | undefined {
  return routeFactsOf(request).meta;
}

export default fp(
  (app, _opts, done) => {
    app.decorateRequest('routeFacts', null);
    done();
  },
  { name: 'route-facts' },
);

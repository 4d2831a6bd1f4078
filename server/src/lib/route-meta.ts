import type { FastifyRequest } from 'fastify';
import { routeMeta, type RouteMeta } from '@betsite/contracts/route';

/** The contract metadata of the route a request matched, if it is a contract route. */
export function metaOf(request: FastifyRequest): RouteMeta | undefined {
  const route = (request.routeOptions.config as { tsRestRoute?: { metadata?: unknown } }).tsRestRoute;
  return route?.metadata ? routeMeta(route) : undefined;
}

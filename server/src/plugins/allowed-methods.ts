import type { FastifyInstance } from 'fastify';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;

/**
 * The methods some route answers at this address (the path of `url`, without its query). A
 * wildcard route does not count: it would make every unknown address look like a wrong method.
 */
export function allowedMethods(app: FastifyInstance, url: string): string[] {
  const path = url.split('?', 1)[0] ?? '';
  return METHODS.filter((method) => {
    const route = app.findRoute({ method, url: path });
    return route !== null && !('*' in (route.params as Record<string, unknown>));
  });
}

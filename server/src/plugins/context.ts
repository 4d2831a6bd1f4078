import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { EVICTED_NAMES_MAX, MOCK_SESSION_HEADER, SANDBOX_NAME_PATTERN, SANDBOX_REPLY_HEADER } from '@betsite/contracts/mock';
import { Code } from '@betsite/contracts/status-codes';
import type { AppContext, SharedParts } from '../composition/context';
import { routedContext, runInWorld } from '../composition/current-world';
import { createSandboxes, evictedMessage, type Sandboxes } from '../composition/sandboxes';
import { fail } from '../lib/reply';

declare module 'fastify' {
  interface FastifyInstance {
    /** The world of the work in progress: the default one, or the request's QA sandbox. */
    ctx: AppContext;
    sandboxes: Sandboxes;
  }
}

/** The registry's own calls name sandboxes in their path, never run inside one. */
const REGISTRY_PATH = '/__mock/sandboxes';
const RESET_PATH = '/__mock/reset';

/** The sandbox a request names: the header, else the cookie (a browser joins one that way). */
export function sandboxNameOf(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const header = request.headers[MOCK_SESSION_HEADER];
  if (typeof header === 'string') return header;
  const cookies = request.headers.cookie;
  if (cookies === undefined) return undefined;
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === MOCK_SESSION_HEADER) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/**
 * Decorates `app.ctx` (routed to the request's world) and `app.sandboxes`. With the QA API on, a
 * request naming a sandbox runs all its hooks and its handler inside that sandbox's world; with it
 * off the name is ignored, since a production-like server must not let callers make worlds.
 */
export default fp<{ ctx: AppContext; shared: SharedParts; sandboxesMax: number }>(
  (app, opts, done) => {
    const sandboxes = createSandboxes(opts.ctx.config, opts.shared, opts.sandboxesMax, EVICTED_NAMES_MAX);
    app.decorate('ctx', routedContext(opts.ctx));
    app.decorate('sandboxes', sandboxes);
    if (!opts.ctx.config.MOCK_API) return done();

    app.addHook('onRequest', (request, reply, next) => {
      const name = sandboxNameOf(request);
      if (name === undefined) return next();
      const path = request.url.split('?')[0] ?? request.url;
      if (path.startsWith(REGISTRY_PATH)) return next();
      const qa = path.startsWith('/__mock');
      if (!SANDBOX_NAME_PATTERN.test(name)) {
        const why = `${MOCK_SESSION_HEADER} must be 1-64 of A-Z a-z 0-9 . _ -`;
        return void (qa ? reply.code(400).send({ error: why }) : reply.send(fail(Code.INVALID_PARAMETER, why).body));
      }
      const found = sandboxes.enter(name);
      if (found.kind === 'evicted' && !(qa && path === RESET_PATH && request.method === 'POST')) {
        const why = evictedMessage(name, sandboxes.limit);
        reply.header(SANDBOX_REPLY_HEADER, 'evicted');
        return void (qa ? reply.code(410).send({ error: why }) : reply.send(fail(Code.ACCESS_DENIED, why).body));
      }
      const world = found.kind === 'world' ? found.world : sandboxes.restart(name);
      reply.header(SANDBOX_REPLY_HEADER, name);
      runInWorld(world, next);
    });
    done();
  },
  { name: 'context' },
);

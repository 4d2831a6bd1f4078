import fp from 'fastify-plugin';
import { MOCK_SESSION_HEADER } from '@betsite/contracts/mock';
import { defaultMessage } from '@betsite/contracts/status-codes';
import { metaOf } from '../lib/route-meta';

/**
 * QA scenarios: a forced answer for a contract route, checked before authentication so QA can
 * script any code (6001 included) on any route.
 */
export default fp(
  (app, _opts, done) => {
    app.addHook('preHandler', async (request, reply) => {
      if (!metaOf(request)) return;
      const header = request.headers[MOCK_SESSION_HEADER];
      const s = app.ctx.scenarios.take(request.method, request.routeOptions.url ?? '', typeof header === 'string' ? header : undefined);
      if (!s) return;
      if (s.delayMs > 0) await new Promise((r) => setTimeout(r, s.delayMs));
      return reply.send({ status_code: s.status_code, data: s.data ?? null, message: s.message ?? defaultMessage(s.status_code) });
    });
    done();
  },
  { name: 'scenarios', dependencies: ['context'] },
);

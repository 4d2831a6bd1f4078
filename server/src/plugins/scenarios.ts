import fp from 'fastify-plugin';
import { defaultMessage } from '@betsite/contracts/status-codes';
import { metaOf, routeFactsOf } from './route-facts';

/**
 * QA scenarios: a forced answer for a contract route, checked before authentication so QA can
 * script any code (6001 included) on any route.
 */
export default fp(
  (app, _opts, done) => {
    // A callback hook, not an async one: with no scenario in force (the normal case) it costs
    // one size check and no promise.
    app.addHook('preHandler', (request, reply, next) => {
      if (app.ctx.scenarios.size() === 0 || !metaOf(request)) return next();
      const s = app.ctx.scenarios.take(request.method, routeFactsOf(request).url, app.ctx.sandbox ?? undefined);
      if (!s) return next();
      const answer = () => void reply.send({ status_code: s.status_code, data: s.data ?? null, message: s.message ?? defaultMessage(s.status_code) });
      if (s.delayMs > 0) setTimeout(answer, s.delayMs);
      else answer();
    });
    done();
  },
  { name: 'scenarios', dependencies: ['context', 'route-facts'] },
);

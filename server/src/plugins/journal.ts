import fp from 'fastify-plugin';
import { MOCK_SESSION_HEADER } from '@betsite/contracts/mock';
import { redactBounded } from '../qa/journal';

declare module 'fastify' {
  interface FastifyRequest {
    /** status_code of the envelope sent, read before the reply is serialized (or encrypted). */
    replyStatusCode: number | null;
    /** The envelope sent, before encryption: the journal shows QA the reply in clear. */
    replyPayload: unknown;
  }
}

/** Records every product request (not the QA API itself) in the bounded journal. */
export default fp(
  (app, _opts, done) => {
    app.decorateRequest('replyStatusCode', null);
    app.decorateRequest('replyPayload', null);
    app.addHook('preSerialization', (request, _reply, payload, next) => {
      const code = (payload as { status_code?: unknown } | null)?.status_code;
      if (typeof code === 'number') request.replyStatusCode = code;
      request.replyPayload = payload;
      next(null, payload);
    });
    app.addHook('onResponse', (request, reply, next) => {
      const path = request.url.split('?')[0] ?? request.url;
      if (!path.startsWith('/__mock')) {
        const session = request.headers[MOCK_SESSION_HEADER];
        const body = redactBounded(request.body ?? null);
        const replied = redactBounded(request.replyPayload ?? null);
        app.ctx.journal.record({
          at: app.ctx.clock.now(),
          method: request.method,
          path,
          encrypted: request.encrypted,
          body: body.value,
          reply: replied.value,
          status_code: request.replyStatusCode,
          durationMs: Math.round(reply.elapsedTime * 100) / 100,
          session: typeof session === 'string' ? session : app.ctx.sandbox,
          userId: request.session?.userId ?? null,
        }, body.chars + replied.chars);
      }
      next();
    });
    done();
  },
  { name: 'journal', dependencies: ['context', 'wire'] },
);

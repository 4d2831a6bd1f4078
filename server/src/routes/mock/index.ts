import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { initServer, type RequestValidationError } from '@ts-rest/fastify';
import { qaErrorReply, qaRefusal } from '../../core/error-replies';
import { loadScenarioSets } from '../../qa/scenario-set-files';
import { sendErrorReply } from '../../plugins/envelope';
import { mockGuard } from './guard';
import { qaRouters } from './router';

const s = initServer();

/** The QA API's errors on Fastify (core/error-replies.ts is the policy: plain statuses, never the envelope). */
function replyForQaError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const answer = qaErrorReply(error, 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : undefined);
  if (answer.unexpected) request.log.error({ err: error }, 'unhandled error in the QA API');
  return sendErrorReply(reply, answer);
}

/** The QA control API (/__mock/...): plain JSON, plain HTTP statuses. Its routers are routes/mock/router.ts's. */
export async function registerMockRoutes(app: FastifyInstance) {
  const { ctx } = app;
  // Read once at registration: a bad file rejects it, and the start stops with the message.
  const scenarioSets = loadScenarioSets(ctx.config.SCENARIOS_DIR);
  const routers = qaRouters({ ctx, sandboxes: app.sandboxes, snapshots: app.snapshots, scenarioSets });
  await app.register((scope, _opts, done) => {
    scope.addHook('onRequest', mockGuard(ctx.config.MOCK_API_TOKEN));
    scope.setErrorHandler(replyForQaError);
    const options = {
      responseValidation: ctx.config.RESPONSE_VALIDATION,
      logInitialization: false,
      jsonQuery: false,
      requestValidationErrorHandler: (err: RequestValidationError, _request: FastifyRequest, reply: FastifyReply) => void sendErrorReply(reply, qaRefusal(err)),
    };
    // ts-rest sets the error handler of the scope it registers into: one child scope per router
    // (the guard above is inherited), so none replaces another's handler (Fastify's FSTWRN004).
    for (const { contract, router } of routers) {
      void scope.register((child, _childOpts, childDone) => {
        // Each router was type-checked against its contract where it was made (s.router).
        s.registerRouter(contract, router as never, child, options);
        childDone();
      });
    }
    done();
  });
}

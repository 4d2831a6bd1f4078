import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { createContext, sharedPartsOf, type AppContext } from './composition/context';
import contextPlugin from './plugins/context';
import persistencePlugin from './plugins/persistence';
import routeFactsPlugin from './plugins/route-facts';
import envelopePlugin from './plugins/envelope';
import jsonBodyPlugin from './plugins/json-body';
import wirePlugin, { rewriteEncryptedUrl } from './plugins/wire';
import { createReplayGuard } from './lib/replay-guard';
import { clientErrorHandler, frameworkErrors } from './lib/transport-errors';
import { createServerLogger, useServerLogger } from './lib/lazy-logger';
import { ENCRYPTION_MAX_SKEW_MS } from '@betsite/contracts/wire';
import auditPlugin from './plugins/audit';
import requestHeadersPlugin from './plugins/request-headers';
import authPlugin from './plugins/auth';
import requestHooksPlugin from './plugins/request-hooks';
import throttlePlugin from './plugins/throttle';
import sportsClockPlugin from './plugins/sports-clock';
import { registerContractRoutes, type RouterOf } from './routes';
import { registerMockRoutes } from './routes/mock';
import chatSocketPlugin from './chat/socket';
import { registerUploadRoutes } from './routes/uploads';
import { registerProviderRoutes } from './routes/provider/routes';
import { registerCashierRoutes } from './routes/cashier/routes';
import { registerStreamRoutes } from './routes/stream/routes';
import { registerDocsRoutes } from './routes/docs';
import { registerHealthRoute } from './routes/health';
import { registerStandInPageAssets } from './routes/stand-in-pages';
import { nodeSharedParts } from './node/shared-parts';

export interface BuildOptions {
  config: Config;
  /** Supply a context to share or inspect state in tests; one is created from the fixtures otherwise. */
  ctx?: AppContext;
  /**
   * The contract's handlers (default routes/index.ts's productRouter): the bench replaces one to
   * measure what the request pipeline costs around a handler that does nothing.
   */
  routerOf?: RouterOf;
}

/** Builds the whole API. Never listens: server.ts does, tests use inject or supertest. */
export async function buildApp({ config, ctx = createContext(config, nodeSharedParts(config)), routerOf }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Ours, given below (lib/lazy-logger.ts says why Fastify's is not used).
    logger: false,
    bodyLimit: config.BODY_LIMIT_BYTES,
    rewriteUrl: rewriteEncryptedUrl(ctx.platform.wire, config.WIRE_SECRET, createReplayGuard(ENCRYPTION_MAX_SKEW_MS), ctx.clock.wallNow),
    return503OnClosing: false,
    // Refusals before routing (malformed HTTP, huge headers, over-long path parameters) in the envelope too.
    clientErrorHandler,
    frameworkErrors,
    http: { requireHostHeader: false },
    // Off unless TRUST_PROXY names the proxies: request.ip is then the client they forward for.
    trustProxy: config.TRUST_PROXY ?? false,
    // Per-request lines would drown the journal's story and cost throughput; errors still log.
    logController: new LogController({ disableRequestLogging: true }),
  });
  // A request's logger is made when it first logs (most never do).
  useServerLogger(app, createServerLogger(config.LOG_LEVEL, ['req.headers.token', 'req.headers["ts-sign"]']));

  // The default world's fixtures and buses are every sandbox's too.
  await app.register(contextPlugin, { ctx, shared: sharedPartsOf(ctx), sandboxesMax: config.SANDBOXES_MAX });
  // STATE_DIR: the saved worlds come back before anything else reads one.
  await app.register(persistencePlugin);
  await app.register(routeFactsPlugin);
  await app.register(envelopePlugin);
  await app.register(jsonBodyPlugin);
  await app.register(wirePlugin);
  await app.register(auditPlugin);
  await app.register(requestHeadersPlugin);
  await app.register(authPlugin);
  // The hooks every request runs (world, wire, body, QA scenarios, session, journal), merged.
  await app.register(requestHooksPlugin, { defaultWorld: ctx });
  await app.register(throttlePlugin);
  await app.register(sportsClockPlugin);
  await app.register(registerContractRoutes, { routerOf });
  await app.register(chatSocketPlugin);
  await app.register(registerUploadRoutes);
  await app.register(registerProviderRoutes);
  await app.register(registerCashierRoutes);
  await app.register(registerStreamRoutes);
  await app.register(registerStandInPageAssets);
  await app.register(registerHealthRoute);
  if (config.MOCK_API) await app.register(registerMockRoutes);
  if (config.MOCK_API) await app.register(registerDocsRoutes);
  return app;
}

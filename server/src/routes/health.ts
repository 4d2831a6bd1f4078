import type { FastifyInstance } from 'fastify';
import { HEALTH_PATH, type HealthReply } from '@betsite/contracts/health';

/**
 * GET /__health for nginx and compose (contracts/src/health.ts). Registered whatever MOCK_API says:
 * a deployment without the QA API is still run behind a proxy. `degraded` (still 200: the instance
 * answers) while STATE_DIR's saves fail, with since when and why (plugins/persistence.ts). The instant is the process's real
 * start, not the world clock's (a QA clock move is no restart).
 */
export function registerHealthRoute(app: FastifyInstance, _opts: unknown, done: () => void) {
  const startedAt = new Date().toISOString();
  const instance = app.ctx.config.INSTANCE_NAME;
  app.get(HEALTH_PATH, (_request, reply) => {
    const stateDir = app.stateDirHealth();
    const body: HealthReply = {
      status: stateDir?.failingSince ? 'degraded' : 'ok',
      instance,
      startedAt,
      boot: app.sandboxes.here.boot,
      sandboxes: app.sandboxes.list().length,
      sandboxesMax: app.sandboxes.limit,
      ...(stateDir ? { stateDir } : {}),
    };
    return reply.header('cache-control', 'no-store').send(body);
  });
  done();
}

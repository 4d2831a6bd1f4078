import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { AppContext } from '../composition/context';
import { runInWorld } from '../composition/current-world';
import { catchUpOf } from '../composition/catch-up';
import { enterWorld } from './context';
import { mockTokenGate } from '../lib/mock-token';
import { refusedMissingHost } from '../lib/transport-errors';
import { checkWire, openBody, sealReply } from './wire';
import { defaultBody } from './json-body';
import { forcedScenario } from './scenarios';
import { authenticate } from './auth';
import { recordInJournal } from './journal';
import { closeRefusedUpgrade, closeStrayUpgrade } from '../chat/socket';
import { factsOfRoute, routeFactsOf } from './route-facts';
import { INSTANCE_REPLY_HEADER } from '@betsite/contracts/mock';
import { mockSnapshotsContract, RESTORES_WAITING_MAX } from '@betsite/contracts/mock-snapshots';
import { createTurns, type Turns } from '../composition/restore-turns';

/**
 * The hooks every request pays, one per stage, each running its steps in order; the steps live
 * with the plugins that own them. Each hook run costs Fastify a few function calls and closures
 * whatever it does, and a request used to pass eleven of them (two of them @fastify/websocket's,
 * now kept to the chat route's scope): now three.
 *
 * - onRequest: the time it came (the journal's duration), an HTTP/1.1 request without Host refused
 *   (lib/transport-errors.ts), the request's world (context.ts), then the wire's marks and
 *   signature (wire.ts). A snapshot restore first waits for its turn (composition/restore-turns.ts).
 * - before the handler, on each route (so its facts are known without asking Fastify per
 *   request): an empty POST body as {} (json-body.ts), an encrypted body opened (wire.ts), and on
 *   contract routes a forced QA scenario (scenarios.ts), then the session (auth.ts). The handler
 *   then runs inside the request's world when that is a QA sandbox (composition/current-world.ts),
 *   entered here rather than on arrival so that a body that arrived in several packets cannot
 *   lose it. The routes' own hooks (throttle, audit) come after this one.
 * - onSend: the instance's name on the reply (x-mock-instance: behind a proxy sharding sandboxes,
 *   who answered), the journal takes the reply in clear (journal.ts), then the wire seals it (wire.ts).
 */
export default fp<{ defaultWorld: AppContext }>(
  (app, opts, done) => {
    const secret = opts.defaultWorld.config.WIRE_SECRET;
    const { defaultWorld } = opts;
    const { wallNow } = defaultWorld.clock;
    const instanceName = defaultWorld.config.INSTANCE_NAME;
    const mayUseSandboxes = mockTokenGate(defaultWorld.config.MOCK_API_TOKEN);

    const restores = createTurns();
    app.decorateRequest('receivedAt', 0);
    app.addHook('onRequest', (request, reply, next) => {
      request.receivedAt = performance.now();
      if (refusedMissingHost(request, reply)) return;
      closeStrayUpgrade(request, reply);
      // A restore goes on, once its world is made, after a turn of the event loop: the restore itself is the next long step.
      if (request.method === 'POST' && routeFactsOf(request).url === RESTORE_PATH) inTurn(restores, reply, () => enter(request, reply, () => setImmediate(next), true));
      else enter(request, reply, next);
    });
    const enter = (request: FastifyRequest, reply: FastifyReply, then: () => void, replacing = false) => {
      if (enterWorld(app, defaultWorld, request, reply, mayUseSandboxes, replacing) && checkWire(secret, wallNow, request, reply)) then();
      else closeRefusedUpgrade(request, reply);
    };

    app.addHook('onRoute', (route) => {
      const { url, meta } = factsOfRoute(route);
      const beforeHandler = (request: FastifyRequest, reply: FastifyReply, next: HookHandlerDoneFunction): void => {
        // A world catching up in slices (a long QA clock move) answers once it is done.
        const catching = catchUpOf(request.world);
        if (catching) return void catching.then(() => beforeHandler(request, reply, next), next);
        defaultBody(request);
        if (!openBody(secret, request, reply)) return;
        if (meta && !(forcedScenario(request, reply, url) && authenticate(request, reply, meta))) return;
        const { world } = request;
        if (world.sandbox === null) next();
        else runInWorld(world, next);
      };
      const own = route.preHandler;
      route.preHandler = own === undefined ? [beforeHandler] : [beforeHandler, ...(Array.isArray(own) ? own : [own])];
    });

    app.addHook('onSend', (request, reply, payload, next) => {
      // A request Fastify refused before its hooks ran (a malformed URL) has no world yet.
      const world: AppContext | null = request.world;
      reply.header(INSTANCE_REPLY_HEADER, instanceName);
      recordInJournal(world ?? defaultWorld, request, payload);
      next(null, sealReply(secret, request, reply, payload));
    });
    done();
  },
  { name: 'request-hooks', dependencies: ['context', 'route-facts', 'json-body', 'wire', 'auth'] },
);

const RESTORE_PATH = mockSnapshotsContract.restore.path;

/**
 * A snapshot restore waits for its turn before it enters its world (composition/restore-turns.ts):
 * making a sandbox's world is part of its cost. The turn ends when its reply is done (or the
 * client gone); a restore past the bound of those waiting is refused.
 */
function inTurn(turns: Turns, reply: FastifyReply, go: () => void): void {
  let started = false;
  let over = false;
  // A client gone while it waited gives its turn on at once; one gone, or answered, while it ran ends it.
  reply.raw.once('close', () => {
    over = true;
    if (started) turns.release();
  });
  const taken = turns.take(() => {
    if (over) return turns.release();
    started = true;
    go();
  });
  if (!taken) void reply.code(409).send({ error: `${RESTORES_WAITING_MAX} snapshot restores are waiting already: try again when they are done` });
}

import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../composition/context';
import { createPipeline } from '../core/pipeline';
import { factsOfRoute } from '../core/route-facts';
import { replacesWorld } from '../core/world-entry';
import { refusedMissingHost } from '../lib/transport-errors';
import { sendFault } from '../qa/transport-faults';
import { closeRefusedUpgrade, closeStrayUpgrade } from '../chat/socket';
import { RESTORES_WAITING_MAX } from '@betsite/contracts/mock-snapshots';
import { createTurns, type Turns } from '../composition/restore-turns';

declare module 'fastify' {
  interface FastifyRequest {
    /** performance.now() when the request's hooks began; 0 for one refused before them. */
    receivedAt: number;
  }
}

/**
 * The request pipeline (core/pipeline.ts) on Fastify: each of its stages run by one hook, with
 * what only Node's HTTP transport has around them. Each hook run costs Fastify a few function
 * calls and closures whatever it does, and a request used to pass eleven of them (two of them
 * @fastify/websocket's, now kept to the chat route's scope): now three.
 *
 * - onRequest: the time it came (the journal's duration), an HTTP/1.1 request without Host refused
 *   (lib/transport-errors.ts), a stray websocket upgrade closed, then the pipeline's arrival (the
 *   world, the wire). A snapshot restore first waits for its turn (composition/restore-turns.ts);
 *   a refused chat handshake has its socket closed (chat/socket.ts).
 * - preHandler, first on each route: the pipeline's stage before the handler, made for the route's
 *   facts when it is registered. The routes' own hooks (throttle, audit) come after this one.
 * - onSend: the pipeline's stage before send; a QA transport fault is answered on the raw socket
 *   (qa/transport-faults.ts).
 */
export default fp<{ defaultWorld: AppContext }>(
  (app, opts, done) => {
    const pipeline = createPipeline<FastifyRequest, FastifyReply>({ defaultWorld: opts.defaultWorld, sandboxes: app.sandboxes, sendFault });

    const restores = createTurns();
    app.decorateRequest('receivedAt', 0);
    app.addHook('onRequest', (request, reply, next) => {
      request.receivedAt = performance.now();
      if (refusedMissingHost(request, reply)) return;
      closeStrayUpgrade(request, reply);
      // A restore goes on, once its world is made, after a turn of the event loop: the restore itself is the next long step.
      if (replacesWorld(request)) inTurn(restores, reply, () => enter(request, reply, () => setImmediate(next)));
      else enter(request, reply, next);
    });
    const enter = (request: FastifyRequest, reply: FastifyReply, then: () => void) => {
      if (pipeline.arrive(request, reply)) then();
      else closeRefusedUpgrade(request, reply);
    };

    app.addHook('onRoute', (route) => {
      const beforeHandler = pipeline.beforeHandlerOf(factsOfRoute(route));
      const own = route.preHandler;
      route.preHandler = own === undefined ? [beforeHandler] : [beforeHandler, ...(Array.isArray(own) ? own : [own])];
    });

    app.addHook('onSend', (request, reply, payload, next) => {
      next(null, pipeline.beforeSend(request, reply, payload));
    });
    done();
  },
  { name: 'request-hooks', dependencies: ['context', 'route-facts', 'json-body', 'wire', 'auth'] },
);

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

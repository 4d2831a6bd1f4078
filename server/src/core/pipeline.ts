import { INSTANCE_REPLY_HEADER } from '@betsite/contracts/mock';
import type { AppContext } from '../composition/context';
import { catchUpOf } from '../composition/catch-up';
import type { Sandboxes } from '../composition/sandboxes';
import { mockTokenGate } from '../lib/mock-token';
import { enterWorld } from './world-entry';
import { checkWire, openBody, sealReply } from './wire';
import { defaultBody } from './empty-body';
import { forcedScenario } from './forced-scenario';
import { authenticate } from './session';
import { recordInJournal } from './journal';
import type { RouteFacts } from './route-facts';
import type { FaultSender, PipelineReply, PipelineRequest } from './transport';

/** Whether a request's sandbox name (header or cookie) chooses its world: see PipelineParts. */
export type SandboxNames = 'honoured' | 'ignored';

export interface PipelineParts<Req extends PipelineRequest, Rep extends PipelineReply> {
  /** The world of a request that names no sandbox; its config, clock and platform are every world's. */
  defaultWorld: AppContext;
  sandboxes: Sandboxes;
  /** How this transport answers a QA transport fault (a reply taken out of its hands). */
  sendFault: FaultSender<Req, Rep>;
  /**
   * 'ignored': every request runs in the default world, whatever sandbox it names (world-entry.ts).
   * A page's world is its own (one per browser profile) and its platform's scope follows
   * synchronous work only (lib/world-scope.ts), so a sandbox could not be kept apart there.
   * Default 'honoured'.
   */
  sandboxNames?: SandboxNames;
}

/**
 * The request pipeline, the same whatever transport carries the request: its stages in order, each
 * running its steps in order. A stage that answers the request (a refusal, a forced scenario)
 * returns false or does not go on; the transport then sends that answer through its reply stage.
 */
export interface Pipeline<Req extends PipelineRequest, Rep extends PipelineReply> {
  /**
   * On arrival, once the request is routed (its url opened by core/wire.ts's `openedUrl`) and
   * before its body is read: the request's world (world-entry.ts), then the wire's marks and
   * signature (wire.ts). False when it answered.
   */
  arrive(request: Req, reply: Rep): boolean;
  /**
   * Before the handler, made once per route (so its facts are known without asking per request):
   * the world's catch-up waited for (a long QA clock move), an empty POST body as {}
   * (empty-body.ts), an encrypted body opened (wire.ts), and on contract routes a forced QA
   * scenario (forced-scenario.ts), then the session (session.ts). `next` then runs inside the
   * request's world when that is a QA sandbox (the platform's scope, composition/current-world.ts),
   * entered here rather than on arrival so that a body that arrived in several packets cannot
   * lose it. `next(error)` when the catch-up failed.
   */
  beforeHandlerOf(facts: RouteFacts): (request: Req, reply: Rep, next: (error?: Error) => void) => void;
  /**
   * Before the reply is sent, on every reply the transport sends through it: the instance's name
   * (x-mock-instance: behind a proxy sharding sandboxes, who answered), the journal takes the reply
   * in clear (journal.ts), then the wire seals it (wire.ts). Answers the payload to send.
   */
  beforeSend(request: Req, reply: Rep, payload: unknown): unknown;
}

/** The pipeline over a server's worlds; made once (its stages are closures over `parts`, none per request). */
export function createPipeline<Req extends PipelineRequest, Rep extends PipelineReply>({ defaultWorld, sandboxes, sendFault, sandboxNames = 'honoured' }: PipelineParts<Req, Rep>): Pipeline<Req, Rep> {
  const { config } = defaultWorld;
  const { wallNow } = defaultWorld.clock;
  const { wire } = defaultWorld.platform;
  const secret = config.WIRE_SECRET;
  const instanceName = config.INSTANCE_NAME;
  const mayUseSandboxes = mockTokenGate(config.MOCK_API_TOKEN);
  /** The request's world: the one it names (world-entry.ts), or the default one when names are ignored. */
  const enter =
    sandboxNames === 'honoured'
      ? (request: Req, reply: Rep): boolean => enterWorld(sandboxes, defaultWorld, request, reply, mayUseSandboxes)
      : (request: Req): boolean => {
          request.world = defaultWorld;
          return true;
        };
  return {
    arrive: (request, reply) => enter(request, reply) && checkWire(wire, secret, wallNow, request, reply),

    beforeHandlerOf({ url, meta }) {
      const beforeHandler = (request: Req, reply: Rep, next: (error?: Error) => void): void => {
        const catching = catchUpOf(request.world);
        if (catching) return void catching.then(() => beforeHandler(request, reply, next), next);
        defaultBody(request);
        if (!openBody(wire, secret, request, reply)) return;
        if (meta && !(forcedScenario(request, reply, url, sendFault) && authenticate(request, reply, meta))) return;
        const { world } = request;
        if (world.sandbox === null) next();
        else world.within(next);
      };
      return beforeHandler;
    },

    beforeSend(request, reply, payload) {
      // A request the transport refused before the pipeline saw it (a malformed URL) has no world yet.
      const world: AppContext | null = request.world;
      reply.header(INSTANCE_REPLY_HEADER, instanceName);
      recordInJournal(world ?? defaultWorld, request, payload);
      return sealReply(wire, secret, request, reply, payload);
    },
  };
}

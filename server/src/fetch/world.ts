import { contract } from '@betsite/contracts/contract';
import { providerContract } from '@betsite/contracts/provider';
import { cashierContract } from '@betsite/contracts/cashier';
import { liveViewContract } from '@betsite/contracts/stream';
import { EVICTED_NAMES_MAX } from '@betsite/contracts/mock';
import { SNAPSHOTS_BYTES_MAX, SNAPSHOTS_MAX } from '@betsite/contracts/mock-snapshots';
import type { Config } from '../config';
import type { SandboxNames } from '../core/pipeline';
import { createChatService, type ChatService } from '../chat/chat-service';
import { createContext, type AppContext, type SharedParts } from '../composition/context';
import { routedContext } from '../composition/current-world';
import { createSandboxes, drawBoot, type Sandboxes } from '../composition/sandboxes';
import { createSnapshots } from '../composition/snapshots';
import { startSportsTicker } from '../composition/sports-ticker';
import type { LoadedSet } from '../qa/scenario-set-files';
import { productRouter } from '../routes/index';
import { providerRouter } from '../routes/provider/router';
import { cashierRouter } from '../routes/cashier/router';
import { liveViewRouter } from '../routes/stream/router';
import { qaRouters } from '../routes/mock/router';
import { RouteTable } from './route-table';
import { createFetchTransport, type FetchTransport, type IncomingCall, type OutgoingReply } from './transport';

export interface FetchWorldOptions {
  config: Config;
  /** The fixtures and the platform (composition/context.ts `createSharedParts`). */
  shared: SharedParts;
  /** The default world, when the caller made it (a saved one read back); else one from the fixtures. */
  world?: AppContext;
  /** See FetchTransportParts: sandbox names ignored (a page's one world), and the QA API's guard (a test process). */
  sandboxNames: SandboxNames;
  qaGuard: boolean;
  /** The named scenario sets the QA API offers (none by default). */
  scenarioSets?: ReadonlyMap<string, LoadedSet>;
  logError?: (err: unknown, message: string) => void;
  /** A chat frame changed what a saved world keeps (a page saves it; a test process keeps none). */
  worldChanged?: (world: AppContext) => void;
}

/** A whole world answered by the fetch transport: what a page or a test process runs instead of the server. */
export interface FetchWorld extends FetchTransport {
  /** The routed context: the world of the work in progress (the default one outside a sandbox's request). */
  readonly ctx: AppContext;
  readonly sandboxes: Sandboxes;
  /** The chat socket's connections (chat/chat-service.ts): the adapter hands it the sockets it intercepts. */
  readonly chat: ChatService;
  /** Stops the sports clock's tick and the chat, closing its connections. */
  close(): void;
}

export type { IncomingCall, OutgoingReply };

/**
 * The app without Fastify (the server's is app.ts): the same worlds, routers and pipeline, with the
 * fetch transport in front and the sports clock ticking on the platform's timers. The routes it
 * answers: the product contract, the stand-in providers' and cashier's calls, the live view's call,
 * and with MOCK_API the QA API. The chat socket's connections are the adapter's to carry to `chat`.
 * What only a server serves (uploaded images, the stream files, the stand-in pages' html,
 * STATE_DIR) is the adapter's to serve or to leave out.
 */
export function createFetchWorld(options: FetchWorldOptions): FetchWorld {
  const { config, shared } = options;
  const defaultWorld = options.world ?? createContext(config, shared);
  const sandboxes = createSandboxes(config, shared, config.SANDBOXES_MAX, EVICTED_NAMES_MAX, drawBoot(shared));
  const routed = routedContext(defaultWorld);
  const table = new RouteTable()
    .add(contract, productRouter(routed), 'product')
    .add(providerContract, providerRouter(routed), 'provider')
    .add(cashierContract, cashierRouter(routed), 'provider')
    .add(liveViewContract, liveViewRouter(routed), 'provider');
  if (config.MOCK_API) {
    const snapshots = createSnapshots(SNAPSHOTS_MAX, SNAPSHOTS_BYTES_MAX);
    for (const { contract: qaContract, router } of qaRouters({ ctx: routed, sandboxes, snapshots, scenarioSets: options.scenarioSets ?? new Map() })) table.add(qaContract, router, 'qa');
  }
  const logError = options.logError ?? ((err, message) => console.error(message, err));
  const transport = createFetchTransport({ defaultWorld, routed, sandboxes, table, sandboxNames: options.sandboxNames, qaGuard: options.qaGuard, logError });
  const ticker = startSportsTicker(routed, sandboxes, shared.platform.timers, (err) => logError(err, 'sports clock: advancing the world failed'));
  const chat = createChatService(routed, { onSandboxDrop: (listener) => sandboxes.onDrop(listener), worldChanged: options.worldChanged ?? (() => undefined) });
  const close = () => {
    ticker.stop();
    chat.close();
  };
  return { ctx: routed, sandboxes, chat, handle: transport.handle, claims: transport.claims, close };
}

import { getResponse, type RequestHandler, type WebSocketHandler } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { createContext, createSharedParts, type AppContext } from '../composition/context';
import { pageHandlers } from './page-handlers';
import { captureWorldWith, readWorldWith } from '../composition/world-image';
import { createFetchWorld } from '../fetch/world';
import { worldHandler } from '../fetch/msw-handler';
import { chatLink, type ChatAccept } from '../fetch/msw-chat';
import type { FetchTransport } from '../fetch/transport';
import { askedClockStart, pageConfig } from './config';
import { pageFixtures, pageScenarioSets } from './fixtures';
import { pagePlatform } from './platform';
import { forgetSavedWorld, loadSavedWorld, scheduleSaves } from './saved-world';
import { followWorld, holdWorldWhenFree, serveOtherTabs, tryToHoldWorld } from './world-link';

export interface PageWorldOptions {
  /** Where msw's service worker script is served (the demo build puts it at the site's root). */
  serviceWorkerUrl: string;
  /** The module a stand-in page in a tab of its own imports first: it forwards the page's calls to the world's tab (world-link.ts `followWorld`). */
  followerUrl: string;
}

export interface PageWorld {
  /** The world's context (its state), for a console or a test. */
  readonly ctx: AppContext;
  /** Back to the fixtures, and the saved world forgotten (what the QA API's reset does, plus the save). */
  reset(): Promise<void>;
  /** Saves the world now (it is saved on its own a moment after a change, and when the page hides). */
  save(): Promise<void>;
}

/** The caller's address the rules see for the page's calls and its chat socket. */
const PAGE_CALLER_IP = '127.0.0.1';

/**
 * The site with no server in this tab: the world's, if no other tab of the origin runs it (the
 * world's lock, world-link.ts), else a link to the tab that does, which takes the world over when
 * that tab goes. Answers once the page's calls are answered either way.
 */
export async function startPageWorld(options: PageWorldOptions): Promise<void> {
  if (await tryToHoldWorld()) {
    const started = await bootPageWorld(options);
    const worker = setupWorker(...started.handlers);
    await worker.start({ serviceWorker: { url: options.serviceWorkerUrl }, onUnhandledFrame: 'bypass', quiet: true });
    started.serve();
    return;
  }
  const worker: SetupWorker = await followWorld(options.serviceWorkerUrl);
  holdWorldWhenFree(async () => {
    const started = await bootPageWorld(options);
    worker.resetHandlers(...started.handlers);
    started.serve();
  });
}

/**
 * The whole world in this tab (docs/front-end.md, "The site with no server"): the server's worlds,
 * routers and request pipeline over the fixtures the bundle carries, answering the page's calls
 * through msw's service worker: every product call, the QA API under /__mock, the stand-in
 * providers' and cashier's calls and pages; and the chat socket, through msw's interception of the
 * page's WebSocket. The world is saved in IndexedDB and read back on the next load;
 * `/__mock/reset` (or `reset()`) starts it from the fixtures again.
 */
async function bootPageWorld({ followerUrl }: PageWorldOptions): Promise<{ handlers: (RequestHandler | WebSocketHandler)[]; serve(): void }> {
  const config = pageConfig(askedClockStart(localStorage));
  const shared = createSharedParts(config, pageFixtures(), pagePlatform);
  const saved = await loadSavedWorld().catch(() => undefined);
  const world = createContext(config, shared, null, undefined, saved === undefined);
  if (saved !== undefined) {
    try {
      world.restore(readWorldWith(pagePlatform.worldCodec, saved));
    } catch (err) {
      // A world of an older build, or a damaged one: start from the fixtures rather than not at all.
      console.warn('the saved world could not be read; starting from the fixtures', err);
      world.reset();
    }
  }
  const saves = scheduleSaves(() => captureWorldWith(pagePlatform.worldCodec, world));
  const fetchWorld = createFetchWorld({ config, shared, world, sandboxNames: 'ignored', qaGuard: false, worldChanged: saves.changed, scenarioSets: pageScenarioSets() });
  // Any call may change the world (a read catches the sports up).
  const counted: FetchTransport = {
    claims: fetchWorld.claims,
    handle: async (call) => {
      try {
        return await fetchWorld.handle(call);
      } finally {
        saves.changed();
      }
    },
  };

  const origin = location.origin;
  const acceptChat: ChatAccept = (socket, handshake) => fetchWorld.chat.accept(socket, handshake);
  const httpHandlers = [...pageHandlers(origin, world, followerUrl), worldHandler(counted, { origin, paths: 'claimed', ip: PAGE_CALLER_IP })];
  const handle: PageWorld = {
    ctx: fetchWorld.ctx,
    async reset() {
      saves.cancel();
      world.reset();
      await forgetSavedWorld();
    },
    save: saves.now,
  };
  return {
    handlers: [...httpHandlers, chatLink(origin, acceptChat, PAGE_CALLER_IP)],
    serve() {
      (globalThis as { betsiteWorld?: PageWorld }).betsiteWorld = handle;
      serveOtherTabs((request) => getResponse(httpHandlers, request), acceptChat);
    },
  };
}

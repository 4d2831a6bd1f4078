import { bypass, http, HttpResponse, type HttpHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { CASHIER_PAGE_PATH, CASHIER_QR_PATH } from '@betsite/contracts/cashier';
import { PROVIDER_PLAY_PATH, STAND_IN_PAGES_PATH } from '@betsite/contracts/constants';
import { LIVE_STREAM_PREFIX } from '@betsite/contracts/stream';
import { UPLOAD_URL_RE } from '@betsite/contracts/routes/member';
import { createContext, createSharedParts, type AppContext } from '../composition/context';
import { captureWorldWith, readWorldWith } from '../composition/world-image';
import { cashierQr } from '../routes/cashier/router';
import { fail } from '../lib/reply';
import { Code } from '@betsite/contracts/status-codes';
import { createFetchWorld } from '../fetch/world';
import { worldHandler } from '../fetch/msw-handler';
import type { FetchTransport } from '../fetch/transport';
import { askedClockStart, pageConfig } from './config';
import { pageFixtures } from './fixtures';
import { pagePlatform } from './platform';
import { forgetSavedWorld, loadSavedWorld, saveWorld } from './saved-world';

export interface PageWorldOptions {
  /** Where msw's service worker script is served (the demo build puts it at the site's root). */
  serviceWorkerUrl: string;
}

export interface PageWorld {
  /** The world's context (its state), for a console or a test. */
  readonly ctx: AppContext;
  /** Back to the fixtures, and the saved world forgotten (what the QA API's reset does, plus the save). */
  reset(): Promise<void>;
  /** Saves the world now (it is saved on its own a couple of seconds after a change, and when the page hides). */
  save(): Promise<void>;
}

/** How long after the last call of a burst the world is saved. */
const SAVE_AFTER_MS = 300;

/** The stand-in pages the world answers at their addresses, as the server does (routes/stand-in-pages.ts). */
const PAGE_ADDRESSES: readonly [RegExp, string][] = [
  [new RegExp(`^${PROVIDER_PLAY_PATH}$`), 'play'],
  [new RegExp(`^${CASHIER_PAGE_PATH}$`), 'cashier'],
  [new RegExp(`^${LIVE_STREAM_PREFIX}/[^/]+/animation$`), 'animation'],
];

/**
 * The whole world in the page (docs/front-end.md, "The site with no server"): the server's worlds,
 * routers and request pipeline over the fixtures the bundle carries, answering the page's calls
 * through msw's service worker: every product call, the QA API under /__mock, the stand-in
 * providers' and cashier's calls and pages. The world is saved in IndexedDB and read back on the
 * next load; `/__mock/reset` (or `reset()`) starts it from the fixtures again.
 */
export async function startPageWorld({ serviceWorkerUrl }: PageWorldOptions): Promise<PageWorld> {
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
  const fetchWorld = createFetchWorld({ config, shared, world, oneWorld: true, qaGuard: false });

  // Any call may change the world (a read catches the sports up): saved a moment after the last one
  // of a burst, and when the page hides. A reload sooner than that after a call may lose it: the
  // handle's `save()` (window.betsiteWorld) is for whoever must not.
  let pending: ReturnType<typeof setTimeout> | undefined;
  let saving: Promise<void> = Promise.resolve();
  const save = (): Promise<void> => {
    clearTimeout(pending);
    pending = undefined;
    const bytes = captureWorldWith(pagePlatform.worldCodec, world);
    saving = saving.then(() => saveWorld(bytes)).catch((err: unknown) => console.warn('the world could not be saved', err));
    return saving;
  };
  const counted: FetchTransport = {
    claims: fetchWorld.claims,
    handle: async (call) => {
      try {
        return await fetchWorld.handle(call);
      } finally {
        clearTimeout(pending);
        pending = setTimeout(() => void save(), SAVE_AFTER_MS);
      }
    },
  };
  addEventListener('pagehide', () => {
    if (pending !== undefined) void save();
  });

  const origin = location.origin;
  const worker = setupWorker(...pageHandlers(origin, world), worldHandler(counted, { origin, paths: 'claimed' }));
  await worker.start({ serviceWorker: { url: serviceWorkerUrl }, onUnhandledFrame: 'bypass', quiet: true });
  const handle: PageWorld = {
    ctx: fetchWorld.ctx,
    async reset() {
      clearTimeout(pending);
      pending = undefined;
      world.reset();
      await forgetSavedWorld();
    },
    save,
  };
  (globalThis as { betsiteWorld?: PageWorld }).betsiteWorld = handle;
  return handle;
}

/**
 * What the server answers besides its routers, answered here: the stand-in pages' html (the
 * demo build puts each at /__pages/<page>.html), the cashier's QR code, the players' uploads, and
 * the site's html for a navigation to one of its routes.
 */
function pageHandlers(origin: string, world: AppContext): HttpHandler[] {
  return [
    http.get(`${origin}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const page = PAGE_ADDRESSES.find(([address]) => address.test(url.pathname))?.[1];
      if (page !== undefined) return fileAsPage(`${origin}${STAND_IN_PAGES_PATH}/${page}.html`, { 'referrer-policy': 'no-referrer' });
      if (url.pathname === CASHIER_QR_PATH) {
        const svg = cashierQr(world, url.searchParams.get('token'), origin);
        if (svg === null) return new HttpResponse(null, { status: 404 });
        return new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' } });
      }
      if (UPLOAD_URL_RE.test(url.pathname)) {
        const image = world.state.member.uploads.byUrl(url.pathname);
        if (!image) return HttpResponse.json(fail(Code.NOT_FOUND).body);
        return new HttpResponse(image.bytes.slice(), { headers: { 'content-type': image.mime, 'x-content-type-options': 'nosniff' } });
      }
      // The site's own routes (/member, /game/sport/CRTY): a static server knows only its files,
      // so a navigation to one, a reload on one, gets the site's html, as a host's fallback would.
      if (request.mode === 'navigate' && !/\.[a-z0-9]+$/i.test(url.pathname)) return fileAsPage(`${origin}/index.html`);
      return undefined;
    }),
  ];
}

/** A file of the site's host, answered as a page (never cached: it names the assets of the latest build). */
async function fileAsPage(url: string, headers: Record<string, string> = {}): Promise<Response> {
  const file = await fetch(bypass(new Request(url)));
  return new HttpResponse(await file.text(), { status: file.status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers } });
}

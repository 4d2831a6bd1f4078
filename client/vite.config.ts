import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { parse as parseYaml } from 'yaml';
import { HOME_ROUTE_MODULE } from './scripts/bundle-checks.js';
import { WORLD_FOLLOWER_FILE, WORLD_FOLLOWER_SOURCE } from './src/app/world-follower-file.js';
import { CASHIER_PAGE_PATH, PROVIDER_PLAY_PATH } from '../contracts/src/constants.js';
import { withWorldLink } from '../server/src/browser/world-link-html.js';
import { BRAND_IDS, BRAND_NAMES, BRAND_THEME_COLORS, DEFAULT_BRAND_ID, isBrandId, type BrandId } from './src/config/brand-ids.js';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * The brand comes from VITE_BRAND, else client/brand.config.json, else the default. An unknown
 * brand stops the build with a readable message rather than shipping the wrong theme.
 */
function selectedBrand(): BrandId {
  let fromFile: unknown;
  try {
    fromFile = (JSON.parse(readFileSync(`${here}brand.config.json`, 'utf8')) as { brand?: unknown }).brand;
  } catch {
    fromFile = undefined;
  }
  const chosen = process.env.VITE_BRAND ?? fromFile ?? DEFAULT_BRAND_ID;
  if (!isBrandId(chosen)) {
    throw new Error(`Unknown brand ${JSON.stringify(chosen)} (VITE_BRAND or brand.config.json); known: ${BRAND_IDS.join(', ')}`);
  }
  return chosen;
}

/**
 * VITE_SAFE_SWITCH: `auto` (or unset) encrypts as the spec says, `off` sends every call plain (a
 * backend that follows contracts/openapi.json alone). Anything else stops the build: a typo must
 * not ship an encrypting site to a plain backend, or the other way round.
 */
const SAFE_SWITCH_SETTINGS = ['auto', 'off'] as const;
function checkedSafeSwitch(): void {
  const chosen = process.env.VITE_SAFE_SWITCH;
  if (chosen !== undefined && chosen !== '' && !(SAFE_SWITCH_SETTINGS as readonly string[]).includes(chosen)) {
    throw new Error(`VITE_SAFE_SWITCH must be one of ${SAFE_SWITCH_SETTINGS.join(', ')} (off: every call in the plain form), got ${JSON.stringify(chosen)}`);
  }
}

/** Puts the brand into index.html, so the first paint already has the right title and theme. */
function brandHtml(brand: BrandId) {
  return {
    name: 'betsite-brand-html',
    transformIndexHtml: (html: string) =>
      html.replaceAll('%BRAND_ID%', brand).replaceAll('%BRAND_NAME%', BRAND_NAMES[brand]).replaceAll('%BRAND_COLOR%', BRAND_THEME_COLORS[brand]),
  };
}

/**
 * Every route is a lazy chunk, so the router can only ask for the landing page's chunk once the
 * entry has run: one more round trip before home paints (~150 ms on slow 4G, more on a worse
 * link). index.html therefore preloads the home chunk and its own imports alongside the entry;
 * every other route still loads on demand.
 */
function preloadHomeRoute() {
  return {
    name: 'betsite-preload-home-route',
    apply: 'build' as const,
    transformIndexHtml: {
      order: 'post' as const,
      handler(_html: string, ctx: { bundle?: Record<string, { type: string; fileName: string; isEntry?: boolean; facadeModuleId?: string | null; imports?: string[] }> }) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const home = Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(HOME_ROUTE_MODULE));
        if (!home) throw new Error(`no chunk for ${HOME_ROUTE_MODULE}: the home route must stay a lazy chunk of its own`);
        const files = [home.fileName, ...(home.imports ?? [])].filter((file) => !bundle[file]?.isEntry);
        return files.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}

/** A port from the environment: absent or empty means the default; anything else must be a port. */
function portFrom(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a port number from 1 to 65535 (the site's proxy needs the API's actual port), got ${JSON.stringify(raw)}`);
  }
  return port;
}

/**
 * Where the API is: API_URL when set (another host: compose's `http://api:3000`), else the local
 * API on PORT, the variable the server itself listens on, so `PORT=3100 npm start` moves both.
 */
function apiUrl(): string {
  return process.env.API_URL || `http://localhost:${portFrom('PORT', 3000)}`;
}

/**
 * Where the product API's calls go: the API, or a proxy in front of it that knows only
 * contracts/openapi.json (the journeys through `prism proxy`, playwright.prism.config.ts). The QA
 * API, uploads, the providers' pages, the docs and the chat socket always go to the API itself.
 */
function productApiUrl(apiTarget: string): string {
  return process.env.PRODUCT_API_URL || apiTarget;
}

/**
 * API prefixes go to the server. Some share a first segment with client routes (/game/sport is a
 * page, /game/api/... a call; /act is a prefix of /activity), so page loads (Accept: text/html)
 * are answered by the client and the prefixes end with a slash.
 */
const api = (target: string) => ({
  target,
  changeOrigin: true,
  bypass: (req: { headers: { accept?: string | undefined } }) => (req.headers.accept?.includes('text/html') ? '/index.html' : undefined),
});

/** The files the page world needs beside the site (mode `page`): msw's service worker, the stand-in pages' build. */
const MSW_WORKER = fileURLToPath(new URL('../node_modules/msw/lib/mockServiceWorker.js', import.meta.url));
const STAND_IN_PAGES_DIST = fileURLToPath(new URL('../stand-in-pages/dist/', import.meta.url));
const STAND_IN_PAGES_MISSING = 'the stand-in pages are not built: npm run build -w @betsite/stand-in-pages (npm run build:demo and dev:browser do it)';

const STREAMS_DIR = fileURLToPath(new URL('../fixtures/streams/', import.meta.url));

/**
 * Every file the page world fetches from its host, by its path under /__pages/: the stand-in pages'
 * build (their html and assets) and the live view's clips (fixtures/streams, under streams/).
 */
function standInPageFiles(): Map<string, string> {
  const files = new Map<string, string>();
  let assets: string[];
  try {
    assets = readdirSync(`${STAND_IN_PAGES_DIST}assets`);
  } catch {
    throw new Error(STAND_IN_PAGES_MISSING);
  }
  for (const page of ['play', 'cashier', 'animation']) files.set(`${page}.html`, `${STAND_IN_PAGES_DIST}${page}.html`);
  for (const asset of assets) files.set(`assets/${asset}`, `${STAND_IN_PAGES_DIST}assets/${asset}`);
  files.set('streams/live.flv', `${STREAMS_DIR}live.flv`);
  // The segments keep their .mp2t names (as in fixtures/streams, so TypeScript tools never read them).
  for (const clip of readdirSync(`${STREAMS_DIR}hls`)) files.set(`streams/${clip}`, `${STREAMS_DIR}hls/${clip}`);
  return files;
}

/**
 * The game and cashier pages a player opens in a new tab, by their addresses, with the link to the
 * world's tab the page world would put in (`followerUrl`, the follower entry): for a desktop
 * browser whose service worker finds no shown tab of the site to answer that tab's first load, the
 * build writes them and the dev server answers them.
 */
function linkedStandInPages(followerUrl: string): Map<string, string> {
  const pages: [string, string][] = [[PROVIDER_PLAY_PATH, 'play'], [CASHIER_PAGE_PATH, 'cashier']];
  return new Map(pages.map(([address, page]) => [address, withWorldLink(readFileSync(`${STAND_IN_PAGES_DIST}${page}.html`, 'utf8'), followerUrl)]));
}

/**
 * Mode `page` (the site with no server): msw's service worker at the root, where the page world
 * registers it (its version is the installed msw's, as the library checks), and the stand-in pages
 * and stream clips under /__pages/, which the world answers at their addresses; served in dev,
 * written by the build. The scenario sets (fixtures/scenarios/*.yaml) are imported as data.
 */
function pageWorldFiles() {
  const contentType = (file: string) => (file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : file.endsWith('.html') ? 'text/html' : 'application/octet-stream');
  return {
    name: 'betsite-page-world-files',
    // The page world imports the scenario sets' YAML (server/src/browser/fixtures.ts) as its data.
    transform(code: string, id: string) {
      if (!/\/fixtures\/scenarios\/[^/]+\.ya?ml$/.test(id)) return undefined;
      return { code: `export default ${JSON.stringify(parseYaml(code))};`, map: null };
    },
    configureServer(server: { middlewares: { use: (handle: (req: { url?: string }, res: { setHeader: (n: string, v: string) => void; end: (b: Buffer | string) => void }, next: () => void) => void) => void } }) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?', 1)[0] ?? '';
        const linked = linkedStandInPages(WORLD_FOLLOWER_SOURCE).get(path.replace(/\/$/, ''));
        if (linked !== undefined) {
          res.setHeader('content-type', 'text/html');
          return res.end(linked);
        }
        const file = path === '/mockServiceWorker.js' ? MSW_WORKER : path.startsWith('/__pages/') ? standInPageFiles().get(path.slice('/__pages/'.length)) : undefined;
        if (file === undefined) return next();
        res.setHeader('content-type', contentType(file));
        res.end(readFileSync(file));
      });
    },
    generateBundle(this: { emitFile: (file: { type: 'asset'; fileName: string; source: Uint8Array }) => void }) {
      this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: readFileSync(MSW_WORKER) });
      for (const [name, file] of standInPageFiles()) this.emitFile({ type: 'asset', fileName: `__pages/${name}`, source: readFileSync(file) });
      // As folders: a static host serves them (Python's after a redirect to the folder).
      for (const [address, html] of linkedStandInPages(`/${WORLD_FOLLOWER_FILE}`)) {
        this.emitFile({ type: 'asset', fileName: `${address.slice(1)}/index.html`, source: new TextEncoder().encode(html) });
      }
    },
  };
}

export default defineConfig(({ mode }) => {
  const brand = selectedBrand();
  // The site with no server (npm run dev:browser, npm run build:demo): no proxy, its own folder.
  const inPage = mode === 'page';
  checkedSafeSwitch();
  const apiTarget = apiUrl();
  const productTarget = productApiUrl(apiTarget);
  return {
    root: here,
    plugins: [react(), brandHtml(brand), preloadHomeRoute(), ...(inPage ? [pageWorldFiles()] : [])],
    define: { 'import.meta.env.VITE_BRAND': JSON.stringify(brand) },
    server: {
      // WEB_PORT, else 5173 (`--port` on the command line still wins).
      port: portFrom('WEB_PORT', 5173),
      strictPort: true,
      proxy: inPage ? undefined : {
        '/site/': api(productTarget),
        '/act/': api(productTarget),
        '/fd/': api(productTarget),
        '/game/': api(productTarget),
        '/stream/': api(productTarget),
        '/api/': api(productTarget),
        // The Host the browser used goes through unchanged: the QA API's guard refuses a POST whose
        // Origin is not its Host, and the QA console's own calls carry this origin (/__qa).
        '/__mock/': { ...api(apiTarget), changeOrigin: false },
        '/uploads/': api(apiTarget),
        // The stand-in game providers' pages and API: the page itself is the server's, so no html bypass.
        '/__provider/': { target: apiTarget, changeOrigin: true },
        // The stand-in cashier an online deposit opens: the server's page; the Host goes through
        // unchanged so the page's QR code names the address the browser used.
        '/__cashier/': { target: apiTarget, changeOrigin: false },
        // The stand-in live view (streams and the animation page a live match points to): the server's.
        '/__stream/': { target: apiTarget, changeOrigin: true },
        // The stand-in pages' scripts and styles (stand-in-pages/, served by the server): the game,
        // cashier, animation and reference pages above load them from here.
        '/__pages/': { target: apiTarget, changeOrigin: true },
        // The API reference (server/src/routes/docs.ts): the server's own page, so no html bypass.
        '/docs': { target: apiTarget, changeOrigin: true },
        '/chat': { target: apiTarget.replace(/^http/, 'ws'), ws: true, changeOrigin: true },
      },
    },
    preview: { port: 4173 },
    build: {
      outDir: inPage ? `${here}dist-demo` : `${here}dist`,
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: true,
      // Read by scripts/bundle-budget.ts to measure what the home page loads before it paints.
      manifest: true,
      // Mode page: a second entry, the follower a stand-in page in a tab of its own loads first, at the
      // fixed address the page world writes into that page's html (src/app/world-follower-file.ts).
      rolldownOptions: inPage
        ? {
            input: { index: `${here}index.html`, 'world-follower': `${here}src/app/world-follower.ts` },
            output: { entryFileNames: (chunk: { name: string }) => (chunk.name === 'world-follower' ? WORLD_FOLLOWER_FILE : 'assets/[name]-[hash].js') },
          }
        : undefined,
    },
  };
});

/**
 * The build checks of issue 3, run after `vite build`:  npx tsx client/scripts/bundle-budget.ts
 *
 * 1. Budget: the JavaScript the home page needs before it can paint must stay at or under 150 KB
 *    gzip. "Before it can paint" = the entry chunk and its static imports, plus the home route's
 *    lazy chunk and its static imports (the router loads it before rendering /home; index.html
 *    preloads it). Dynamic imports are not counted: the data layer (lib/api/client.ts: contract,
 *    zod, encryption) loads right after the first paint, and its size is reported separately.
 *    The sportsbook route (issue 10) is reported too: what it loads beyond the home page's
 *    initial JS and the data layer (its own chunk and the static imports it does not share).
 * 2. Each route a lazy chunk: every page module the router imports dynamically is its own chunk
 *    (see lazyRouteProblems in bundle-checks.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { HOME_ROUTE_MODULE, lazyRouteProblems, routerPageModules, staticClosure, type Manifest } from './bundle-checks';

export const INITIAL_JS_BUDGET_KB = 150;

const SPORTSBOOK_ROUTE_MODULE = 'src/features/sportsbook/components/sportsbook-page.tsx';

const clientRoot = fileURLToPath(new URL('../', import.meta.url));
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8')) as Manifest;

function gzipKb(keys: Iterable<string>): number {
  let bytes = 0;
  for (const key of keys) {
    const file = manifest[key]?.file;
    if (file?.endsWith('.js')) bytes += gzipSync(readFileSync(dist + file)).length;
  }
  return bytes / 1024;
}

const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
const home = Object.keys(manifest).find((k) => k.endsWith(HOME_ROUTE_MODULE));
const apiClient = Object.keys(manifest).find((k) => k.endsWith('lib/api/client.ts'));
if (!entry || !home || !apiClient) throw new Error('manifest lacks the entry, the home page or the API client');

let failed = false;

const initial = staticClosure(manifest, [entry, home]);
const dataLayer = [...staticClosure(manifest, [apiClient])].filter((k) => !initial.has(k));
const initialKb = gzipKb(initial);
console.log(`initial JS for /home: ${initialKb.toFixed(1)} KB gzip in ${initial.size} chunks (budget ${INITIAL_JS_BUDGET_KB} KB)`);
console.log(`data layer loaded after first paint: ${gzipKb(dataLayer).toFixed(1)} KB gzip in ${dataLayer.length} chunks`);
const sportsbook = Object.keys(manifest).find((k) => k.endsWith(SPORTSBOOK_ROUTE_MODULE));
if (!sportsbook) throw new Error('manifest lacks the sportsbook page');
const dataLayerSet = new Set(dataLayer);
const sportsbookOwn = [...staticClosure(manifest, [sportsbook])].filter((k) => !initial.has(k) && !dataLayerSet.has(k));
console.log(`sportsbook route (/game/sport/CRTY) beyond them: ${gzipKb(sportsbookOwn).toFixed(1)} KB gzip in ${sportsbookOwn.length} chunks`);
if (initialKb > INITIAL_JS_BUDGET_KB) {
  console.error(`over budget by ${(initialKb - INITIAL_JS_BUDGET_KB).toFixed(1)} KB`);
  failed = true;
}

// The live page's video players (mpegts.js for FLV, hls.js for HLS) load when a line is chosen:
// neither may be in the first paint's JS nor in the live page's own static imports.
const LIVE_ROUTE_MODULE = 'src/features/live-chat/components/live-match-page.tsx';
const PLAYER_PACKAGES = ['node_modules/mpegts.js/', 'node_modules/hls.js/'];
const liveRoute = Object.keys(manifest).find((k) => k.endsWith(LIVE_ROUTE_MODULE));
if (!liveRoute) throw new Error('manifest lacks the live page');
const players = Object.keys(manifest).filter((k) => PLAYER_PACKAGES.some((p) => k.includes(p)));
const eagerPlayers = [...staticClosure(manifest, [entry, home, liveRoute])].filter((k) => players.includes(k));
if (players.length < PLAYER_PACKAGES.length) {
  console.error(`the video players are not chunks of their own: found ${players.join(', ') || 'none'}`);
  failed = true;
} else if (eagerPlayers.length > 0) {
  console.error(`video players loaded before a line is chosen: ${eagerPlayers.join(', ')}`);
  failed = true;
} else {
  console.log(`video players: lazy chunks of their own, ${gzipKb(players).toFixed(1)} KB gzip, loaded when a line is chosen`);
}

const routerPath = 'src/app/router.tsx';
const pageModules = routerPageModules(readFileSync(clientRoot + routerPath, 'utf8'), routerPath, (path) => existsSync(clientRoot + path));
const problems = lazyRouteProblems(manifest, pageModules);
if (problems.length > 0) {
  for (const problem of problems) console.error(`not a lazy route chunk: ${problem}`);
  failed = true;
} else {
  console.log(`route chunks: each of the router's ${pageModules.length} page modules is a lazy chunk of its own`);
}

// The world in the page (mode `page`, npm run build:demo) is that build's alone: none of it here.
const pageWorld = Object.keys(manifest).filter((k) => k.endsWith('src/app/page-world.ts') || k.includes('server/src/'));
if (pageWorld.length > 0) {
  console.error(`the page world is in the normal build: ${pageWorld.join(', ')} (main.tsx must read import.meta.env.MODE itself, so the branch is dropped)`);
  failed = true;
} else {
  console.log('the page world: not in this build (only npm run build:demo holds it)');
}

if (failed) process.exit(1);

/**
 * Builds the stand-in pages (vite.config.ts) and puts the build in place for a server that may be
 * running on the same checkout: the new hashed assets first, then each page's html (renamed over
 * the old one, so a page is never half written), then the manifest, whose time stamp is the
 * build's; assets no page names any more are removed last.
 *
 *   npm run build -w @betsite/stand-in-pages          # always
 *   npm run build:stale -w @betsite/stand-in-pages    # only when missing or older than a source (npm run server does this)
 *
 * Each build is made in a folder of its own inside dist/ and moved from there: two builds at once
 * (two servers starting on one checkout, compose's instances sharing one volume) do not write into
 * each other's files, and dist/ itself is never removed (in compose it is a volume).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAGES } from '../pages';

const root = fileURLToPath(new URL('../../', import.meta.url));
const here = join(root, 'stand-in-pages');
export const PAGES_DIST = join(here, 'dist');
const MANIFEST = '.vite/manifest.json';
/** What the build reads: a change to any of these makes the last build stale. */
const SOURCES = ['stand-in-pages/src', ...PAGES.map((page) => `stand-in-pages/${page}.html`), 'stand-in-pages/pages.ts', 'stand-in-pages/vite.config.ts', 'stand-in-pages/package.json', 'contracts/src', 'package-lock.json'];

/** The newest modification time of a file or of any file under a folder; 0 when it does not exist. */
export function newestMtimeMs(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** True when there is no build, or a source changed after it was made. */
export function pagesAreStale(): boolean {
  const manifest = join(PAGES_DIST, MANIFEST);
  if (!existsSync(manifest) || PAGES.some((page) => !existsSync(join(PAGES_DIST, `${page}.html`)))) return true;
  const builtAt = statSync(manifest).mtimeMs;
  return SOURCES.some((source) => newestMtimeMs(join(root, source)) > builtAt);
}

/** The asset files a manifest names (scripts, styles), each page's closure included. */
function namedAssets(manifestPath: string): Set<string> {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string; css?: string[] }>;
  const files = Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]);
  return new Set(files.flatMap((file) => [file, `${file}.map`]).map((file) => file.replace(/^assets\//, '')));
}

export async function buildPages(): Promise<void> {
  const started = Date.now();
  mkdirSync(join(PAGES_DIST, 'assets'), { recursive: true });
  const fresh = join(PAGES_DIST, `.build-${process.pid}-${started}`);
  try {
    // Loaded only to build: the check alone (every server start) stays quick.
    const { build } = await import('vite');
    await build({ configFile: join(here, 'vite.config.ts'), build: { outDir: fresh, emptyOutDir: true } });
    for (const file of readdirSync(join(fresh, 'assets'))) renameSync(join(fresh, 'assets', file), join(PAGES_DIST, 'assets', file));
    for (const page of PAGES) renameSync(join(fresh, `${page}.html`), join(PAGES_DIST, `${page}.html`));
    mkdirSync(join(PAGES_DIST, '.vite'), { recursive: true });
    renameSync(join(fresh, MANIFEST), join(PAGES_DIST, MANIFEST));
    const named = namedAssets(join(PAGES_DIST, MANIFEST));
    for (const file of readdirSync(join(PAGES_DIST, 'assets'))) if (!named.has(file)) rmSync(join(PAGES_DIST, 'assets', file), { force: true });
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }
  console.log(`stand-in pages: built in ${((Date.now() - started) / 1000).toFixed(1)} s into ${PAGES_DIST}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!process.argv.includes('--if-stale') || pagesAreStale()) await buildPages();
}

/**
 * The journeys' site (Playwright's web server, playwright.config.ts): a production build of the
 * client served by `vite preview` with the dev server's proxy in front of the journeys' API.
 *
 * Built in mode e2e (client/src/config/env.ts): production code, minified and split as shipped,
 * with replies checked against the contract and the console left on. The dev server compiles
 * every module on its first request, which on a loaded two-core machine cost the journeys most
 * of their time; a build costs once, and only when the client changed since the last one.
 *
 *   tsx tests/e2e/serve-site.ts --port 5173 --api http://localhost:3000
 *   tsx tests/e2e/serve-site.ts --port 5174 --api http://127.0.0.1:4011 --safe-switch off
 *
 * `--safe-switch off` builds with VITE_SAFE_SWITCH=off (every call plain, for a backend that follows
 * contracts/openapi.json alone: playwright.prism.config.ts) into a build directory of its own.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';

const root = fileURLToPath(new URL('../../', import.meta.url));
export const E2E_DIST = join(root, 'client/dist-e2e');
/** The build with every call in the plain form (VITE_SAFE_SWITCH=off). */
export const E2E_PLAIN_DIST = join(root, 'client/dist-e2e-plain');
/** What the build reads: a change to any of these makes the last build stale. */
const SOURCES = ['client/src', 'client/public', 'client/index.html', 'client/vite.config.ts', 'client/package.json', 'contracts/src', 'package-lock.json'];

function newestMtimeMs(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** True when there is no build yet, or a source changed after it was made. */
export function buildIsStale(dist = E2E_DIST): boolean {
  const built = join(dist, 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((source) => newestMtimeMs(join(root, source)) > builtAt);
}

function build(dist: string, plain: boolean): void {
  const started = Date.now();
  const result = spawnSync('npx', ['vite', 'build', '--mode', 'e2e', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: join(root, 'client'),
    encoding: 'utf8',
    env: { ...process.env, VITE_SAFE_SWITCH: plain ? 'off' : 'auto' },
  });
  if (result.status !== 0) throw new Error(`the journeys' build failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  console.log(`serve-site: built the client in mode e2e${plain ? ' (VITE_SAFE_SWITCH=off)' : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function option(name: string): string {
  const at = process.argv.indexOf(name);
  const value = at >= 0 ? process.argv[at + 1] : undefined;
  if (value === undefined) throw new Error(`serve-site: ${name} is required`);
  return value;
}

async function main(): Promise<void> {
  const port = Number(option('--port'));
  // vite.config.ts reads API_URL for its proxy when the config loads.
  process.env.API_URL = option('--api');
  const plain = process.argv.includes('--safe-switch') && option('--safe-switch') === 'off';
  const dist = plain ? E2E_PLAIN_DIST : E2E_DIST;
  if (buildIsStale(dist)) build(dist, plain);
  const server = await preview({
    root: join(root, 'client'),
    configFile: join(root, 'client/vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: dist },
    preview: { port, strictPort: true },
  });
  console.log(`serve-site: the journeys' site on ${server.resolvedUrls?.local[0] ?? `port ${port}`}`);
  const close = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();

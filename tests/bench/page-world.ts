import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { median } from './stats';

/**
 * `npm run bench:page`: the site with no server (docs/front-end.md), measured in Debian's Chromium.
 *
 * Builds the demo (`npm run build:demo`), weighs the page world's own chunks (gzip, level 9, as a
 * static host would send it), serves the folder with Python's static server, and for ROUNDS rounds
 * in a new browser context each (no cache, no saved world, no service worker): the time from the
 * navigation to a home page showing its promotions (the world started in the page, the first
 * calls answered), then demo01 logged in and the page loaded again: the time to a logged-in home
 * (the world read back from IndexedDB, the member's balance shown). Medians of the rounds.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PORT = Number(process.env.BENCH_PAGE_PORT ?? 4185);
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DEMO = `${ROOT}client/dist-demo/`;
const ORIGIN = `http://127.0.0.1:${PORT}`;

function build(): void {
  const built = spawnSync('npm', ['run', 'build:demo'], { cwd: ROOT, stdio: 'ignore' });
  if (built.status !== 0) throw new Error('npm run build:demo failed');
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

/**
 * The page world's own code: the chunks its module loads (page-world.ts and what it imports) that
 * nothing else of the site loads (the site's entry and its lazy pages share the contracts with it),
 * as the build's manifest says; the link to other tabs (world-link.ts) counts, as the world loads it.
 */
function worldChunksGzipBytes(): { files: string[]; bytes: number; gzip: number } {
  const manifest = JSON.parse(readFileSync(`${DEMO}.vite/manifest.json`, 'utf8')) as Record<string, ManifestChunk>;
  const reach = (key: string, into: Set<string>) => {
    if (into.has(key)) return into;
    into.add(key);
    for (const next of manifest[key]?.imports ?? []) reach(next, into);
    return into;
  };
  const worldKey = Object.keys(manifest).find((key) => key.endsWith('server/src/browser/page-world.ts'));
  if (worldKey === undefined) throw new Error('no page world in the demo build\'s manifest');
  const world = reach(worldKey, new Set());
  const site = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const isWorld = key === worldKey || key.endsWith('world-follower.ts');
    if (!isWorld && (chunk.isEntry === true || chunk.isDynamicEntry === true)) reach(key, site);
  }
  const files = [...world].filter((key) => !site.has(key)).map((key) => manifest[key]!.file);
  const bytes = files.map((file) => readFileSync(`${DEMO}${file}`));
  return { files, bytes: bytes.reduce((n, b) => n + b.length, 0), gzip: bytes.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0) };
}

async function timeTo(page: Page, load: () => Promise<unknown>, shown: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await load();
  await shown();
  return performance.now() - started;
}

async function logIn(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
  const dialog = page.getByRole('dialog', { name: '登录' });
  await dialog.getByLabel('用户名').fill('demo01');
  await dialog.getByLabel('密码', { exact: true }).fill('demo1234');
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('banner').getByRole('button', { name: '退出' }).waitFor();
}

async function main(): Promise<void> {
  build();
  const chunks = worldChunksGzipBytes();
  const server = spawn('python3', ['-m', 'http.server', String(PORT), '--bind', '127.0.0.1', '--directory', DEMO], { stdio: 'ignore' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const cold: number[] = [];
  const loggedIn: number[] = [];
  try {
    await waitForServer();
    for (let round = 0; round < ROUNDS; round++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await page.addInitScript(() => localStorage.setItem('device_uuid', 'demo-device-01'));
      cold.push(await timeTo(page, () => page.goto(`${ORIGIN}/`), () => page.getByText('游戏分类').waitFor()));
      await logIn(page);
      await page.evaluate(() => (globalThis as unknown as { betsiteWorld: { save(): Promise<void> } }).betsiteWorld.save());
      loggedIn.push(await timeTo(page, () => page.reload(), () => page.getByRole('banner').getByLabel('中心钱包余额').filter({ hasText: '¥' }).waitFor()));
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill();
  }
  const ms = (values: number[]) => `${Math.round(median(values))} ms (rounds: ${values.map((v) => Math.round(v)).join(', ')})`;
  console.log(`the page world's own chunks (${chunks.files.join(', ')}): ${(chunks.bytes / 1024).toFixed(1)} KB, ${(chunks.gzip / 1024).toFixed(1)} KB gzip (aim: under 300 KB)`);
  console.log(`first visit to a home page showing its content, median of ${ROUNDS}: ${ms(cold)}`);
  console.log(`a logged-in home loaded again (the world read back), median of ${ROUNDS}: ${ms(loggedIn)}`);
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${ORIGIN}/index.html`)).ok) return;
    } catch (err) {
      if (i === 99) throw err;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the static server did not start on ${ORIGIN}`);
}

await main();

import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { STAND_IN_PAGES_PATH } from '@betsite/contracts/constants';
import { Code } from '@betsite/contracts/status-codes';
import { fail } from '../lib/reply';

/**
 * The stand-in pages (../stand-in-pages/, a Vite build of their own into its dist/): each page's
 * html, answered at the page's own address by its route (the game page, the cashier, the animation
 * page, the API reference), and their hashed scripts and styles under /__pages/assets/. The files
 * are read on each request, so a rebuild shows without a restart; `npm run server` builds them
 * first when they are missing or older than their sources (stand-in-pages/scripts/build.ts).
 */
export type StandInPage = 'play' | 'cashier' | 'animation' | 'docs';

/** Where the build is (stand-in-pages/vite.config.ts's outDir). */
export const STAND_IN_PAGES_DIST = fileURLToPath(new URL('../../../stand-in-pages/dist/', import.meta.url));
const NOT_BUILT = 'The stand-in pages are not built: run `npm run build -w @betsite/stand-in-pages` (npm run server builds them when they are missing or stale).\n';
/** A built asset's name: hashed by Vite, one of the kinds it writes. */
const ASSET_NAME = /^[\w-]+(?:\.[\w-]+)*\.(js|css|map)$/;
const ASSET_TYPES = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8', map: 'application/json; charset=utf-8' } as const;

/** A file's bytes, or undefined when there is no such file (any other failure is thrown). */
async function readIfThere(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
}

/** Sends a page's html (never cached: it names the assets of the latest build); 503 with the remedy when no build is there. */
export async function sendStandInPage(reply: FastifyReply, page: StandInPage, dist = STAND_IN_PAGES_DIST): Promise<FastifyReply> {
  const html = await readIfThere(`${dist}${page}.html`);
  if (html === undefined) return reply.code(503).header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT);
  return reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').header('x-content-type-options', 'nosniff').send(html);
}

/** GET /__pages/assets/:file: a built script, style or source map; anything else 404 with 6004. */
export function registerStandInPageAssets(app: FastifyInstance, _opts: unknown, done: () => void) {
  app.get(`${STAND_IN_PAGES_PATH}/assets/:file`, async (request, reply) => {
    const { file } = request.params as { file: string };
    const kind = ASSET_NAME.exec(file)?.[1] as keyof typeof ASSET_TYPES | undefined;
    const bytes = kind === undefined ? undefined : await readIfThere(`${STAND_IN_PAGES_DIST}assets/${file}`);
    if (kind === undefined || bytes === undefined) return reply.code(404).header('cache-control', 'no-store').send(fail(Code.NOT_FOUND).body);
    // The names change with the content: a browser may keep each one for good.
    return reply.header('content-type', ASSET_TYPES[kind]).header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff').send(bytes);
  });
  done();
}

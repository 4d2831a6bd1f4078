import { buildPages, pagesAreStale } from '../stand-in-pages/scripts/build';

/**
 * vitest's global set-up: the server's tests of the stand-in pages answer the built pages
 * (stand-in-pages/dist), so a fresh clone's `npm test` builds them first; a build newer than its
 * sources is kept (a second or so when there is something to build).
 */
export default async function setup(): Promise<void> {
  if (pagesAreStale()) await buildPages();
}

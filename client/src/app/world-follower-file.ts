/** Where the page build writes its follower entry, world-follower.ts: the stand-in pages' html names it (vite.config.ts, page-world.ts). */
export const WORLD_FOLLOWER_FILE = 'assets/world-follower.js';
/** The same entry as the dev server serves it, from its source. */
export const WORLD_FOLLOWER_SOURCE = '/src/app/world-follower.ts';

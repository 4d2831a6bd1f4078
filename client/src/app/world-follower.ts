import { followWorld } from '@betsite/server/page-world-follower';

/**
 * The site with no server, in a stand-in page opened in a tab of its own (a venue's game, the
 * cashier): imported before the page's own script (server/src/browser/page-handlers.ts), it
 * forwards the page's calls to the tab that runs the world. An entry of the page build of its
 * own, at a fixed address (vite.config.ts): the stand-in pages' html names it.
 */
await followWorld('/mockServiceWorker.js');

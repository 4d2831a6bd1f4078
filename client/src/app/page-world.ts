import { WORLD_FOLLOWER_FILE, WORLD_FOLLOWER_SOURCE } from './world-follower-file';

/**
 * The site with no server (docs/front-end.md, "The site with no server"): the server's world runs
 * in this page, or in another tab of the site, which this one then forwards to; msw's service
 * worker, which the page build puts at the root (vite.config.ts), hands it the calls. Loaded, as a
 * chunk of its own, only in that build (main.tsx reads the mode).
 */
export async function startWorldInPage(): Promise<void> {
  const { startPageWorld } = await import('@betsite/server/page-world');
  // A stand-in page in a tab of its own loads the follower first; Vite serves it from its source in development.
  const followerUrl = import.meta.env.DEV ? WORLD_FOLLOWER_SOURCE : `/${WORLD_FOLLOWER_FILE}`;
  await startPageWorld({ serviceWorkerUrl: '/mockServiceWorker.js', followerUrl });
}

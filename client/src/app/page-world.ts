/**
 * The site with no server (docs/front-end.md, "The site with no server"): the server's world runs
 * in this page, answering the site's calls through msw's service worker, which the page build puts
 * at the root (vite.config.ts). Loaded, as a chunk of its own, only in that build (main.tsx reads the mode).
 */
export async function startWorldInPage(): Promise<void> {
  const { startPageWorld } = await import('@betsite/server/page-world');
  await startPageWorld({ serviceWorkerUrl: '/mockServiceWorker.js' });
}

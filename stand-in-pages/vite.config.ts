import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { STAND_IN_PAGES_PATH } from '@betsite/contracts/constants';
import { PAGES } from './pages.js';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * The stand-in pages the server serves (the game page, the cashier, the animation page, the API
 * reference): one build, one html file per page, their scripts and styles under /__pages/assets/
 * with hashed names. scripts/build.ts runs it (and puts the result in place for a running server).
 */
export default defineConfig({
  root: here,
  base: `${STAND_IN_PAGES_PATH}/`,
  // The pages have no public/ folder; their icons are inline (data:), so no request goes unanswered.
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: `${here}dist`,
    emptyOutDir: true,
    target: 'es2022',
    // Every browser the pages are opened in preloads modules itself: no polyfill in the bundle.
    modulePreload: { polyfill: false },
    // Styles as written: the minifier turns rgb(... / 35%) into #ffffff59, a colour one step
    // off, which shifts the pages' translucent gradients by a shade (a few hundred bytes gzip saved).
    cssMinify: false,
    sourcemap: true,
    // Read by scripts/bundle-budget.ts, and its time stamp is the build's (scripts/build.ts).
    manifest: true,
    rolldownOptions: { input: Object.fromEntries(PAGES.map((page) => [page, `${here}${page}.html`])) },
  },
});

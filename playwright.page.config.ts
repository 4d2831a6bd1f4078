import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config';

/**
 * Journeys on the site with no server (`npm run test:page`, docs/front-end.md): the demo build
 * (`npm run build:demo`, client/dist-demo) served by a plain static server, Python's, with no API
 * server running. The world answers inside each page (server/src/browser/); each journey has a
 * browser context of its own, so a world of its own (IndexedDB and the service worker are per
 * context). tests/e2e-page/support.ts fails a journey on any request that leaves the page's origin.
 * The browser, the workers, the time limits and the retries are the served journeys' (playwright.config.ts).
 */
const PORT = Number(process.env.E2E_PAGE_PORT ?? 4180);
const CI = Boolean(process.env.CI);

export default defineConfig({
  ...base,
  testDir: './tests/e2e-page',
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results/e2e-page',
  reporter: CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report-page' }]] : 'list',
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: {
    // The build first (a few seconds), then nothing but files: no API server is started.
    command: `npm run build:demo >/dev/null && python3 -m http.server ${PORT} --bind 127.0.0.1 --directory client/dist-demo`,
    url: `http://127.0.0.1:${PORT}/index.html`,
    reuseExistingServer: !CI,
    timeout: 120_000,
    stdout: 'ignore',
  },
});

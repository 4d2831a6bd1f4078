import { defineConfig, devices } from '@playwright/test';
import type { QaKitOptions } from '@betsite/contracts/qa-playwright';
import { CHROMIUM_ARGS, JOURNEY_CHROMIUM_PATH } from './tests/chromium';
import { TEST_CLOCK_START } from './server/src/test-clock-start';

/**
 * Real-browser journeys (tests/e2e) against the real API and the real client, both started here,
 * in Debian's Chromium, its headless shell (tests/chromium.ts).
 *
 * Each journey runs in a QA sandbox of its own (the QA kit, through tests/e2e/support.ts), so
 * journeys run side by side: E2E_WORKERS of them at once (2 by default, one per core of the
 * machine this was measured on; docs/reference/testing.md). The QA kit's
 * example suite runs beside them, as the project qa-kit-example.
 */
/** E2E_API_PORT / E2E_WEB_PORT let two checkouts (or two people) run journeys side by side. */
const API_PORT = Number(process.env.E2E_API_PORT ?? 3000);
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 5173);
const API_URL = `http://localhost:${API_PORT}`;
const WEB_URL = `http://localhost:${WEB_PORT}`;
const CI = Boolean(process.env.CI);
/**
 * The API's clock starts at a known instant (TEST_CLOCK_START moves it), so no journey depends on
 * the hour it runs at; the QA kit sets each browser's clock to its sandbox's.
 */
const CLOCK_START = process.env.TEST_CLOCK_START ?? TEST_CLOCK_START;
/**
 * The journeys' site: a production build served by vite preview (tests/e2e/serve-site.ts), or
 * with E2E_SITE=dev the dev server (compiles on demand: slower, but no build).
 */
const SITE_COMMAND =
  process.env.E2E_SITE === 'dev' ? `npm run client -- --port ${WEB_PORT}` : `npx tsx tests/e2e/serve-site.ts --port ${WEB_PORT} --api ${API_URL}`;

export default defineConfig<QaKitOptions>({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results/e2e',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // The slowest journey took 24 s on the production build with the load average at 10 (two cores,
  // two browsers, the API); twice that and more, so a slow day does not fail a correct journey.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  use: {
    baseURL: WEB_URL,
    // The QA kit (docs/qa-kit.md): where the API answers, and the journeys' sandboxes named e2e-….
    qaApiURL: API_URL,
    qaSandboxPrefix: 'e2e',
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // A trace is recorded for the retry of a failed journey only: recording one for every journey
    // (kept only on failure) cost about 8 % of the run's CPU.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: JOURNEY_CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'chromium',
      testDir: './tests/e2e',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      // The example suite a QA engineer copies (examples/qa-playwright, docs/qa-kit.md): its tests,
      // on the kit alone, run here against the stack started below, so the kit is proven as QA uses it.
      name: 'qa-kit-example',
      testDir: './examples/qa-playwright/tests',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, qaSandboxPrefix: 'qa-example' },
    },
  ],
  webServer: [
    {
      command: 'npm run server',
      port: API_PORT,
      reuseExistingServer: !CI,
      timeout: 60_000,
      env: { LOG_LEVEL: 'warn', MOCK_API: 'true', PORT: String(API_PORT), CLOCK_START },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: SITE_COMMAND,
      port: WEB_PORT,
      reuseExistingServer: !CI,
      // A build when the client changed (about 20 s here, more on a slow day), then the server.
      timeout: 180_000,
      env: { API_URL },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});

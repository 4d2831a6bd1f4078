import { defineConfig, devices } from '@playwright/test';
import type { QaKitOptions } from '@betsite/contracts/qa-playwright';

/**
 * A QA engineer's suite on the QA kit, against a stack that is already running (`npm start` in
 * the betsite repository, or a shared QA environment): nothing is started here. Every test runs in
 * a sandbox of its own, so the workers run side by side.
 *
 *   SITE_URL=https://qa.example.test QA_API_URL=https://api.qa.example.test npx playwright test
 */
export default defineConfig<QaKitOptions>({
  testDir: './tests',
  fullyParallel: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: process.env.SITE_URL ?? 'http://localhost:5173',
    qaApiURL: process.env.QA_API_URL ?? 'http://localhost:3000',
    // Only a server started with MOCK_API_TOKEN needs it.
    qaToken: process.env.MOCK_API_TOKEN,
    // A failed test leaves its world behind, named in the report, to be opened in the QA console.
    qaKeepOnFailure: true,
    qaSandboxPrefix: 'qa-example',
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // A Chromium of the machine's own (CHROMIUM_PATH), else the one `npx playwright install chromium` gave.
    launchOptions: { executablePath: process.env.CHROMIUM_PATH },
  },
});

import { readFileSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config';

/**
 * Two proofs with Prism (`npm run test:prism`), as two projects.
 *
 * `proxy`: a representative set of journeys (login, a sportsbook bet, a deposit, a withdrawal, the chat
 * page) with the product API behind `prism proxy contracts/openapi.json <server> --errors`
 * (issue 23): the site's calls go through Prism, which checks every request and every reply
 * against the document; the QA API, uploads, the providers' pages and the chat socket, which the
 * document does not carry, go straight to the server. The safe switch is off (stored flag 0), so
 * the calls travel in the plain form the document describes; an encrypted one would reach Prism
 * as a path it does not know and count as a violation. The run fails on any line Prism logs as a
 * violation or an error (tests/prism/teardown.ts).
 *
 * `mock`: the site built with VITE_SAFE_SWITCH=off on `prism mock contracts/openapi.json`, a backend
 * that follows the document and nothing else (tests/prism/site-on-mock.spec.ts): a player logs in
 * and opens the main pages. Prism's mock logs a request that breaks the document as an error too,
 * and the teardown reads its log as well.
 */
const API_PORT = Number(process.env.E2E_API_PORT ?? 3000);
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 5173);
const PRISM_PORT = Number(process.env.E2E_PRISM_PORT ?? 4010);
/** The mock and the plain site beside it: the next ports unless told. */
const PRISM_MOCK_PORT = Number(process.env.E2E_PRISM_MOCK_PORT ?? PRISM_PORT + 1);
const MOCK_WEB_PORT = Number(process.env.E2E_MOCK_WEB_PORT ?? WEB_PORT + 1);
const API_URL = `http://localhost:${API_PORT}`;
const PRISM_URL = `http://127.0.0.1:${PRISM_PORT}`;
const WEB_URL = `http://localhost:${WEB_PORT}`;
const PRISM_MOCK_URL = `http://127.0.0.1:${PRISM_MOCK_PORT}`;
export const MOCK_WEB_URL = `http://localhost:${MOCK_WEB_PORT}`;
const OUTPUT_DIR = process.env.E2E_OUTPUT_DIR ?? './test-results/e2e-prism';
export const PRISM_LOG = `${OUTPUT_DIR}/prism.log`;
export const PRISM_VIOLATIONS = `${OUTPUT_DIR}/prism-violations.log`;
export const PRISM_MOCK_LOG = `${OUTPUT_DIR}/prism-mock.log`;
export const PRISM_MOCK_VIOLATIONS = `${OUTPUT_DIR}/prism-mock-violations.log`;

/** One journey of each kind, by title. */
const JOURNEYS = [
  /from a new browser the login asks for the graphic captcha/,
  /a single and a parlay .* settle into the balance/,
  /a bank transfer above the auto limit shows where to pay/,
  /a withdrawal with the pay password locks the money/,
  /a muted member cannot send and sees why/,
];

// The base config's own check of its API server (its webServer list) is replaced, not extended.
const [apiServer, webServer] = base.webServer as NonNullable<Extract<typeof base.webServer, unknown[]>>;

export default defineConfig({
  ...base,
  outputDir: OUTPUT_DIR,
  // Prism checks every call against the 1 MB document: a journey's hundred calls take longer.
  timeout: 90_000,
  globalTeardown: './tests/prism/teardown.ts',
  projects: [
    {
      name: 'proxy',
      testDir: './tests/e2e',
      testMatch: ['auth-login.spec.ts', 'sportsbook.spec.ts', 'money.spec.ts', 'live-chat.spec.ts'],
      grep: JOURNEYS,
      use: {
        ...base.use,
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        baseURL: WEB_URL,
        storageState: { cookies: [], origins: [{ origin: WEB_URL, localStorage: [{ name: 'safeSwitch', value: '0' }] }] },
      },
    },
    {
      name: 'mock',
      testDir: './tests/prism',
      testMatch: 'site-on-mock.spec.ts',
      use: { ...base.use, ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, baseURL: MOCK_WEB_URL },
    },
  ],
  webServer: [
    { ...apiServer!, reuseExistingServer: false },
    {
      command: `npx tsx tests/prism/serve.ts --document contracts/openapi.json --upstream ${API_URL} --port ${PRISM_PORT} --log ${PRISM_LOG} --violations ${PRISM_VIOLATIONS}`,
      port: PRISM_PORT,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    { ...webServer!, reuseExistingServer: false, env: { ...webServer!.env, PRODUCT_API_URL: PRISM_URL } },
    {
      command: `npx tsx tests/prism/serve.ts --document contracts/openapi.json --port ${PRISM_MOCK_PORT} --log ${PRISM_MOCK_LOG} --violations ${PRISM_MOCK_VIOLATIONS}`,
      port: PRISM_MOCK_PORT,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The production build with every call plain, its proxy to the mock alone (no API behind it).
      command: `npx tsx tests/e2e/serve-site.ts --port ${MOCK_WEB_PORT} --api ${PRISM_MOCK_URL} --safe-switch off`,
      port: MOCK_WEB_PORT,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});

/** What the teardown reads: kept here so both say the same files. */
export function prismViolations(file = PRISM_VIOLATIONS): string[] {
  return readFileSync(file, 'utf8').split('\n').filter(Boolean);
}

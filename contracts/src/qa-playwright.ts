import { test as base, expect } from '@playwright/test';
import { createQaClient, qaHeaders, type QaClient } from './qa-client';
import { checkQaKitOptions, keptSandboxNote, QA_KIT_DEFAULTS, randomHex, SANDBOX_RANDOM_HEX_LENGTH, sandboxNameFor, type CheckedQaKitOptions, type QaKitOptions } from './qa-playwright-options';
import { createQaWorld, type QaWorld } from './qa-playwright-world';

/**
 * The QA kit: a world per test in a Playwright suite, in three lines.
 *
 *   import { test, expect } from '@betsite/contracts/qa-playwright';
 *   test('the next login answers 6026', async ({ page, world }) => {
 *     await world.forceNext('/site/api/v1/user/login', 6026, { data: { phoneNumber: '138****5678' } });
 *     // ... the site, driven as usual: only this test's world answers 6026
 *   });
 *
 * Each test gets a sandbox of its own (`x-mock-session`: its own accounts, money, clock, outbox,
 * forced replies), made from the fixtures or forked from a snapshot (`qaSnapshot`), and deleted
 * afterwards, or kept when the test failed and `qaKeepOnFailure` is set (the report names it and
 * the QA console to open it in). `page`, `context` and `request` are already in it, the page on
 * the server's wall clock. docs/qa-kit.md is the guide.
 *
 * Node and Playwright only: lint keeps it out of the client and the server (eslint.config.js), and
 * Playwright is an optional peer of this package, so nothing else installs it.
 */

export interface QaKitFixtures {
  /** The test's sandbox name, unique across workers and shards. */
  sandbox: string;
  /** The typed QA client (`@betsite/contracts/qa-client`) acting on the test's sandbox, with the token. */
  qa: QaClient;
  /** One-call helpers on the test's sandbox: logIn, forceNext, faultNext, moveClock, outbox, latestCode, enter. */
  world: QaWorld;
}

interface KitInternals {
  qaKitSettings: CheckedQaKitOptions;
}

/** The typed QA client of one sandbox, as the kit's settings reach the QA API. */
const qaClientOf = (settings: { qaApiURL: string; qaToken: string | undefined }, sandbox: string): QaClient =>
  createQaClient({ baseUrl: settings.qaApiURL, sandbox, token: settings.qaToken });

export const test = base.extend<QaKitOptions & QaKitFixtures & KitInternals>({
  qaApiURL: [QA_KIT_DEFAULTS.qaApiURL, { option: true }],
  qaToken: [QA_KIT_DEFAULTS.qaToken, { option: true }],
  qaSnapshot: [QA_KIT_DEFAULTS.qaSnapshot, { option: true }],
  qaKeepOnFailure: [QA_KIT_DEFAULTS.qaKeepOnFailure, { option: true }],
  qaSandboxPrefix: [QA_KIT_DEFAULTS.qaSandboxPrefix, { option: true }],

  qaKitSettings: [
    async ({ baseURL, qaApiURL, qaToken, qaSnapshot, qaKeepOnFailure, qaSandboxPrefix }, use) => {
      await use(checkQaKitOptions({ baseURL, qaApiURL, qaToken, qaSnapshot, qaKeepOnFailure, qaSandboxPrefix }));
    },
    { box: true },
  ],

  sandbox: [
    async ({ qaKitSettings: settings }, use, testInfo) => {
      const name = sandboxNameFor(settings.qaSandboxPrefix, testInfo.title, randomHex(SANDBOX_RANDOM_HEX_LENGTH));
      testInfo.annotations.push({ type: 'qa-sandbox', description: name });
      const qa = qaClientOf(settings, name);
      if (settings.qaSnapshot !== undefined) {
        const restored = await qa.snapshots.restore({ params: { name: settings.qaSnapshot }, body: {} });
        if (restored.status !== 200) throw new Error(`qaSnapshot: restoring "${settings.qaSnapshot}" answered ${restored.status}: ${restored.body.error}`);
      }
      await use(name);
      if (settings.qaKeepOnFailure && testInfo.status !== testInfo.expectedStatus) {
        const note = keptSandboxNote(name, settings.siteURL);
        testInfo.annotations.push({ type: 'qa-sandbox-kept', description: note });
        await testInfo.attach('qa-sandbox', { body: note, contentType: 'text/plain' });
        return;
      }
      // 404: the test never made its world (no call named it), so there is nothing to free.
      await qa.deleteSandbox({ params: { name }, body: undefined });
    },
    { auto: true },
  ],

  qa: async ({ qaKitSettings: settings, sandbox }, use) => {
    await use(qaClientOf(settings, sandbox));
  },

  world: async ({ qaKitSettings: settings, sandbox, qa, request }, use) => {
    await use(createQaWorld({ sandbox, qa, request, apiURL: settings.qaApiURL, siteURL: settings.siteURL, token: settings.qaToken }));
  },

  // The browser joins by cookie (sent to the site, its proxied API calls and its sockets), so a
  // page may still name another sandbox itself, as the QA console does.
  context: async ({ context, world }, use) => {
    await world.enter(context);
    await use(context);
  },

  // Calls made with `request` carry the header (and the token), whatever else the suite sends.
  request: async ({ playwright, extraHTTPHeaders, qaKitSettings: settings, sandbox }, use) => {
    const request = await playwright.request.newContext({ extraHTTPHeaders: { ...extraHTTPHeaders, ...qaHeaders({ sandbox, token: settings.qaToken }) } });
    await use(request);
    await request.dispose();
  },
});

export { expect };
export type { QaKitOptions } from './qa-playwright-options';
export type { QaWorld } from './qa-playwright-world';
export type { NextOptions } from './qa-world';
export { productCaller, putSession } from './qa-playwright-login';
export type { ProductCall, Session } from './qa-login';
export { DEMO_PLAYERS, type DemoPlayerName, type PlayerLogin } from './qa-players';

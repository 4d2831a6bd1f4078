import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { MOCK_SESSION_HEADER, MOCK_TOKEN_HEADER } from './mock';
import type { QaClient } from './qa-client';
import { logInThroughApi, type Session } from './qa-login';
import { productCaller, putSession } from './qa-playwright-login';
import { cookieUrlsFor } from './qa-playwright-options';
import { DEMO_PLAYERS, type DemoPlayerName, type PlayerLogin } from './qa-players';
import { accepted, createQaControls, type OutboxEntry, type QaControls } from './qa-world';

/**
 * The one-call helpers of the QA kit (the `world` fixture), bound to a test's sandbox: what a QA
 * engineer does in most tests, each in one line, through the typed QA client (`qa`, for anything
 * else) and the product's own calls. The controls (forceNext, faultNext, moveClock, outbox) are
 * qa-world.ts's, shared with the in-process world of the Vitest kit.
 */

export interface QaWorldSettings {
  sandbox: string;
  qa: QaClient;
  /** Carries the sandbox header: the product calls of `logIn` go through it. */
  request: APIRequestContext;
  apiURL: string;
  siteURL: string | undefined;
  token: string | undefined;
}

export interface QaWorld extends QaControls {
  readonly sandbox: string;
  /**
   * Logs a player in through the API (a demo account by name, or any player) and puts the session
   * into the page's storage: the next `page.goto` of the site starts logged in. No dialog, captcha
   * or new-device screen is shown: the kit answers them from the QA API.
   */
  logIn(page: Page, player: DemoPlayerName | PlayerLogin): Promise<Session>;
  /** The newest code sent to `to`, once there are `count` (1 by default): sending is the page's doing, so this waits. */
  latestCode(to: string, options?: { count?: number }): Promise<OutboxEntry>;
  /** Puts a browser context the test made (a second visitor) into the sandbox, its clock on the server's wall clock. */
  enter(context: BrowserContext): Promise<void>;
}

/** The cookies that make a browser context join the sandbox (and prove the token, on a server with one). */
export function sandboxCookies(settings: Pick<QaWorldSettings, 'sandbox' | 'apiURL' | 'siteURL' | 'token'>): { name: string; value: string; url: string }[] {
  const urls = cookieUrlsFor([settings.siteURL, settings.apiURL]);
  const cookies = urls.map((url) => ({ name: MOCK_SESSION_HEADER, value: settings.sandbox, url }));
  if (settings.token) cookies.push(...urls.map((url) => ({ name: MOCK_TOKEN_HEADER, value: settings.token ?? '', url })));
  return cookies;
}

export function createQaWorld(settings: QaWorldSettings): QaWorld {
  const { sandbox, qa } = settings;
  const call = productCaller(settings.request, settings.apiURL);
  const controls = createQaControls(qa);
  const outbox = (to?: string): Promise<OutboxEntry[]> => controls.outbox(to);

  return {
    sandbox,
    async logIn(page, player) {
      if (settings.siteURL === undefined) throw new Error('world.logIn: set the site (use: { baseURL }) so the session can be put into its storage');
      const session = await logInThroughApi(call, qa, typeof player === 'string' ? DEMO_PLAYERS[player] : player);
      await putSession(page, session, settings.siteURL);
      return session;
    },
    ...controls,
    async latestCode(to, options) {
      const count = options?.count ?? 1;
      await expect.poll(async () => (await outbox(to)).length, { message: `${count} code(s) sent to ${to}` }).toBeGreaterThanOrEqual(count);
      const [newest] = await outbox(to);
      if (newest === undefined) throw new Error(`no code sent to ${to}`);
      return newest;
    },
    async enter(context) {
      await context.addCookies(sandboxCookies(settings));
      // The page's clock starts at the server's wall clock (the world's now less its QA moves) and
      // runs on at real speed: the stamps of its encrypted calls are fresh where the server measures
      // them, whatever the hour the tests run at (an API started at CLOCK_START included).
      const clock = await accepted('GET /__mock/clock', qa.getClock());
      await context.clock.install({ time: clock.now - clock.offsetMs });
    },
  };
}

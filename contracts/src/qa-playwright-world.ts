import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { MOCK_SESSION_HEADER, MOCK_TOKEN_HEADER, type ScenarioFaultInput } from './mock';
import type { QaClient } from './qa-client';
import { logInThroughApi, productCaller, putSession, type Session } from './qa-playwright-login';
import { cookieUrlsFor } from './qa-playwright-options';
import { DEMO_PLAYERS, type DemoPlayerName, type PlayerLogin } from './qa-playwright-players';

/**
 * The one-call helpers of the QA kit (the `world` fixture), bound to a test's sandbox: what a QA
 * engineer does in most tests, each in one line, through the typed QA client (`qa`, for anything
 * else) and the product's own calls.
 */

type ScenarioBody = Parameters<QaClient['addScenario']>[0]['body'];
type Scenario = Extract<Awaited<ReturnType<QaClient['addScenario']>>, { status: 200 }>['body'];
type OutboxEntry = Extract<Awaited<ReturnType<QaClient['outbox']>>, { status: 200 }>['body'][number];
type ClockData = Extract<Awaited<ReturnType<QaClient['getClock']>>, { status: 200 }>['body'];

/** What else a forced reply or fault may say: how many calls (1 by default), which ones (`when`), the method, a delay. */
export type NextOptions = Omit<ScenarioBody, 'path' | 'status_code' | 'fault'>;

export interface QaWorldSettings {
  sandbox: string;
  qa: QaClient;
  /** Carries the sandbox header: the product calls of `logIn` go through it. */
  request: APIRequestContext;
  apiURL: string;
  siteURL: string | undefined;
  token: string | undefined;
}

export interface QaWorld {
  readonly sandbox: string;
  /**
   * Logs a player in through the API (a demo account by name, or any player) and puts the session
   * into the page's storage: the next `page.goto` of the site starts logged in. No dialog, captcha
   * or new-device screen is shown: the kit answers them from the QA API.
   */
  logIn(page: Page, player: DemoPlayerName | PlayerLogin): Promise<Session>;
  /** The next call of the route (`times` calls) answers this status code, with `data`/`message` when given. */
  forceNext(path: string, statusCode: number, options?: NextOptions & { status_code?: never }): Promise<Scenario>;
  /** The next call of the route (`times` calls) fails below the envelope: a reset, a gateway's 502, a slow reply ... */
  faultNext(path: string, fault: ScenarioFaultInput, options?: NextOptions & { status_code?: number }): Promise<Scenario>;
  /** Moves the sandbox's clock forward (its matches, reviews, sessions); the pages' clocks stay on the server's wall clock. */
  moveClock(advanceMs: number): Promise<ClockData>;
  /** Every SMS, voice and e-mail code the sandbox sent (to one phone or address), newest first. */
  outbox(to?: string): Promise<OutboxEntry[]>;
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

const answered200 = <T extends { status: number }>(reply: T): reply is Extract<T, { status: 200 }> => reply.status === 200;

/** The body of a QA call's 200; any other reply (400, 404, 409, 410 with their {error}) throws, saying what. */
async function accepted<T extends { status: number; body: unknown }>(what: string, pending: Promise<T>): Promise<Extract<T, { status: 200 }>['body']> {
  const reply = await pending;
  if (answered200(reply)) return reply.body;
  throw new Error(`${what} answered ${reply.status}: ${(reply.body as { error?: string } | null)?.error ?? JSON.stringify(reply.body)}`);
}

export function createQaWorld(settings: QaWorldSettings): QaWorld {
  const { sandbox, qa } = settings;
  const call = productCaller(settings.request, settings.apiURL);
  const outbox = async (to?: string) => accepted('GET /__mock/outbox', qa.outbox({ query: to === undefined ? {} : { to } }));

  return {
    sandbox,
    async logIn(page, player) {
      if (settings.siteURL === undefined) throw new Error('world.logIn: set the site (use: { baseURL }) so the session can be put into its storage');
      const session = await logInThroughApi(call, qa, typeof player === 'string' ? DEMO_PLAYERS[player] : player);
      await putSession(page, session, settings.siteURL);
      return session;
    },
    forceNext: (path, statusCode, options) => accepted(`forcing ${path}`, qa.addScenario({ body: { times: 1, ...options, path, status_code: statusCode } })),
    faultNext: (path, fault, options) => accepted(`a fault on ${path}`, qa.addScenario({ body: { times: 1, ...options, path, fault } })),
    // The pages stay where they are: the server measures an encrypted call's stamp on its wall
    // clock, which a QA clock move leaves alone, so a page moved with the world would send every
    // call stale (6008). The world's time reaches the page in the data it reads.
    moveClock: (advanceMs) => accepted('POST /__mock/clock', qa.clock({ body: { advanceMs } })),
    outbox,
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

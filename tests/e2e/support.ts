import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test as base, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { requiredHeaderValues } from '../../contracts/src/request-headers';
import type { ScenarioFaultInput } from '../../contracts/src/mock';

/**
 * Shared pieces of the journeys: a QA sandbox for each one, a console-error collector (a
 * journey fails on it by expecting it empty), and QA helpers that talk to the API directly (plain
 * JSON: the server accepts unencrypted calls, and the QA API under /__mock is never encrypted).
 */
export const API_URL = `http://localhost:${process.env.E2E_API_PORT ?? 3000}`;

export const WEB_URL = `http://localhost:${process.env.E2E_WEB_PORT ?? 5173}`;
const SANDBOX_HEADER = 'x-mock-session';
/** Cookies ignore ports: these cover the journeys' site, the API and a brand site on 127.0.0.1. */
const SITE_URLS = [WEB_URL, 'http://127.0.0.1'];

export const test = base.extend<{ consoleErrors: string[]; sandbox: string }>({
  /**
   * Every journey runs in a QA sandbox of its own (a world made from the fixtures on its first
   * request), so journeys can run side by side on several workers and none sees another's money,
   * settings or clock. It is removed afterwards to free its memory.
   */
  sandbox: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none here.
    async ({}, use, testInfo) => {
      const name = `e2e-${testInfo.workerIndex}-${testInfo.retry}-${randomBytes(5).toString('hex')}`;
      await use(name);
      await fetch(`${API_URL}/__mock/sandboxes/${name}`, { method: 'DELETE' });
    },
    { auto: true },
  ],
  // The page joins by cookie (sent to the site, its proxied API calls and its sockets, on every
  // port of both loopback names), so a page may still name another sandbox itself (the QA console).
  context: async ({ context, sandbox }, use) => {
    await context.addCookies(SITE_URLS.map((url) => ({ name: SANDBOX_HEADER, value: sandbox, url })));
    await onServerClock(context, sandbox);
    await use(context);
  },
  // The QA helpers' calls straight to the API carry the header.
  request: async ({ playwright, sandbox }, use) => {
    const request = await playwright.request.newContext({ extraHTTPHeaders: { [SANDBOX_HEADER]: sandbox } });
    await use(request);
    await request.dispose();
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
    },
    { auto: true },
  ],
});

export { expect };

/** A second browser (another visitor) in the journey's sandbox. */
export async function contextInSandbox(browser: Browser, sandbox: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addCookies(SITE_URLS.map((url) => ({ name: SANDBOX_HEADER, value: sandbox, url })));
  await onServerClock(context, sandbox);
  return context;
}

/**
 * The browser's clock set to the server's wall clock (the API starts at a known instant,
 * playwright.config.ts): the days the page offers, the record windows it asks for and the
 * stamps its encrypted calls carry agree with the server, whatever the hour the journeys run at.
 * Playwright's clock runs on from there at real speed; a journey may still move it
 * (`page.clock.fastForward`) as it moves the server's.
 */
async function onServerClock(context: BrowserContext, sandbox: string): Promise<void> {
  const response = await fetch(`${API_URL}/__mock/clock`, { headers: { [SANDBOX_HEADER]: sandbox } });
  if (!response.ok) throw new Error(`GET /__mock/clock answered ${response.status}`);
  const clock = (await response.json()) as { now: number; offsetMs: number };
  await context.clock.install({ time: clock.now - clock.offsetMs });
}

export const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

export const LOGIN_PATH = '/site/api/v1/user/login';

export interface Member {
  name: string;
  password: string;
  token: string;
  userId: number;
  /** The device the session was made from; signIn gives the page the same one. */
  device: string;
}

/** The device the API-made members register from. */
const DEVICE_UUID = randomBytes(16).toString('hex');

/** A product call straight to the API (plain JSON); throws unless it answers 6000. */
export async function apiCall<T>(request: APIRequestContext, path: string, body: unknown, token?: string, device = DEVICE_UUID): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...requiredHeaderValues(device, randomUUID()) };
  if (token) headers.token = token;
  const response = await request.post(`${API_URL}${path}`, { data: body, headers });
  const envelope = (await response.json()) as { status_code: number; data: T; message: string };
  if (envelope.status_code !== 6000) throw new Error(`${path} answered ${envelope.status_code} ${envelope.message}`);
  return envelope.data;
}

/** The answer to a graphic captcha, read from the QA API. */
export async function captchaAnswer(request: APIRequestContext, codeId: string): Promise<string> {
  const response = await request.get(`${API_URL}/__mock/captcha/${encodeURIComponent(codeId)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { answer: string }).answer;
}

/**
 * A new member registered (with the graphic captcha registration always needs) and logged in
 * the way the client does right after registering (kaptchcate 99). Names fit the 4-11 rule.
 */
export async function newMember(request: APIRequestContext): Promise<Member> {
  const name = `e2e${randomBytes(4).toString('hex').slice(0, 7)}`;
  const password = 'abc12345';
  const captcha = await apiCall<{ 'x-code': string }>(request, '/site/api/v1/user/register/defaultKaptcha', {});
  const code = await captchaAnswer(request, captcha['x-code']);
  await apiCall(request, '/site/api/v1/user/register', {
    name, password: md5(password), secondPassword: md5(password), kaptchcate: 2, codeId: captcha['x-code'], code,
  });
  const login = await apiCall<{ token: string; userId: number }>(request, LOGIN_PATH, { isAgent: 0, name, password: md5(password), kaptchcate: 99 });
  return { name, password, device: DEVICE_UUID, ...login };
}

/** A fixture player logged in from its own trusted device, where it needs neither captcha nor code. */
export async function fixtureMember(request: APIRequestContext, player: { name: string; password: string; device: string }): Promise<Member> {
  const login = await apiCall<{ token: string; userId: number }>(request, LOGIN_PATH, { isAgent: 0, name: player.name, password: md5(player.password), kaptchcate: 0 }, undefined, player.device);
  return { name: player.name, password: player.password, device: player.device, ...login };
}

/** An empty page of the site's origin (its own icon, so the browser asks for no /favicon.ico). */
const BLANK_PAGE = '<!doctype html><html><head><link rel="icon" href="data:,"><title>sign-in</title></head><body></body></html>';

/**
 * Puts the member's session into the page's storage; the next full load starts logged in. The
 * origin is the journeys' site unless given (another brand's build is served elsewhere).
 *
 * The storage is written from an empty page of that origin, answered by the browser itself: a
 * full load of the site just to write three keys cost a second of Chromium's time per journey,
 * and most journeys sign in.
 */
export async function signIn(page: Page, member: Member, origin = ''): Promise<void> {
  const blank = `${origin || WEB_URL}/__e2e/sign-in`;
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: BLANK_PAGE }));
  await page.goto(blank);
  await page.unroute(blank);
  await page.evaluate(
    ({ token, userId, device }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user_id', String(userId));
      localStorage.setItem('device_uuid', device);
    },
    member,
  );
}

export async function putSettings(request: APIRequestContext, settings: Record<string, unknown>): Promise<void> {
  const response = await request.put(`${API_URL}/__mock/settings`, { data: settings });
  expect(response.ok()).toBe(true);
}

export async function expireSessions(request: APIRequestContext, token: string): Promise<void> {
  const response = await request.post(`${API_URL}/__mock/sessions/expire`, { data: { token } });
  expect(response.ok()).toBe(true);
}

export interface ScenarioOptions {
  path: string;
  /** Needed unless the fault sends no envelope (docs/reference/qa-api.md, "Transport faults"). */
  status_code?: number;
  fault?: ScenarioFaultInput;
  data?: unknown;
  message?: string;
  times?: number;
  delayMs?: number;
}

/** Forces the next call(s) of a route to answer a status code; returns the scenario id. */
export async function forceScenario(request: APIRequestContext, scenario: ScenarioOptions): Promise<string> {
  const response = await request.post(`${API_URL}/__mock/scenarios`, { data: { method: 'POST', ...scenario } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: string }).id;
}

export async function scenarioHits(request: APIRequestContext, id: string): Promise<number | null> {
  const response = await request.get(`${API_URL}/__mock/scenarios`);
  const list = (await response.json()) as { id: string; hits: number }[];
  return list.find((s) => s.id === id)?.hits ?? null;
}

interface JournalEntry {
  path: string;
  status_code: number | null;
  userId: number | null;
  body: unknown;
}

/** The server's journal of one route, newest first (paths decrypted, bodies redacted). */
export async function journal(request: APIRequestContext, path: string): Promise<JournalEntry[]> {
  const response = await request.get(`${API_URL}/__mock/journal`, { params: { path, limit: 100 } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as JournalEntry[];
}

interface Activity {
  id: number;
  kind: string;
}

/** The activity ids of the fixtures, one per kind, so every activity page is visited with real data. */
export function fixtureActivityIds(): Map<string, number> {
  const file = new URL('../../fixtures/activities.json', import.meta.url);
  const { activities } = JSON.parse(readFileSync(file, 'utf8')) as { activities: Activity[] };
  const ids = new Map<string, number>();
  for (const activity of activities) if (!ids.has(activity.kind)) ids.set(activity.kind, activity.id);
  return ids;
}

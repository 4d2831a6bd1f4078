import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, productCaller, putSession, test as kit } from '@betsite/contracts/qa-playwright';
import type { ScenarioFaultInput } from '../../contracts/src/mock';

/**
 * The journeys run on the QA kit (`@betsite/contracts/qa-playwright`, docs/qa-kit.md), as a QA
 * engineer's suite would: each one in a sandbox of its own (a world made from the fixtures on its
 * first request, deleted afterwards), the browser and `request` in it, the page on its clock. So
 * journeys run side by side on several workers and none sees another's money, settings or clock,
 * and everything we run tests the kit. Here: the journeys' API, a console-error collector (a
 * journey fails on it by expecting it empty), and helpers that talk to the API directly (plain
 * JSON: the server accepts unencrypted calls, and the QA API under /__mock is never encrypted).
 */
export const API_URL = `http://localhost:${process.env.E2E_API_PORT ?? 3000}`;

export const WEB_URL = `http://localhost:${process.env.E2E_WEB_PORT ?? 5173}`;

export const test = kit.extend<{ consoleErrors: string[] }>({
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

/** A product call straight to the API (the kit's: plain JSON, the site's headers); throws unless it answers 6000. */
export async function apiCall<T>(request: APIRequestContext, path: string, body: unknown, token?: string, device = DEVICE_UUID): Promise<T> {
  const envelope = await productCaller(request, API_URL)(path, body, device, token);
  if (envelope.status_code !== 6000) throw new Error(`${path} answered ${envelope.status_code} ${envelope.message}`);
  return envelope.data as T;
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

/** Puts the member's session into the page's storage (the kit's); the origin is the journeys' site unless given. */
export async function signIn(page: Page, member: Member, origin = ''): Promise<void> {
  await putSession(page, member, origin || WEB_URL);
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

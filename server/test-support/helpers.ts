import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@betsite/contracts/envelope';
import { requiredHeaderValues } from '@betsite/contracts/request-headers';
import { buildApp } from '../src/app';
import { testConfig, type Config } from '../src/config';
import { createContext } from '../src/composition/context';
import { nodeSharedParts } from '../src/node/shared-parts';
import { findAccountByName } from '../src/accounts/state';
import { md5 } from './md5';

/**
 * Test utilities: the real app (fixtures, plugins, response validation on), driven with inject.
 * Its clock is held at the tests' instant (config.ts, TEST_CLOCK_START) and moves only when a
 * test moves it (`app.ctx.clock.advance`, `POST /__mock/clock`): what a test sees depends neither
 * on the hour it runs at nor on how slowly the machine runs it.
 */
export async function makeApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}): Promise<FastifyInstance> {
  const config = testConfig(overrides);
  const startMs = config.CLOCK_START ?? Date.now();
  const shared = { ...nodeSharedParts(config), wallNow: options.wallNow ?? (() => startMs) };
  const app = await buildApp({ config, ctx: createContext(config, shared) });
  options.beforeReady?.(app);
  await app.ready();
  return app;
}

/** What a test app may have other than the defaults (the in-process world's, test-support/in-process-world.ts). */
export interface TestAppOptions {
  /** The wall clock (default: held at CLOCK_START). */
  wallNow?: () => number;
  /** Hooks to add before the app is ready (Fastify takes none after). */
  beforeReady?: (app: FastifyInstance) => void;
}

/**
 * Setup for a test file whose tests each start from the fixtures: one app for the whole file
 * (building it is the slow part), reset before every test. `onReset` receives the app after each
 * reset, to keep it and to sign someone in when the tests need a token.
 */
export function resetAppBeforeEach(onReset: (app: FastifyInstance) => void | Promise<void>): void {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(() => app?.close());
  beforeEach(async () => {
    if (!app) throw new Error('resetAppBeforeEach: the app was not built');
    app.ctx.reset();
    await onReset(app);
  });
}

/** What a route suite whose tests speak for demo01 works with. */
export interface SignedIn {
  readonly app: FastifyInstance;
  readonly token: string;
}

/**
 * resetAppBeforeEach with demo01 signed in from its trusted device (login()), for the route suites
 * whose tests all speak for demo01: `onReady` receives the app and the token before each test.
 */
export function signedInBeforeEach(onReady: (fresh: SignedIn) => unknown): void {
  resetAppBeforeEach(async (app) => {
    await onReady({ app, token: await login(app) });
  });
}

export { md5 };

/** The device a test's calls speak for unless they name one: a device no account trusts. */
export const TEST_DEVICE = 'vitest-device';

/** The headers every product call carries (contracts/src/request-headers.ts), a new request id each time. */
export function productHeaders(device: string = TEST_DEVICE): Record<string, string> {
  return { 'content-type': 'application/json', ...requiredHeaderValues(device, randomUUID()) };
}

/**
 * The provider token of a venue launched by a session: the `token` of its url (a bare code is the
 * token itself). CRTY's is the sportsbook's resource token.
 */
export async function launchToken(app: FastifyInstance, session: string, enName = 'CRTY', gameCode = ''): Promise<string> {
  const launched = await call<{ url: string }>(app, '/game/api/v1/venue/launch', { enName, gameCode }, session);
  return new URL(launched.data.url, 'http://local').searchParams.get('token') ?? launched.data.url;
}

/**
 * The idempotency-key of one press of a money button, as the client sends it: a test that places
 * the same slip or order twice on purpose sends one per press (without it the second is a double
 * submit, 6011).
 */
export function newPress(): Record<string, string> {
  return { 'idempotency-key': randomUUID() };
}

/** POST a contract path with a JSON body and the required headers (`headers` override them); returns the parsed envelope. */
export async function call<D = unknown>(app: FastifyInstance, path: string, body: unknown = {}, token?: string, headers: Record<string, string> = {}): Promise<Envelope<D>> {
  const res = await app.inject({
    method: 'POST',
    url: path,
    headers: { ...productHeaders(), ...(token ? { token } : {}), ...headers },
    payload: JSON.stringify(body),
  });
  return res.json<Envelope<D>>();
}

/**
 * Sends a route's input the way the client does: a GET's as its query (each value as text), any
 * other's as its JSON body. For the suites that walk every route with generated or example input.
 */
export function injectInput(app: FastifyInstance, route: { method: string; path: string }, input: unknown, headers: Record<string, string>) {
  return route.method === 'GET'
    ? app.inject({ method: 'GET', url: route.path, query: Object.fromEntries(Object.entries(input as object).map(([k, v]) => [k, String(v)])), headers })
    : app.inject({ method: 'POST', url: route.path, headers, payload: JSON.stringify(input) });
}

/** Demo accounts from fixtures/accounts.json (docs/reference/demo-accounts.md). */
export const DEMO = { name: 'demo01', password: 'demo1234', device: 'demo-device-01' } as const;

/** Logs a demo account in from its trusted device and returns the token. */
export async function login(app: FastifyInstance, name: string = DEMO.name, password: string = DEMO.password, device: string = DEMO.device): Promise<string> {
  const r = await call<{ token: string }>(app, '/site/api/v1/user/login', { isAgent: 0, name, password: md5(password), kaptchcate: 0 }, undefined, { 'device-uuid': device });
  if (r.status_code !== 6000) throw new Error(`login ${name} failed: ${r.status_code} ${r.message}`);
  return r.data.token;
}

/** The addresses inject connects from (and the demo fixtures know). */
const LOOPBACK_IPS = ['127.0.0.1', '::1', '::ffff:127.0.0.1'] as const;

/**
 * Test setup: makes an account trust a device and the loopback addresses, as a verified
 * new-device login would have, for tests about something else than the new-device rules.
 */
export function trustDevice(app: FastifyInstance, name: string, device: string): void {
  const account = findAccountByName(app.ctx.state, name);
  if (!account) throw new Error(`trustDevice: no account ${name}`);
  if (!account.trustedDevices.includes(device)) account.trustedDevices.push(device);
  for (const ip of LOOPBACK_IPS) if (!account.knownIps.includes(ip)) account.knownIps.push(ip);
}

/** Logs an account in from a device it is made to trust first (see trustDevice). */
export function loginTrusted(app: FastifyInstance, name: string, password: string = DEMO.password, device: string = DEMO.device): Promise<string> {
  trustDevice(app, name, device);
  return login(app, name, password, device);
}

/** A graphic captcha issued by defaultKaptcha and read back through the QA API, as a QA script does. */
export async function solvedGraphic(app: FastifyInstance): Promise<{ kaptchcate: 2; codeId: string; code: string }> {
  const issued = await call<{ 'x-code': string }>(app, '/site/api/v1/user/register/defaultKaptcha', {});
  const res = await app.inject({ method: 'GET', url: `/__mock/captcha/${issued.data['x-code']}` });
  return { kaptchcate: 2, codeId: issued.data['x-code'], code: res.json<{ answer: string }>().answer };
}

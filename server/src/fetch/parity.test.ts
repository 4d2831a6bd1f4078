import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SANDBOX_STAMP_HEADER, MOCK_SESSION_HEADER } from '@betsite/contracts/mock';
import { decryptReply, encryptBody, encryptPath, isEncryptedReply, signTimestampIp } from '@betsite/contracts/wire';
import { productCallHeaders } from '@betsite/contracts/qa-login';
import { testConfig } from '../config';
import { nodeSharedParts } from '../node/shared-parts';
import { loadScenarioSets } from '../qa/scenario-set-files';
import { DEMO, makeApp, md5 } from '../../test-support/helpers';
import { createFetchWorld, type FetchWorld } from './world';

/**
 * The two transports of the request core answer alike: Fastify's (app.ts, the reference) and the
 * fetch transport (this folder), built from one config and one wall clock, are sent the same
 * requests in the same order and must give the same status, headers and body (JSON parsed, an
 * encrypted reply opened). A difference is a bug of the fetch transport.
 *
 * Left out of the comparison, as Fastify's own and meaningless to a caller: `content-length`,
 * `date`, `connection`, `keep-alive`, `transfer-encoding` (the socket's: a fetch Response makes
 * its own), and header order.
 */

/** Every header is compared (content-type, allow, x-mock-instance, x-mock-sandbox, x-mock-stamp, set-cookie...) but these. */
const SOCKET_HEADERS = new Set(['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

interface Sent {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** A reply as both transports' are compared: a dropped connection is `dropped`, whichever way it was dropped. */
type Seen = { status: number; headers: Record<string, string>; body: unknown } | { dropped: true };

const config = testConfig();
const startMs = config.CLOCK_START ?? 0;
const SECRET = config.WIRE_SECRET;

let app: FastifyInstance;
let world: FetchWorld;

beforeAll(async () => {
  app = await makeApp({}, { wallNow: () => startMs });
  world = createFetchWorld({ config, shared: { ...nodeSharedParts(config), wallNow: () => startMs }, sandboxNames: 'honoured', qaGuard: true, scenarioSets: loadScenarioSets(config.SCENARIOS_DIR) });
});
afterAll(async () => {
  world.close();
  await app.close();
});
beforeEach(async () => {
  await both({ method: 'POST', path: '/__mock/reset', headers: { 'content-type': 'application/json' }, body: '{}' });
});

function parsedBody(text: string, contentType: string | undefined): unknown {
  if (contentType?.startsWith('application/json') !== true) return text;
  try {
    const value: unknown = JSON.parse(text);
    return isEncryptedReply(value) ? { decrypted: decryptReply(SECRET, value) } : value;
  } catch {
    return { notJson: text };
  }
}

function comparedHeaders(all: Record<string, string | string[] | number | undefined>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of Object.keys(all)) {
    if (SOCKET_HEADERS.has(name)) continue;
    const value = all[name];
    if (value !== undefined) kept[name] = Array.isArray(value) ? value.join('\n') : String(value);
  }
  return kept;
}

async function viaFastify(sent: Sent): Promise<Seen> {
  const res = await app.inject({ method: sent.method as 'GET', url: sent.path, headers: sent.headers ?? {}, ...(sent.body === undefined ? {} : { payload: sent.body }) });
  const headers = comparedHeaders(res.headers);
  return { status: res.statusCode, headers, body: parsedBody(res.body, headers['content-type']) };
}

/**
 * Fastify over a real socket, for a QA `reset` or `empty` fault: Fastify resets or ends the
 * socket, which inject's stand-in socket never reports (its promise would not settle). Whichever
 * way the connection went, fetch rejects; the fetch transport answers `{ kind: 'dropped' }`.
 */
async function viaFastifySocket(sent: Sent): Promise<Seen> {
  const base = app.server.listening ? `http://127.0.0.1:${(app.server.address() as { port: number }).port}` : await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const res = await fetch(`${base}${sent.path}`, { method: sent.method, headers: sent.headers, body: sent.body });
    const headers = comparedHeaders(Object.fromEntries(res.headers));
    return { status: res.status, headers, body: parsedBody(await res.text(), headers['content-type']) };
  } catch (err) {
    if (err instanceof TypeError) return { dropped: true };
    throw err;
  }
}

async function viaFetch(sent: Sent): Promise<Seen> {
  const headers = Object.fromEntries(Object.entries(sent.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  const reply = await world.handle({ method: sent.method, url: `http://localhost${sent.path}`, headers, bodyText: sent.body ?? '', ip: '127.0.0.1' });
  if (reply.kind === 'dropped') return { dropped: true };
  const text = reply.body === null ? '' : typeof reply.body === 'string' ? reply.body : new TextDecoder().decode(reply.body instanceof Uint8Array ? reply.body : await new Response(reply.body).arrayBuffer());
  const seen = comparedHeaders(Object.fromEntries(reply.headers));
  return { status: reply.status, headers: seen, body: parsedBody(sent.method === 'HEAD' ? '' : text, seen['content-type']) };
}

/**
 * Volatile values replaced by what they are, never by what a test wants. Drawn per world from the
 * platform's crypto, unseeded on purpose (a guessable one would be a hole, and they decide nothing
 * a QA run must reproduce): a session token (and a venue's, in its launch url's `token=`), a graphic captcha's id, picture and answer (its text is
 * in the picture), and a sandbox's boot (it names a process). The two worlds draw different ones.
 * And what is read on the machine's own clock, not the world's: a journal entry's `durationMs`, a
 * sandbox's `createdAt` and `lastUsedAt` (its eviction order). Anything else must be equal.
 */
function normalised(seen: Seen): Seen {
  if ('dropped' in seen) return seen;
  const headers = { ...seen.headers };
  const stamp = headers[SANDBOX_STAMP_HEADER];
  if (stamp !== undefined) headers[SANDBOX_STAMP_HEADER] = stamp.replace(/:[0-9a-f]{8}$/, ':<boot>');
  if (headers['set-cookie'] !== undefined) headers['set-cookie'] = headers['set-cookie'].replace(/:[0-9a-f]{8}(?=[;\n]|$)/g, ':<boot>');
  return { ...seen, headers, body: withoutVolatile(seen.body) };
}

const MACHINE_CLOCK_KEYS = new Set(['durationMs', 'createdAt', 'lastUsedAt']);
const VOLATILE_KEYS = new Set(['token', 'x-code', 'image', 'codeId', 'answer']);

function withoutVolatile(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutVolatile);
  if (typeof value === 'string') return value.replace(/([?&]token=)[^&]+/, '$1<token>');
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, (VOLATILE_KEYS.has(k) && typeof v === 'string') || (MACHINE_CLOCK_KEYS.has(k) && typeof v === 'number') ? `<${k}>` : withoutVolatile(v)]));
}

/** Sends one request to both worlds; expects the same answer and answers both as seen (before normalising). */
function both(sent: Sent, fastifyVia = viaFastify): Promise<{ fastify: Seen; fetch: Seen }> {
  return bothEach(() => sent, fastifyVia);
}

/** The body as the reference (Fastify) saw it, for the next step of a sequence. */
function bodyOf<T>(seen: { fastify: Seen }): T {
  if ('dropped' in seen.fastify) throw new Error('the connection was dropped');
  return seen.fastify.body as T;
}

/** The envelope's status_code the reference answered (to check a step tests what it says). */
function codeOf(seen: { fastify: Seen }): number {
  const body = bodyOf<{ status_code?: number }>(seen);
  return body.status_code ?? -1;
}
function statusOf(seen: { fastify: Seen }): number {
  if ('dropped' in seen.fastify) throw new Error('the connection was dropped');
  return seen.fastify.status;
}

const DEVICE = DEMO.device;
const json = (body: unknown) => JSON.stringify(body);
const post = (path: string, body: unknown, headers: Record<string, string> = productCallHeaders(DEVICE)): Sent => ({ method: 'POST', path, headers, body: typeof body === 'string' ? body : json(body) });
const LOGIN = '/site/api/v1/user/login';
const BALANCE = '/fd/api/v1/transfer/getBalance';
const LOGOUT = '/site/api/v1/user/logout';
const PRE_INFO = '/site/api/v1/configuration/preInfo';
const VENUE_TRANSFER = '/game/api/v1/venue/transfer';
const UTC_TRANSFER = '/fd/api/v1/transfer/utcTransfer';
const KAPTCHA = '/site/api/v1/user/register/defaultKaptcha';
const QA_JSON = { 'content-type': 'application/json' };
const DEMO01 = { isAgent: 0, name: DEMO.name, password: md5(DEMO.password), kaptchcate: 0 };

/** Both worlds log demo01 in from its trusted device; each world's own token. */
async function logIn(): Promise<{ fastify: string; fetch: string }> {
  const { fastify, fetch } = await both(post(LOGIN, DEMO01));
  const token = (seen: Seen) => ((seen as { body: { data: { token: string } } }).body.data.token);
  return { fastify: token(fastify), fetch: token(fetch) };
}

/** Sends each world its own request (one carrying that world's token, captcha id...), and compares. */
async function bothEach(make: (side: Side) => Sent, fastifyVia = viaFastify): Promise<{ fastify: Seen; fetch: Seen }> {
  const sent = make('fastify');
  const fastify = await fastifyVia(sent);
  const fetch = await viaFetch(make('fetch'));
  expect(normalised(fetch), `${sent.method} ${sent.path}`).toEqual(normalised(fastify));
  return { fastify, fetch };
}
type Side = 'fastify' | 'fetch';
const withToken = (tokens: Record<Side, string>, make: (token: string) => Sent) => bothEach((side) => make(tokens[side]));

describe('the fetch transport answers as Fastify does', () => {
  it('refuses a product call\'s envelope alike', async () => {
    const headers = productCallHeaders(DEVICE);
    const { 'app-version': _missing, ...withoutVersion } = headers;
    await both(post(LOGIN, DEMO01, withoutVersion));
    await both(post(LOGIN, DEMO01, { ...headers, 'site-id': 'x' }));
    await both(post(LOGIN, '{"isAgent":'));
    await both(post(LOGIN, '{"__proto__":{}}'));
    await both(post(LOGIN, 'isAgent=0', { ...headers, 'content-type': 'application/x-www-form-urlencoded' }));
    await both(post(LOGIN, json(DEMO01), { ...headers, 'content-type': 'text/plain' }));
    await both(post(LOGIN, json(DEMO01), { ...headers, 'content-type': 'text/plain; charset=utf-8' }));
    await both(post(LOGIN, json(DEMO01), { ...headers, 'content-type': 'application/json-seq' }));
    await both(post(LOGIN, json(DEMO01), { ...headers, 'content-type': 'Application/JSON; charset=UTF-8' }));
    const { 'content-type': _type, ...untyped } = headers;
    await both(post(LOGIN, json(DEMO01), untyped));
    await both(post(LOGIN, '', untyped));
    await both(post(LOGIN, ''));
    await both(post(LOGIN, '', { ...headers, 'content-type': 'application/xml' }));
    await both(post(LOGIN, '', { ...headers, 'content-type': 'text/plain' }));
    await both(post(LOGIN, '', { ...headers, 'content-type': '' }));
    await both(post(LOGIN, json(DEMO01), { ...headers, 'content-type': 'application/json;' }));
    await both(post(LOGIN, json(DEMO01), { ...headers, 'content-type': ' application/json ; charset=utf-8' }));
    await both(post(LOGIN, json(DEMO01), { ...headers, 'content-type': 'application/json x' }));
    await both(post(LOGIN, json({ ...DEMO01, pad: 'x'.repeat(config.BODY_LIMIT_BYTES) })));
    await both(post(LOGIN, 'x'.repeat(config.BODY_LIMIT_BYTES + 1), { ...headers, 'content-type': 'application/xml' }));
    await both(post(LOGIN, 'x'.repeat(config.BODY_LIMIT_BYTES + 1), { ...headers, 'content-type': 'text/plain' }));
    await both(post(LOGIN, { ...DEMO01, isAgent: 'zero' }));
    await both(post('/site/api/v1/nowhere', {}));
    await both({ method: 'GET', path: LOGIN, headers });
    await both({ method: 'HEAD', path: '/__mock/scenarios' });
    await both({ method: 'GET', path: '/__mock/scenarios' });
  });

  it('keeps a session alike: none, a bad token, a good one', async () => {
    expect(codeOf(await both(post(LOGOUT, {})))).toBe(6001);
    expect(codeOf(await both(post(LOGOUT, {}, { ...productCallHeaders(DEVICE), token: 'not-a-session' })))).toBe(6001);
    const tokens = await logIn();
    expect(codeOf(await withToken(tokens, (token) => post(BALANCE, { withLockMoney: 1 }, productCallHeaders(DEVICE, token))))).toBe(6000);
    expect(codeOf(await withToken(tokens, (token) => post(LOGOUT, {}, productCallHeaders(DEVICE, token))))).toBe(6000);
    expect(codeOf(await withToken(tokens, (token) => post(BALANCE, { withLockMoney: 1 }, productCallHeaders(DEVICE, token))))).toBe(6001);
  });

  it('opens, seals and refuses the wire alike', async () => {
    // One sealed call sent to both worlds: each has its own replay guard, so it is fresh in each.
    const url = encryptPath(SECRET, LOGIN, startMs);
    const login: Sent = post(url, encryptBody(SECRET, DEMO01, url));
    const opened = await both(login);
    expect(bodyOf<{ decrypted: { status_code: number } }>(opened).decrypted.status_code).toBe(6000);
    expect(codeOf(await both(login))).toBe(6003);
    const other = encryptPath(SECRET, LOGIN, startMs);
    const tampered = other.slice(0, -5) + (other.at(-5) === 'A' ? 'B' : 'A') + other.slice(-4);
    expect(codeOf(await both(post(tampered, encryptBody(SECRET, DEMO01, other))))).toBe(6008);
    const stale = encryptPath(SECRET, LOGIN, startMs - 10 * 60_000);
    expect(codeOf(await both(post(stale, encryptBody(SECRET, DEMO01, stale))))).toBe(6008);
    const plainBody = encryptPath(SECRET, LOGIN, startMs);
    expect(codeOf(await both(post(plainBody, DEMO01)))).toBe(6008);
    const nowhere = encryptPath(SECRET, '/site/api/v1/nowhere', startMs);
    expect(bodyOf<{ decrypted: { status_code: number } }>(await both(post(nowhere, encryptBody(SECRET, {}, nowhere)))).decrypted.status_code).toBe(6004);
    expect(codeOf(await both(post(LOGIN, DEMO01, { ...productCallHeaders(DEVICE), 'ts-sign': 'forged' })))).toBe(6008);
    const signed = signTimestampIp(SECRET, startMs, '127.0.0.1');
    expect(codeOf(await both(post(LOGIN, DEMO01, { ...productCallHeaders(DEVICE), 'ts-sign': signed })))).toBe(6000);
  });

  it('answers the QA API alike: calls, refusals, its guard, scenarios and transport faults', async () => {
    const issued = await both(post(KAPTCHA, {}));
    const codeId = (seen: Seen) => (seen as { body: { data: { 'x-code': string } } }).body.data['x-code'];
    expect(statusOf(await bothEach((side) => ({ method: 'GET', path: `/__mock/captcha/${codeId(issued[side])}` })))).toBe(200);
    expect(statusOf(await both({ method: 'GET', path: '/__mock/captcha/none-such' }))).toBe(404);
    expect(statusOf(await both(post('/__mock/scenarios', { path: 5 }, QA_JSON)))).toBe(400);
    expect(statusOf(await both(post('/__mock/scenarios', '{"path":', QA_JSON)))).toBe(400);
    expect(statusOf(await both(post('/__mock/scenarios', '{"__proto__":{}}', QA_JSON)))).toBe(400);
    expect(statusOf(await both(post('/__mock/scenarios', 'path=x', { 'content-type': 'text/plain' })))).toBe(400);
    expect(statusOf(await both(post('/__mock/scenarios', '<path/>', { 'content-type': 'application/xml' })))).toBe(400);
    expect(statusOf(await both(post('/__mock/scenarios', '{}', {})))).toBe(400);
    expect(statusOf(await both(post('/__mock/scenarios', json({ path: 'x'.repeat(config.BODY_LIMIT_BYTES) }), QA_JSON)))).toBe(400);
    expect(statusOf(await both(post('/__mock/reset', '', {})))).toBe(200);
    expect(statusOf(await both({ method: 'GET', path: '/__mock/scenarios', headers: { 'sec-fetch-site': 'cross-site' } }))).toBe(403);
    expect(statusOf(await both({ method: 'GET', path: '/__mock/scenarios', headers: { origin: 'http://evil.example' } }))).toBe(403);
    expect(statusOf(await both({ method: 'GET', path: '/__mock/scenarios', headers: { host: 'evil.example' } }))).toBe(403);
    expect(statusOf(await both({ method: 'PUT', path: '/__mock/scenarios' }))).toBe(405);

    await both(post('/__mock/scenarios', { path: LOGIN, status_code: 6009, message: 'forced', times: 1 }, QA_JSON));
    expect(codeOf(await both(post(LOGIN, DEMO01)))).toBe(6009);
    expect(codeOf(await both(post(LOGIN, DEMO01)))).toBe(6000);
    for (const fault of [{ kind: 'http', status: 502 }, { kind: 'http', status: 401, body: 'expired', contentType: 'text/plain' }, { kind: 'malformed' }, { kind: 'malformed', body: 'cut-json' }]) {
      await both(post('/__mock/scenarios', { path: KAPTCHA, fault, status_code: 6000, times: 1 }, QA_JSON));
      await both(post(KAPTCHA, {}));
    }
    for (const kind of ['reset', 'empty']) {
      await both(post('/__mock/scenarios', { path: KAPTCHA, fault: { kind }, times: 1 }, QA_JSON));
      expect((await both(post(KAPTCHA, {}), viaFastifySocket)).fastify).toEqual({ dropped: true });
    }
    await both({ method: 'GET', path: '/__mock/journal?limit=40' });
  });

  it('guards submissions alike: a repeat within the window (6011), an idempotency key replayed', async () => {
    const tokens = await logIn();
    const transfer = { channelCode: 'AG', amount: '110', ty: 1 };
    expect(codeOf(await withToken(tokens, (token) => post(VENUE_TRANSFER, transfer, productCallHeaders(DEVICE, token))))).toBe(6000);
    expect(codeOf(await withToken(tokens, (token) => post(VENUE_TRANSFER, { ty: 1, amount: '110.00', channelCode: 'AG' }, productCallHeaders(DEVICE, token))))).toBe(6011);
    const tooMuch = { channelCode: 'AG', amount: '9000', ty: 1 };
    expect(codeOf(await withToken(tokens, (token) => post(VENUE_TRANSFER, tooMuch, productCallHeaders(DEVICE, token))))).toBe(6008);
    expect(codeOf(await withToken(tokens, (token) => post(VENUE_TRANSFER, tooMuch, productCallHeaders(DEVICE, token))))).toBe(6008);
    const keyed = (token: string, key: string) => post(UTC_TRANSFER, { currency: 'USDT', ty: 1, amount: '725' }, { ...productCallHeaders(DEVICE, token), 'idempotency-key': key });
    const first = await withToken(tokens, (token) => keyed(token, 'parity-1'));
    expect(codeOf(first)).toBe(6000);
    await both(post('/__mock/clock', { advanceMs: 60 * 60 * 1000 }, QA_JSON));
    expect(bodyOf(await withToken(tokens, (token) => keyed(token, 'parity-1')))).toEqual(bodyOf(first));
    expect(codeOf(await withToken(tokens, (token) => keyed(token, 'bad key!')))).toBe(6007);
    expect(codeOf(await withToken(tokens, (token) => post(BALANCE, { withLockMoney: 1 }, productCallHeaders(DEVICE, token))))).toBe(6000);
  });

  it('keeps a sandbox alike: its world, its stamp, what the default world does not see', async () => {
    const inSandbox = { [MOCK_SESSION_HEADER]: 'parity-run' };
    const made = await both({ method: 'PUT', path: '/__mock/settings', headers: { ...QA_JSON, ...inSandbox }, body: json({ maintenance: true }) });
    expect((made.fastify as { headers: Record<string, string> }).headers[SANDBOX_STAMP_HEADER]).toMatch(/^parity-run@/);
    expect(bodyOf(await both({ method: 'GET', path: '/__mock/settings', headers: inSandbox }))).toMatchObject({ maintenance: true });
    expect(bodyOf(await both({ method: 'GET', path: '/__mock/settings' }))).toMatchObject({ maintenance: false });
    await both({ method: 'GET', path: '/__mock/settings', headers: { cookie: 'theme=dark; x-mock-session=parity-run' } });
    await both(post(PRE_INFO, {}, { ...productCallHeaders(DEVICE), ...inSandbox }));
    await both(post(PRE_INFO, {}));
    await both(post(LOGIN, DEMO01, { ...productCallHeaders(DEVICE), [MOCK_SESSION_HEADER]: 'not a name!' }));
    await both({ method: 'GET', path: '/__mock/sandboxes' });
    expect(statusOf(await both({ method: 'DELETE', path: '/__mock/sandboxes/parity-run' }))).toBe(200);
    await both({ method: 'GET', path: '/__mock/settings', headers: inSandbox });
  });

  it('moves money alike: login, balance, a venue transfer, balance again', async () => {
    const tokens = await logIn();
    const balance = () => withToken(tokens, (token) => post(BALANCE, { withLockMoney: 1 }, productCallHeaders(DEVICE, token)));
    const centre = (seen: { fastify: Seen }) => bodyOf<{ data: { centerWalletBalance: number } }>(seen).data.centerWalletBalance;
    expect(centre(await balance())).toBe(8888);
    expect(codeOf(await withToken(tokens, (token) => post(VENUE_TRANSFER, { channelCode: 'AG', amount: '110', ty: 1 }, productCallHeaders(DEVICE, token))))).toBe(6000);
    expect(centre(await balance())).toBe(8888 - 110);
    await withToken(tokens, (token) => post('/game/api/v1/venue/balance', { channelCode: 'AG' }, productCallHeaders(DEVICE, token)));
  });

  it('answers the stand-in providers, the cashier and stray addresses alike', async () => {
    const tokens = await logIn();
    const launched = await withToken(tokens, (token) => post('/game/api/v1/venue/launch', { enName: 'PGDZ', gameCode: 'PG_1001' }, productCallHeaders(DEVICE, token)));
    expect(codeOf(launched)).toBe(6000);
    const launchToken = (seen: Seen) => {
      const { url } = (seen as { body: { data: { url: string } } }).body.data;
      return new URL(url, 'http://local').searchParams.get('token') ?? url;
    };
    expect(codeOf(await bothEach((side) => post('/__provider/session', { token: launchToken(launched[side]) }, QA_JSON)))).toBe(6000);
    expect(codeOf(await bothEach((side) => post('/__provider/round', { token: launchToken(launched[side]), gameCode: 'PG_1001', stake: '10' }, QA_JSON)))).toBe(6000);
    await both(post('/__provider/session', { token: 'none-such' }, QA_JSON));
    await both(post('/__provider/session', { token: 5 }, QA_JSON));
    await both(post('/__provider/session', '{"token":', QA_JSON));
    await both(post('/__provider/session', '', {}));
    await both({ method: 'GET', path: '/__provider/session' });
    await both(post('/__cashier/order', {}, QA_JSON));
    await both(post('/__cashier/pay', { orderNo: 'none-such' }, QA_JSON));
    await both({ method: 'GET', path: '/__mock/none-such' });
    await both(post('/api/enc/garbage', {}));
    await both({ method: 'GET', path: '/api/enc/garbage' });
    await both({ method: 'DELETE', path: LOGIN, headers: productCallHeaders(DEVICE) });
    await both({ method: 'OPTIONS', path: LOGIN });
    await both({ method: 'GET', path: '/__mock/outbox?to=nobody%40example.com' });
    await both({ method: 'GET', path: '/__mock/journal?limit=zero' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { contract } from '@betsite/contracts/contract';
import { allRoutes } from '@betsite/contracts/walk';
import { isStatusCode } from '@betsite/contracts/status-codes';
import { login, makeApp } from '../../server/src/test-helpers';
import { bodySchemaOf } from '../contract/samples';
import { exampleOf } from '@betsite/contracts/example-of';
import { MSG_ID, parseClientFrame } from '@betsite/contracts/socket';

/**
 * Property: whatever a client sends to any route, the server answers an envelope on HTTP 200,
 * never crashes, and a body the contract refuses (6007/6008) changes nothing.
 */
const RUNS_PER_ROUTE = Number(process.env.BAD_INPUT_RUNS ?? 150);
const ROUTES = allRoutes(contract).filter((r) => r.key !== 'auth.logout');

let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  app = await makeApp({ LOG_LEVEL: 'silent' });
  token = await login(app);
});
afterAll(() => app.close());

/** Everything the server remembers that a refused request could have touched. */
function fingerprint(): string {
  const state = JSON.stringify(app.ctx.state, (_k, v: unknown) => (v instanceof Map ? [...v.entries()] : v instanceof Set ? [...v] : typeof v === 'function' ? undefined : v));
  return `${state}|sessions=${app.ctx.sessions.count()}|outbox=${app.ctx.outbox.list().length}`;
}

const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.fullUnicodeString({ maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', '\u202e', '🎰🎲', 'é'.normalize('NFD'), '<script>alert(1)</script>', "' OR 1=1 --", '%00', '../../etc/passwd', '__proto__'),
  fc.string({ minLength: 5_000, maxLength: 20_000 }),
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, false, -1, 0, 1e308, -0, Number.MAX_SAFE_INTEGER + 2),
  fc.array(fc.integer(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.integer(), { maxKeys: 3 }),
);

/** Wrong bodies: random JSON, a valid body with one field broken or removed, or extra junk keys. */
function wrongBodies(schema: z.ZodTypeAny): fc.Arbitrary<unknown> {
  const sample = exampleOf(schema);
  const broken = typeof sample !== 'object' || sample === null || Array.isArray(sample)
    ? fc.constant<unknown>({})
    : fc.tuple(nastyValue, fc.nat()).map(([value, n]) => {
        const keys = Object.keys(sample);
        if (keys.length === 0) return { [String(n)]: value };
        const key = keys[n % keys.length]!;
        const copy: Record<string, unknown> = { ...sample };
        if (n % 3 === 0) delete copy[key];
        else copy[key] = value;
        return copy;
      });
  return fc.oneof(fc.jsonValue({ maxDepth: 3 }), broken, fc.dictionary(fc.string({ maxLength: 12 }), nastyValue, { maxKeys: 6 }));
}

function expectEnvelope(status: number, text: string, where: string) {
  expect(status, where).toBe(200);
  const body = JSON.parse(text) as { status_code: unknown; message: unknown };
  expect(typeof body.status_code === 'number' && isStatusCode(body.status_code), `${where}: ${text.slice(0, 200)}`).toBe(true);
  expect(typeof body.message, where).toBe('string');
  return body.status_code as number;
}

describe('bad input never crashes, never 5xx, never changes state', () => {
  it.each(ROUTES.map((r) => [r.key, r.route] as const))('%s', async (key, route) => {
    const schema = bodySchemaOf(route);
    await fc.assert(
      fc.asyncProperty(wrongBodies(schema), async (generated) => {
        // A GET carries its input as a query string: only an object of strings can travel.
        const isGet = route.method === 'GET';
        const query = isGet && typeof generated === 'object' && generated !== null && !Array.isArray(generated) ? Object.fromEntries(Object.entries(generated).map(([k, v]) => [k, String(v)])) : {};
        const body = isGet ? query : generated;
        const refused = !schema.safeParse(body).success;
        const before = refused ? fingerprint() : '';
        const res = isGet
          ? await app.inject({ method: 'GET', url: route.path, query, headers: { token } })
          : await app.inject({ method: 'POST', url: route.path, headers: { 'content-type': 'application/json', token }, payload: JSON.stringify(body) });
        const code = expectEnvelope(res.statusCode, res.body, key);
        if (refused) {
          expect([6007, 6008], `${key} ${JSON.stringify(body).slice(0, 200)}`).toContain(code);
          expect(fingerprint(), `${key} changed state`).toBe(before);
        }
      }),
      { numRuns: RUNS_PER_ROUTE, seed: 20261121 },
    );
  });

  it.each(ROUTES.filter((r) => r.route.method === 'POST').map((r) => [r.key, r.route] as const))('%s: raw junk, poison and wrong content types', async (key, route) => {
    const before = fingerprint();
    const cases: [string, string][] = [
      ['application/json', '{"__proto__":{"isAdmin":true}}'],
      ['application/json', '{"constructor":{"prototype":{"isAdmin":true}}}'],
      ['application/json', '{"a":'],
      ['application/json', '\u0000\u0001'],
      ['text/plain', 'hello'],
      ['application/x-www-form-urlencoded', 'a=1&b=2'],
      ['application/octet-stream', 'xxxx'],
      ['application/json', `{"x":"${'y'.repeat(300_000)}"}`],
    ];
    for (const [contentType, payload] of cases) {
      const res = await app.inject({ method: 'POST', url: route.path, headers: { 'content-type': contentType, token }, payload });
      const code = expectEnvelope(res.statusCode, res.body, `${key} ${contentType}`);
      expect([6007, 6008], `${key} ${contentType} ${payload.slice(0, 40)}`).toContain(code);
    }
    expect(fingerprint()).toBe(before);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});

/**
 * Bidi controls, invisible and control characters inside otherwise ordinary text (issue 15): the
 * nickname, feedback content and chat messages refuse them (6008) and nothing changes.
 */
const SNEAKY_CHARS = ['\u202e', '\u202d', '\u202a', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c', '\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\ud800', '\udfff'];
const withSneakyChar = fc
  .tuple(fc.string({ minLength: 1, maxLength: 5 }).filter((s) => /^[\p{L}\p{N}]+$/u.test(s)), fc.constantFrom(...SNEAKY_CHARS), fc.nat())
  .map(([text, sneaky, at]) => {
    const i = at % (text.length + 1);
    return `${text.slice(0, i)}${sneaky}${text.slice(i)}`;
  });

describe('bidi, invisible and control characters in free text', () => {
  const cases = [
    ['member.bindOther nickName', '/site/api/v1/user/member/bindOther', (text: string) => ({ nickName: text })],
    ['feedback.addFeedBack content', '/site/api/v1/user/feedback/addFeedBack', (text: string) => ({ type: 6, content: text })],
  ] as const;
  it.each(cases)('%s answers 6008 and changes nothing', async (_name, path, bodyOf) => {
    await fc.assert(
      fc.asyncProperty(withSneakyChar, async (text) => {
        const before = fingerprint();
        const res = await app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json', token }, payload: JSON.stringify(bodyOf(text)) });
        expect(expectEnvelope(res.statusCode, res.body, `${path} ${JSON.stringify(text)}`), JSON.stringify(text)).toBe(6008);
        expect(fingerprint()).toBe(before);
      }),
      { numRuns: 60, seed: 20261121 },
    );
  });

  it('chat messages: the socket frame with one is not a message of the protocol', () => {
    fc.assert(
      fc.property(withSneakyChar, (text) => {
        expect(parseClientFrame(JSON.stringify({ msgId: MSG_ID.SEND_MESSAGE, msgData: { rid: '7000101', msg: text } }))).toBeNull();
      }),
      { numRuns: 200, seed: 20261121 },
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AddressInfo } from 'node:net';
import { contract } from '@betsite/contracts/contract';
import { allRoutes } from '@betsite/contracts/walk';
import { isStatusCode } from '@betsite/contracts/status-codes';
import { injectInput, login, makeApp, productHeaders } from '../../server/test-support/helpers';
import { lastResponse, rawExchange } from '../../server/test-support/raw-http';
import { bodySchemaOf } from '../contract/samples';
import { exampleOf } from '@betsite/contracts/example-of';
import { JSON_DEPTH_MAX } from '../../server/src/lib/json-depth';
import { MSG_ID, parseClientFrame } from '@betsite/contracts/socket';
import { REQUIRED_HEADERS } from '@betsite/contracts/request-headers';

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

/**
 * What a request could change. The match world moves with the real clock between two looks and
 * keeps prices it computed: of it, only what a request could set (QA's price overrides) counts.
 */
function fingerprint(): string {
  const { world, ...rest } = app.ctx.state;
  const state = JSON.stringify({ ...rest, priceOverrides: world.priceOverrides, voidResults: world.voidResults }, (_k, v: unknown) =>
    v instanceof Map ? [...v.entries()] : v instanceof Set ? [...v] : typeof v === 'function' ? undefined : v,
  );
  return `${state}|sessions=${app.ctx.sessions.count()}|outbox=${app.ctx.outbox.list().length}`;
}

/**
 * The fingerprint the last check of "nothing changed" took, with the journal's newest entry then.
 * When no request came since (the same newest entry; the server clock is held), that "after" is
 * the next check's "before": a run where most bodies are refused takes half the fingerprints (a
 * fingerprint costs about 2 ms, a request 1), and compares the same states. A change between two
 * checks that no request made would fail the next check, never pass it.
 */
let lastCheck: { fingerprint: string; journalId: number | undefined } | null = null;
const newestJournalId = () => app.ctx.journal.list({ limit: 1 })[0]?.id;

function stateBefore(): string {
  return lastCheck !== null && lastCheck.journalId === newestJournalId() ? lastCheck.fingerprint : fingerprint();
}

function expectUnchanged(before: string, where?: string): void {
  const after = fingerprint();
  lastCheck = { fingerprint: after, journalId: newestJournalId() };
  expect(after, where).toBe(before);
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
        const before = refused ? stateBefore() : '';
        const res = isGet
          ? await app.inject({ method: 'GET', url: route.path, query, headers: { ...productHeaders(), token } })
          : await app.inject({ method: 'POST', url: route.path, headers: { ...productHeaders(), token }, payload: JSON.stringify(body) });
        const code = expectEnvelope(res.statusCode, res.body, key);
        if (refused) {
          expect([6007, 6008], `${key} ${JSON.stringify(body).slice(0, 200)}`).toContain(code);
          expectUnchanged(before, `${key} changed state`);
        }
      }),
      { numRuns: RUNS_PER_ROUTE, seed: 20261121 },
    );
  });

  it.each(ROUTES.filter((r) => r.route.method === 'POST').map((r) => [r.key, r.route] as const))('%s: raw junk, poison and wrong content types', async (key, route) => {
    const before = stateBefore();
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
      const res = await app.inject({ method: 'POST', url: route.path, headers: { ...productHeaders(), 'content-type': contentType, token }, payload });
      const code = expectEnvelope(res.statusCode, res.body, `${key} ${contentType}`);
      expect([6007, 6008], `${key} ${contentType} ${payload.slice(0, 40)}`).toContain(code);
    }
    expectUnchanged(before);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});

describe('bad headers: every required header missing, empty or malformed is refused and changes nothing', () => {
  const headerValue = fc.oneof(nastyString, fc.constantFrom('', 'web ', '3000,3000', 'x'.repeat(200)));
  it.each(ROUTES.map((r) => [r.key, r.route] as const))('%s', async (key, route) => {
    const body = exampleOf(bodySchemaOf(route));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...REQUIRED_HEADERS), fc.option(headerValue, { nil: undefined }), async (rule, value) => {
        const headers: Record<string, string> = { ...productHeaders(), token };
        if (value === undefined) delete headers[rule.name];
        else headers[rule.name] = value;
        // Only values the header could carry at all (Node refuses control characters in a header).
        if (value !== undefined && (/[^\t\x20-\x7e\x80-\xff]/.test(value) || rule.pattern.test(value))) return;
        const before = stateBefore();
        const res = await injectInput(app, route, body, headers);
        const code = expectEnvelope(res.statusCode, res.body, `${key} ${rule.name}=${JSON.stringify(value)}`);
        expect(code, `${key} ${rule.name}=${JSON.stringify(value)?.slice(0, 80)}`).toBe(value === undefined || value === '' ? 6007 : 6008);
        expectUnchanged(before, `${key} changed state`);
      }),
      { numRuns: 8, seed: 20261125 },
    );
  });
});

/** The fields of a body schema (through refinements), for generators that aim at one field. */
function fieldsOf(schema: z.ZodTypeAny): Record<string, z.ZodTypeAny> {
  if (schema instanceof z.ZodEffects) return fieldsOf(schema.innerType() as z.ZodTypeAny);
  return schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodTypeAny>) : {};
}

const POSTS = ROUTES.filter((r) => r.route.method === 'POST');

describe('deep nesting (issue 15 item 7)', () => {
  /** JSON text nested `depth` deep, arrays and objects in turn; as text, since stringify would overflow. */
  const nestedText = (depth: number) => {
    const kinds = Array.from({ length: depth }, (_, i) => i % 2 === 0);
    return kinds.map((array) => (array ? '[' : '{"a":')).join('') + '1' + kinds.reverse().map((array) => (array ? ']' : '}')).join('');
  };

  it.each(POSTS.map((r) => [r.key, r.route] as const))('%s: answers 6007 for a body nested past the bound, changing nothing', async (key, route) => {
    const sample = exampleOf(bodySchemaOf(route));
    const fields = Object.keys(typeof sample === 'object' && sample !== null ? sample : {});
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: JSON_DEPTH_MAX, max: 6_000 }), fc.nat(), async (depth, n) => {
        const field = fields.length === 0 ? 'x' : fields[n % fields.length]!;
        const before = stateBefore();
        const payload = `{"${field}":${nestedText(depth)}}`;
        const res = await app.inject({ method: 'POST', url: route.path, headers: { ...productHeaders(), token }, payload });
        expect(expectEnvelope(res.statusCode, res.body, key), `${key} depth ${depth}`).toBe(6007);
        expectUnchanged(before, `${key} changed state`);
      }),
      { numRuns: 8, seed: 20261121 },
    );
  });
});

describe('tiny and huge numbers on every amount field (issue 15 item 8)', () => {
  const edgeNumbers = fc.constantFrom(1e-7, -1e-7, 1e-9, 5e-324, 1e300, -0, 1e21, 0.1 + 0.2, 1.005, 99_999_999.999, Number.MAX_SAFE_INTEGER);
  const AMOUNT_FIELDS = POSTS.flatMap((r) => Object.keys(fieldsOf(bodySchemaOf(r.route))).filter((f) => /amount/i.test(f)).map((field) => [r.key, r.route, field] as const));

  it('finds the amount fields of withdrawals, deposits, transfers and promotions', () => {
    expect(AMOUNT_FIELDS.map(([key, , field]) => `${key}.${field}`)).toEqual(
      expect.arrayContaining(['withdraw.new.amount', 'payment.pay.amount', 'transfer.utcTransfer.amount', 'venue.transfer.amount', 'activity.confirmInfo.amount']),
    );
  });

  it.each(AMOUNT_FIELDS)('%s: %s never answers 6005; a refused one answers 6008 and changes nothing', async (key, route, field) => {
    const schema = bodySchemaOf(route);
    const sample = exampleOf(schema) as Record<string, unknown>;
    const isText = typeof sample[field] === 'string';
    await fc.assert(
      fc.asyncProperty(edgeNumbers, async (n) => {
        const body = { ...sample, [field]: isText ? String(n) : n };
        const refused = !schema.safeParse(body).success;
        const before = refused ? stateBefore() : '';
        const res = await app.inject({ method: 'POST', url: route.path, headers: { ...productHeaders(), token }, payload: JSON.stringify(body) });
        const code = expectEnvelope(res.statusCode, res.body, `${key} ${field}=${n}`);
        expect(code, `${key} ${field}=${n}`).not.toBe(6005);
        if (refused) {
          expect(code, `${key} ${field}=${n}`).toBe(6008);
          expectUnchanged(before, `${key} changed state`);
        }
      }),
      { numRuns: 30, seed: 20261121 },
    );
  });
});

/** Keys from short to far past every bound the journal keeps (the probe sent 250,000 characters). */
const longKey = fc.oneof(fc.string({ minLength: 65, maxLength: 2_000 }), fc.integer({ min: 2_000, max: 60_000 }).map((n) => 'k'.repeat(n)));

describe('long keys: an envelope, no state change, a journal entry of bounded size', () => {
  it.each(ROUTES.filter((r) => r.route.method === 'POST').map((r) => [r.key, r.route] as const))('%s', async (key, route) => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(longKey, nastyValue), { minLength: 1, maxLength: 4 }), async (pairs) => {
        const before = stateBefore();
        const res = await app.inject({ method: 'POST', url: route.path, headers: { ...productHeaders(), token }, payload: JSON.stringify(Object.fromEntries(pairs)) });
        expectEnvelope(res.statusCode, res.body, key);
        const [recorded] = app.ctx.journal.list({ limit: 1 });
        expect(JSON.stringify(recorded).length, `${key}: journal entry`).toBeLessThan(30_000);
        if (!schemaAccepts(route, Object.fromEntries(pairs))) expectUnchanged(before, `${key} changed state`);
      }),
      // Few runs per route: the journal treats every route alike, the routes differ in what they refuse.
      { numRuns: 6, seed: 20261122 },
    );
  });
});

function schemaAccepts(route: (typeof ROUTES)[number]['route'], body: unknown): boolean {
  return bodySchemaOf(route).safeParse(body).success;
}

describe('long headers: an envelope on HTTP 200 over a real socket, whatever the length', () => {
  let listening: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    listening = await makeApp({ LOG_LEVEL: 'silent' });
    await listening.listen({ port: 0, host: '127.0.0.1' });
    port = (listening.server.address() as AddressInfo).port;
  });
  afterAll(() => listening.close());

  it('answers every header length up to past the parser bound in the envelope', async () => {
    const headerName = fc.constantFrom('token', 'device-uuid', 'ts-sign', 'x-mock-session', 'x-anything', 'cookie');
    // Node refuses more than 16 KiB of headers: lengths on both sides of that bound.
    const headerLength = fc.oneof(fc.integer({ min: 1, max: 16_000 }), fc.integer({ min: 16_000, max: 80_000 }));
    await fc.assert(
      fc.asyncProperty(headerName, headerLength, fc.constantFrom('a', '中', '%'), async (name, length, unit) => {
        const value = unit.repeat(length);
        const raw = await rawExchange(port, `POST /site/api/v1/user/register/defaultKaptcha HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nConnection: close\r\n${name}: ${value}\r\nContent-Length: 2\r\n\r\n{}`);
        const { statusLine, body } = lastResponse(raw);
        expect(statusLine, `${name} × ${length}`).toBe('HTTP/1.1 200 OK');
        const envelope = body as { status_code: number; message: unknown };
        expect(isStatusCode(envelope.status_code) && typeof envelope.message === 'string', JSON.stringify(body).slice(0, 200)).toBe(true);
      }),
      { numRuns: 40, seed: 20261123 },
    );
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
        const before = stateBefore();
        const res = await app.inject({ method: 'POST', url: path, headers: { ...productHeaders(), token }, payload: JSON.stringify(bodyOf(text)) });
        expect(expectEnvelope(res.statusCode, res.body, `${path} ${JSON.stringify(text)}`), JSON.stringify(text)).toBe(6008);
        expectUnchanged(before);
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

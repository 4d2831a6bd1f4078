import { readFileSync } from 'node:fs';
import Ajv from 'ajv8';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildOpenApi } from './openapi';
import { buildQaOpenApi } from './openapi-qa';
import { contract } from './contract';
import { allRoutes } from './walk';
import { routeMeta } from './route';
import { signTimestampIp, verifyTsSign } from './wire';
import { TS_SIGN_PATTERN } from './openapi-text';
import { hasGeneratorSuffix } from './openapi-schema';
import { REQUEST_EXAMPLES } from './openapi-request-examples';
import { REQUIRED_HEADERS, headerRefusal, requiredHeaderValues } from './request-headers';

type Json = Record<string, unknown>;
interface Operation {
  operationId: string;
  description: string;
  tags: string[];
  security: Json[];
  parameters: ({ $ref: string } | { name: string; in: string; example?: unknown })[];
  requestBody?: { required: boolean; content: Record<string, { schema: Json; example: unknown }> };
  responses: Record<string, { content: Record<string, { schema: Json; examples: Record<string, Json> }> }>;
  'x-business-codes': { code: number }[];
}

const doc = buildOpenApi();
const committed = JSON.parse(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8')) as typeof doc;
const operations = allRoutes(contract).map(({ key, route }) => ({
  key,
  route,
  op: (doc.paths[route.path] as Record<string, Operation>)[route.method.toLowerCase()]!,
}));

/** A `$ref` to components/examples, resolved. */
function resolveExample(example: Json): { value: { status_code: number; data: unknown; message: string } } {
  const ref = example.$ref as string | undefined;
  if (!ref) return example as never;
  return (doc.components.examples as Record<string, Json>)[ref.replace('#/components/examples/', '')] as never;
}

/** JSON pointer of a path segment (RFC 6901). */
const pointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

// ajv 8 with ajv-formats, as Prism validates: a date example must be a real date, an url an url.
const ajv = new Ajv({ allErrors: true, strict: false, allowUnionTypes: true });
addFormats(ajv);
ajv.addSchema(JSON.parse(JSON.stringify(doc)) as Json, 'openapi.json');
function emittedValidator(path: string, method: string, ...rest: string[]) {
  const at = ['paths', pointer(path), method, ...rest.map(pointer)].join('/');
  return ajv.compile({ $ref: `openapi.json#/${at}` });
}

describe('contracts/openapi.json', () => {
  it('is up to date with the contract (run `npm run openapi` when this fails)', () => {
    expect(committed).toEqual(JSON.parse(JSON.stringify(doc)));
  });

  it('is OpenAPI 3.1 with the dev server, one tag per resource and the token scheme', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers[0]!.url).toBe('http://localhost:3000');
    expect(doc.tags.map((t) => t.name)).toEqual(Object.keys(contract));
    expect(doc.components.securitySchemes.token).toMatchObject({ type: 'apiKey', in: 'header', name: 'token' });
  });

  it('gives every operation a unique <resource>.<name> id, its resource tag and a description', () => {
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { key, op } of operations) {
      expect(op.operationId).toBe(key);
      expect(op.tags).toEqual([key.split('.')[0]]);
      expect(op.description.length, key).toBeGreaterThan(40);
    }
  });

  it('applies the token scheme exactly to the routes that need a session', () => {
    for (const { key, route, op } of operations) expect(op.security, key).toEqual(routeMeta(route).auth ? [{ token: [] }] : []);
  });

  it('declares the headers of every request, and idempotency-key on money operations', () => {
    for (const { key, route, op } of operations) {
      const refs = op.parameters.flatMap((p) => ('$ref' in p ? [p.$ref.split('/').pop()] : []));
      expect(refs, key).toEqual(expect.arrayContaining(['ClientType', 'AppVersion', 'DeviceUuid', 'RequestId', 'SiteId', 'TsSign']));
      expect(refs.includes('IdempotencyKey'), key).toBe(routeMeta(route).submitGuard);
    }
  });

  // server/src/plugins/empty-body.test.ts checks the same against the server.
  it('declares ts-sign with the shape the server accepts: a signed header matches, a malformed one does not', () => {
    const pattern = new RegExp(TS_SIGN_PATTERN);
    const now = 1_700_000_000_000;
    for (const ip of ['203.0.113.7', '2001:db8::1']) {
      const sign = signTimestampIp('s', now, ip);
      expect([pattern.test(sign), verifyTsSign('s', sign, now, 1)]).toEqual([true, 'ok']);
    }
    for (const bad of ['01700000000000.1.2.3.4.' + 'a'.repeat(64), `1700000000000.1.2.3.4.${'A'.repeat(64)}`]) {
      expect([pattern.test(bad), verifyTsSign('s', bad, now, 1)]).toEqual([false, 'malformed']);
    }
  });

  it('marks a POST body required exactly when {} is not a valid body (an empty one answers 6007 or 6008)', () => {
    const posts = operations.filter(({ route }) => route.method === 'POST');
    for (const { key, route, op } of posts) {
      const body = 'body' in route ? (route.body as z.ZodTypeAny) : undefined;
      expect(op.requestBody?.required, key).toBe(!body?.safeParse({}).success);
    }
    expect(posts.filter(({ op }) => op.requestBody?.required).length).toBeGreaterThan(50);
  });

  it('puts the shared shapes in named components, referenced by $ref', () => {
    const names = Object.keys(doc.components.schemas);
    expect(names).toEqual(expect.arrayContaining(['MoneyAmount', 'PositiveMoney', 'EpochMs', 'LoginInput', 'LoginSuccess']));
    expect(JSON.stringify(doc.paths)).toContain('"$ref":"#/components/schemas/LoginInput"');
  });

  it('states the money rule as x-decimal-places, never as a multipleOf that refuses 8.88, and the bounds it implies exactly', () => {
    expect(JSON.stringify(doc)).not.toContain('multipleOf');
    expect(doc.components.schemas.MoneyAmount).toMatchObject({ type: 'number', 'x-decimal-places': 2 });
    const positive = ajv.compile({ $ref: 'openapi.json#/components/schemas/PositiveMoney' });
    expect([8.88, 0.01, 100, 0.009, 6.99e-195, 0].map((n) => positive(n))).toEqual([true, true, true, false, false, false]);
    const amount = ajv.compile({ $ref: 'openapi.json#/components/schemas/MoneyAmount' });
    expect([0, 0.01, 8.88, 6.99e-195, 0.005, -1].map((n) => amount(n))).toEqual([true, true, true, false, false, false]);
  });

  it('narrows status_code: 6000 on the success branch, the route\'s own codes as an enum on the error branches', () => {
    for (const { key, route, op } of operations) {
      const ref = op.responses['200']!.content['application/json']!.schema.$ref as string;
      const reply = (doc.components.schemas as Record<string, { oneOf: { properties: { status_code: Json } }[] }>)[ref.split('/').pop()!]!;
      const [success, ...errors] = reply.oneOf;
      expect(success!.properties.status_code).toEqual({ type: 'integer', const: 6000 });
      const codes = errors.flatMap((b) => b.properties.status_code.enum as number[]).sort((a, b) => a - b);
      expect(codes, key).toEqual([...routeMeta(route).codes]);
    }
  });
});

describe('contracts/openapi.json for client generators', () => {
  const text = JSON.stringify(doc);

  it('names no component with a generator\'s suffix (Data, Body, Response, Error, Params, Result): hey-api, orval and the like name their own types so', () => {
    for (const document of [doc, buildQaOpenApi()]) expect(Object.keys(document.components.schemas).filter(hasGeneratorSuffix)).toEqual([]);
  });

  it('states no `default` (a request field with one came out required) and writes no pattern with a needless \\/', () => {
    expect(text).not.toContain('"default":');
    expect(text).not.toMatch(/"pattern":"[^"]*\\\\\//);
  });

  it('gives every reply branch a `data`, null ones as "null or an empty object" (openapi-fetch drops a property typed exactly null)', () => {
    for (const { key, op } of operations) {
      const ref = op.responses['200']!.content['application/json']!.schema.$ref as string;
      const reply = (doc.components.schemas as Record<string, { oneOf: { properties: Json; required: string[] }[] }>)[ref.split('/').pop()!]!;
      for (const branch of reply.oneOf) {
        expect(branch.required, key).toContain('data');
        expect(branch.properties.data, key).not.toEqual({ type: 'null' });
      }
    }
  });

  it('declares HTTP 405 with its Allow header on every operation', () => {
    for (const { key, op } of operations) expect(op.responses['405'], key).toEqual({ $ref: '#/components/responses/MethodNotAllowed' });
    expect(doc.components.responses.MethodNotAllowed.headers.Allow).toBeDefined();
  });

  it('states the header rule of request-headers.ts: each required header\'s schema accepts and refuses what the server does', () => {
    const values = ['web', 'app', '1.0.0', '1', 'latest', '3000', 'AAA', 'demo-device-01', 'a device', 'x'.repeat(65), 'x'.repeat(129), '7d0c9a52-1f3e-4b8a-9c6d-2e4f6a8b0c1d'];
    for (const rule of REQUIRED_HEADERS) {
      const name = Object.entries(doc.components.parameters).find(([, p]) => p.name === rule.name)![0];
      const param = doc.components.parameters[name as keyof typeof doc.components.parameters];
      expect(param.required, rule.name).toBe(true);
      const validate = ajv.compile({ $ref: `openapi.json#/components/parameters/${name}/schema` });
      const disagreements = values.filter((v) => validate(v) !== (headerRefusal({ ...requiredHeaderValues('d', 'r'), [rule.name]: v }) === null));
      expect(disagreements, rule.name).toEqual([]);
    }
  });
});

describe('contracts/README.md', () => {
  it('counts the operations and the QA paths as the documents have them', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const qaPaths = Object.keys(buildQaOpenApi().paths).length;
    expect([/the product API \((\d+) operations\)/.exec(readme)?.[1], /the QA API under `\/__mock` \((\d+) paths/.exec(readme)?.[1]]).toEqual([String(operations.length), String(qaPaths)]);
  });
});

describe('contracts/openapi-qa.json', () => {
  it('is up to date with the QA contract (run `npm run openapi` when this fails)', () => {
    const qa: unknown = JSON.parse(readFileSync(new URL('../openapi-qa.json', import.meta.url), 'utf8'));
    expect(qa).toEqual(JSON.parse(JSON.stringify(buildQaOpenApi())));
  });

  it('holds every /__mock route, tagged qa, qa.sports, qa.chat or qa.sets; the product document holds none', () => {
    const qa = buildQaOpenApi();
    expect(Object.keys(qa.paths).every((path) => path.startsWith('/__mock/'))).toBe(true);
    expect(Object.keys(qa.paths)).toEqual(expect.arrayContaining(['/__mock/reset', '/__mock/scenarios', '/__mock/sandboxes', '/__mock/sandboxes/{name}', '/__mock/sports/matches/{gameId}', '/__mock/chat/rooms/{rid}', '/__mock/scenario-sets', '/__mock/scenario-sets/{name}/apply']));
    expect(Object.keys(doc.paths).some((path) => path.startsWith('/__mock'))).toBe(false);
  });
});

describe('the examples of contracts/openapi.json', () => {
  it('states its hand-written request examples for routes that exist (a typo would leave the generic one)', () => {
    expect(Object.keys(REQUEST_EXAMPLES).filter((key) => !operations.some((o) => o.key === key))).toEqual([]);
  });

  it('writes every data: URL of an example whole (a browser refuses "data:image/svg+xml;base64,...": ERR_INVALID_URL)', () => {
    const dataUrls = JSON.stringify(doc.paths).match(/"data:[^"]*"/g) ?? [];
    expect(dataUrls.length).toBeGreaterThan(0);
    expect(dataUrls.filter((url) => !/^"data:[\w/+.-]+;base64,[A-Za-z0-9+/]+={0,2}"$/.test(url))).toEqual([]);
  });

  it('gives every header parameter an example its own schema accepts', () => {
    for (const [name, param] of Object.entries(doc.components.parameters)) {
      const schema = param.schema as Json;
      if (!('example' in schema)) continue;
      const validate = ajv.compile({ $ref: `openapi.json#/components/parameters/${name}/schema` });
      expect(validate(schema.example) ? [] : validate.errors, name).toEqual([]);
    }
  });

  it.each(operations.map((o) => [o.key, o] as const))('%s: a request example and one reply example per business code, each valid', (key, { route, op }) => {
    const responses = route.responses as Record<number, z.ZodTypeAny>;
    const media = op.responses['200']!.content['application/json']!;
    const validate = emittedValidator(route.path, route.method.toLowerCase(), 'responses', '200', 'content', 'application/json', 'schema');
    const codes = [6000, ...op['x-business-codes'].map((c) => c.code)];
    expect(Object.keys(media.examples).map(Number).sort((a, b) => a - b)).toEqual(codes);
    for (const code of codes) {
      const { value } = resolveExample(media.examples[String(code)]!);
      expect(value.status_code, `${key} ${code}`).toBe(code);
      expect(value.message, `${key} ${code}`).toMatch(/[\u4e00-\u9fa5]/);
      expect(responses[200]!.safeParse(value).error?.issues ?? [], `${key} ${code} (zod)`).toEqual([]);
      expect(validate(value) ? [] : validate.errors, `${key} ${code} (emitted schema)`).toEqual([]);
    }
    if (route.method === 'POST') {
      const body = op.requestBody!.content['application/json']!.example;
      const schema = 'body' in route ? (route.body as z.ZodTypeAny) : undefined;
      expect(schema?.safeParse(body).error?.issues ?? [], `${key} request`).toEqual([]);
      const validateBody = emittedValidator(route.path, 'post', 'requestBody', 'content', 'application/json', 'schema');
      expect(validateBody(body) ? [] : validateBody.errors, `${key} request (emitted schema)`).toEqual([]);
    } else {
      const query = Object.fromEntries(op.parameters.flatMap((p) => ('in' in p && p.in === 'query' && p.example !== undefined ? [[p.name, p.example]] : [])));
      expect((route.query as z.ZodTypeAny).safeParse(query).success, `${key} query`).toBe(true);
    }
  });
});

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { contract } from '@betsite/contracts/contract';
import { allRoutes } from '@betsite/contracts/walk';
import { OPENAPI_FILE, createRequestSamplers, documentValidator } from '../contracts/scripts/request-samples';
import { DEMO, injectInput, login, makeApp, productHeaders } from '../server/test-support/helpers';

/**
 * The server refuses a request contracts/openapi.json accepts only for a reason the operation's
 * description names, with its code and message ("6008 余额不足 when ..."; an amount in a message
 * may be written <min>). The requests are generated from the document and kept when Prism's
 * validator would accept them (contracts/scripts/request-samples.ts); each operation gets a few,
 * in a world reset for it, as demo01 from its trusted device. Never a 6005.
 */
const SAMPLES_PER_OPERATION = 4;
const ATTEMPTS_MAX = 200;
const samplerFor = createRequestSamplers(20261126);
const ROUTES = allRoutes(contract).filter(({ key }) => key !== 'auth.logout');

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp({ LOG_LEVEL: 'silent' });
});
afterAll(() => app.close());

/** The message as the description may name it: each number may be a <placeholder>. */
function namedIn(description: string, code: number, message: string): boolean {
  const escaped = message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\d+(?:\\\.\d+)?/g, '(?:\\d+(?:\\.\\d+)?|<[^>]+>)');
  return new RegExp(`${code} ${escaped}`).test(description);
}

describe('a request contracts/openapi.json accepts: the server refuses it only for a reason the operation names', () => {
  it.each(ROUTES.map(({ key, route }) => [key, route] as const))('%s', async (key, route) => {
    const sampler = samplerFor(route);
    app.ctx.reset();
    const token = await login(app);
    const unnamed: string[] = [];
    let sent = 0;
    for (let attempt = 0; attempt < ATTEMPTS_MAX && sent < SAMPLES_PER_OPERATION; attempt++) {
      const { input, valid } = sampler.next();
      if (!valid) continue;
      sent += 1;
      const headers = { ...productHeaders(DEMO.device), token };
      const res = await injectInput(app, route, input, headers);
      const { status_code: code, message } = res.json<{ status_code: number; message: string }>();
      expect(code, `${key} answered 6005 to ${JSON.stringify(input).slice(0, 300)}`).not.toBe(6005);
      if ((code === 6007 || code === 6008) && !namedIn(sampler.operation.description, code, message)) unnamed.push(`${code} ${message}: ${JSON.stringify(input).slice(0, 300)}`);
    }
    expect(unnamed, `${key}: refusals of schema-valid requests its description does not name`).toEqual([]);
    expect(sent, `${key}: generated requests the document accepts`).toBeGreaterThan(0);
  });
});

interface ExampleOperation {
  parameters: ({ $ref: string } | { name: string; in: string; example?: unknown })[];
  requestBody?: { content: Record<string, { example: unknown }> };
}
const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as { paths: Record<string, Record<string, ExampleOperation>> };

/** The operation's own request example: its body, or its query from the parameters' examples. */
function requestExample(path: string, method: string): unknown {
  const op = document.paths[path]![method]!;
  if (method === 'post') return op.requestBody?.content['application/json']?.example ?? {};
  return Object.fromEntries(op.parameters.flatMap((p) => ('in' in p && p.in === 'query' && p.example !== undefined ? [[p.name, p.example]] : [])));
}

describe('the request examples of contracts/openapi.json', () => {
  const valid = documentValidator();
  it.each(ROUTES.map(({ key, route }) => [key, route] as const))('%s: valid against its schema (Ajv, as Prism) and accepted by the server (no 6007/6008)', async (key, route) => {
    const method = route.method.toLowerCase();
    const example = requestExample(route.path, method);
    expect(valid(route.path, method, example), `${key}: ${JSON.stringify(example)}`).toEqual([]);
    app.ctx.reset();
    const headers = { ...productHeaders(DEMO.device), token: await login(app) };
    const res = await injectInput(app, route, example, headers);
    const { status_code: code, message } = res.json<{ status_code: number; message: string }>();
    expect([6005, 6007, 6008].includes(code) ? `${code} ${message}` : 'accepted', `${key}: ${JSON.stringify(example)}`).toBe('accepted');
  });
});

type Schema = Record<string, unknown>;
const components = (document as unknown as { components: { schemas: Record<string, Schema> } }).components.schemas;
const resolved = (schema: Schema): Schema => (typeof schema.$ref === 'string' ? resolved(components[schema.$ref.split('/').pop()!]!) : schema);

/** The body's fields (top level) whose schema is an enum or a const, with the values it allows. */
function enumFields(path: string): { field: string; values: unknown[] }[] {
  const body = document.paths[path]!.post!.requestBody as { content: Record<string, { schema: Schema }> } | undefined;
  if (!body) return [];
  const schema = resolved(body.content['application/json']!.schema);
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  return Object.entries(properties).flatMap(([field, raw]) => {
    const s = resolved(raw);
    const values = Array.isArray(s.enum) ? s.enum : 'const' in s ? [s.const] : null;
    return values ? [{ field, values }] : [];
  });
}

describe('an enum or const field of the wrong type answers 6007, a value of the right type outside it 6008 (contracts/README.md: missing or wrong type 6007, illegal value 6008)', () => {
  const POSTS = ROUTES.filter(({ route }) => route.method === 'POST' && enumFields(route.path).length > 0);
  it.each(POSTS.map(({ key, route }) => [key, route] as const))('%s', async (key, route) => {
    app.ctx.reset();
    const headers = { ...productHeaders(DEMO.device), token: await login(app) };
    const example = requestExample(route.path, 'post') as Record<string, unknown>;
    const wrong: string[] = [];
    for (const { field, values } of enumFields(route.path)) {
      const numeric = typeof values[0] === 'number';
      const cases: [unknown, number][] = [[numeric ? String(values[0]) : 7, 6007], [numeric ? 987_654 : 'no-such-value', 6008]];
      for (const [value, expected] of cases) {
        const res = await app.inject({ method: 'POST', url: route.path, headers, payload: JSON.stringify({ ...example, [field]: value }) });
        const code = res.json<{ status_code: number }>().status_code;
        if (code !== expected) wrong.push(`${field}: ${JSON.stringify(value)} answered ${code}, expected ${expected}`);
      }
    }
    expect(wrong, key).toEqual([]);
  });
});

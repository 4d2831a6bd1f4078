import { readFileSync } from 'node:fs';
import Ajv from 'ajv8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { makeApp } from '../../../test-support/helpers';

/**
 * The QA API refuses a body field it does not know with a 400 that names it, rather than dropping
 * it: `{"status_code": 6013, "httpStatus": 502}` used to force a plain 6013 and say nothing. Every
 * body route of contracts/openapi-qa.json is tried with its own example plus a field of no name
 * it has; the document states the same (`additionalProperties: false`).
 */
type Json = Record<string, unknown>;
interface Operation { parameters?: Json[]; requestBody?: { content: Record<string, { schema: Json; example: Json }> } }
const doc = JSON.parse(readFileSync(new URL('../../../../contracts/openapi-qa.json', import.meta.url), 'utf8')) as { paths: Record<string, Record<string, Operation>>; components: Json };

const BODY_ROUTES = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).flatMap(([method, op]) => {
    const body = op.requestBody?.content['application/json'];
    if (!body) return [];
    // Path parameters from their examples: the body is checked before the handler looks them up.
    const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => String((op.parameters ?? []).find((p) => p.name === name)?.example as string | number | undefined ?? 'x'));
    return [{ method: method.toUpperCase() as 'POST' | 'PUT', path, url, example: body.example }];
  }),
);

const ajv = new Ajv({ strict: false, allowUnionTypes: true });
ajv.addSchema(doc, 'openapi-qa.json');
const bodySchema = (path: string, method: string) =>
  ajv.compile({ $ref: `openapi-qa.json#/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/${method.toLowerCase()}/requestBody/content/application~1json/schema` });

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp({ LOG_LEVEL: 'silent' });
});
afterAll(() => app.close());

describe('the QA API and unknown body fields', () => {
  it('has body routes to try', () => {
    expect(BODY_ROUTES.length).toBeGreaterThan(25);
  });

  it.each(BODY_ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))('%s answers 400 naming an unknown field, and its schema refuses it too', async (_name, { method, path, url, example }) => {
    const res = await app.inject({ method, url, payload: { ...example, httpStatus: 502 } });
    expect([res.statusCode, res.json<{ error: string }>().error]).toEqual([400, expect.stringContaining('httpStatus')]);
    expect(bodySchema(path, method)({ ...example, httpStatus: 502 })).toBe(false);
  });

  it('refuses {"status_code": 6013, "httpStatus": 502} on POST /__mock/scenarios instead of forcing a plain 6013', async () => {
    const res = await app.inject({ method: 'POST', url: '/__mock/scenarios', payload: { path: '/site/api/v1/configuration/preInfo', status_code: 6013, httpStatus: 502 } });
    expect([res.statusCode, res.json()]).toEqual([400, { error: expect.stringContaining("'httpStatus'") as unknown }]);
    expect((await app.inject({ method: 'GET', url: '/__mock/scenarios' })).json()).toEqual([]);
  });
});

describe('POST /__mock/sessions/expire states its rule in its schema', () => {
  it.each([
    [{}, false],
    [{ token: '' }, false],
    [{ userId: 0 }, false],
    [{ name: 'demo01' }, true],
    [{ userId: 10001 }, true],
    [{ token: 'no-such-token' }, true],
  ])('%j: the document says %s, the server agrees', async (body, valid) => {
    const res = await app.inject({ method: 'POST', url: '/__mock/sessions/expire', payload: body });
    expect([bodySchema('/__mock/sessions/expire', 'post')(body), res.statusCode]).toEqual([valid, valid ? 200 : 400]);
  });
});

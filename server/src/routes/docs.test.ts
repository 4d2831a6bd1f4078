import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiReferenceDocuments } from '@betsite/contracts/api-reference';
import { makeApp } from '../../test-support/helpers';
import { builtPage } from '../../test-support/stand-in-pages';

const contracts = (name: string) => readFileSync(new URL(`../../../contracts/${name}`, import.meta.url), 'utf8');

describe('the API reference at /docs', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(() => app.close());

  it('answers the page, whose script loads Scalar from the server over the documents it lists', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const page = await builtPage(app, '/docs');
    expect(page.scripts).toContain('/scalar.js');
    expect(page.scripts).toContain('/documents.json');
  });

  it('lists both OpenAPI documents, and the AsyncAPI one where it has been generated', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/documents.json' });
    const list = apiReferenceDocuments.parse(res.json());
    expect(list.documents).toEqual([
      { title: 'Product API (OpenAPI)', url: '/docs/openapi.json' },
      { title: 'QA API /__mock (OpenAPI)', url: '/docs/openapi-qa.json' },
    ]);
    expect(list.asyncapi).toEqual(existsSync(new URL('../../../contracts/asyncapi.json', import.meta.url)) ? { title: 'chat socket (AsyncAPI 3, JSON)', url: '/docs/asyncapi.json' } : null);
  });

  it('serves Scalar\'s standalone bundle from node_modules', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/scalar.js' });
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'text/javascript; charset=utf-8']);
    expect(res.body).toContain('createApiReference');
  });

  it('serves the committed documents, offering first the address the page was asked on (its own port, not 3000)', async () => {
    for (const name of ['openapi.json', 'openapi-qa.json']) {
      const res = await app.inject({ method: 'GET', url: `/docs/${name}`, headers: { host: 'localhost:3107' } });
      expect(res.statusCode).toBe(200);
      const committed = JSON.parse(contracts(name)) as { servers: unknown[] };
      expect(res.json()).toEqual({ ...committed, servers: [{ url: 'http://localhost:3107', description: 'This server (the address this page was asked on)' }, ...committed.servers] });
    }
  });

  it('is not served when the QA API is off (MOCK_API=false): 6004 like any unknown path', async () => {
    const off = await makeApp({ MOCK_API: false });
    const res = await off.inject({ method: 'GET', url: '/docs' });
    expect(res.json()).toMatchObject({ status_code: 6004 });
    await off.close();
  });
});

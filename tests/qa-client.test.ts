import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createQaClient, qaHeaders, type QaClient } from '../contracts/src/qa-client';
import { makeApp, productHeaders } from '../server/src/test-helpers';

/**
 * The typed QA client as a QA suite uses it: over real HTTP against our app (listening on a free
 * port), never inject, so headers, paths and JSON go through the same fetch a script would use.
 */
let app: FastifyInstance;
let baseUrl: string;
let qa: QaClient;

beforeAll(async () => {
  app = await makeApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  qa = createQaClient({ baseUrl, validateResponse: true });
});
afterAll(() => app.close());

const PRE_INFO = '/site/api/v1/configuration/preInfo';

async function productCall(path: string, headers: Record<string, string> = {}): Promise<{ status_code: number }> {
  const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { ...productHeaders(), ...headers }, body: '{}' });
  return (await res.json()) as { status_code: number };
}

describe('the typed QA client', () => {
  it('resets, forces a scenario a product call then answers, and reads that call in the journal', async () => {
    expect((await qa.reset({ body: {} })).body).toEqual({ ok: true });
    const added = await qa.addScenario({ body: { path: PRE_INFO, status_code: 6005, times: 1 } });
    if (added.status !== 200) throw new Error(`addScenario answered ${added.status}`);
    expect(added.body).toMatchObject({ path: PRE_INFO, status_code: 6005, remaining: 1 });

    expect((await productCall(PRE_INFO)).status_code).toBe(6005);

    const journal = await qa.journal({ query: { path: PRE_INFO, limit: 5 } });
    expect(journal.status).toBe(200);
    expect(journal.body[0]).toMatchObject({ path: PRE_INFO, status_code: 6005 });
    // A scenario of `times: 1` is gone once it answered.
    expect((await qa.listScenarios()).body).toEqual([]);
  });

  it('removes one scenario by id, then all (DELETE without a body)', async () => {
    await qa.reset({ body: {} });
    const first = await qa.addScenario({ body: { path: PRE_INFO, status_code: 6005 } });
    await qa.addScenario({ body: { path: PRE_INFO, status_code: 6013 } });
    if (first.status !== 200) throw new Error(`addScenario answered ${first.status}`);
    expect((await qa.removeScenarios({ query: { id: first.body.id }, body: undefined })).body).toEqual({ removed: 1 });
    expect((await qa.removeScenarios({ query: {}, body: undefined })).body).toEqual({ removed: 1 });
    expect((await qa.listScenarios()).body).toEqual([]);
  });

  it('moves the server clock forward and reads it back', async () => {
    await qa.reset({ body: {} });
    const before = await qa.getClock();
    const moved = await qa.clock({ body: { advanceMs: 90_000 } });
    expect(moved.status).toBe(200);
    expect(moved.body.offsetMs).toBe(90_000);
    expect(moved.body.now - before.body.now).toBeGreaterThanOrEqual(90_000);
    expect((await qa.getClock()).body.offsetMs).toBe(90_000);
  });

  it('answers a declared refusal (404 for an unknown captcha) as a typed reply, not an exception', async () => {
    const refused = await qa.captcha({ params: { codeId: 'never-issued' } });
    expect(refused.status).toBe(404);
    expect(refused.status === 404 && refused.body.error).toMatch(/no such captcha/);
  });

  it('answers a body the server refuses with the 400 every control declares, as a typed reply', async () => {
    const refused = await qa.clock({ body: { advanceMs: -1 } });
    expect(refused.status).toBe(400);
    expect(refused.status === 400 && refused.body.error).toMatch(/0/);
  });

  it('reaches the sportsbook controls under qa.sports', async () => {
    await qa.reset({ body: {} });
    const match = await qa.sports.match({ params: { gameId: '7000101' } });
    if (match.status !== 200) throw new Error(`match answered ${match.status}`);
    const scored = await qa.sports.setScore({ params: { gameId: '7000101' }, body: { h: 3, c: 2 } });
    expect(scored.status).toBe(200);
    expect(scored.status === 200 && scored.body.score).toMatchObject({ h: 3, c: 2 });
  });

  it('sends the sandbox as x-mock-session on every call, so the journal records a product call of that session', async () => {
    await qa.reset({ body: {} });
    const inSandbox = createQaClient({ baseUrl, sandbox: 'qa-run-7' });
    await productCall(PRE_INFO, qaHeaders({ sandbox: 'qa-run-7' }));
    const journal = await inSandbox.journal({ query: { session: 'qa-run-7' } });
    expect(journal.body).toEqual([expect.objectContaining({ path: PRE_INFO, session: 'qa-run-7' })]);
  });

  it('builds the x-mock-session and x-mock-token headers only from the options given', () => {
    expect(qaHeaders({})).toEqual({});
    expect(qaHeaders({ sandbox: '', token: '' })).toEqual({});
    expect(qaHeaders({ sandbox: 'run-1', token: 't'.repeat(16) })).toEqual({ 'x-mock-session': 'run-1', 'x-mock-token': 't'.repeat(16) });
  });
});

describe('the typed QA client against a server with MOCK_API_TOKEN', () => {
  const token = 'qa-token-0123456789';
  let guarded: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    guarded = await makeApp({ MOCK_API_TOKEN: token });
    await guarded.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(guarded.server.address() as AddressInfo).port}`;
  });
  afterAll(() => guarded.close());

  it('throws on the guard\'s 401 without the token (no route declares it) and answers 200 with it (x-mock-token)', async () => {
    await expect(createQaClient({ baseUrl: url }).getClock()).rejects.toThrow(/401/);
    expect((await createQaClient({ baseUrl: url, token }).getClock()).status).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQaClient, qaHeaders, type QaClient } from '../contracts/src/qa-client';
import { CHAT_SOCKET_PATH, chatHandshakeSearch } from '../contracts/src/socket';
import { productHeaders } from '../server/test-support/helpers';

/**
 * The typed QA client as a QA suite uses it: over real HTTP (never inject), so headers, paths and
 * JSON go through the same fetch a script would use. Run against our server directly
 * (qa-client.test.ts) and through `prism proxy contracts/openapi-qa.json` (prism/qa-proxy.test.ts).
 */
export interface QaSuiteTarget {
  /** Where the QA API answers (our server, or a proxy in front of it). */
  qaUrl: string;
  /** Where the product API answers (the QA document knows none of it: always our server). */
  productUrl: string;
  /** The server's MOCK_API_TOKEN, when it has one. */
  token?: string;
  /** A gateway validates every call against openapi-qa.json: a deliberately invalid one is its to refuse. */
  strictGateway: boolean;
  close(): Promise<void>;
}

const PRE_INFO = '/site/api/v1/configuration/preInfo';

export function qaClientSuite(title: string, open: () => Promise<QaSuiteTarget>): void {
  describe(title, () => {
    let t: QaSuiteTarget;
    let qa: QaClient;
    beforeAll(async () => {
      t = await open();
      qa = createQaClient({ baseUrl: t.qaUrl, token: t.token, validateResponse: true });
    }, 60_000);
    afterAll(() => t?.close());

    const productCall = async (path: string, headers: Record<string, string> = {}): Promise<{ status_code: number }> => {
      const res = await fetch(`${t.productUrl}${path}`, { method: 'POST', headers: { ...productHeaders(), ...headers }, body: '{}' });
      return (await res.json()) as { status_code: number };
    };
    const ok = <R extends { status: number; body: unknown }>(reply: R): Extract<R, { status: 200 }> => {
      if (reply.status !== 200) throw new Error(`answered ${reply.status} ${JSON.stringify(reply.body)}`);
      return reply as Extract<R, { status: 200 }>;
    };

    it('resets, forces a scenario a product call then answers, and reads that call in the journal', async () => {
      expect(ok(await qa.reset({ body: {} })).body).toEqual({ ok: true });
      const added = ok(await qa.addScenario({ body: { path: PRE_INFO, status_code: 6005, times: 1 } }));
      expect(added.body).toMatchObject({ path: PRE_INFO, status_code: 6005, remaining: 1 });

      expect((await productCall(PRE_INFO)).status_code).toBe(6005);

      const journal = ok(await qa.journal({ query: { path: PRE_INFO, limit: 5 } }));
      expect(journal.body[0]).toMatchObject({ path: PRE_INFO, status_code: 6005 });
      // A scenario of `times: 1` is gone once it answered.
      expect(ok(await qa.listScenarios()).body).toEqual([]);
    });

    it('forces a socket fault on the chat socket: the next connection closes with its code and reason', async () => {
      await qa.reset({ body: {} });
      const fault = { kind: 'socket-close', code: 4321, reason: 'typed client' } as const;
      const added = ok(await qa.addScenario({ body: { path: CHAT_SOCKET_PATH, fault, times: 1 } }));
      expect(added.body).toMatchObject({ method: 'GET', path: CHAT_SOCKET_PATH, remaining: 1, fault: { ...fault, afterFrames: 0 } });
      const ws = new WebSocket(`${t.productUrl.replace(/^http/, 'ws')}${CHAT_SOCKET_PATH}?${chatHandshakeSearch()}`);
      const closed = await new Promise<[number, string]>((resolve) => ws.addEventListener('close', (e) => resolve([e.code, e.reason])));
      expect(closed).toEqual([4321, 'typed client']);
      expect(ok(await qa.listScenarios()).body).toEqual([]);
    });

    it('removes one scenario by id, then all (DELETE without a body)', async () => {
      await qa.reset({ body: {} });
      const first = ok(await qa.addScenario({ body: { path: PRE_INFO, status_code: 6005 } }));
      await qa.addScenario({ body: { path: PRE_INFO, status_code: 6013 } });
      expect(ok(await qa.removeScenarios({ query: { id: first.body.id }, body: undefined })).body).toEqual({ removed: 1 });
      expect(ok(await qa.removeScenarios({ query: {}, body: undefined })).body).toEqual({ removed: 1 });
      expect(ok(await qa.listScenarios()).body).toEqual([]);
    });

    it('moves the server clock forward and reads it back', async () => {
      await qa.reset({ body: {} });
      const before = ok(await qa.getClock());
      const moved = ok(await qa.clock({ body: { advanceMs: 90_000 } }));
      expect(moved.body.offsetMs).toBe(90_000);
      expect(moved.body.now - before.body.now).toBeGreaterThanOrEqual(90_000);
      expect(ok(await qa.getClock()).body.offsetMs).toBe(90_000);
    });

    it('answers a declared refusal (404 for an unknown captcha) as a typed reply, not an exception', async () => {
      const refused = await qa.captcha({ params: { codeId: 'never-issued' } });
      expect(refused.status).toBe(404);
      expect(refused.status === 404 && refused.body.error).toMatch(/no such captcha/);
    });

    it('answers a body the server refuses with the 400 every control declares, as a typed reply', async (ctx) => {
      if (t.strictGateway) ctx.skip('the body breaks openapi-qa.json (advanceMs below 0): a validating gateway refuses it before the server');
      const refused = await qa.clock({ body: { advanceMs: -1 } });
      expect(refused.status).toBe(400);
      expect(refused.status === 400 && refused.body.error).toMatch(/0/);
    });

    it('reaches the sportsbook controls under qa.sports', async () => {
      await qa.reset({ body: {} });
      ok(await qa.sports.match({ params: { gameId: '7000101' } }));
      const scored = ok(await qa.sports.setScore({ params: { gameId: '7000101' }, body: { h: 3, c: 2 } }));
      expect(scored.body.score).toMatchObject({ h: 3, c: 2 });
    });

    it('saves the world under qa.snapshots, restores it into a sandbox, lists it and deletes it', async () => {
      await qa.reset({ body: {} });
      ok(await qa.clock({ body: { advanceMs: 120_000 } }));
      const saved = ok(await qa.snapshots.save({ params: { name: 'qa-client-snap' }, body: {} }));
      expect(saved.body).toMatchObject({ name: 'qa-client-snap', from: null });
      const inSandbox = createQaClient({ baseUrl: t.qaUrl, sandbox: 'qa-snap-run', token: t.token });
      expect(ok(await inSandbox.snapshots.restore({ params: { name: 'qa-client-snap' }, body: {} })).body).toEqual({ restored: 'qa-client-snap', into: 'qa-snap-run' });
      expect(ok(await inSandbox.getClock()).body.offsetMs).toBe(120_000);
      expect(ok(await qa.snapshots.list()).body.snapshots.map((s) => s.name)).toContain('qa-client-snap');
      ok(await qa.snapshots.remove({ params: { name: 'qa-client-snap' }, body: undefined }));
      expect((await qa.snapshots.restore({ params: { name: 'qa-client-snap' }, body: {} })).status).toBe(404);
      await qa.reset({ body: {} });
    });

    it('sends the sandbox as x-mock-session on every call, so the journal records a product call of that session', async () => {
      await qa.reset({ body: {} });
      const inSandbox = createQaClient({ baseUrl: t.qaUrl, sandbox: 'qa-run-7', token: t.token });
      // With a QA token set, a product call names a sandbox only with the token too.
      await productCall(PRE_INFO, qaHeaders({ sandbox: 'qa-run-7', token: t.token }));
      const journal = ok(await inSandbox.journal({ query: { session: 'qa-run-7' } }));
      expect(journal.body).toEqual([expect.objectContaining({ path: PRE_INFO, session: 'qa-run-7' })]);
    });

    it('throws on the guard\'s 401 without the token (no control declares it) and answers 200 with it (x-mock-token)', async (ctx) => {
      if (t.token === undefined) ctx.skip('this server has no MOCK_API_TOKEN: its guard asks for none');
      await expect(createQaClient({ baseUrl: t.qaUrl }).getClock()).rejects.toThrow(/401/);
      expect((await createQaClient({ baseUrl: t.qaUrl, token: t.token }).getClock()).status).toBe(200);
    });
  });
}

import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app';
import { testConfig } from '../../server/src/config';
import { productHeaders } from '../../server/test-support/helpers';
import { runConformanceCli } from '../conformance/cli';
import { PRODUCT_DOCUMENT, startPrism, type Prism } from './prism';

/**
 * Proof by an outside tool (issue 23), 2: `prism proxy contracts/openapi.json <our server> --errors`
 * in front of our server, as a partner's strict gateway would be. The whole conformance suite in
 * plain mode goes through it (the QA API and the chat socket, which the document does not carry,
 * straight to the server): Prism checks every request and every reply against the document and
 * must find nothing to report. The last check shows that it would: a reply forced off the document.
 */
describe('npm run conformance through prism proxy contracts/openapi.json --errors', () => {
  let app: FastifyInstance;
  let server: string;
  let prism: Prism;
  let run: Awaited<ReturnType<typeof runConformanceCli>>;

  beforeAll(async () => {
    app = await buildApp({ config: testConfig({ LOG_LEVEL: 'silent' }) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    server = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    prism = await startPrism('proxy', PRODUCT_DOCUMENT, server);
    run = await runConformanceCli(['--base-url', prism.url, '--qa-url', server, '--socket-url', server, '--modes', 'plain', '--strict-gateway']);
  }, 300_000);
  afterAll(async () => {
    await prism?.close();
    await app?.close();
  });

  it('passes every check it runs, skipping only the deliberately invalid requests a strict gateway refuses itself', () => {
    expect(run.code, `${run.stdout}\n${run.stderr.slice(-3000)}`).toBe(0);
    const [, passed, skipped] = /^conformance PASSED: (\d+) passed, 0 failed, (\d+) skipped/.exec(run.stdout) ?? [];
    expect(Number(passed)).toBeGreaterThan(600);
    const notes = new Set(run.stderr.split('\n').filter((line, i, lines) => lines[i - 1]?.startsWith('skip ')).map((line) => line.trim()));
    expect([...notes]).toEqual(['the request breaks contracts/openapi.json on purpose: behind a strict gateway (or a mock) the gateway refuses it before the backend, so the backend\'s 6007 cannot be seen']);
    expect(Number(skipped)).toBeLessThan(60);
  });

  it('made Prism find 0 request and 0 reply violations', () => {
    expect(prism.violations(), prism.tail()).toEqual([]);
  });

  it('would say so: a reply forced off the document (a code preInfo does not declare) is a reply violation, answered 500 with --errors', async () => {
    await fetch(`${server}/__mock/scenarios`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: '/site/api/v1/configuration/preInfo', status_code: 6413, times: 1 }) });
    const res = await fetch(`${prism.url}/site/api/v1/configuration/preInfo`, { method: 'POST', headers: productHeaders(), body: '{}' });
    expect(res.status).toBe(500);
    const problem = (await res.json()) as { type: string; validation: { location: string[]; message: string }[] };
    expect(problem.type).toContain('VIOLATIONS');
    expect(problem.validation).toContainEqual(expect.objectContaining({ location: ['response', 'body', 'status_code'], message: expect.stringContaining('6005, 6007, 6008') as unknown }));
    // The log says so too (this check runs after the one that wants the log clean); Prism may log it just after it answered.
    await expect.poll(() => prism.violations().some((line) => /VIOLATIONS/.test(line)), { timeout: 10_000 }).toBe(true);
  });
});

import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { testConfig } from '../../server/src/config';
import { filesOf, generatedNow } from './generate';

/** What each generated client's suite checks first: the committed folder is what its generator writes now. */
export function itIsUpToDate(dir: string, generate: (dir: string) => Promise<void>): void {
  it('is up to date with the document (run `npm run openapi` when this fails)', async () => {
    expect(filesOf(dir)).toEqual(await generatedNow(generate));
  }, 60_000);
}

/**
 * Our server on a free loopback port for the tests of the calling describe block, as a generated
 * client reaches a backend: over HTTP. Returns its base URL, known once beforeAll has run.
 */
export function listeningServer(): () => string {
  let app: FastifyInstance | undefined;
  let baseUrl = '';
  beforeAll(async () => {
    app = await buildApp({ config: testConfig() });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app?.close());
  return () => baseUrl;
}

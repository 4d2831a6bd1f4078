import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../server/src/app';
import { testConfig } from '../../server/src/config';

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

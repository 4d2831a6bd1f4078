import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { makeApp } from '../../server/test-support/helpers';
import { qaClientSuite } from '../qa-client-suite';
import { QA_DOCUMENT, startPrism, type Prism } from './prism';

/**
 * Proof by an outside tool (issue 23), 3: the QA client's tests through `prism proxy
 * contracts/openapi-qa.json <our server> --errors`, against a server with a MOCK_API_TOKEN (so
 * the guard's 401 goes through too). Product calls go straight to the server: the QA document
 * knows none of them. Prism must find no request and no reply off the QA document.
 */
const TOKEN = 'qa-token-0123456789';
let prism: Prism | undefined;

qaClientSuite('the typed QA client through prism proxy contracts/openapi-qa.json --errors', async () => {
  const app = await makeApp({ MOCK_API_TOKEN: TOKEN, LOG_LEVEL: 'silent' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const server = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  prism = await startPrism('proxy', QA_DOCUMENT, server);
  return {
    qaUrl: prism.url,
    productUrl: server,
    token: TOKEN,
    strictGateway: true,
    close: async () => {
      await prism?.close();
      await app.close();
    },
  };
});

describe('prism proxy contracts/openapi-qa.json, after the QA client\'s tests', () => {
  it('found 0 request and 0 reply violations', () => {
    expect(prism, 'Prism was started for the suite').toBeDefined();
    expect(prism!.violations(), prism!.tail()).toEqual([]);
  });
});

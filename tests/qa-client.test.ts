import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { qaHeaders } from '../contracts/src/qa-client';
import { makeApp } from '../server/src/test-helpers';
import { qaClientSuite } from './qa-client-suite';

/** Our server on a free port, with or without a MOCK_API_TOKEN. */
async function ourServer(token?: string) {
  const app = await makeApp(token === undefined ? {} : { MOCK_API_TOKEN: token });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { qaUrl: url, productUrl: url, token, strictGateway: false, close: () => app.close() };
}

qaClientSuite('the typed QA client', () => ourServer());
qaClientSuite('the typed QA client against a server with MOCK_API_TOKEN', () => ourServer('qa-token-0123456789'));

describe('the typed QA client\'s headers', () => {
  it('builds the x-mock-session and x-mock-token headers only from the options given', () => {
    expect(qaHeaders({})).toEqual({});
    expect(qaHeaders({ sandbox: '', token: '' })).toEqual({});
    expect(qaHeaders({ sandbox: 'run-1', token: 't'.repeat(16) })).toEqual({ 'x-mock-session': 'run-1', 'x-mock-token': 't'.repeat(16) });
  });
});

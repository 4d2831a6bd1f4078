import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createQaClient, qaHeaders } from '../contracts/src/qa-client';
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

describe('the typed QA client\'s sandbox stamp (x-mock-stamp)', () => {
  it('keeps the stamp a reply gives and sends it back: after its instance restarts without STATE_DIR, the sandbox answers 410 until a reset', async () => {
    const before = await makeApp({ INSTANCE_NAME: 'api-2' });
    await before.listen({ port: 0, host: '127.0.0.1' });
    const { port } = before.server.address() as AddressInfo;
    const qa = createQaClient({ baseUrl: `http://127.0.0.1:${port}`, sandbox: 'stamped-run' });
    // A script's first call makes the sandbox, as ever.
    expect((await qa.clock({ body: { advanceMs: 60_000 } })).status).toBe(200);
    await before.close();

    const after = await makeApp({ INSTANCE_NAME: 'api-2' });
    await after.listen({ port, host: '127.0.0.1' });
    try {
      const lost = await qa.getClock();
      expect(lost.status).toBe(410);
      expect(lost.status === 410 && lost.body.error).toMatch(/^QA sandbox "stamped-run" was held by instance api-2 \(boot [0-9a-f]{8}\) and its world is gone: api-2 has restarted since/);
      // A client made now (no stamp yet) joins whatever is under the name: here, a new world.
      expect((await createQaClient({ baseUrl: `http://127.0.0.1:${port}`, sandbox: 'other-run' }).getClock()).status).toBe(200);
      expect((await qa.reset({ body: {} })).status).toBe(200);
      const again = await qa.getClock();
      expect(again.status === 200 && again.body.offsetMs).toBe(0);
    } finally {
      await after.close();
    }
  });
});

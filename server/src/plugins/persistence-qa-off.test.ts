import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { call, DEMO, makeApp, md5 } from '../../test-support/helpers';

/**
 * STATE_DIR with the QA API off (MOCK_API=false): QA sandboxes and snapshots cannot be reached,
 * so only the default world is loaded; their files are left for a start with the QA API on.
 */
const BALANCE = '/fd/api/v1/transfer/getBalance';
const SANDBOX = { 'x-mock-session': 'kept-run' };
let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('STATE_DIR with MOCK_API=false', () => {
  it('loads the default world alone, and leaves the sandboxes\' and snapshots\' files as they were', async () => {
    dir = mkdtempSync(join(tmpdir(), 'betsite-state-'));
    const first = await makeApp({ STATE_DIR: dir });
    const login = (app: typeof first, headers: Record<string, string> = {}) =>
      call<{ token: string }>(app, '/site/api/v1/user/login', { isAgent: 0, name: DEMO.name, password: md5(DEMO.password), kaptchcate: 0 }, undefined, { 'device-uuid': DEMO.device, ...headers });
    const token = (await login(first)).data.token;
    expect((await call(first, '/game/api/v1/venue/transfer', { channelCode: 'PG', amount: '12.34', ty: 1 }, token)).status_code).toBe(6000);
    expect((await login(first, SANDBOX)).status_code).toBe(6000);
    expect((await first.inject({ method: 'POST', url: '/__mock/snapshots/kept-snap', headers: SANDBOX, payload: {} })).statusCode).toBe(200);
    const saved = (await call(first, BALANCE, {}, token)).data;
    await first.close();
    const files = readdirSync(dir).sort();
    expect(files).toEqual(['default.world', 'sandbox-kept-run.world', 'snapshot-kept-snap.world']);

    const qaOff = await makeApp({ STATE_DIR: dir, MOCK_API: false });
    try {
      expect((await call(qaOff, BALANCE, {}, token)).data).toEqual(saved);
      expect(qaOff.sandboxes.list()).toEqual([]);
      expect(qaOff.snapshots.list()).toEqual([]);
    } finally {
      await qaOff.close();
    }
    expect(readdirSync(dir).sort()).toEqual(files);

    const qaOn = await makeApp({ STATE_DIR: dir });
    try {
      expect(qaOn.sandboxes.list().map((s) => s.name)).toEqual(['kept-run']);
      expect(qaOn.snapshots.list().map((s) => s.name)).toEqual(['kept-snap']);
    } finally {
      await qaOn.close();
    }
  });
});

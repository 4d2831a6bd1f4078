import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, DEMO, makeApp, md5 } from '../../test-support/helpers';
import { readWorld } from '../../test-support/worlds';
import { WorldFileError } from '../node/world-files';
import { heldCents } from '../money/wallet';

const BALANCE = '/fd/api/v1/transfer/getBalance';
const VENUE_TRANSFER = '/game/api/v1/venue/transfer';
const in_ = (name?: string): Record<string, string> => (name === undefined ? {} : { 'x-mock-session': name });

const dirs: string[] = [];
const stateDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'betsite-state-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function loginIn(app: FastifyInstance, sandbox?: string): Promise<string> {
  const r = await call<{ token: string }>(app, '/site/api/v1/user/login', { isAgent: 0, name: DEMO.name, password: md5(DEMO.password), kaptchcate: 0 }, undefined, { 'device-uuid': DEMO.device, ...in_(sandbox) });
  if (r.status_code !== 6000) throw new Error(`login: ${r.status_code} ${r.message}`);
  return r.data.token;
}
const balance = async (app: FastifyInstance, token: string, sandbox?: string) => (await call(app, BALANCE, { withLockMoney: 1 }, token, in_(sandbox))).data;
const mock = async (app: FastifyInstance, method: 'GET' | 'POST' | 'DELETE', url: string, sandbox?: string, body: unknown = method === 'POST' ? {} : undefined) =>
  (await app.inject({ method, url: `/__mock${url}`, headers: in_(sandbox), ...(body === undefined ? {} : { payload: body as object }) })).json<Record<string, unknown>>();

describe('STATE_DIR', () => {
  it('brings back on the next start what a clean stop saved: the default world, sandboxes under their names, snapshots', async () => {
    const dir = stateDir();
    const first = await makeApp({ STATE_DIR: dir });
    const token = await loginIn(first);
    expect((await call(first, VENUE_TRANSFER, { channelCode: 'PG', amount: '77.77', ty: 1 }, token)).status_code).toBe(6000);
    const sandboxToken = await loginIn(first, 'kept-run');
    await mock(first, 'POST', '/clock', 'kept-run', { advanceMs: 600_000 });
    await mock(first, 'POST', '/snapshots/kept-snap', 'kept-run');
    const before = { main: await balance(first, token), sandbox: await balance(first, sandboxToken, 'kept-run'), held: heldCents(first.ctx.state.wallets) };
    await first.close();
    expect(readdirSync(dir).sort()).toEqual(['default.world', 'sandbox-kept-run.world', 'snapshot-kept-snap.world']);

    const second = await makeApp({ STATE_DIR: dir });
    try {
      expect(await balance(second, token)).toEqual(before.main);
      expect(heldCents(second.ctx.state.wallets)).toBe(before.held);
      expect(await balance(second, sandboxToken, 'kept-run')).toEqual(before.sandbox);
      expect((await mock(second, 'GET', '/clock', 'kept-run')).offsetMs).toBe(600_000);
      expect((await mock(second, 'GET', '/sandboxes')).sandboxes).toEqual([expect.objectContaining({ name: 'kept-run' })]);
      expect((await mock(second, 'GET', '/snapshots')).snapshots).toEqual([expect.objectContaining({ name: 'kept-snap', from: 'kept-run' })]);
    } finally {
      await second.close();
    }
  });

  it('writes a changed world within the interval, without a stop', async () => {
    const dir = stateDir();
    const app = await makeApp({ STATE_DIR: dir, STATE_SAVE_INTERVAL_MS: 100 });
    try {
      const token = await loginIn(app);
      expect((await call(app, VENUE_TRANSFER, { channelCode: 'PG', amount: '12.34', ty: 1 }, token)).status_code).toBe(6000);
      const file = join(dir, 'default.world');
      const deadline = Date.now() + 5_000;
      const savedPg = () => {
        try {
          return readWorld(readFileSync(file)).state.wallets.byUser.get(10001)?.venues.get('PG');
        } catch {
          return undefined;
        }
      };
      while (savedPg() !== app.ctx.state.wallets.byUser.get(10001)?.venues.get('PG') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(savedPg()).toEqual(app.ctx.state.wallets.byUser.get(10001)?.venues.get('PG'));
    } finally {
      await app.close();
    }
  });

  it('removes a deleted sandbox\'s file and a deleted snapshot\'s', async () => {
    const dir = stateDir();
    const app = await makeApp({ STATE_DIR: dir });
    await mock(app, 'POST', '/clock', 'gone-run', { advanceMs: 1_000 });
    await mock(app, 'POST', '/snapshots/gone-snap');
    await app.close();
    expect(readdirSync(dir)).toContain('sandbox-gone-run.world');
    const again = await makeApp({ STATE_DIR: dir });
    await mock(again, 'DELETE', '/sandboxes/gone-run');
    await mock(again, 'DELETE', '/snapshots/gone-snap');
    await again.close();
    expect(readdirSync(dir)).toEqual(['default.world']);
  });

  it('refuses to start on a file of another version, cut short or not a world, naming the file', async () => {
    const dir = stateDir();
    const app = await makeApp({ STATE_DIR: dir });
    await mock(app, 'POST', '/clock', 'other-run', { advanceMs: 1_000 });
    await app.close();
    const file = join(dir, 'sandbox-other-run.world');
    const bytes = readFileSync(file);
    writeFileSync(file, Buffer.from(bytes.toString('latin1').replace(/^betsite-world 1 /, 'betsite-world 2 '), 'latin1'));
    await expect(makeApp({ STATE_DIR: dir })).rejects.toThrow(new RegExp(`${file.replace(/[.]/g, '\\.')} is refused: format version 2`));
    await expect(makeApp({ STATE_DIR: dir })).rejects.toBeInstanceOf(WorldFileError);
    writeFileSync(file, bytes.subarray(0, bytes.length - 100));
    await expect(makeApp({ STATE_DIR: dir })).rejects.toThrow(/cut short/);
    writeFileSync(file, 'hello');
    await expect(makeApp({ STATE_DIR: dir })).rejects.toThrow(/not a betsite-world file/);
  });

  it('starts clean from the fixtures without STATE_DIR, writing nothing', async () => {
    const app = await makeApp();
    expect(app.ctx.config.STATE_DIR).toBeUndefined();
    await app.close();
  });
});

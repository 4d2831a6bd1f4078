import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { healthReply, STATE_SAVE_REPLY_HEADER } from '@betsite/contracts/health';
import { MSG_ID } from '@betsite/contracts/socket';
import { call, DEMO, login, makeApp, productHeaders } from '../../test-support/helpers';
import { connect } from '../../test-support/chat-client';
import { readWorld } from '../composition/world-image';
import { FAILING_INTERVALS_BEFORE_REFUSING } from './persistence';

/**
 * STATE_DIR while the server runs: only what changes a world gets it written again, and a folder
 * that stops taking the writes is seen (health, a header on every reply) and, past a bound, stops
 * the product's writes rather than acknowledging what a kill would lose.
 */
const INTERVAL_MS = 100;
const VENUE_TRANSFER = '/game/api/v1/venue/transfer';
const BALANCE = '/fd/api/v1/transfer/getBalance';

const dirs: string[] = [];
const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
async function started(): Promise<{ app: FastifyInstance; dir: string; file: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'betsite-saves-'));
  dirs.push(dir);
  const app = await makeApp({ STATE_DIR: dir, STATE_SAVE_INTERVAL_MS: INTERVAL_MS });
  apps.push(app);
  return { app, dir, file: join(dir, 'default.world') };
}
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Polls `check` until it answers a value; fails after `timeoutMs` naming `what`. */
async function waitFor<T>(what: string, check: () => T | undefined | Promise<T | undefined>, timeoutMs: number, everyMs: number): Promise<T> {
  for (const deadline = Date.now() + timeoutMs; ; await pause(everyMs)) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up after ${timeoutMs} ms waiting for ${what}`);
  }
}
const health = async (app: FastifyInstance) => healthReply.parse((await app.inject({ method: 'GET', url: '/__health' })).json());
const writtenAt = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : undefined);

describe('STATE_DIR saves', () => {
  it('writes a world again when it changes, not when it is only read', async () => {
    const { app, file } = await started();
    const token = await login(app);
    const first = await waitFor('the login to be saved', () => writtenAt(file), 5_000, 20);
    await pause(3 * INTERVAL_MS);
    const settled = writtenAt(file);
    expect(settled).toBeGreaterThanOrEqual(first);

    // Reads over several intervals: the product's, the QA API's lists, the health route.
    for (let i = 0; i < 5; i++) {
      expect((await call(app, BALANCE, { withLockMoney: 1 }, token)).status_code).toBe(6000);
      expect((await call(app, '/site/api/v1/user/member/info', {}, token)).status_code).toBe(6000);
      expect((await call(app, '/site/api/v1/configuration/preInfo')).status_code).toBe(6000);
      await app.inject({ method: 'GET', url: '/__mock/clock' });
      await pause(INTERVAL_MS);
    }
    await pause(3 * INTERVAL_MS);
    expect(writtenAt(file), 'only reads since the last save').toBe(settled);

    expect((await call(app, VENUE_TRANSFER, { channelCode: 'PG', amount: '1.00', ty: 1 }, token)).status_code).toBe(6000);
    await waitFor('the transfer to be saved', () => (writtenAt(file) !== settled ? true : undefined), 5_000, 20);
  });

  it('writes a world its chat socket changed, with no request', async () => {
    const { app, file } = await started();
    const client = await connect(app);
    await client.guest();
    expect((await client.join('7000101')).code).toBe(6000);
    client.send({ msgId: MSG_ID.SEND_MESSAGE, msgData: { rid: '7000101', msg: 'kept' } });
    expect((await client.next(MSG_ID.SEND_MESSAGE)).msgData).toMatchObject({ code: 6000 });
    const saved = () => {
      try {
        return readWorld(readFileSync(file)).state.chat.rooms.get('7000101')?.messages.some((m) => m.msg === 'kept') ? true : undefined;
      } catch {
        return undefined;
      }
    };
    await waitFor('the chat message to be saved', saved, 5_000, 20);
    client.ws.terminate();
  });

  it('says so when the folder stops taking writes, refuses the product\'s writes past the bound, and recovers', async () => {
    const { app, dir } = await started();
    const token = await login(app);
    const saved = await waitFor('a first save', async () => (await health(app)).stateDir?.savedAt ?? undefined, 5_000, 20);
    expect(await health(app)).toMatchObject({ status: 'ok', stateDir: { failingSince: null, error: null, refusingWrites: false } });
    const before = (await call<{ centerWalletBalance: number }>(app, BALANCE, { withLockMoney: 1 }, token)).data.centerWalletBalance;

    // The folder gone and a file in its place: every write fails (as on a full or unmounted disk).
    rmSync(dir, { recursive: true });
    writeFileSync(dir, '');
    expect((await call(app, VENUE_TRANSFER, { channelCode: 'PG', amount: '2.00', ty: 1 }, token)).status_code).toBe(6000);
    const failing = await waitFor('the failure to show', async () => {
      const h = await health(app);
      return h.status === 'degraded' ? h : undefined;
    }, 5_000, 20);
    expect(failing.stateDir).toMatchObject({ savedAt: saved, error: expect.stringMatching(/ENOTDIR|EEXIST/) as unknown });
    const sinceMs = Date.parse(failing.stateDir!.failingSince!);
    const reply = await app.inject({ method: 'POST', url: '/site/api/v1/configuration/preInfo', headers: productHeaders(), payload: {} });
    expect(reply.headers[STATE_SAVE_REPLY_HEADER]).toMatch(new RegExp(`^failing since ${failing.stateDir!.failingSince!.replace(/[.]/g, '\\.')}: `));

    // Past the bound: a write is refused and changes nothing; reads still answer.
    await pause(Math.max(0, sinceMs + FAILING_INTERVALS_BEFORE_REFUSING * INTERVAL_MS - Date.now()) + INTERVAL_MS);
    expect((await health(app)).stateDir?.refusingWrites).toBe(true);
    const refused = await call(app, VENUE_TRANSFER, { channelCode: 'PG', amount: '3.00', ty: 1 }, token);
    expect(refused.status_code).toBe(6005);
    expect(refused.message).toContain('STATE_DIR saves failing since');
    const balance = await call<{ centerWalletBalance: number }>(app, BALANCE, { withLockMoney: 1 }, token);
    expect(balance.status_code).toBe(6000);
    expect(balance.data.centerWalletBalance).toBeCloseTo(before - 2, 2);

    // The folder back: the next round writes, the warning goes, writes are taken again.
    rmSync(dir);
    mkdirSync(dir);
    await waitFor('the saves to recover', async () => ((await health(app)).status === 'ok' ? true : undefined), 5_000, 20);
    const well = await health(app);
    expect(Date.parse(well.stateDir!.savedAt!)).toBeGreaterThan(Date.parse(saved));
    expect(well.stateDir).toMatchObject({ failingSince: null, error: null, refusingWrites: false });
    const after = await app.inject({ method: 'POST', url: VENUE_TRANSFER, headers: { ...productHeaders(DEMO.device), token }, payload: { channelCode: 'PG', amount: '3.00', ty: 1 } });
    expect(after.headers[STATE_SAVE_REPLY_HEADER]).toBeUndefined();
    expect(after.json<{ status_code: number }>().status_code).toBe(6000);
  });
});

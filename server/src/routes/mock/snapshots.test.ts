import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, DEMO, makeApp, md5 } from '../../../test-support/helpers';
import { createSnapshots } from '../../composition/snapshots';

const BALANCE = '/fd/api/v1/transfer/getBalance';
const VENUE_TRANSFER = '/game/api/v1/venue/transfer';
const in_ = (name?: string): Record<string, string> => (name === undefined ? {} : { 'x-mock-session': name });

async function mock(app: FastifyInstance, method: 'GET' | 'POST' | 'DELETE', url: string, sandbox?: string, body: unknown = method === 'POST' ? {} : undefined) {
  const res = await app.inject({ method, url: `/__mock${url}`, headers: in_(sandbox), ...(body === undefined ? {} : { payload: body as object }) });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
}

async function loginIn(app: FastifyInstance, sandbox?: string): Promise<string> {
  const r = await call<{ token: string }>(app, '/site/api/v1/user/login', { isAgent: 0, name: DEMO.name, password: md5(DEMO.password), kaptchcate: 0 }, undefined, { 'device-uuid': DEMO.device, ...in_(sandbox) });
  if (r.status_code !== 6000) throw new Error(`login: ${r.status_code} ${r.message}`);
  return r.data.token;
}

const balance = async (app: FastifyInstance, token: string, sandbox?: string) => (await call(app, BALANCE, { withLockMoney: 1 }, token, in_(sandbox))).data;
const transfer = async (app: FastifyInstance, token: string, amount: string, sandbox?: string) => (await call(app, VENUE_TRANSFER, { channelCode: 'PG', amount, ty: 1 }, token, in_(sandbox))).status_code;

describe('QA snapshots (/__mock/snapshots)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(() => app.close());

  it('restores one snapshot into 50 sandboxes at once: 50 identical worlds, each independent of the others and of the snapshot', async () => {
    const token = await loginIn(app, 'prep');
    expect(await transfer(app, token, '123.45', 'prep')).toBe(6000);
    await mock(app, 'POST', '/clock', 'prep', { advanceMs: 3_600_000 });
    const saved = await mock(app, 'POST', '/snapshots/rich', 'prep');
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'rich', from: 'prep' });
    const prepared = await balance(app, token, 'prep');

    const runs = Array.from({ length: 50 }, (_, i) => `fork-${i}`);
    const restored = await Promise.all(runs.map((run) => mock(app, 'POST', '/snapshots/rich/restore', run)));
    for (const [i, r] of restored.entries()) expect(r).toEqual({ status: 200, body: { restored: 'rich', into: runs[i] } });
    // The session came along: the prepared player is signed in in every fork, with the same money and clock.
    const balances = await Promise.all(runs.map((run) => balance(app, token, run)));
    for (const b of balances) expect(b).toEqual(prepared);
    for (const run of runs.slice(0, 3)) expect((await mock(app, 'GET', '/clock', run)).body.offsetMs).toBe(3_600_000);

    // A change in one fork is seen nowhere else: not in another fork, not in the prepared world, not in the snapshot.
    expect(await transfer(app, token, '10.00', 'fork-0')).toBe(6000);
    expect(await balance(app, token, 'fork-0')).not.toEqual(prepared);
    expect(await balance(app, token, 'fork-1')).toEqual(prepared);
    expect(await balance(app, token, 'prep')).toEqual(prepared);
    await mock(app, 'POST', '/snapshots/rich/restore', 'fork-0');
    expect(await balance(app, token, 'fork-0')).toEqual(prepared);
  });

  it('saves and restores the default world without touching the sandboxes', async () => {
    const token = await loginIn(app);
    const before = await balance(app, token);
    expect((await mock(app, 'POST', '/snapshots/default-start')).body).toMatchObject({ from: null });
    expect(await transfer(app, token, '50.00')).toBe(6000);
    expect(await balance(app, token)).not.toEqual(before);
    expect((await mock(app, 'POST', '/snapshots/default-start/restore')).body).toEqual({ restored: 'default-start', into: null });
    expect(await balance(app, token)).toEqual(before);
  });

  it('lists newest first with the bounds, deletes, and answers 404 for a name it does not hold', async () => {
    await mock(app, 'POST', '/snapshots/list-a');
    await mock(app, 'POST', '/snapshots/list-b');
    const listed = (await mock(app, 'GET', '/snapshots')).body as { limit: number; bytesMax: number; bytes: number; snapshots: { name: string; bytes: number }[] };
    expect(listed.snapshots.slice(0, 2).map((s) => s.name)).toEqual(['list-b', 'list-a']);
    expect(listed.bytes).toBe(listed.snapshots.reduce((sum, s) => sum + s.bytes, 0));
    expect(listed.limit).toBe(50);
    expect((await mock(app, 'DELETE', '/snapshots/list-a')).status).toBe(200);
    expect((await mock(app, 'DELETE', '/snapshots/list-a')).status).toBe(404);
    expect((await mock(app, 'POST', '/snapshots/list-a/restore')).status).toBe(404);
  });

  it('names the instance that holds a snapshot, restores `<name>@<instance>` here, and answers 404 naming the holder on another instance', async () => {
    const here = app.ctx.config.INSTANCE_NAME;
    await mock(app, 'POST', '/clock', 'per-instance', { advanceMs: 90_000 });
    expect((await mock(app, 'POST', '/snapshots/held', 'per-instance')).body).toMatchObject({ name: 'held', instance: here });
    expect(((await mock(app, 'GET', '/snapshots')).body.snapshots as { name: string; instance: string }[]).find((s) => s.name === 'held')?.instance).toBe(here);
    expect((await mock(app, 'POST', `/snapshots/held@${here}/restore`, 'per-instance-fork')).body).toEqual({ restored: 'held', into: 'per-instance-fork' });
    expect((await mock(app, 'GET', '/clock', 'per-instance-fork')).body.offsetMs).toBe(90_000);
    const elsewhere = await mock(app, 'POST', '/snapshots/held@api-9/restore', 'per-instance-other');
    expect(elsewhere).toEqual({ status: 404, body: { error: expect.stringContaining(`snapshot held is held by instance api-9, and this is ${here}`) as string } });
    expect((await mock(app, 'GET', '/clock', 'per-instance-other')).body.offsetMs).toBe(0);
    expect(String((await mock(app, 'POST', '/snapshots/nowhere/restore')).body.error)).toContain(`no snapshot named nowhere on instance ${here}`);
    expect((await mock(app, 'POST', '/snapshots/held@bad%20name/restore')).status).toBe(400);
  });

  it('answers 400 for a name outside the sandboxes\' rule', async () => {
    const r = await mock(app, 'POST', '/snapshots/bad%20name');
    expect(r.status).toBe(400);
    expect(String(r.body.error)).toMatch(/sandbox name/);
  });
});

describe('the snapshot store', () => {
  const snapshot = (name: string, bytes: number) => ({ name, from: null, savedAt: 0, bytes, image: Buffer.alloc(bytes) });

  it('refuses a save past the count and past the bytes, and replacing a name counts once', () => {
    const store = createSnapshots(2, 100);
    expect(store.save(snapshot('a', 40)).ok).toBe(true);
    expect(store.save(snapshot('b', 40)).ok).toBe(true);
    expect(store.save(snapshot('c', 1))).toMatchObject({ ok: false, error: expect.stringMatching(/at most 2 snapshots/) as unknown });
    expect(store.save(snapshot('a', 60))).toMatchObject({ ok: true });
    expect(store.bytes()).toBe(100);
    expect(store.save(snapshot('b', 41))).toMatchObject({ ok: false, error: expect.stringMatching(/more than 100/) as unknown });
    expect(store.remove('a')).toBe(true);
    expect(store.bytes()).toBe(40);
  });
});

describe('snapshot restores in bulk', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp({ SANDBOXES_MAX: 100 });
  });
  afterAll(() => app.close());

  it('take turns: a request sent after 40 restores at once is answered before most of them', async () => {
    await loginIn(app, 'bulk-prep');
    expect((await mock(app, 'POST', '/snapshots/bulk', 'bulk-prep')).status).toBe(200);
    const order: string[] = [];
    const restores = Array.from({ length: 40 }, (_, i) => mock(app, 'POST', '/snapshots/bulk/restore', `bulk-${i}`).then((r) => {
      expect(r.status).toBe(200);
      order.push(`restore ${i}`);
    }));
    const other = call(app, '/site/api/v1/configuration/preInfo').then((r) => {
      expect(r.status_code).toBe(6000);
      order.push('other');
    });
    await Promise.all([...restores, other]);
    expect(order.indexOf('other'), order.join(', ')).toBeLessThan(5);
  });
});

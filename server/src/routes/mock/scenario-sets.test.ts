import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, makeApp } from '../../../test-support/helpers';
import { ScenarioSetError } from '../../qa/scenario-set-files';

/** The QA API of named scenario sets: list, apply, remove, and the reset forgetting them. */

const CAPTCHA = '/site/api/v1/user/register/defaultKaptcha';
const LOGIN = '/site/api/v1/user/login';

const SETS: Record<string, string> = {
  'site-down.yaml': `name: site-down
description: the captcha answers 6013, deposits off, a minute later
steps:
  - force: { path: ${CAPTCHA}, status_code: 6013 }
  - settings: { depositEnabled: false, venuesInMaintenance: [AGZR] }
  - clock: { advanceMs: 60000 }
`,
  'fails-midway.json': JSON.stringify({
    name: 'fails-midway',
    description: 'the second step names a player who does not exist',
    steps: [{ force: { path: CAPTCHA, status_code: 6317 } }, { nextBet: { name: 'nobody', outcome: 'reject' } }, { force: { path: LOGIN, status_code: 6013 } }],
  }),
  'voided-matches.yaml': `name: voided-matches
description: one match cancelled as 赛事取消, one postponed, a price suspended, reviews by hand, a policy tweak
steps:
  - cancel: { gameId: '7000303', result: D_WALKOVER }
  - postpone: { gameId: '7000304' }
  - setPrice: { gameId: '7000305', rtype: MH, suspended: true }
  - reviewPolicy: { automatic: false }
`,
};

let dir: string;
let app: FastifyInstance;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'scenario-set-api-'));
  for (const [name, text] of Object.entries(SETS)) writeFileSync(join(dir, name), text);
  app = await makeApp({ SCENARIOS_DIR: dir });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => app.ctx.reset());

async function qa<T = unknown>(method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, payload?: unknown) {
  const res = await app.inject({ method, url: `/__mock${url}`, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: res.statusCode, body: res.json<T>() };
}
const apply = <T = unknown>(name: string) => qa<T>('POST', `/scenario-sets/${name}/apply`, {});
const listed = async () => (await qa<{ name: string; steps: number; applied: boolean }[]>('GET', '/scenario-sets')).body;

describe('GET /__mock/scenario-sets', () => {
  it('lists every loaded set with its description and step count, none applied', async () => {
    expect(await listed()).toEqual([
      { name: 'fails-midway', description: 'the second step names a player who does not exist', steps: 3, applied: false },
      { name: 'site-down', description: 'the captcha answers 6013, deposits off, a minute later', steps: 3, applied: false },
      { name: 'voided-matches', description: expect.any(String) as string, steps: 4, applied: false },
    ]);
  });
});

describe('POST /__mock/scenario-sets/:name/apply', () => {
  it('runs the steps in order and answers what each did: a forced reply tagged with the set, the settings, the clock', async () => {
    const before = (await qa<{ now: number }>('GET', '/clock')).body.now;
    const r = await apply<{ steps: { index: number; kind: string; reply: Record<string, unknown> }[] }>('site-down');
    expect(r.status).toBe(200);
    expect(r.body.steps.map((s) => [s.index, s.kind])).toEqual([[0, 'force'], [1, 'settings'], [2, 'clock']]);
    expect(r.body.steps[0]!.reply).toMatchObject({ path: CAPTCHA, status_code: 6013, set: 'site-down' });
    expect(r.body.steps[1]!.reply).toMatchObject({ depositEnabled: false });
    expect((await call(app, CAPTCHA)).status_code).toBe(6013);
    expect((await qa('GET', '/settings')).body).toMatchObject({ depositEnabled: false });
    expect((await qa<{ now: number }>('GET', '/clock')).body.now).toBeGreaterThanOrEqual(before + 60_000);
    expect((await qa<{ set?: string }[]>('GET', '/scenarios')).body.map((s) => s.set)).toEqual(['site-down']);
    expect((await listed()).find((s) => s.name === 'site-down')!.applied).toBe(true);
  });

  it('needs no body', async () => {
    expect((await app.inject({ method: 'POST', url: '/__mock/scenario-sets/site-down/apply' })).statusCode).toBe(200);
  });

  it('answers 404 for a set that was not loaded', async () => {
    expect(await apply('no-such-set')).toEqual({ status: 404, body: { error: 'no scenario set "no-such-set" (GET /__mock/scenario-sets lists them)' } });
  });

  it('answers 400 naming the failing step and why; the steps before it stay applied, the ones after never run', async () => {
    const r = await apply<{ error: string; failedStep: number; kind: string; steps: unknown[] }>('fails-midway');
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ failedStep: 1, kind: 'nextBet', error: 'step 1 (nextBet) of fails-midway: no player nobody' });
    expect(r.body.steps).toHaveLength(1);
    expect((await call(app, CAPTCHA)).status_code).toBe(6317);
    expect((await qa<{ path: string }[]>('GET', '/scenarios')).body.map((s) => s.path)).toEqual([CAPTCHA]);
    expect((await listed()).find((s) => s.name === 'fails-midway')!.applied).toBe(false);
  });

  it('replaces the replies it forced before when applied again, so their counts start over', async () => {
    await apply('site-down');
    await call(app, CAPTCHA);
    await apply('site-down');
    const forced = (await qa<{ hits: number }[]>('GET', '/scenarios')).body;
    expect(forced).toHaveLength(1);
    expect(forced[0]!.hits).toBe(0);
  });

  it('gives the world a copy of each step, so what the world does to it later does not change the set', async () => {
    await apply('site-down');
    app.ctx.state.settings.venuesInMaintenance.push('PGDZ');
    app.ctx.reset();
    const r = await apply<{ steps: { reply: { venuesInMaintenance?: string[] } }[] }>('site-down');
    expect(r.body.steps[1]!.reply.venuesInMaintenance).toEqual(['AGZR']);
  });

  it('cancels, postpones and moves prices as the sportsbook controls do, and changes the review policy', async () => {
    const r = await apply<{ steps: { reply: { phase?: string; prices?: { rtype: string; suspended: boolean }[] } }[] }>('voided-matches');
    expect(r.status).toBe(200);
    expect((await qa<{ phase: string }>('GET', '/sports/matches/7000303')).body.phase).toBe('cancelled');
    expect((await qa<{ phase: string }>('GET', '/sports/matches/7000304')).body.phase).toBe('postponed');
    expect(r.body.steps[2]!.reply.prices!.find((p) => p.rtype === 'MH')!.suspended).toBe(true);
    expect((await qa('GET', '/review-policy')).body).toMatchObject({ automatic: false });
  });
});

describe('DELETE /__mock/scenario-sets/:name and the reset', () => {
  it('removes the replies the set forced, leaves other scenarios and the settings, and marks it not applied', async () => {
    await qa('POST', '/scenarios', { path: LOGIN, status_code: 6005 });
    await apply('site-down');
    expect(await qa('DELETE', '/scenario-sets/site-down')).toEqual({ status: 200, body: { name: 'site-down', removedScenarios: 1 } });
    expect((await call(app, CAPTCHA)).status_code).toBe(6000);
    expect((await qa<{ path: string }[]>('GET', '/scenarios')).body.map((s) => s.path)).toEqual([LOGIN]);
    expect((await qa('GET', '/settings')).body).toMatchObject({ depositEnabled: false });
    expect((await listed()).find((s) => s.name === 'site-down')!.applied).toBe(false);
  });

  it('answers 404 for a set that was not loaded', async () => {
    expect((await qa('DELETE', '/scenario-sets/no-such-set')).status).toBe(404);
  });

  it('forgets applied sets and their forced replies on reset', async () => {
    await apply('site-down');
    await qa('POST', '/reset', {});
    expect((await listed()).every((s) => !s.applied)).toBe(true);
    expect((await call(app, CAPTCHA)).status_code).toBe(6000);
  });
});

describe('the QA API\'s rules apply to the sets', () => {
  it('answers 401 without the x-mock-token when MOCK_API_TOKEN is set', async () => {
    const token = 'qa-token-0123456789abcdef';
    const guarded = await makeApp({ MOCK_API_TOKEN: token, SCENARIOS_DIR: dir });
    expect((await guarded.inject({ method: 'GET', url: '/__mock/scenario-sets' })).statusCode).toBe(401);
    expect((await guarded.inject({ method: 'POST', url: '/__mock/scenario-sets/site-down/apply', payload: {} })).statusCode).toBe(401);
    expect((await guarded.inject({ method: 'GET', url: '/__mock/scenario-sets', headers: { 'x-mock-token': token } })).statusCode).toBe(200);
    await guarded.close();
  });

  it('is absent with the QA API off (answers 6004), and does not read the folder then', async () => {
    const publicDemo = await makeApp({ MOCK_API: false, SCENARIOS_DIR: join(dir, 'missing') });
    expect((await publicDemo.inject({ method: 'GET', url: '/__mock/scenario-sets' })).json()).toMatchObject({ status_code: 6004 });
    await publicDemo.close();
  });

  it('stops the start on a bad file, naming the file and the line', async () => {
    const bad = mkdtempSync(join(tmpdir(), 'scenario-set-bad-'));
    writeFileSync(join(bad, 'oops.yaml'), 'name: oops\ndescription: d\nsteps:\n  - force: { path: /nowhere, status_code: 6013 }\n');
    try {
      const start = makeApp({ SCENARIOS_DIR: bad });
      await expect(start).rejects.toBeInstanceOf(ScenarioSetError);
      await expect(start).rejects.toThrow(/oops\.yaml:4:20: steps\.0\.force\.path: no contract route POST \/nowhere/);
    } finally {
      rmSync(bad, { recursive: true, force: true });
    }
  });
});

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@betsite/contracts/contract';
import { DEFAULT_WIRE_SECRET } from '@betsite/contracts/wire';
import { buildApp } from '../../../server/src/app';
import { testConfig } from '../../../server/src/config';
import { loadScenarioSets } from '../../../server/src/qa/scenario-set-files';
import { md5 } from '../../../server/test-support/md5';
import { productHeaders } from '../../../server/test-support/helpers';
import { send, type Mode, type Reply } from '../../contract/transport';
import type { Target } from '../../contract/target';
import { startRecording, type RecordingResult } from './session';

/**
 * The recorder against a second instance of our own server made to drift on purpose: preInfo's
 * `depositEnabled` comes back as a string and its `captchaKind` is gone, in plain and encrypted
 * replies alike (the hook runs before the wire layer seals the reply). Login and member info are
 * left alone, so the report must name preInfo's two fields and nothing else.
 */
const PRE_INFO = contract.site.preInfo.path;
const DEMO = { name: 'demo01', password: 'demo1234', device: 'demo-device-01' };

async function driftingBackend(): Promise<FastifyInstance> {
  // On real time, like the partner backends the recorder stands in front of: the test's calls are
  // stamped with the real clock.
  const app = await buildApp({ config: testConfig({ CLOCK_START: undefined }) });
  app.addHook('preSerialization', (request, _reply, payload: { data?: Record<string, unknown> }, next) => {
    if (request.url.split('?')[0] === PRE_INFO && payload.data) {
      const { captchaKind: _gone, ...rest } = payload.data;
      return next(null, { ...payload, data: { ...rest, depositEnabled: 'yes' } });
    }
    next(null, payload);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

let backend: FastifyInstance;
let result: RecordingResult;
let dir: string;
const got: Record<string, Reply[]> = {};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'record-drift-'));
  backend = await driftingBackend();
  const backendUrl = `http://127.0.0.1:${(backend.server.address() as AddressInfo).port}`;
  const recording = await startRecording({
    targetUrl: backendUrl,
    port: 0,
    host: '127.0.0.1',
    secret: DEFAULT_WIRE_SECRET,
    requestBytesMax: 1024 * 1024,
    replyBytesMax: 4 * 1024 * 1024,
    limits: { repliesPerRouteMax: 3, dataBytesMax: 16 * 1024 },
    reportPath: join(dir, 'report.json'),
    saveSet: { name: 'recorded-drift', dir: join(dir, 'sets') },
  });
  const viaProxy = { baseUrl: recording.url, secret: DEFAULT_WIRE_SECRET } as Target;
  const call = async (key: string, mode: Mode, route: (typeof contract)['site']['preInfo'] | (typeof contract)['auth']['login'] | (typeof contract)['member']['info'], input: unknown, token?: string) => {
    const reply = await send(viaProxy, route, input, { mode, token, device: DEMO.device });
    (got[key] ??= []).push(reply);
    return reply;
  };
  for (const mode of ['plain', 'encrypted'] as const) {
    await call('preInfo', mode, contract.site.preInfo, {});
    await call('preInfo', mode, contract.site.preInfo, {});
    const login = await call('login', mode, contract.auth.login, { isAgent: 0, name: DEMO.name, password: md5(DEMO.password), kaptchcate: 0 });
    await call('info', mode, contract.member.info, { isPop: 0 }, (login.body.data as { token: string }).token);
  }
  await fetch(`${recording.url}/__mock/clock`);
  result = await recording.stop();
});

afterAll(async () => {
  await backend.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the drift report', () => {
  it('names exactly the drifting route and its two fields, each counted in all four replies, plain and encrypted', () => {
    const drifting = result.report.routes.filter((r) => r.drifting > 0);
    expect(drifting.map((r) => r.key)).toEqual(['site.preInfo']);
    expect(drifting[0]).toMatchObject({ method: 'POST', path: PRE_INFO, replies: 4, drifting: 4, plain: 2, encrypted: 2, fieldsNotListed: 0 });
    expect(drifting[0]?.fields).toEqual([
      { field: 'data.depositEnabled', expected: 'boolean', count: 4, got: ['string "yes"'] },
      { field: 'data.captchaKind', expected: "'graphic' | 'slider'", count: 4, got: ['missing'] },
    ]);
  });

  it('lists login and member info as clean, each with one plain and one encrypted reply', () => {
    const clean = result.report.routes.filter((r) => r.drifting === 0);
    expect(clean.map((r) => [r.key, r.replies, r.plain, r.encrypted, r.fields.length])).toEqual([
      ['auth.login', 2, 1, 1, 0],
      ['member.info', 2, 1, 1, 0],
    ]);
  });

  it('counts every call and lists the QA call apart, as not in the contract', () => {
    expect(result.report).toMatchObject({ calls: 9, checked: 8, unreadable: {}, notInContract: [{ method: 'GET', path: '/__mock/clock', count: 1 }] });
  });

  it('writes the JSON report and its Markdown twin, with no token and no password in either', () => {
    const json = readFileSync(join(dir, 'report.json'), 'utf8');
    const markdown = readFileSync(join(dir, 'report.md'), 'utf8');
    expect(JSON.parse(json)).toEqual(result.report);
    expect(markdown).toContain(`## POST ${PRE_INFO} (site.preInfo)`);
    expect(markdown).toContain('| data.depositEnabled | boolean | string "yes" | 4 |');
    for (const login of got.login ?? []) {
      const token = (login.body.data as { token: string }).token;
      expect(json).not.toContain(token);
      expect(markdown).not.toContain(token);
    }
  });
});

describe('the saved scenario set', () => {
  const setFile = () => join(dir, 'sets', 'recorded-drift.yaml');

  it('loads with the server\'s loader, one force step per distinct reply, tokens redacted', () => {
    const sets = loadScenarioSets(join(dir, 'sets'));
    const set = sets.get('recorded-drift')?.set;
    expect(set?.steps.every((s) => 'force' in s)).toBe(true);
    const paths = set?.steps.map((s) => ('force' in s ? s.force.path : ''));
    expect(new Set(paths)).toEqual(new Set([PRE_INFO, contract.auth.login.path, contract.member.info.path]));
    const yaml = readFileSync(setFile(), 'utf8');
    for (const login of got.login ?? []) expect(yaml).not.toContain((login.body.data as { token: string }).token);
    expect(yaml).not.toContain(md5(DEMO.password));
  });

  it('makes a fresh server answer the recorded replies once applied through the QA API', async () => {
    const fresh = await buildApp({ config: testConfig({ SCENARIOS_DIR: join(dir, 'sets') }) });
    try {
      const applied = await fresh.inject({ method: 'POST', url: '/__mock/scenario-sets/recorded-drift/apply', payload: {} });
      expect(applied.statusCode, applied.body).toBe(200);
      const preInfo = await fresh.inject({ method: 'POST', url: PRE_INFO, headers: productHeaders(), payload: '{}' });
      expect(preInfo.json()).toEqual(got.preInfo?.[0]?.body);
      const login = await fresh.inject({ method: 'POST', url: contract.auth.login.path, headers: productHeaders(), payload: '{}' });
      expect(login.json()).toMatchObject({ status_code: 6000, data: { token: 'redacted', userId: (got.login?.[0]?.body.data as { userId: number }).userId } });
    } finally {
      await fresh.close();
    }
  });
});

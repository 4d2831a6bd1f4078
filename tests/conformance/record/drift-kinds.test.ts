import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@betsite/contracts/contract';
import { PAY_KIND } from '@betsite/contracts/routes/payment';
import { DEFAULT_WIRE_SECRET } from '@betsite/contracts/wire';
import { buildApp } from '../../../server/src/app';
import { testConfig } from '../../../server/src/config';
import { md5 } from '../../../server/test-support/md5';
import { send, type Mode } from '../../contract/transport';
import type { Target } from '../../contract/target';
import { startDriftProxy } from '../drift-proxy';
import { DRIFT_KIND_NAMES, type DriftKindName } from '../drift-kinds';
import type { DriftReport } from './recorder';
import { startRecording } from './session';
import { reportToMarkdown } from './writers';

/**
 * The recorder catches what the conformance runner catches: our server behind the drift proxy
 * (../drift-kinds.ts), one kind at a time, the recorder in front, and the same traffic each time.
 * The report must name exactly the changed route with the kind's finding; with the proxy
 * unchanged, no route drifts.
 */
interface Expected {
  key: string;
  field: string;
  /** What the finding's `got` says (a pattern: its sample must match). */
  got: string | RegExp;
}

const EXPECTED: Record<DriftKindName, Expected[]> = {
  'refusals-on-http-errors': [
    { key: 'auth.login', field: '(http status)', got: '400' },
    { key: 'auth.login', field: '(http status)', got: '500' },
    { key: 'member.info', field: '(http status)', got: '401' },
  ],
  'renamed-field': [{ key: 'member.info', field: 'data.nickName', got: 'missing' }],
  'wrong-type': [{ key: 'auth.login', field: 'data.userId', got: /^string "\d+"$/ }],
  'missing-field': [{ key: 'site.preInfo', field: 'data.captchaKind', got: 'missing' }],
  'undeclared-code': [{ key: 'auth.login', field: 'status_code', got: '6999' }],
  'foreign-code': [{ key: 'auth.login', field: 'status_code', got: '6003' }],
  'wrong-content-type': [{ key: 'site.preInfo', field: '(content type)', got: 'text/plain' }],
  'not-json': [{ key: 'site.preInfo', field: '(reply)', got: 'string "<html><body><h1>Service temporarily unavailable</h1></body></html>"' }],
  'not-envelope': [{ key: 'site.preInfo', field: '(envelope)', got: /^object \{"ip":/ }],
  'cut-reply': [{ key: 'site.preInfo', field: '(reply)', got: /^\d+ bytes, then / }],
  'one-route-shape': [{ key: 'payment.getDepositOrderStatus', field: 'data.payTypeId', got: 'missing' }],
  'plain-for-encrypted': [{ key: 'site.preInfo', field: '(encryption)', got: 'a plain reply' }],
};

const DEMO = { name: 'demo01', password: 'demo1234', device: 'demo-device-01' };
let app: FastifyInstance;
let server: string;
const reports = new Map<DriftKindName | 'none', { report: DriftReport; changed: number }>();

/** The same calls each time: every route and reply the kinds change, plain and encrypted. */
async function traffic(baseUrl: string): Promise<void> {
  const target = { baseUrl, secret: DEFAULT_WIRE_SECRET } as Target;
  const login = { isAgent: 0, name: DEMO.name, password: md5(DEMO.password), kaptchcate: 0 };
  for (const [i, mode] of (['plain', 'encrypted'] as Mode[]).entries()) {
    await send(target, contract.site.preInfo, {}, { mode });
    const token = ((await send(target, contract.auth.login, login, { mode, device: DEMO.device })).body.data as { token: string }).token;
    await send(target, contract.member.info, { isPop: 0 }, { mode, token });
    await depositOrderStatus(target, mode, token, i);
  }
  const plain = { mode: 'plain' as const };
  await send(target, contract.auth.login, { name: DEMO.name }, plain); // 6007
  await send(target, contract.member.info, { isPop: 0 }, plain); // 6001: no session
  await fetch(`${baseUrl}/__mock/scenarios`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: contract.auth.login.path, status_code: 6005, times: 1 }) });
  await send(target, contract.auth.login, login, { ...plain, device: DEMO.device }); // 6005, forced
}

/** A deposit order placed (a different amount each time: the same one twice within a second is a double submit), then its status. */
async function depositOrderStatus(target: Target, mode: Mode, token: string, extraYuan: number): Promise<void> {
  const types = (await send(target, contract.payment.types, {}, { mode, token })).body.data as { id: number; kind: number; minAmount: number }[];
  const online = types.find((t) => t.kind === PAY_KIND.online)!;
  const order = (await send(target, contract.payment.pay, { payTypeId: online.id, amount: online.minAmount + extraYuan }, { mode, token })).body.data as { orderNo: string };
  await send(target, contract.payment.getDepositOrderStatus, { orderNo: order.orderNo }, { mode, token });
}

async function record(kind: DriftKindName | undefined) {
  const proxy = await startDriftProxy({ targetUrl: server, secret: DEFAULT_WIRE_SECRET, ...(kind ? { kind } : {}) });
  try {
    const recording = await startRecording({ targetUrl: proxy.url, port: 0, host: '127.0.0.1', secret: DEFAULT_WIRE_SECRET, requestBytesMax: 1024 * 1024, replyBytesMax: 4 * 1024 * 1024, limits: { repliesPerRouteMax: 3, dataBytesMax: 16 * 1024 } });
    await traffic(recording.url);
    const { report } = await recording.stop();
    return { report, changed: proxy.changed() };
  } finally {
    await proxy.close();
  }
}

beforeAll(async () => {
  // On real time, as a partner's backend: the encrypted calls are stamped with the real clock.
  app = await buildApp({ config: testConfig({ CLOCK_START: undefined, LOG_LEVEL: 'silent' }) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  server = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  for (const kind of [undefined, ...DRIFT_KIND_NAMES]) {
    await app.inject({ method: 'POST', url: '/__mock/reset', payload: {} });
    reports.set(kind ?? 'none', await record(kind));
  }
}, 120_000);
afterAll(() => app?.close());

describe('npm run record in front of our server made to differ from the document in one way', () => {
  it('finds no drift when the proxy changes nothing', () => {
    const { report, changed } = reports.get('none')!;
    expect(changed).toBe(0);
    expect(report.routes.filter((r) => r.drifting > 0)).toEqual([]);
    expect(report.routes.map((r) => r.key).sort()).toEqual(['auth.login', 'member.info', 'payment.getDepositOrderStatus', 'payment.pay', 'payment.types', 'site.preInfo']);
    expect(report.unreadable).toEqual({});
  });

  it.each(DRIFT_KIND_NAMES)('reports a backend that %s: the changed routes alone, with the kind\'s findings, in JSON and Markdown', (kind) => {
    const { report, changed } = reports.get(kind)!;
    expect(changed, 'the proxy changed no reply: the recording proves nothing').toBeGreaterThan(0);
    const drifting = report.routes.filter((r) => r.drifting > 0);
    expect(drifting.map((r) => r.key).sort()).toEqual([...new Set(EXPECTED[kind].map((e) => e.key))].sort());
    for (const { key, field, got } of EXPECTED[kind]) {
      const fields = drifting.find((r) => r.key === key)!.fields;
      const samples = fields.filter((f) => f.field === field).flatMap((f) => f.got);
      expect(samples.some((g) => (typeof got === 'string' ? g === got : got.test(g))), `${key} ${field}: ${JSON.stringify(fields)}`).toBe(true);
      expect(reportToMarkdown(report)).toContain(`| ${field} | `);
    }
  });
});

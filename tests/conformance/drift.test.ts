import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WIRE_SECRET } from '@betsite/contracts/wire';
import { buildApp } from '../../server/src/app';
import { testConfig } from '../../server/src/config';
import { runConformanceCli } from './cli';
import { startDriftProxy } from './drift-proxy';
import { DRIFT_KIND_NAMES, type DriftKindName } from './drift-kinds';
import { escapeHtml } from './html';
import { parseXml, type XmlElement } from './xml-check';

/**
 * The runner never gives a false green, proved by mutation: our server, which conforms, behind a
 * proxy that makes it differ from contracts/openapi.json in one way at a time (drift-kinds.ts).
 * For each kind `npm run conformance` must exit 1, and its JUnit and HTML reports must name the
 * kind's difference. The same proxy unchanged must pass: the proxy itself is not the cause.
 */
interface Case {
  /** `--only` and `--modes`: the part of the suite that meets the changed replies. */
  args: string[];
  /** First differences, each as a failing check's message names it after the operation (a pattern matches the whole line). */
  first: (string | RegExp)[];
  /** A later difference of the same reply, in the reports' list of differences. */
  also?: string;
  /** The one route whose checks fail: the checks of the others pass. */
  onlyRoute?: string;
}

const LOGIN = 'POST /site/api/v1/user/login';
const INFO = 'POST /site/api/v1/user/member/info';
const PRE_INFO = 'POST /site/api/v1/configuration/preInfo';
const ORDER_STATUS = 'POST /fd/api/v1/payment/getDepositOrderStatus';
const plain = (only: string) => ['--only', only, '--modes', 'plain'];

const CASES: Record<DriftKindName, Case> = {
  'refusals-on-http-errors': {
    args: plain('auth.login,member.info'),
    first: [`${LOGIN}: HTTP 400, the document says 200`, `${INFO}: HTTP 401, the document says 200`, `${LOGIN}: HTTP 500, the document says 200`],
  },
  'renamed-field': { args: plain('member.info'), first: [`${INFO}: data.nickName: expected string | null, got missing`] },
  // In the encrypted mode: what is checked is the reply once opened.
  'wrong-type': { args: ['--only', 'auth.login', '--modes', 'encrypted'], first: [/^POST \/site\/api\/v1\/user\/login: data\.userId: expected integer, got string "\d+"$/] },
  'missing-field': { args: plain('site.preInfo'), first: [`${PRE_INFO}: data.captchaKind: expected "graphic" | "slider", got missing`] },
  'undeclared-code': { args: plain('auth.login'), first: [`${LOGIN}: status_code 6999 is not declared by ${LOGIN}`] },
  'foreign-code': { args: plain('auth.login'), first: [`${LOGIN}: status_code 6003 is not declared by ${LOGIN}`] },
  'wrong-content-type': { args: plain('site.preInfo'), first: [`${PRE_INFO}: content-type text/plain, the document says application/json`] },
  'not-json': {
    args: plain('site.preInfo'),
    first: [`${PRE_INFO}: content-type text/html, the document says application/json`],
    also: `the reply is not JSON (Unexpected token '<', "<html><bod"... is not valid JSON): string "<html><body><h1>Service temporarily unavailable</h1></body></html>"`,
  },
  'not-envelope': { args: plain('site.preInfo'), first: [`${PRE_INFO}: the reply is not an envelope {status_code: integer, data, message: string}: status_code, data, message missing`] },
  'cut-reply': { args: plain('site.preInfo'), first: [/^POST \/site\/api\/v1\/configuration\/preInfo: the reply was cut: \d+ bytes, then .+$/] },
  // A route whose success needs set-up steps (a deposit order placed first); the other payment routes answer the same order whole.
  'one-route-shape': {
    args: plain('payment'),
    onlyRoute: 'payment.getDepositOrderStatus',
    first: [`${ORDER_STATUS}: data.payTypeId: expected integer, got missing`],
    also: 'data.kind: expected 1 | 2 | 3, got missing',
  },
  'plain-for-encrypted': { args: ['--only', 'site.preInfo', '--modes', 'encrypted'], first: [`${PRE_INFO}: an encrypted call answered in plain: the encrypted form seals every reply`] },
};

/** Runs at once, each against a server of its own (a run resets the world it checks). */
const LANES = 2;
const apps: FastifyInstance[] = [];
const dir = mkdtempSync(join(tmpdir(), 'conformance-drift-'));
type Outcome = Awaited<ReturnType<typeof runThrough>>;
const outcomes = new Map<DriftKindName | 'none', Outcome>();

beforeAll(async () => {
  for (let i = 0; i < LANES; i += 1) {
    // On real time: the suite stamps its encrypted calls with its own clock, as against a partner.
    const app = await buildApp({ config: testConfig({ CLOCK_START: undefined, LOG_LEVEL: 'silent' }) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    apps.push(app);
  }
  const queue: (DriftKindName | 'none')[] = ['none', ...DRIFT_KIND_NAMES];
  await Promise.all(apps.map(async (app) => {
    const server = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    for (let kind = queue.shift(); kind !== undefined; kind = queue.shift()) {
      outcomes.set(kind, await runThrough(server, kind === 'none' ? undefined : kind, kind === 'none' ? UNCHANGED_ARGS : CASES[kind].args));
    }
  }));
  // Thirteen runs of the CLI, two at a time: about half a minute on an idle two-core machine,
  // minutes when it is shared; each run bounds its own checks (20 s) and hooks (30 s).
}, 600_000);
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  rmSync(dir, { recursive: true, force: true });
});

/** The unchanged run covers every part the kinds' runs meet, in both modes. */
const UNCHANGED_ARGS = ['--only', 'auth.login,member.info,site.preInfo,payment', '--modes', 'plain,encrypted'];

/** `npm run conformance` through the proxy in front of `server`, changed by `kind` (none: unchanged), with both reports. */
async function runThrough(server: string, kind: DriftKindName | undefined, args: string[]) {
  const proxy = await startDriftProxy({ targetUrl: server, secret: DEFAULT_WIRE_SECRET, ...(kind ? { kind } : {}) });
  const junit = join(dir, `${kind ?? 'none'}.xml`);
  const html = join(dir, `${kind ?? 'none'}.html`);
  try {
    const run = await runConformanceCli(['--base-url', proxy.url, ...args, '--junit', junit, '--html', html]);
    return { run, changed: proxy.changed(), junit: parseXml(readFileSync(junit, 'utf8')), html: readFileSync(html, 'utf8') };
  } finally {
    await proxy.close();
  }
}

const testCases = (root: XmlElement) => root.children.flatMap((suite) => suite.children.filter((c) => c.name === 'testcase'));
const failureOf = (testCase: XmlElement) => testCase.children.find((c) => c.name === 'failure');
const matches = (text: string, expected: string | RegExp) => (typeof expected === 'string' ? text === expected : expected.test(text));

describe('npm run conformance against our server made to differ from the document in one way', () => {
  it('passes through the proxy when it changes nothing, in both modes', () => {
    const { run, changed } = outcomes.get('none')!;
    expect(run.code, run.stderr.slice(-3000)).toBe(0);
    expect(changed).toBe(0);
    expect(run.stdout).toMatch(/^conformance PASSED: \d+ passed, 0 failed/);
  });

  it.each(DRIFT_KIND_NAMES)('fails a backend that %s, naming the difference in JUnit and HTML', (kind) => {
    const { first, also, onlyRoute } = CASES[kind];
    const { run, changed, junit, html } = outcomes.get(kind)!;
    expect(changed, 'the proxy changed no reply: the run proves nothing').toBeGreaterThan(0);
    expect(run.code, run.stdout).toBe(1);
    expect(run.stdout).toMatch(/^conformance FAILED: \d+ passed, [1-9]\d* failed/);
    const failing = testCases(junit).filter((c) => failureOf(c));
    const messages = failing.map((c) => failureOf(c)!.attributes.message!).join('\n');
    for (const expected of first) {
      const named = failing.map((c) => failureOf(c)!).find((f) => f.attributes.message!.split('\n').some((line) => matches(line, expected)));
      expect(named, `no failing check names ${String(expected)}:\n${messages}`).toBeDefined();
      const firstText = named!.attributes.message!.split('\n').find((line) => matches(line, expected))!;
      const difference = firstText.slice(firstText.indexOf(': ') + 2);
      expect(named!.text).toContain(`  ${difference}`);
      expect(html).toContain(`<pre class="failure">${escapeHtml(firstText)}`);
      expect(html).toContain(`<li>${escapeHtml(difference)}</li>`);
      if (also) {
        expect(named!.text).toContain(`  ${also}`);
        expect(html).toContain(`<li>${escapeHtml(also)}</li>`);
      }
    }
    if (onlyRoute) {
      expect(new Set(failing.map((c) => c.attributes.classname))).toEqual(new Set([onlyRoute]));
      const passedElsewhere = testCases(junit).filter((c) => c.attributes.classname !== onlyRoute && c.children.length === 0);
      expect(passedElsewhere.length).toBeGreaterThan(0);
    }
  });
});

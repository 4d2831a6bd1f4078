import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@betsite/contracts/contract';
import { allRoutes } from '@betsite/contracts/walk';
import { buildApp } from '../../server/src/app';
import { testConfig } from '../../server/src/config';
import { SUCCESS_RECIPES } from '../contract/success/plan';
import { runConformanceCli } from './cli';

/**
 * How many routes' success replies `npm run conformance` checks against our own server in plain
 * mode: a set-up step that stops reaching its success fails its check, and the count drops below
 * this (so does a route moved to NO_SUCCESS). With the QA API off, the routes whose success needs it
 * are named with that reason and the rest still checked.
 */
const CHECKED = 96;
const CHECKED_WITHOUT_QA = 79;

const ROUTE_KEYS = allRoutes(contract).map((r) => r.key);
/** The routes whose success needs the QA API (a captcha's answer, a code from the outbox, a sandbox). */
const NEED_QA = Object.entries(SUCCESS_RECIPES).flatMap(([key, recipe]) => (recipe.qa === undefined ? [] : [key]));

interface Coverage {
  checked: number;
  routes: number;
  /** Each route not checked, with the reason the line gives. */
  notChecked: Map<string, string>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A `; ` that starts the next group: the one before a route key. */
const GROUP_START = new RegExp(`; (?=(?:${ROUTE_KEYS.map(escapeRegExp).join('|')})[,:])`);

/** The run's coverage line (`success replies checked for N of M routes (plain N); not checked: a, b: why; c: why`), read back. */
function coverageOf(stderr: string): Coverage {
  const line = stderr.split('\n').find((l) => l.startsWith('success replies checked for '));
  expect(line, `no coverage line in stderr:\n${stderr.slice(-3000)}`).toBeDefined();
  const head = /^success replies checked for (\d+) of (\d+) routes \(plain \d+\)(?:; not checked: (.*))?$/.exec(line!);
  expect(head, line).not.toBeNull();
  const notChecked = new Map<string, string>();
  for (const group of head![3]?.split(GROUP_START) ?? []) {
    const [, routes, reason] = /^((?:[\w.]+, )*[\w.]+): (.+)$/.exec(group) ?? [];
    expect(routes, `a group without routes and reason: ${group}`).toBeDefined();
    for (const route of routes!.split(', ')) notChecked.set(route, reason!);
  }
  return { checked: Number(head![1]), routes: Number(head![2]), notChecked };
}

describe('npm run conformance against our own server, plain mode', () => {
  const dir = mkdtempSync(join(tmpdir(), 'conformance-success-'));
  const html = join(dir, 'report.html');
  let whole: Awaited<ReturnType<typeof runConformanceCli>>;
  let withoutQa: Awaited<ReturnType<typeof runConformanceCli>>;
  let noQaServer: FastifyInstance;

  beforeAll(async () => {
    noQaServer = await buildApp({ config: testConfig({ CLOCK_START: undefined, MOCK_API: false, LOG_LEVEL: 'silent' }) });
    await noQaServer.listen({ port: 0, host: '127.0.0.1' });
    const noQa = `http://127.0.0.1:${(noQaServer.server.address() as AddressInfo).port}`;
    // The first run starts its own server (no --base-url), as a developer runs it; both at once.
    [whole, withoutQa] = await Promise.all([
      runConformanceCli(['--modes', 'plain', '--html', html]),
      runConformanceCli(['--base-url', noQa, '--modes', 'plain']),
    ]);
    // Two whole plain runs at once: about a minute on an idle two-core machine, more when shared.
  }, 400_000);
  afterAll(async () => {
    await noQaServer?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it(`passes with the success replies of at least ${CHECKED} routes checked, the rest named with a reason, in stderr and the HTML report`, () => {
    expect(whole.code, `${whole.stdout}\n${whole.stderr.slice(-3000)}`).toBe(0);
    const coverage = coverageOf(whole.stderr);
    expect(coverage.routes).toBe(ROUTE_KEYS.length);
    expect(coverage.checked).toBeGreaterThanOrEqual(CHECKED);
    expect(coverage.checked + coverage.notChecked.size).toBe(coverage.routes);
    for (const [route, reason] of coverage.notChecked) expect(reason, route).toMatch(/\w/);
    const line = whole.stderr.split('\n').find((l) => l.startsWith('success replies checked for '))!;
    expect(readFileSync(html, 'utf8')).toContain(`<p class="coverage">${line}</p>`);
  });

  it(`without the QA API: at least ${CHECKED_WITHOUT_QA} checked, and each route whose success needs it named with that reason`, () => {
    expect(withoutQa.code, `${withoutQa.stdout}\n${withoutQa.stderr.slice(-3000)}`).toBe(0);
    const coverage = coverageOf(withoutQa.stderr);
    expect(coverage.checked).toBeGreaterThanOrEqual(CHECKED_WITHOUT_QA);
    expect(coverage.checked + coverage.notChecked.size).toBe(coverage.routes);
    expect([...coverage.notChecked.keys()].sort()).toEqual([...NEED_QA].sort());
    for (const key of NEED_QA) {
      const needs = `skipped: its success needs the QA API (none at ${withoutQa.stderr.match(/against (http:\/\/127\.0\.0\.1:\d+)/)![1]}/__mock; --qa-url where it answers): ${SUCCESS_RECIPES[key]!.qa}`;
      expect(coverage.notChecked.get(key), key).toBe(needs);
    }
  });
});

import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '@betsite/contracts/walk';
import { contract } from '@betsite/contracts/contract';
import { loadScenarioSets } from '../../../server/src/qa/scenario-set-files';
import { startGroup, waitFor, type ProcessGroup } from '../../process-group';
import type { DriftReport } from './recorder';

/**
 * The recorder stopped the ways a person stops it, after a recording of 1,000 calls over every
 * POST route of the contract, each reply 12 KB (the set has to leave routes out to fit its bounds):
 * Ctrl-C or SIGTERM to the process group of `npm run record` (as a terminal or a process manager
 * sends them: npm, sh and node all get it, and npm passes on a copy), or to the recorder's own
 * process. Each time the report is printed and written, the set saved whole and nothing temporary
 * is left.
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const CLI = fileURLToPath(new URL('../record.ts', import.meta.url));
const CALLS = 1_000;
const REPLY_BLOB_CHARS = 12_000;
const START_MS = 60_000;
const POSTS = allRoutes(contract).flatMap(({ route }) => (route.method === 'POST' ? [route.path] : []));
const HELD = POSTS[0]!;

let backend: Server;
let backendUrl: string;
let dir: string;
let served = 0;
/** Calls to the held path wait for the test to let them go. */
let releaseHeld: (() => void) | undefined;
let heldArrived = false;
const groups: ProcessGroup[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'record-signals-'));
  backend = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      served += 1;
      const reply = () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status_code: 6000, message: '成功', data: { n: served, blob: 'x'.repeat(REPLY_BLOB_CHARS) } }));
      if (req.url === `${HELD}?held`) {
        heldArrived = true;
        releaseHeld = () => {
          releaseHeld = undefined;
          reply();
        };
      } else {
        reply();
      }
    });
  });
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  backendUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const group of groups) group.killGroup();
  releaseHeld?.();
  backend.closeAllConnections();
  await new Promise((resolve) => backend.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** Starts a recording through `npm run record` (its own process group) or the bare node process. */
async function startRecorder(name: string, via: 'npm' | 'node') {
  const args = ['--target', backendUrl, '--port', '0', '--report', join(dir, name, 'report.json'), '--save-set', name, '--set-dir', join(dir, name, 'sets')];
  const group = via === 'npm' ? startGroup('npm', ['run', 'record', '--', ...args], { cwd: ROOT }) : startGroup(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: ROOT });
  groups.push(group);
  const proxy = await waitFor('the recorder to listen', () => / through (http:\/\/\S+):/.exec(group.stdout())?.[1] ?? (group.child.exitCode === null ? undefined : 'exited'), START_MS);
  if (proxy === 'exited') throw new Error(`the recorder stopped before listening:\n${group.stdout()}${group.stderr()}`);
  return { group, proxy };
}

/** CALLS calls over the contract's POST routes, 20 at a time, each answered through the proxy. */
async function recordCalls(proxy: string): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < CALLS) {
      const path = POSTS[next++ % POSTS.length]!;
      const reply = await fetch(`${proxy}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(reply.status).toBe(200);
      await reply.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
}

/** Waits for the recorder to exit, then checks what it printed and wrote. */
async function expectSaved(name: string, group: ProcessGroup, calls: number) {
  const code = await Promise.race([group.exited, new Promise((resolve) => setTimeout(() => resolve('still running after 60 s'), 60_000))]);
  const output = `${group.stdout()}\n${group.stderr()}`;
  // npm ends itself with the signal its script got, as a shell expects; the recorder exits 0.
  expect([0, 'SIGINT', 'SIGTERM'], output).toContain(code);
  expect(group.stdout(), output).toContain(`# Drift report: ${backendUrl}`);
  expect(group.stdout()).toMatch(new RegExp(`: ${calls} calls, ${calls} replies checked`));
  expect(group.stdout()).toContain(`scenario set: ${join(dir, name, 'sets', `${name}.yaml`)}`);
  expect(group.stdout()).toContain('left out of the set to fit its bounds: ');
  const report = JSON.parse(readFileSync(join(dir, name, 'report.json'), 'utf8')) as DriftReport;
  expect(report.calls).toBe(calls);
  expect(existsSync(join(dir, name, 'report.md'))).toBe(true);
  const set = loadScenarioSets(join(dir, name, 'sets')).get(name)?.set;
  expect(set?.steps.length).toBeGreaterThan(0);
  expect(readdirSync(join(dir, name)).sort()).toEqual(['report.json', 'report.md', 'sets']);
  expect(readdirSync(join(dir, name, 'sets'))).toEqual([`${name}.yaml`]);
}

describe('npm run record stopped by a signal', () => {
  const cases = [
    { name: 'group-sigint', via: 'npm', signal: 'SIGINT', to: 'group' },
    { name: 'group-sigterm', via: 'npm', signal: 'SIGTERM', to: 'group' },
    { name: 'process-sigint', via: 'node', signal: 'SIGINT', to: 'process' },
    { name: 'process-sigterm', via: 'node', signal: 'SIGTERM', to: 'process' },
  ] as const;

  // Side by side: a recording mostly waits on round trips, so four take little longer than one.
  it.concurrent.each(cases)(`prints and writes the report and saves the set after ${CALLS} calls: $signal to the $to`, async ({ name, via, signal, to }) => {
    const { group, proxy } = await startRecorder(name, via);
    await recordCalls(proxy);
    if (to === 'group') group.signalGroup(signal);
    else group.child.kill(signal);
    await expectSaved(name, group, CALLS);
  }, 180_000);
});

describe('a second Ctrl-C while the recording is being saved', () => {
  it('says it is saving when Ctrl-C comes again while it waits for a call in flight, then saves that call too', async () => {
    const name = 'second-ctrl-c';
    const { group, proxy } = await startRecorder(name, 'npm');
    await recordCalls(proxy);
    const held = fetch(`${proxy}${HELD}?held`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    await waitFor('the held call to reach the backend', () => (heldArrived ? true : undefined), 30_000, 20);
    group.signalGroup('SIGINT');
    await waitFor('the recorder to say it is stopping', () => (/SIGINT: stopping the recording/.test(group.stderr()) ? true : undefined), 30_000);
    // A second press, not npm's copy of the first (the recorder ignores a repeat within 1 s).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    group.signalGroup('SIGINT');
    await waitFor('the recorder to say it is still saving', () => (/still saving the recording \(waiting up to 10 s for 1 call in flight\)/.test(group.stderr()) ? true : undefined), 30_000);
    expect(group.stderr().match(/still saving/g)).toHaveLength(1);
    releaseHeld?.();
    expect((await held).status).toBe(200);
    await expectSaved(name, group, CALLS + 1);
  }, 180_000);
});

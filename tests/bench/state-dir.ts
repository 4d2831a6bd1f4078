import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { buildApp } from '../../server/src/app';
import { testConfig } from '../../server/src/config';
import { captureWorld } from '../../server/src/node/world-bytes';
import { benchFile, startOurServer, stopChild } from './children';
import { BENCH_HEADERS } from './loads';
import { median, percentile } from './stats';
import { injectPost, playDay, playerOf } from './soak';

/**
 * What durable and forkable worlds cost the other requests (server/README.md, "Durable and
 * forkable worlds"), the server in a child process as api-server.ts runs it:
 *
 * - saves: `worlds` QA sandboxes, each written to every save interval (a venue transfer in or out
 *   every 2 s, paced), while `clients` clients call the default world's preInfo every 50 ms; the
 *   same run with STATE_DIR and without, alternately. What the other requests pay for the saves is
 *   the difference of their p99.
 * - restores: `count` restores of one snapshot into as many new sandboxes, all sent at once (a CI
 *   farm forking one prepared world per job), while the same clients call the default world; their
 *   p99 while the restores run, and while nothing else does.
 * - the copy: what taking one world's image costs the event loop (captureCost), in-process.
 */
const DEFAULT_WORLD_PACE_MS = 50;
const WRITE_EVERY_MS = 2_000;
const SAVE_INTERVAL_MS = 2_000;

export interface Latency {
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** One preInfo of the default world on `agent`'s connections. */
function preInfoOn(agent: Agent, base: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}/site/api/v1/configuration/preInfo`, { method: 'POST', agent, headers: BENCH_HEADERS }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`preInfo answered ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end('{}');
  });
}

/** Calls the default world's preInfo from `clients` clients, each every DEFAULT_WORLD_PACE_MS, until stopped: each call's start and end. */
function defaultWorldCalls(base: string, clients: number) {
  const calls: { from: number; to: number }[] = [];
  // Connections of their own: behind fetch's shared pool, they waited for the restores' connections (up to 0.5 s measured) and the figure was the bench's, not the server's.
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  let on = true;
  const client = async () => {
    while (on) {
      const from = performance.now();
      await preInfoOn(agent, base);
      const to = performance.now();
      calls.push({ from, to });
      await new Promise((r) => setTimeout(r, Math.max(0, DEFAULT_WORLD_PACE_MS - (to - from))));
    }
  };
  const running = Array.from({ length: clients }, client);
  return {
    calls,
    stop: async () => {
      on = false;
      await Promise.all(running);
      agent.destroy();
    },
  };
}

/** The latency of the calls that overlapped [fromMs, toMs]. */
function latencyOver(calls: readonly { from: number; to: number }[], fromMs: number, toMs: number): Latency {
  const took = calls.filter((c) => c.to >= fromMs && c.from <= toMs).map((c) => c.to - c.from).sort((a, b) => a - b);
  return { requests: took.length, p50Ms: percentile(took, 50), p99Ms: percentile(took, 99), maxMs: took.at(-1) ?? 0 };
}

const medianOf = (runs: readonly Latency[]): Latency => ({
  requests: median(runs.map((r) => r.requests)),
  p50Ms: median(runs.map((r) => r.p50Ms)),
  p99Ms: median(runs.map((r) => r.p99Ms)),
  maxMs: median(runs.map((r) => r.maxMs)),
});

async function post(base: string, path: string, body: unknown, headers: Record<string, string>) {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { ...BENCH_HEADERS, ...headers }, body: JSON.stringify(body) });
  return (await res.json()) as { status_code: number; data: { token?: string } };
}

/** demo01 logged in from its trusted device in the sandbox `name`: the token. */
async function loginIn(base: string, name: string): Promise<string> {
  const login = await post(base, '/site/api/v1/user/login', { isAgent: 0, name: 'demo01', password: createHash('md5').update('demo1234').digest('hex'), kaptchcate: 0 }, { 'device-uuid': 'demo-device-01', 'x-mock-session': name });
  if (login.status_code !== 6000 || !login.data.token) throw new Error(`bench: login in ${name} answered ${login.status_code}`);
  return login.data.token;
}

async function inBatches<T>(items: readonly T[], size: number, each: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(each));
}

async function withServer<T>(port: number, env: Record<string, string>, use: (base: string, child: ChildProcess) => Promise<T>): Promise<T> {
  const { child } = await startOurServer(benchFile('./api-server.ts'), { PORT: String(port), LOG_LEVEL: 'warn', RESPONSE_VALIDATION: 'false', ...env });
  try {
    return await use(`http://127.0.0.1:${port}`, child);
  } finally {
    await stopChild(child);
  }
}

/** One run of the save load: the default world's latency over `seconds`, after every world has been saved once. */
async function saveRun(port: number, worlds: number, clients: number, seconds: number, stateDir: string | undefined): Promise<Latency> {
  const env: Record<string, string> = stateDir === undefined ? {} : { STATE_DIR: stateDir, STATE_SAVE_INTERVAL_MS: String(SAVE_INTERVAL_MS) };
  return withServer(port, { SANDBOXES_MAX: String(worlds), ...env }, async (base) => {
    const names = Array.from({ length: worlds }, (_, i) => `bench-save-${i}`);
    const tokens = new Map<string, string>();
    await inBatches(names, 20, async (name) => void tokens.set(name, await loginIn(base, name)));
    // Every world written to once per WRITE_EVERY_MS, paced: each save round finds all of them changed.
    let on = true;
    let failures = 0;
    const writer = (async () => {
      const gap = WRITE_EVERY_MS / worlds;
      const inFlight = new Set<Promise<void>>();
      for (let i = 0; on; i++) {
        const name = names[i % worlds]!;
        const ty = Math.floor(i / worlds) % 2 === 0 ? 1 : 2;
        const sent = post(base, '/game/api/v1/venue/transfer', { channelCode: 'PG', amount: '1.00', ty }, { 'x-mock-session': name, token: tokens.get(name)!, 'idempotency-key': randomUUID() }).then((r) => {
          if (r.status_code !== 6000) failures += 1;
        });
        inFlight.add(sent);
        void sent.then(() => inFlight.delete(sent));
        if (inFlight.size > 50) await Promise.race(inFlight);
        await new Promise((r) => setTimeout(r, gap));
      }
      await Promise.all(inFlight);
    })();
    const load = defaultWorldCalls(base, clients);
    // Two intervals first: every world written once, the first (whole) round of files made.
    await new Promise((r) => setTimeout(r, 2 * SAVE_INTERVAL_MS));
    const from = performance.now();
    await new Promise((r) => setTimeout(r, seconds * 1_000));
    const to = performance.now();
    await load.stop();
    on = false;
    await writer;
    if (failures > 0) throw new Error(`save bench: ${failures} writes were not acknowledged`);
    return latencyOver(load.calls, from, to);
  });
}

export interface SaveCost {
  worlds: number;
  rounds: number;
  without: Latency;
  with: Latency;
}

/** The save load with STATE_DIR and without, alternately, `rounds` times each: medians. */
export async function saveCost(port: number, worlds = 200, rounds = 3, seconds = 12, clients = 4): Promise<SaveCost> {
  const without: Latency[] = [];
  const withDir: Latency[] = [];
  for (let round = 0; round < rounds; round++) {
    without.push(await saveRun(port, worlds, clients, seconds, undefined));
    const dir = mkdtempSync(join(tmpdir(), 'betsite-bench-state-'));
    try {
      withDir.push(await saveRun(port, worlds, clients, seconds, dir));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return { worlds, rounds, without: medianOf(without), with: medianOf(withDir) };
}

export interface RestoreCost {
  count: number;
  rounds: number;
  /** How long the `count` restores took, from the first sent to the last answered. */
  restoresMs: number;
  during: Latency;
  quiet: Latency;
}

/** `count` restores of one snapshot into new sandboxes, sent at once, `rounds` times (the sandboxes removed between): medians. */
export async function restoreCost(port: number, count = 150, rounds = 3, clients = 4): Promise<RestoreCost> {
  return withServer(port, { SANDBOXES_MAX: String(count + 10) }, async (base) => {
    const prep = { 'x-mock-session': 'bench-prep' };
    const token = await loginIn(base, 'bench-prep');
    await post(base, '/game/api/v1/venue/transfer', { channelCode: 'PG', amount: '10.00', ty: 1 }, { ...prep, token });
    const saved = await fetch(`${base}/__mock/snapshots/bench-prepared`, { method: 'POST', headers: { 'content-type': 'application/json', ...prep }, body: '{}' });
    if (saved.status !== 200) throw new Error(`restore bench: the snapshot answered ${saved.status}`);
    const during: Latency[] = [];
    const quiet: Latency[] = [];
    const took: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const names = Array.from({ length: count }, (_, i) => `bench-fork-${round}-${i}`);
      const load = defaultWorldCalls(base, clients);
      await new Promise((r) => setTimeout(r, 1_000));
      const quietFrom = performance.now();
      await new Promise((r) => setTimeout(r, 2_000));
      const quietTo = performance.now();
      const from = performance.now();
      const answers = await Promise.all(names.map((name) => fetch(`${base}/__mock/snapshots/bench-prepared/restore`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-mock-session': name }, body: '{}' }).then((r) => r.status)));
      const to = performance.now();
      await new Promise((r) => setTimeout(r, 300));
      await load.stop();
      if (answers.some((s) => s !== 200)) throw new Error(`restore bench: restores answered ${[...new Set(answers)].join(', ')}`);
      during.push(latencyOver(load.calls, from, to));
      quiet.push(latencyOver(load.calls, quietFrom, quietTo));
      took.push(to - from);
      await inBatches(names, 20, async (name) => void (await fetch(`${base}/__mock/sandboxes/${name}`, { method: 'DELETE' })));
    }
    return { count, rounds, restoresMs: median(took), during: medianOf(during), quiet: medianOf(quiet) };
  });
}

export interface CaptureCost {
  /** A world of the fixtures: its image's bytes and the time to take it (median of 20). */
  fixtures: { bytes: number; ms: number };
  /** The soak's world after `days` days of its player's daily play: the largest world the benches grow. */
  played: { days: number; bytes: number; ms: number };
}

/**
 * What one save's copy costs on the event loop, the one part of a save that runs there whole: a
 * request may wait for one world's copy, so the largest world's is the longest wait. In-process.
 */
export async function captureCost(days = 365): Promise<CaptureCost> {
  const longMs = (days + 10) * 86_400_000;
  const app = await buildApp({ config: testConfig({ LOG_LEVEL: 'silent', RESPONSE_VALIDATION: false, SESSION_IDLE_MS: longMs, SESSION_ABSOLUTE_MS: longMs }) });
  await app.ready();
  const timed = (times: number) => {
    const world = app.ctx.world();
    const ms: number[] = [];
    let bytes = 0;
    for (let i = 0; i < times; i++) {
      const started = performance.now();
      bytes = captureWorld(world).length;
      ms.push(performance.now() - started);
    }
    return { bytes, ms: median(ms) };
  };
  try {
    const fixtures = timed(20);
    const post = injectPost(app);
    const player = await playerOf(post, {});
    for (let day = 1; day <= days; day++) {
      await playDay(post, {}, player, day);
      const moved = await app.inject({ method: 'POST', url: '/__mock/clock', headers: { 'content-type': 'application/json' }, payload: { advanceMs: 86_400_000 } });
      if (moved.statusCode !== 200) throw new Error(`capture bench: clock move answered ${moved.statusCode}`);
    }
    return { fixtures, played: { days, ...timed(9) } };
  } finally {
    await app.close();
  }
}

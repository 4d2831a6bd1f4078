import { fork, spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { DEFAULT_WIRE_SECRET, ENCRYPTED_PATH_PREFIX, decryptReply, pathNonce } from '@betsite/contracts/wire';
import { requiredHeaderValues } from '@betsite/contracts/request-headers';
import { seal } from '../../server/src/lib/wire-node';
import { summarizeRounds, type LoadSample } from './api-rounds';
import { median } from './stats';
import { SERVER_CORE, pinLoadGenerator, pinningAvailable } from './cpu-pinning';
import { simulatorCost } from './sim';
import { sandboxCost } from './sandboxes';

/**
 * `npm run bench`: throughput and p99 of bare Fastify against our routes (public, authenticated
 * read, the same read encrypted, a write), with the request journal on as in normal use, plus the
 * server's ready time. Servers run in child processes; the load comes from this one. Every load
 * is warmed up, then measured in several rounds (see api-rounds.ts for how they are combined).
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP_S = 1;
/** Start-up is measured several times too: one start on a busy VM says little. */
const READY_PROBES = 3;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const BARE_PORT = 3901;
const API_PORT = 3902;

const PINNED = pinningAvailable();

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

function start(script: string, env: Record<string, string>, pinned = PINNED): Promise<{ child: ChildProcess; readyMs: number }> {
  const started = performance.now();
  const stdio: StdioOptions = ['ignore', 'pipe', 'inherit', 'ipc'];
  const options = { env: { ...process.env, ...env }, stdio };
  // Under taskset the child is still node with an IPC channel: taskset execs it in place.
  const child = pinned
    ? spawn('taskset', ['-c', String(SERVER_CORE), process.execPath, '--import', 'tsx', script], options)
    : fork(script, [], { ...options, execArgv: ['--import', 'tsx'] });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start`)), 30_000);
    const done = () => {
      clearTimeout(timer);
      resolve({ child, readyMs: performance.now() - started });
    };
    child.on('message', (m) => m === 'ready' && done());
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('betsite API ready')) done();
    });
    child.on('exit', (code) => reject(new Error(`${script} exited ${code}`)));
  });
}

/**
 * The product API's required headers (contracts/src/request-headers.ts). autocannon repeats one
 * request, so every call of a load carries the same request id: the server does not remember them.
 */
const BENCH_HEADERS = { 'content-type': 'application/json', ...requiredHeaderValues('bench-device', 'bench-load') };

interface Load {
  name: string;
  url: string;
  body: string;
  headers?: Record<string, string>;
  /** A new path and body for every request (encrypted calls are single use), under `url`'s origin. */
  fresh?: () => { path: string; body: string };
}

/**
 * One encrypted call, sealed with the server's node:crypto implementation: the contract's
 * crypto-js one is an order of magnitude slower and would limit the load generator.
 */
function sealedCall(path: string, body: unknown): { path: string; body: string } {
  const encryptedPath = ENCRYPTED_PATH_PREFIX + seal(DEFAULT_WIRE_SECRET, `${Date.now()}|${path}`);
  return { path: encryptedPath, body: JSON.stringify({ data: seal(DEFAULT_WIRE_SECRET, `${pathNonce(encryptedPath)}|${JSON.stringify(body)}`) }) };
}

/** One call first: a load that answers an error would measure the wrong thing. */
async function checkAnswersSuccess(load: Load) {
  const call = load.fresh ? load.fresh() : null;
  const url = call ? new URL(call.path, load.url).href : load.url;
  const res = await fetch(url, { method: 'POST', headers: { ...BENCH_HEADERS, ...load.headers }, body: call ? call.body : load.body });
  const raw = (await res.json()) as { status_code?: number; encrypted?: number };
  const body = raw.encrypted === 1 ? decryptReply(DEFAULT_WIRE_SECRET, raw) : raw;
  if (body?.status_code !== 6000) throw new Error(`${load.name} answers ${JSON.stringify(body)}`);
}

function cpuMicros(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (m: { cpuMicros: number }) => resolve(m.cpuMicros));
    child.send('cpu');
  });
}

/** placeBet is measured with more connections, by a fixed number of bets per round (each one is kept). */
const BET_CONNECTIONS = 50;
const BETS_PER_ROUND = Number(process.env.BENCH_BETS ?? 5_000);

function runLoad(load: Load, seconds: number, shape: { connections?: number; amount?: number } = {}) {
  return autocannon({
    url: load.url,
    method: 'POST',
    connections: shape.connections ?? CONNECTIONS,
    ...(shape.amount ? { amount: shape.amount } : { duration: seconds }),
    headers: { ...BENCH_HEADERS, ...load.headers },
    body: load.body,
    ...(load.fresh ? { requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, ...load.fresh!() }) }] } : {}),
  });
}

async function measure(load: Load, server: ChildProcess, shape: { connections?: number; amount?: number } = {}): Promise<LoadSample> {
  const cpuBefore = await cpuMicros(server);
  const result = await runLoad(load, DURATION_S, shape);
  const cpuUsed = (await cpuMicros(server)) - cpuBefore;
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx + result.errors, cpuPerRequestMicros: cpuUsed / result.requests.total };
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, { method: 'POST', headers: { ...BENCH_HEADERS, ...headers }, body: JSON.stringify(body) });
  return (await res.json()) as { status_code: number; data: { token?: string } };
}

/**
 * placeBet: singles of 10.00 by demo01 (a 50,000.00 deposit paid through the QA API first,
 * automatic transfer on, so every bet is covered) on later days' handicaps in turn, each accepted
 * and kept, against bare Fastify with the same connections and request count in the same round.
 * The world is reset before each round so every round places into the same book size.
 */
async function measurePlaceBet(base: string, bare: ChildProcess, api: ChildProcess) {
  const samples: { bet: LoadSample; bare: LoadSample; accepted: number }[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    await fetch(`${base}/__mock/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const login = await post(`${base}/site/api/v1/user/login`, { isAgent: 0, name: 'demo01', password: createHash('md5').update('demo1234').digest('hex'), kaptchcate: 0 }, { 'device-uuid': 'demo-device-01' });
    const token = login.data.token ?? '';
    const order = (await post(`${base}/fd/api/v1/payment/pay`, { payTypeId: 4, amount: 50_000 }, { token })) as unknown as { data: { orderNo: string } };
    await post(`${base}/fd/api/v1/payment/confirmPaid`, { orderNo: order.data.orderNo }, { token });
    await post(`${base}/__mock/deposits/${order.data.orderNo}`, { decision: 'paid' });
    await post(`${base}/game/api/v1/status/setAutoTransferStatus`, { status: 1 }, { token });
    const launched = (await post(`${base}/game/api/v1/venue/launch`, { enName: 'CRTY', gameCode: '' }, { token })) as unknown as { data: { url: string } };
    const provider = new URL(launched.data.url, base).searchParams.get('token') ?? '';
    const before = (await post(`${base}/fd/api/v1/transfer/getBalance`, {}, { token })) as unknown as { data: { totalBalance: number } };
    const call = (method: string, Request: unknown) => ({ timestamp: Date.now(), token: provider, langx: 'zh-cn', remoteip: '127.0.0.1', enName: 'CRTY', method, Request });
    const listed = (await post(`${base}/game/api/v1/venue/resource`, call('getMatches', { gameType: 'ALL', marketType: 'FU' }), { token })) as unknown as {
      data: { list: { gameId: string; odds: { wtype: string; rtype: string; ratio: string | null; r: number; suspended: boolean }[] }[] };
    };
    const entries = listed.data.list.flatMap((m) => m.odds.filter((o) => o.wtype === 'R' && !o.suspended).map((o) => ({ gameId: m.gameId, wtype: o.wtype, rtype: o.rtype, ratio: o.ratio, r: o.r, stake: '10' })));
    if (entries.length < 20) throw new Error(`placeBet bench: only ${entries.length} open prices`);
    let next = 0;
    const bodies = () => JSON.stringify(call('placeBet', { oddsType: 'H', series: 0, entries: [entries[next++ % entries.length]] }));
    const load: Load = { name: 'placeBet', url: `${base}/game/api/v1/venue/resource`, body: bodies(), headers: { token }, fresh: () => ({ path: '/game/api/v1/venue/resource', body: bodies() }) };
    await checkAnswersSuccess(load);
    const bareLoad: Load = { name: 'bare', url: `http://127.0.0.1:${BARE_PORT}/bare`, body: '{}' };
    const shape = { connections: BET_CONNECTIONS, amount: round === 0 ? 500 : BETS_PER_ROUND };
    const bareSample = await measure(bareLoad, bare, shape);
    const betSample = await measure(load, api, shape);
    // Every bet must have been accepted (each takes 10.00 from the player's money), or the round measured refusals instead.
    const after = (await post(`${base}/fd/api/v1/transfer/getBalance`, {}, { token })) as unknown as { data: { totalBalance: number } };
    const placed = Math.round((before.data.totalBalance - after.data.totalBalance) / 10);
    if (placed !== shape.amount + 1) throw new Error(`placeBet bench: ${placed} bets accepted in the round, ${shape.amount + 1} expected`);
    if (round === 0) continue; // warm-up
    samples.push({ bet: betSample, bare: bareSample, accepted: placed });
    console.log(`placeBet round ${round}: ${(betSample.rps / bareSample.rps).toFixed(2)} of bare (${Math.round(betSample.rps)} req/s, p99 ${betSample.p99} ms, ${betSample.cpuPerRequestMicros.toFixed(1)} µs; ${placed} bets accepted)`);
  }
  const ratio = median(samples.map((x) => x.bet.rps / x.bare.rps));
  console.log(`\n| placeBet, ${BET_CONNECTIONS} connections, ${BETS_PER_ROUND} bets per round | req/s | p99 ms | ratio to bare (req/s) | server CPU µs/request | non-2xx/errors |`);
  console.log('|---|---:|---:|---:|---:|---:|');
  console.log(`| bare Fastify, same shape | ${Math.round(median(samples.map((x) => x.bare.rps)))} | ${median(samples.map((x) => x.bare.p99))} | 1.00 | ${median(samples.map((x) => x.bare.cpuPerRequestMicros)).toFixed(1)} | ${samples.reduce((n, x) => n + x.bare.non2xx, 0)} |`);
  console.log(`| placeBet (single, accepted) | ${Math.round(median(samples.map((x) => x.bet.rps)))} | ${median(samples.map((x) => x.bet.p99))} | ${ratio.toFixed(2)} | ${median(samples.map((x) => x.bet.cpuPerRequestMicros)).toFixed(1)} | ${samples.reduce((n, x) => n + x.bet.non2xx, 0)} |`);
}

async function main() {
  // Ready time of the real entry point as it starts in use: on every core (pinned to one, the
  // start took about 0.2 s longer, tsx's compiler and V8's helper threads sharing that core).
  const readyTimes: number[] = [];
  for (let i = 0; i < READY_PROBES; i++) {
    const probe = await start(here('../../server/src/server.ts'), { PORT: String(API_PORT), LOG_LEVEL: 'info', RESPONSE_VALIDATION: 'false' }, false);
    readyTimes.push(probe.readyMs);
    probe.child.kill();
    await new Promise((r) => probe.child.once('exit', r));
  }
  // Then the servers under load, and the same app in a child that reports its CPU time.
  if (PINNED) pinLoadGenerator();
  const bare = await start(here('./bare-server.ts'), { PORT: String(BARE_PORT) });
  const api = await start(here('./api-server.ts'), { PORT: String(API_PORT), LOG_LEVEL: 'warn', RESPONSE_VALIDATION: 'false' });
  const base = `http://127.0.0.1:${API_PORT}`;
  try {
    const login = await post(`${base}/site/api/v1/user/login`, { isAgent: 0, name: 'demo01', password: createHash('md5').update('demo1234').digest('hex'), kaptchcate: 0 }, { 'device-uuid': 'demo-device-01' });
    const token = login.data.token ?? '';
    if (!token) throw new Error(`bench login failed: ${JSON.stringify(login)}`);
    const read = '/site/api/v1/user/member/info';
    const loads: Load[] = [
      { name: 'bare Fastify (baseline)', url: `http://127.0.0.1:${BARE_PORT}/bare`, body: '{}' },
      { name: 'public (preInfo)', url: `${base}/site/api/v1/configuration/preInfo`, body: '{}' },
      { name: 'authenticated read (member info)', url: `${base}${read}`, body: '{}', headers: { token } },
      {
        name: 'authenticated read, encrypted',
        // Sealed afresh for every request, as a client does: the server refuses a path token it has
        // already seen (replays), which also puts its nonce check into what is measured.
        url: base,
        body: '{}',
        fresh: () => sealedCall(read, {}),
        headers: { token },
      },
      // Marking a letter read changes state on every call (idempotently: the letter stays read).
      { name: 'write (mark a letter read)', url: `${base}/site/api/v1/site/letter/read`, body: JSON.stringify({ id: 1 }), headers: { token } },
    ];
    const servers = loads.map((_, i) => (i === 0 ? bare.child : api.child));
    for (const load of loads) {
      await checkAnswersSuccess(load);
      await runLoad(load, WARMUP_S);
    }
    const rounds: LoadSample[][] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const samples: LoadSample[] = [];
      for (const [i, load] of loads.entries()) samples.push(await measure(load, servers[i]!));
      rounds.push(samples);
      console.log(`round ${round + 1}: ${samples.map((s, i) => `${i === 0 ? 'bare' : (s.rps / samples[0]!.rps).toFixed(2)} (${Math.round(s.rps)} req/s, ${s.cpuPerRequestMicros.toFixed(1)} µs)`).join(' | ')}`);
    }
    const summary = summarizeRounds(rounds);
    console.log(`\nbenchmark: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_S} s per load, journal on, response validation off (medians over rounds), ${PINNED ? `servers pinned to core ${SERVER_CORE}, load generator to the other` : 'not pinned to cores'}\n`);
    console.log('| load | req/s | p99 ms | ratio to bare (req/s) | server CPU µs/request | ratio to bare (CPU) | non-2xx/errors |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const [i, r] of summary.entries()) {
      console.log(`| ${loads[i]!.name} | ${Math.round(r.rps)} | ${r.p99} | ${r.ratioRps.toFixed(2)} | ${r.cpuPerRequestMicros.toFixed(1)} | ${r.ratioCpu.toFixed(2)} | ${r.non2xx} |`);
    }
    await measurePlaceBet(base, bare.child, api.child);
    console.log(`\nserver process ready (spawn, tsx, fixtures, listen): median ${Math.round(median(readyTimes))} ms of ${readyTimes.map((t) => Math.round(t)).join(', ')}`);
    const sim = simulatorCost();
    console.log(`simulator, 1,000 matches live (FT, BK, TN, BS, VB): ${sim.withPricesMicros.toFixed(2)} µs per match per simulated minute with prices, ${sim.withoutPricesMicros.toFixed(2)} µs without (events and projection only); median of 3`);
    const sandboxes = await sandboxCost();
    console.log(`QA sandboxes, ${sandboxes.count} runs at once each in its own (login + balance, in-process): ${Math.round(sandboxes.parallelMs)} ms for all (${(sandboxes.parallelMs / sandboxes.count).toFixed(1)} ms each), one alone ${sandboxes.createOneMs.toFixed(1)} ms, heap ${sandboxes.heapPerSandboxMb.toFixed(2)} MB per sandbox, one sports-clock tick over all ${sandboxes.tickAllMs.toFixed(1)} ms; median of 3`);
  } finally {
    bare.child.kill();
    api.child.kill();
  }
}

await main();

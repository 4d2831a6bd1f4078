import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { summarizeBracketed, type LoadSummary } from './api-rounds';
import { median } from './stats';
import { SERVER_CORE, pinLoadGenerator } from './cpu-pinning';
import { PINNED, benchFile, startChild, startOurServer, stopChild } from './children';
import { apiLoads, loginDemo } from './loads';
import { measureBracketed, warmUp } from './run-load';
import { startUpCost } from './start-up';
import { placeBetCost } from './place-bet';
import { clockMoveCost } from './clock-move';
import type { SoakDay } from './soak';
import { SETTLED_AFTER_MS, servedSoak } from './served-soak';
import { simulatorCost } from './sim';
import { sandboxCost } from './sandboxes';
import { wireFloorStep } from './wire-floor';
import { captureCost, restoreCost, saveCost, type Latency } from './state-dir';

/**
 * `npm run bench`: what a request, a bet, a clock move and a simulated year cost. Servers run in
 * child processes (pinned to one core where taskset exists, this process, the load generator, on
 * the other); ratios are taken against bare Fastify within each round. Steps, in order (BENCH_ONLY
 * picks some: startup,api,wirefloor,placebet,clock,soak,sim,sandboxes,saves,restores):
 *
 * - startup: the built server's ready time, and its RSS idle after start, against a bare Fastify
 *   process (both plain JavaScript), alternately spawned; targets: idle RSS ≤ 100 MB.
 * - api: the four loads (public, authenticated read, the same encrypted, a write) against bare
 *   Fastify, measured before each load and after the last (tests/bench/api-rounds.ts), journal
 *   on, response validation off; BENCH_ROUNDS rounds (5) of 9 windows of BENCH_SECONDS (5).
 * - wirefloor: bare Fastify doing only the wire protocol (wire-floor.ts), measured as the loads
 *   are: the most the encrypted load can reach on this machine; and the product's pipeline around
 *   a handler that does nothing: the most it can reach without a cheaper pipeline.
 * - placebet: server CPU per accepted single at 100, 1,000 and 10,000 open tickets of the player.
 * - clock: a 30-day and a 366-day QA move in one sandbox while clients call the default world.
 * - soak: heap per simulated day of the default world played daily (BENCH_SOAK_DAYS, 365), in
 *   process; the same play over HTTP against the built server in a process of its own, its RSS on
 *   the last day to the first, busy and settled (target: at most 1.3, served-soak.ts); then BENCH_SOAK_SANDBOXES
 *   sandboxes (200) each played daily for BENCH_SOAK_SANDBOX_DAYS (30).
 * - sim, sandboxes: the match simulator's cost per match, and what QA sandboxes cost.
 * - saves: BENCH_SAVE_WORLDS (200) sandboxes each written to every 2 s, the default world's p99
 *   with STATE_DIR and without (target: within 20 ms); what one world's copy costs the event loop,
 *   of the fixtures and after a year of the soak's play.
 * - restores: BENCH_RESTORES (150) snapshot restores sent at once, the default world's p99 meanwhile
 *   (target: under 50 ms) and while quiet (state-dir.ts).
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3901);
const BARE_URL = `http://127.0.0.1:${BARE_PORT}/bare`;
const API_PORT = Number(process.env.BENCH_API_PORT ?? 3902);
/** The wire floor's two servers: this port and the next. */
const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT ?? 3905);
const STEPS = (process.env.BENCH_ONLY ?? 'startup,api,wirefloor,placebet,clock,soak,sim,sandboxes,saves,restores').split(',');
const SOAK_DAYS = Number(process.env.BENCH_SOAK_DAYS ?? 365);
const SOAK_SANDBOXES = Number(process.env.BENCH_SOAK_SANDBOXES ?? 200);
const SOAK_SANDBOX_DAYS = Number(process.env.BENCH_SOAK_SANDBOX_DAYS ?? 30);
const OPEN_TICKETS = (process.env.BENCH_OPEN_TICKETS ?? '100,1000,10000').split(',').map(Number);
const SAVE_WORLDS = Number(process.env.BENCH_SAVE_WORLDS ?? 200);
const RESTORES = Number(process.env.BENCH_RESTORES ?? 150);
/** The memory targets: RSS idle after start, and the served soak's last day to its first. */
const IDLE_RSS_MAX_MB = 100;
const SOAK_RSS_RATIO_MAX = 1.3;
/** What saving may add to the other requests' p99, and the most they may take during bulk restores. */
const SAVE_P99_ADDED_MAX_MS = 20;
const RESTORE_P99_MAX_MS = 50;

async function apiStep(base: string, bare: ChildProcess, api: ChildProcess) {
  const [baseline, ...loads] = apiLoads(BARE_URL, base, await loginDemo(base));
  if (baseline === undefined) throw new Error('apiLoads gave no baseline');
  await warmUp([baseline, ...loads], CONNECTIONS);
  const served = loads.map((load) => ({ load, server: api }));
  const rounds = await measureBracketed({ load: baseline, server: bare }, served, ROUNDS, { seconds: DURATION_S, connections: CONNECTIONS }, (round, index) => {
    const ratios = summarizeBracketed([round]).loads.map((l) => l.ratioRps);
    console.log(`round ${index + 1}: bare ${round.baselines.map((b) => `${Math.round(b.rps)} req/s ${b.cpuPerRequestMicros.toFixed(1)} µs`).join(', ')} | ${round.loads.map((s, i) => `${ratios[i]!.toFixed(2)} (${Math.round(s.rps)} req/s, ${s.cpuPerRequestMicros.toFixed(1)} µs)`).join(' | ')}`);
  });
  const summary = summarizeBracketed(rounds);
  console.log(`\napi: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_S} s per window, each load between two windows of bare Fastify, journal on, response validation off (medians over rounds), ${PINNED ? `servers pinned to core ${SERVER_CORE}, load generator to the other` : 'not pinned to cores'}\n`);
  console.log('| load | req/s | p99 ms | ratio to bare (req/s) | server CPU µs/request | ratio to bare (CPU) | ratio to the round\'s first bare window (req/s) | non-2xx/errors |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  const row = (name: string, r: LoadSummary, toFirst: string) => `| ${name} | ${Math.round(r.rps)} | ${r.p99} | ${r.ratioRps.toFixed(2)} | ${r.cpuPerRequestMicros.toFixed(1)} | ${r.ratioCpu.toFixed(2)} | ${toFirst} | ${r.non2xx} |`;
  console.log(row(baseline.name, summary.baseline, '-'));
  for (const [i, r] of summary.loads.entries()) console.log(row(loads[i]!.name, r, r.ratioRpsToFirst.toFixed(2)));
  console.log(`\nratios by round: ${summary.loads.map((r, i) => `${loads[i]!.name.split(' (')[0]} ${r.ratiosByRound.map((x) => x.toFixed(2)).join(', ')}`).join('; ')}`);
}

async function placeBetStep(base: string, api: ChildProcess) {
  const rows = await placeBetCost(base, api, OPEN_TICKETS, Math.max(1, Math.min(ROUNDS, 3)));
  console.log('\n| placeBet, accepted singles of 10.00 (50 connections) | bets measured | req/s | p99 ms | server CPU per bet |');
  console.log('|---|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| at ${r.open.toLocaleString('en')} open tickets of the player | ${r.window} (from ${(r.open - r.window).toLocaleString('en')}) | ${Math.round(r.rps)} | ${r.p99} | ${(r.cpuPerBetMicros / 1000).toFixed(3)} ms |`);
}

async function clockStep(base: string) {
  console.log('\n| QA clock move in one sandbox, 8 clients calling the default world meanwhile | move took | default-world requests during it | p50 | p99 | max |');
  console.log('|---|---:|---:|---:|---:|---:|');
  let longest = 0;
  for (const days of [30, 366]) {
    const s = await clockMoveCost(base, days, 3);
    longest = Math.max(longest, s.moveMs);
    console.log(`| ${days} days (median of 3) | ${Math.round(s.moveMs)} ms | ${s.during} | ${s.p50Ms.toFixed(1)} ms | ${s.p99Ms.toFixed(1)} ms | ${s.maxMs.toFixed(1)} ms |`);
  }
  const quiet = await clockMoveCost(base, 0, 3, Math.max(300, longest));
  console.log(`| no move, the same clients as long (median of 3) | - | ${quiet.during} | ${quiet.p50Ms.toFixed(1)} ms | ${quiet.p99Ms.toFixed(1)} ms | ${quiet.maxMs.toFixed(1)} ms |`);
}

/** The soak in a child of its own (on the server core): its heap is the server's state and nothing else of this process. */
async function soakRun(days: number, sandboxes: number): Promise<SoakDay[]> {
  const args = ['--import', 'tsx', benchFile('./soak.ts'), String(days), String(sandboxes), '--json'];
  const child = PINNED ? spawn('taskset', ['-c', String(SERVER_CORE), process.execPath, ...args]) : spawn(process.execPath, args);
  const out: SoakDay[] = [];
  const lines = createInterface({ input: child.stdout });
  lines.on('line', (line) => {
    if (line.startsWith('{')) out.push(JSON.parse(line) as SoakDay);
  });
  const code = await new Promise<number | null>((r) => child.once('exit', r));
  if (code !== 0) throw new Error(`soak exited ${code}`);
  return out;
}

async function soakStep() {
  const started = performance.now();
  const year = await soakRun(SOAK_DAYS, 0);
  console.log(`\nsoak: the default world played daily (log in once, 9 sportsbook bets, 5 slot rounds, a deposit a week, balance, records, letters), the QA clock moved a day, heap after a full collection, MB (${((performance.now() - started) / 1000).toFixed(0)} s in all):`);
  for (let i = 0; i < year.length; i += 10) console.log(`  days ${String(i + 1).padStart(3)}-${String(Math.min(i + 10, year.length)).padStart(3)}: ${year.slice(i, i + 10).map((d) => d.heapMb.toFixed(1)).join(' ')}`);
  const last = year.at(-1)!;
  console.log(`  day ${last.day}: heap ${last.heapMb.toFixed(1)} MB, rss ${last.rssMb.toFixed(0)} MB (old space ${last.oldPagesMb.toFixed(0)} MB of pages, ${last.oldObjectsMb.toFixed(0)} MB of objects); clock move per day median ${median(year.map((d) => d.clockMoveMs)).toFixed(0)} ms`);
  const served = await servedSoak(API_PORT, SOAK_DAYS);
  const first = served.days[0]!;
  const lastServed = served.days.at(-1)!;
  const busyRatio = lastServed.rssMb / first.rssMb;
  const settledRatio = served.settled.last.rssMb / served.settled.first.rssMb;
  console.log(`\nsoak, served: the same play over HTTP, the built server in its own process started as npm start does, RSS right after each day's last call (no forced collection), MB:`);
  for (let i = 0; i < served.days.length; i += 30) console.log(`  day ${served.days[i]!.day}: ${served.days[i]!.rssMb.toFixed(1)} (anonymous ${served.days[i]!.anonMb.toFixed(1)})`);
  console.log(`  idle after start ${served.idle.rssMb.toFixed(1)}; busy: day 1 ${first.rssMb.toFixed(1)}, day ${lastServed.day} ${lastServed.rssMb.toFixed(1)} (anonymous ${lastServed.anonMb.toFixed(1)}): ${busyRatio.toFixed(2)} times day 1`);
  console.log(`  settled (${SETTLED_AFTER_MS / 1000} s after the day's last call, the idle collection run): day 1 ${served.settled.first.rssMb.toFixed(1)}, day ${lastServed.day} ${served.settled.last.rssMb.toFixed(1)}: ${settledRatio.toFixed(2)} times day 1; target ≤ ${SOAK_RSS_RATIO_MAX}: settled ${met(settledRatio <= SOAK_RSS_RATIO_MAX)}, busy ${met(busyRatio <= SOAK_RSS_RATIO_MAX)}`);
  if (SOAK_SANDBOXES > 0) {
    const many = await soakRun(SOAK_SANDBOX_DAYS, SOAK_SANDBOXES);
    console.log(`\nsoak: ${SOAK_SANDBOXES} QA sandboxes, each played daily as above for ${SOAK_SANDBOX_DAYS} simulated days (heap MB / rss MB per day):`);
    console.log(`  ${many.map((d) => `${d.day}: ${d.heapMb.toFixed(0)}/${d.rssMb.toFixed(0)}`).join(', ')}`);
    const end = many.at(-1)!;
    console.log(`  day ${end.day}: V8's old space ${end.oldPagesMb.toFixed(0)} MB of pages holding ${end.oldObjectsMb.toFixed(0)} MB of objects`);
    console.log(`  peak rss ${Math.max(...many.map((d) => d.rssMb)).toFixed(0)} MB; the clock moves of a day, all sandboxes: median ${median(many.map((d) => d.clockMoveMs)).toFixed(0)} ms`);
  }
}

const latencyRow = (name: string, l: Latency) => `| ${name} | ${l.requests} | ${l.p50Ms.toFixed(1)} ms | ${l.p99Ms.toFixed(1)} ms | ${l.maxMs.toFixed(1)} ms |`;
const met = (ok: boolean) => (ok ? 'met' : 'NOT MET');

async function savesStep() {
  const s = await saveCost(API_PORT, SAVE_WORLDS, Math.max(1, Math.min(ROUNDS, 3)));
  console.log(`\nsaves: ${s.worlds} QA sandboxes, each written to every 2 s (a venue transfer, paced), 4 clients calling the default world's preInfo every 50 ms; 12 s measured after every world was saved once, medians of ${s.rounds} runs each, alternately\n`);
  console.log('| default world while the sandboxes are written to | requests | p50 | p99 | max |');
  console.log('|---|---:|---:|---:|---:|');
  console.log(latencyRow('without STATE_DIR', s.without));
  console.log(latencyRow('with STATE_DIR (every world saved every 2 s)', s.with));
  const added = s.with.p99Ms - s.without.p99Ms;
  console.log(`\nsaves: p99 ${added >= 0 ? '+' : ''}${added.toFixed(1)} ms with STATE_DIR (target: at most +${SAVE_P99_ADDED_MAX_MS} ms): ${met(added <= SAVE_P99_ADDED_MAX_MS)}`);
  const c = await captureCost();
  console.log(`one world's copy on the event loop (the longest a request waits for a save): a world of the fixtures ${(c.fixtures.bytes / 1e6).toFixed(2)} MB in ${c.fixtures.ms.toFixed(1)} ms; after ${c.played.days} days of the soak's play ${(c.played.bytes / 1e6).toFixed(2)} MB in ${c.played.ms.toFixed(1)} ms (medians)`);
}

async function restoresStep() {
  const r = await restoreCost(API_PORT, RESTORES, Math.max(1, Math.min(ROUNDS, 3)));
  console.log(`\nrestores: ${r.count} restores of one snapshot into new sandboxes sent at once, 4 clients calling the default world's preInfo every 50 ms; medians of ${r.rounds} rounds; all ${r.count} done in ${Math.round(r.restoresMs)} ms\n`);
  console.log('| default world | requests | p50 | p99 | max |');
  console.log('|---|---:|---:|---:|---:|');
  console.log(latencyRow(`while ${r.count} restores run`, r.during));
  console.log(latencyRow('quiet, just before', r.quiet));
  console.log(`\nrestores: p99 ${r.during.p99Ms.toFixed(1)} ms while they run (target: under ${RESTORE_P99_MAX_MS} ms): ${met(r.during.p99Ms < RESTORE_P99_MAX_MS)}`);
}

async function main() {
  if (STEPS.includes('startup')) {
    const s = await startUpCost(API_PORT);
    const rss = (rows: typeof s.oursRss) => `${median(rows.map((r) => r.rssMb)).toFixed(1)} MB (anonymous ${median(rows.map((r) => r.anonMb)).toFixed(1)}, file-backed ${median(rows.map((r) => r.fileMb)).toFixed(1)})`;
    console.log(`start-up (spawn to listening, plain JavaScript, alternately; npm start's build took ${Math.round(s.buildMs)} ms): server ${Math.round(median(s.oursMs))} ms (${s.oursMs.map(Math.round).join(', ')}), bare Fastify ${Math.round(median(s.bareMs))} ms (${s.bareMs.map(Math.round).join(', ')}): ${s.ratio.toFixed(2)} times bare`);
    const oursRss = median(s.oursRss.map((r) => r.rssMb));
    console.log(`idle RSS after start (medians of ${s.oursRss.length}): server ${rss(s.oursRss)}, bare Fastify ${rss(s.bareRss)}: ${s.rssRatio.toFixed(2)} times bare; target ≤ ${IDLE_RSS_MAX_MB} MB: ${met(oursRss <= IDLE_RSS_MAX_MB)}`);
  }
  if (STEPS.some((s) => ['api', 'wirefloor', 'placebet', 'clock'].includes(s))) {
    if (PINNED) pinLoadGenerator();
    const bare = await startChild(benchFile('./bare-server.ts'), { PORT: String(BARE_PORT) });
    const api = await startOurServer(benchFile('./api-server.ts'), { PORT: String(API_PORT), LOG_LEVEL: 'warn', RESPONSE_VALIDATION: 'false' });
    const base = `http://127.0.0.1:${API_PORT}`;
    try {
      if (STEPS.includes('api')) await apiStep(base, bare.child, api.child);
      if (STEPS.includes('wirefloor')) await wireFloorStep(bare.child, { bareUrl: BARE_URL, port: FLOOR_PORT, rounds: ROUNDS, seconds: DURATION_S, connections: CONNECTIONS });
      if (STEPS.includes('placebet')) await placeBetStep(base, api.child);
      if (STEPS.includes('clock')) await clockStep(base);
    } finally {
      await stopChild(bare.child);
      await stopChild(api.child);
    }
  }
  if (STEPS.includes('soak')) await soakStep();
  if (STEPS.includes('sim')) {
    const sim = simulatorCost();
    console.log(`\nsimulator, 1,000 matches live (FT, BK, TN, BS, VB): ${sim.withPricesMicros.toFixed(2)} µs per match per simulated minute with prices, ${sim.withoutPricesMicros.toFixed(2)} µs without (events and projection only); median of 3`);
  }
  if (STEPS.includes('saves')) await savesStep();
  if (STEPS.includes('restores')) await restoresStep();
  if (STEPS.includes('sandboxes')) {
    const sandboxes = await sandboxCost();
    console.log(`QA sandboxes, ${sandboxes.count} runs at once each in its own (login + balance, in-process): ${Math.round(sandboxes.parallelMs)} ms for all (${(sandboxes.parallelMs / sandboxes.count).toFixed(1)} ms each), one alone ${sandboxes.createOneMs.toFixed(1)} ms, heap ${sandboxes.heapPerSandboxMb.toFixed(2)} MB per sandbox, one sports-clock tick over all ${sandboxes.tickAllMs.toFixed(1)} ms (the next 60, warm: ${sandboxes.tickWarmMs.toFixed(1)} ms each); median of 3`);
  }
}

await main();

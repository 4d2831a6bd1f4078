import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { median } from './stats';
import { pinLoadGenerator } from './cpu-pinning';
import { PINNED, benchFile, cpuMicros, startChild, startOurServer, stopChild } from './children';
import { BENCH_HEADERS, apiLoads, checkAnswersSuccess, loginDemo, type Load } from './loads';
import { runLoad } from './run-load';

/**
 * `npm run bench:ab [A] [B]`: what a request costs two checkouts of the server, A (default the
 * main checkout beside this one, AB_A) and B (this one), measured interleaved in one run, so a
 * shared machine's drift moves both alike. Both servers (and bare Fastify) run at once, pinned as
 * the bench pins; each round measures every load on A and on B in turn (the order alternating by
 * round) for AB_SECONDS (3), reading each server's own CPU time. Prints, per load, the medians of
 * server CPU µs per request, the median over rounds of B's cost to A's, and each side's ratio to
 * bare Fastify (bare's CPU per request over the load's, as the bench's "ratio to bare (CPU)").
 * AB_ROUNDS (6), AB_LOADS (public,member,encrypted,write), ports AB_PORT (3400: A, +1 B, +2 bare).
 * AB_FILL: that many encrypted calls sent to each side first, as a long run's earlier rounds do
 * (the server remembers every path token's nonce for 5 minutes, up to 100,000). AB_VERBOSE: each
 * window's req/s and how busy the server was (well under 100%: the load generator was the limit).
 * A checkout needs its node_modules; a commit can be measured from `git archive` with this
 * checkout's node_modules (and server/node_modules) linked in, when its dependencies are the same.
 */
const ROUNDS = Number(process.env.AB_ROUNDS ?? 6);
const SECONDS = Number(process.env.AB_SECONDS ?? 3);
const PORT = Number(process.env.AB_PORT ?? 3400);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const NAMES = ['public', 'member', 'encrypted', 'write'] as const;
const here = fileURLToPath(new URL('../..', import.meta.url));
const rootA = resolve(process.argv[2] ?? process.env.AB_A ?? `${here}../main`);
const rootB = resolve(process.argv[3] ?? process.env.AB_B ?? here);
/** AB_A_ENV, AB_B_ENV: `KEY=value ...` for one side only (the same checkout with a setting changed); AB_A_FLAGS, AB_B_FLAGS: Node flags added to the start script's for one side. */
const envOf = (spec = '') => Object.fromEntries(spec.split(' ').filter(Boolean).map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]));
const picked = (process.env.AB_LOADS ?? NAMES.join(',')).split(',');

async function cpuPerRequest(load: Load, server: Parameters<typeof cpuMicros>[0]): Promise<number> {
  const before = await cpuMicros(server);
  const started = performance.now();
  const result = await runLoad(load, SECONDS, CONNECTIONS);
  const used = (await cpuMicros(server)) - before;
  if (result.non2xx + result.errors > 0) throw new Error(`${load.name}: ${result.non2xx + result.errors} non-2xx/errors`);
  if (process.env.AB_VERBOSE) console.log(`  ${load.name} on :${new URL(load.url).port}: ${Math.round(result.requests.average)} req/s, server busy ${((used / ((performance.now() - started) * 1000)) * 100).toFixed(0)}%`);
  return used / result.requests.total;
}

if (PINNED) pinLoadGenerator();
const env = { LOG_LEVEL: 'warn', RESPONSE_VALIDATION: 'false' };
const sides = [
  { name: 'A', root: rootA, port: PORT, env: envOf(process.env.AB_A_ENV), flags: (process.env.AB_A_FLAGS ?? '').split(' ').filter(Boolean) },
  { name: 'B', root: rootB, port: PORT + 1, env: envOf(process.env.AB_B_ENV), flags: (process.env.AB_B_FLAGS ?? '').split(' ').filter(Boolean) },
];
const servers = await Promise.all(sides.map((s) => startOurServer(`${s.root}/tests/bench/api-server.ts`, { ...env, ...s.env, PORT: String(s.port) }, PINNED, s.flags)));
const bare = await startChild(benchFile('./bare-server.ts'), { PORT: String(PORT + 2) });
try {
  const loadsOf = await Promise.all(
    sides.map(async (s) => {
      const base = `http://127.0.0.1:${s.port}`;
      const all = apiLoads(`http://127.0.0.1:${PORT + 2}/bare`, base, await loginDemo(base));
      return { bare: all[0]!, ...Object.fromEntries(NAMES.map((n, i) => [n, all[i + 1]!])) } as Record<'bare' | (typeof NAMES)[number], Load>;
    }),
  );
  const names = NAMES.filter((n) => picked.includes(n));
  for (const loads of loadsOf) for (const n of names) await checkAnswersSuccess(loads[n]);
  for (const [i, loads] of loadsOf.entries()) for (const n of names) await cpuPerRequest(loads[n], servers[i]!.child);
  const fill = Number(process.env.AB_FILL ?? 0);
  if (fill > 0) {
    for (const loads of loadsOf) {
      const { encrypted } = loads;
      await autocannon({ url: encrypted.url, method: 'POST', connections: CONNECTIONS, amount: fill, headers: { ...BENCH_HEADERS, ...encrypted.headers }, requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, ...encrypted.fresh!() }) }] });
    }
    console.log(`sent ${fill} encrypted calls to each side first`);
  }
  const samples = new Map(names.map((n) => [n, { a: [] as number[], b: [] as number[], bare: [] as number[] }]));
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    const line: string[] = [];
    for (const n of names) {
      const s = samples.get(n)!;
      s.bare.push(await cpuPerRequest(loadsOf[0]!.bare, bare.child));
      for (const side of order) (side === 0 ? s.a : s.b).push(await cpuPerRequest(loadsOf[side]![n], servers[side]!.child));
      line.push(`${n} A ${s.a.at(-1)!.toFixed(1)} B ${s.b.at(-1)!.toFixed(1)} bare ${s.bare.at(-1)!.toFixed(1)}`);
    }
    console.log(`round ${round + 1} (${order.map((i) => sides[i]!.name).join(' then ')}): ${line.join(' | ')}`);
  }
  console.log(`\nA ${rootA} ${process.env.AB_A_ENV ?? ''}\nB ${rootB} ${process.env.AB_B_ENV ?? ''}\n${ROUNDS} rounds of ${SECONDS} s, ${CONNECTIONS} connections, ${PINNED ? 'servers pinned to core 1' : 'not pinned'}; server CPU µs/request, medians\n`);
  console.log('| load | A | B | B/A (median by round) | A ratio to bare | B ratio to bare |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const n of names) {
    const s = samples.get(n)!;
    const byRound = (xs: number[], ys: number[]) => median(xs.map((x, i) => x / ys[i]!));
    console.log(`| ${n} | ${median(s.a).toFixed(1)} | ${median(s.b).toFixed(1)} | ${byRound(s.b, s.a).toFixed(3)} | ${byRound(s.bare, s.a).toFixed(2)} | ${byRound(s.bare, s.b).toFixed(2)} |`);
  }
} finally {
  await Promise.all([...servers.map((s) => stopChild(s.child)), stopChild(bare.child)]);
}

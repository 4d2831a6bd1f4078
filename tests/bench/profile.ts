import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { BENCH_HEADERS, apiLoads, checkAnswersSuccess, loginDemo, placeBetSetup, type Load } from './loads';
import { printSummary, summarizeProfile } from './cpu-profile-summary';

/**
 * `npm run bench:profile [load ...]`: a V8 CPU profile of the API server under each load of the
 * bench (public, member, encrypted, write, placeBet), one server per load so each profile holds
 * that load only, and the functions that cost most. The .cpuprofile files stay in the printed
 * folder (Chrome DevTools or speedscope open them). BENCH_PROFILE_SECONDS (5) per load;
 * BENCH_PROFILE_OPEN_BETS (1,000) open tickets the player holds before placeBet is profiled.
 * BENCH_HANDLERS=pipeline-floor: member info's handler does nothing (pipeline-floor-app.ts), so the
 * member and encrypted profiles show the request pipeline alone.
 */
const SECONDS = Number(process.env.BENCH_PROFILE_SECONDS ?? 5);
const OPEN_BETS = Number(process.env.BENCH_PROFILE_OPEN_BETS ?? 1_000);
const PORT = Number(process.env.BENCH_PROFILE_PORT ?? 3904);
const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const NAMES = ['bare', 'public', 'member', 'encrypted', 'write', 'placeBet'] as const;
type Name = (typeof NAMES)[number];

function startServer(script: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', here(script)], {
    env: { ...process.env, PORT: String(PORT), LOG_LEVEL: 'warn', RESPONSE_VALIDATION: 'false' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => m === 'ready' && resolve(child));
    child.once('exit', (code) => reject(new Error(`api-server exited ${code}`)));
  });
}

const run = (load: Load, options: { duration?: number; amount?: number; connections?: number }) =>
  autocannon({
    url: load.url,
    method: 'POST',
    connections: options.connections ?? 20,
    ...(options.amount ? { amount: options.amount } : { duration: options.duration ?? SECONDS }),
    headers: { ...BENCH_HEADERS, ...load.headers },
    body: load.body,
    ...(load.fresh ? { requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, ...load.fresh!() }) }] } : {}),
  });

/** Sends an order to the server child and waits for the answer that has `key`. */
function ask(child: ChildProcess, order: unknown, key: string): Promise<void> {
  return new Promise((resolve) => {
    const listen = (m: unknown) => {
      if (typeof m === 'object' && m !== null && key in m) {
        child.off('message', listen);
        resolve();
      }
    };
    child.on('message', listen);
    child.send(order as never);
  });
}

async function profileOne(name: Name, dir: string) {
  const child = await startServer(name === 'bare' ? './bare-server.ts' : './api-server.ts');
  const file = join(dir, `${name}.cpuprofile`);
  let requests = 0;
  const base = `http://127.0.0.1:${PORT}`;
  try {
    let load: Load;
    if (name === 'placeBet') {
      const setup = await placeBetSetup(base, Math.ceil((OPEN_BETS * 10) / 50_000) + 1);
      if (OPEN_BETS > 0) await run(setup.load, { amount: OPEN_BETS, connections: 50 });
      console.log(`placeBet: ${await setup.openBets()} open bets before the profiled ones`);
      load = setup.load;
    } else if (name === 'bare') {
      load = apiLoads(`${base}/bare`, base, '')[0]!;
    } else {
      const loads = apiLoads('', base, await loginDemo(base));
      load = loads[NAMES.indexOf(name)]!;
    }
    await checkAnswersSuccess(load);
    if (name !== 'placeBet') await run(load, { duration: 1 });
    await ask(child, { profile: 'start' }, 'profiling');
    const result = await run(load, name === 'placeBet' ? { amount: 2_000, connections: 50 } : { duration: SECONDS });
    await ask(child, { profile: 'stop', file }, 'profiled');
    console.log(`${name}: ${Math.round(result.requests.average)} req/s, ${result.non2xx + result.errors} non-2xx/errors`);
    requests = result.requests.total;
  } finally {
    child.kill();
  }
  printSummary(`${name} (${file})`, summarizeProfile(JSON.parse(readFileSync(file, 'utf8')) as Parameters<typeof summarizeProfile>[0]), requests);
}

const asked = process.argv.slice(2);
const dir = mkdtempSync(join(tmpdir(), 'api-profile-'));
for (const name of asked.length > 0 ? asked : NAMES) {
  if (!NAMES.includes(name as Name)) throw new Error(`unknown load ${name}: one of ${NAMES.join(', ')}`);
  await profileOne(name as Name, dir);
}

import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { median } from './stats';
import { cpuMicros } from './children';
import { BENCH_HEADERS, checkAnswersSuccess, placeBetSetup, type Load } from './loads';

/** placeBet's cost per accepted single while the player holds about `open` open tickets. */
export interface PlaceBetAt {
  open: number;
  /** The bets measured: the player held open - window open tickets before them, `open` after. */
  window: number;
  cpuPerBetMicros: number;
  rps: number;
  p99: number;
}

const CONNECTIONS = 50;

const run = (load: Load, amount: number) =>
  autocannon({
    url: load.url,
    method: 'POST',
    // autocannon refuses more connections than requests (a small fill before a window).
    connections: Math.min(CONNECTIONS, amount),
    amount,
    headers: { ...BENCH_HEADERS, ...load.headers },
    body: load.body,
    requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, ...load.fresh!() }) }],
  });

/**
 * For each size: the world reset, demo01 given the money (deposits paid through the QA API), open
 * singles placed up to `open - window`, then `window` more measured (server CPU time per bet),
 * every one checked accepted by the player's open-bet count. Medians over `rounds`.
 */
export async function placeBetCost(base: string, api: ChildProcess, sizes: readonly number[], rounds: number): Promise<PlaceBetAt[]> {
  const out: PlaceBetAt[] = [];
  for (const open of sizes) {
    const window = Math.min(1_000, Math.max(50, Math.floor(open / 2)));
    const samples: { cpu: number; rps: number; p99: number }[] = [];
    for (let round = 0; round < rounds; round++) {
      const setup = await placeBetSetup(base, Math.ceil((open * 10) / 50_000) + 1);
      await checkAnswersSuccess(setup.load);
      const fill = open - window - (await setup.openBets());
      if (fill > 0) await run(setup.load, fill);
      if ((await setup.openBets()) !== open - window) throw new Error(`placeBet bench: ${await setup.openBets()} open bets before the window, ${open - window} expected`);
      const before = await cpuMicros(api);
      const result = await run(setup.load, window);
      const used = (await cpuMicros(api)) - before;
      const held = await setup.openBets();
      if (held !== open || result.non2xx + result.errors > 0) throw new Error(`placeBet bench: ${held} open bets after the window, ${open} expected (${result.non2xx + result.errors} failed)`);
      samples.push({ cpu: used / window, rps: result.requests.total / result.duration, p99: result.latency.p99 });
    }
    out.push({ open, window, cpuPerBetMicros: median(samples.map((s) => s.cpu)), rps: median(samples.map((s) => s.rps)), p99: median(samples.map((s) => s.p99)) });
  }
  return out;
}

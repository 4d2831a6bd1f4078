import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { BENCH_HEADERS, checkAnswersSuccess, type Load } from './loads';
import type { BracketedRound, LoadSample } from './api-rounds';
import { cpuMicros } from './children';

// Apart from loads.ts, which the in-process soak imports: autocannon's modules would count in its heap.
/** One load for `seconds` over `connections` keep-alive connections (autocannon), each request made afresh where the load must (single-use encrypted paths). */
export function runLoad(load: Load, seconds: number, connections: number) {
  return autocannon({
    url: load.url,
    method: 'POST',
    connections,
    duration: seconds,
    headers: { ...BENCH_HEADERS, ...load.headers },
    body: load.body,
    ...(load.fresh ? { requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, ...load.fresh!() }) }] } : {}),
  });
}

/** A load and the server child it goes to, whose own CPU clock measures it. */
export interface ServedLoad {
  load: Load;
  server: ChildProcess;
}

export interface Windows {
  seconds: number;
  connections: number;
}

/** One window of a load: req/s and p99 from autocannon, CPU per request from the server's own clock. */
async function measureLoad({ load, server }: ServedLoad, { seconds, connections }: Windows): Promise<LoadSample> {
  const cpuBefore = await cpuMicros(server);
  const result = await runLoad(load, seconds, connections);
  const cpuUsed = (await cpuMicros(server)) - cpuBefore;
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx + result.errors, cpuPerRequestMicros: cpuUsed / result.requests.total };
}

const WARM_UP_SECONDS = 1;

/** Each load checked to answer success (a load that answers an error measures the wrong thing), then run a second to warm its server. */
export async function warmUp(loads: readonly Load[], connections: number): Promise<void> {
  for (const load of loads) {
    await checkAnswersSuccess(load);
    await runLoad(load, WARM_UP_SECONDS, connections);
  }
}

/**
 * `rounds` rounds of the baseline, load 1, the baseline, load 2, …, the baseline: every load
 * between two windows of the baseline (api-rounds.ts says why). `onRound` sees each round as it ends.
 */
export async function measureBracketed(
  baseline: ServedLoad,
  loads: readonly ServedLoad[],
  rounds: number,
  windows: Windows,
  onRound: (round: BracketedRound, index: number) => void = () => {},
): Promise<BracketedRound[]> {
  const measured: BracketedRound[] = [];
  for (let index = 0; index < rounds; index++) {
    const baselines = [await measureLoad(baseline, windows)];
    const samples: LoadSample[] = [];
    for (const load of loads) {
      samples.push(await measureLoad(load, windows));
      baselines.push(await measureLoad(baseline, windows));
    }
    const round = { baselines, loads: samples };
    measured.push(round);
    onRound(round, index);
  }
  return measured;
}

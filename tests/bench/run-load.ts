import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { BENCH_HEADERS, type Load } from './loads';
import type { LoadSample } from './api-rounds';
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

/** One window of `load` against `server`: req/s and p99 from autocannon, CPU per request from the server's own clock. */
export async function measureLoad(load: Load, server: ChildProcess, seconds: number, connections: number): Promise<LoadSample> {
  const cpuBefore = await cpuMicros(server);
  const result = await runLoad(load, seconds, connections);
  const cpuUsed = (await cpuMicros(server)) - cpuBefore;
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx + result.errors, cpuPerRequestMicros: cpuUsed / result.requests.total };
}

import autocannon from 'autocannon';
import { BENCH_HEADERS, type Load } from './loads';

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

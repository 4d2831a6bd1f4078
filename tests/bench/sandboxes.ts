import { createHash } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { buildApp } from '../../server/src/app';
import { testConfig } from '../../server/src/config';
import { advanceSportsbook } from '../../server/src/sports/sportsbook';
import { sportsbookOf } from '../../server/src/composition/sportsbook';
import { requiredHeaderValues } from '@betsite/contracts/request-headers';
import { median } from './stats';

/**
 * What QA sandboxes cost: `count` runs at once, each in its own sandbox (created on first use),
 * each logging in and reading its balance; then the heap they hold, and one tick of the sports
 * clock over all of them. In-process (inject), so what is measured is the server's work, not HTTP.
 */
export interface SandboxCost {
  count: number;
  /** Wall time for all `count` runs started together (creation included), median of rounds. */
  parallelMs: number;
  /** One sandbox made and used alone (its first request), median. */
  createOneMs: number;
  heapPerSandboxMb: number;
  /** advance of every world's sports clock once (what the 1 s timer does), median. */
  tickAllMs: number;
  /**
   * The same over a minute of clock after that first tick (60 ticks, each world a second on),
   * per tick, median: what a server with that many busy sandboxes spends every second once warm.
   */
  tickWarmMs: number;
}

const WARM_TICKS = 60;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapMb = () => {
  gc();
  return process.memoryUsage().heapUsed / 1e6;
};

export async function sandboxCost(count = 100, rounds = 3): Promise<SandboxCost> {
  const app = await buildApp({ config: testConfig({ LOG_LEVEL: 'silent', SANDBOXES_MAX: count * 2 }) });
  await app.ready();
  const password = createHash('md5').update('demo1234').digest('hex');
  const run = async (sandbox: string) => {
    const headers = { 'content-type': 'application/json', ...requiredHeaderValues('demo-device-01', `bench-${sandbox}`), 'x-mock-session': sandbox };
    const login = await app.inject({ method: 'POST', url: '/site/api/v1/user/login', headers, payload: { isAgent: 0, name: 'demo01', password, kaptchcate: 0 } });
    const token = login.json<{ data: { token: string } }>().data.token;
    const balance = await app.inject({ method: 'POST', url: '/fd/api/v1/transfer/getBalance', headers: { ...headers, token }, payload: { withLockMoney: 1 } });
    if (balance.json<{ status_code: number }>().status_code !== 6000) throw new Error(`sandbox bench: ${sandbox} could not read its balance`);
  };
  try {
    await run('warm-up');
    const single: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await run(`single-${i}`);
      single.push(performance.now() - started);
    }
    const parallel: number[] = [];
    const heaps: number[] = [];
    const ticks: number[] = [];
    const warmTicks: number[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const s of app.sandboxes.list()) app.sandboxes.remove(s.name);
      const before = heapMb();
      const started = performance.now();
      await Promise.all(Array.from({ length: count }, (_, i) => run(`round${round}-${i}`)));
      parallel.push(performance.now() - started);
      heaps.push((heapMb() - before) / count);
      const worlds = [...app.sandboxes.worlds()];
      const tick = (second: number) => {
        for (const world of worlds) world.within(() => advanceSportsbook(sportsbookOf(world), world.clock.now() + second * 1_000));
      };
      const tickStarted = performance.now();
      tick(1);
      ticks.push(performance.now() - tickStarted);
      const warmStarted = performance.now();
      for (let second = 2; second <= WARM_TICKS + 1; second++) tick(second);
      warmTicks.push((performance.now() - warmStarted) / WARM_TICKS);
    }
    return { count, parallelMs: median(parallel), createOneMs: median(single), heapPerSandboxMb: median(heaps), tickAllMs: median(ticks), tickWarmMs: median(warmTicks) };
  } finally {
    await app.close();
  }
}

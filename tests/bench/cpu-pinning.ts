import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * On this 2-core machine the server under test and the load generator share the cores. Left to
 * the scheduler, both sometimes run on one core for a while: six 4-second windows of the same
 * load gave 26.1 to 34.9 µs per request unpinned, 26.0 to 28.0 pinned (the VM's own noise stays
 * either way, and is large at times). So, where taskset exists and there are two cores, the
 * servers run on core 1 and this process (the load generator, all its threads) on core 0.
 * BENCH_PIN=0 turns it off.
 */
export const SERVER_CORE = 1;
const LOAD_CORE = 0;

export function pinningAvailable(): boolean {
  if (process.env.BENCH_PIN === '0' || availableParallelism() < 2) return false;
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Pins every thread of this process to the load generator's core. */
export function pinLoadGenerator(): void {
  execFileSync('taskset', ['-apc', String(LOAD_CORE), String(process.pid)], { stdio: 'ignore' });
}

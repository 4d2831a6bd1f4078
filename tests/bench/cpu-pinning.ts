import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * On this 2-core machine the server under test and the load generator share the cores. Left to
 * the scheduler, both sometimes run on one core for a while, and the server's CPU per request
 * moved by 20% and more between 4-second windows of the same load (pinned: under 3%). So, where
 * taskset exists and there are two cores, the servers run on core 1 and this process (the load
 * generator, all its threads) on core 0. BENCH_PIN=0 turns it off.
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

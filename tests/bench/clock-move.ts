import { BENCH_HEADERS } from './loads';
import { median, percentile } from './stats';

/**
 * A QA clock move in one sandbox while other clients keep calling the default world (preInfo,
 * `clients` at once, back to back): how long the move takes, and how long the default world's
 * requests took while it ran (the requests in flight at any moment of it).
 */
export interface ClockMoveSample {
  moveMs: number;
  /** Default-world requests that overlapped the move. */
  during: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const DAY_MS = 86_400_000;

/** `days` 0: no move, the same clients for the same time (the latency the machine gives anyway). */
export async function clockMoveOnce(base: string, days: number, clients = 8, quietMs = 300): Promise<ClockMoveSample> {
  const sandbox = { 'content-type': 'application/json', 'x-mock-session': 'bench-mover' };
  await fetch(`${base}/__mock/reset`, { method: 'POST', headers: sandbox, body: '{}' });
  const calls: { from: number; to: number }[] = [];
  let stop = false;
  const loop = async () => {
    while (!stop) {
      const from = performance.now();
      const res = await fetch(`${base}/site/api/v1/configuration/preInfo`, { method: 'POST', headers: BENCH_HEADERS, body: '{}' });
      await res.arrayBuffer();
      calls.push({ from, to: performance.now() });
    }
  };
  const loops = Array.from({ length: clients }, loop);
  await new Promise((r) => setTimeout(r, 500));
  const moveFrom = performance.now();
  if (days > 0) {
    const moved = await fetch(`${base}/__mock/clock`, { method: 'POST', headers: sandbox, body: JSON.stringify({ advanceMs: days * DAY_MS }) });
    if (moved.status !== 200) throw new Error(`clock bench: the move answered ${moved.status}`);
  } else {
    await new Promise((r) => setTimeout(r, quietMs));
  }
  const moveTo = performance.now();
  await new Promise((r) => setTimeout(r, 300));
  stop = true;
  await Promise.all(loops);
  const overlapping = calls.filter((c) => c.to >= moveFrom && c.from <= moveTo).map((c) => c.to - c.from).sort((a, b) => a - b);
  return { moveMs: moveTo - moveFrom, during: overlapping.length, p50Ms: percentile(overlapping, 50), p99Ms: percentile(overlapping, 99), maxMs: overlapping.at(-1) ?? 0 };
}

/** Medians over rounds, the sandbox reset before each. */
export async function clockMoveCost(base: string, days: number, rounds: number, quietMs?: number): Promise<ClockMoveSample> {
  const samples: ClockMoveSample[] = [];
  for (let i = 0; i < rounds; i++) samples.push(await clockMoveOnce(base, days, 8, quietMs));
  const m = (f: (s: ClockMoveSample) => number) => median(samples.map(f));
  return { moveMs: m((s) => s.moveMs), during: m((s) => s.during), p50Ms: m((s) => s.p50Ms), p99Ms: m((s) => s.p99Ms), maxMs: m((s) => s.maxMs) };
}

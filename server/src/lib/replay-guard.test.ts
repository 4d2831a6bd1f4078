import { describe, expect, it } from 'vitest';
import { createReplayGuard } from './replay-guard';

const SKEW_MS = 300_000;
const NOW_MS = 1_700_000_000_000;

describe('replay guard', () => {
  it('answers replay to a nonce it has seen while the token is fresh', () => {
    const guard = createReplayGuard(SKEW_MS);
    expect(guard.admit('n1', NOW_MS, NOW_MS)).toBe('ok');
    expect(guard.admit('n1', NOW_MS, NOW_MS + 1)).toBe('replay');
    expect(guard.admit('n2', NOW_MS, NOW_MS + 1)).toBe('ok');
  });

  it('forgets nonces whose tokens have gone stale', () => {
    const guard = createReplayGuard(SKEW_MS);
    guard.admit('n1', NOW_MS, NOW_MS);
    guard.admit('n2', NOW_MS + 1000, NOW_MS);
    guard.admit('n3', NOW_MS + SKEW_MS + 2, NOW_MS + SKEW_MS + 1);
    expect(guard.size()).toBe(2);
  });

  it('stays within its capacity, and refuses as stale what it can no longer tell from a replay', () => {
    const guard = createReplayGuard(SKEW_MS, 3);
    for (let i = 0; i < 5; i++) expect(guard.admit(`n${i}`, NOW_MS + i, NOW_MS + i)).toBe('ok');
    expect(guard.size()).toBe(3);
    // n0 and n1 were forgotten: their replays, and anything stamped as early, are refused.
    expect(guard.admit('n0', NOW_MS, NOW_MS + 5)).toBe('stale');
    expect(guard.admit('n1', NOW_MS + 1, NOW_MS + 5)).toBe('stale');
    expect(guard.admit('fresh-but-early', NOW_MS + 1, NOW_MS + 5)).toBe('stale');
    expect(guard.admit('n4', NOW_MS + 4, NOW_MS + 5)).toBe('replay');
    expect(guard.admit('n5', NOW_MS + 5, NOW_MS + 5)).toBe('ok');
  });

  it('keeps the arrival order across many turns of its ring: the forgotten are stale, the kept are replays', () => {
    const guard = createReplayGuard(SKEW_MS, 5);
    for (let i = 0; i < 23; i++) expect(guard.admit(`n${i}`, NOW_MS + i, NOW_MS + i)).toBe('ok');
    expect(guard.size()).toBe(5);
    for (let i = 0; i < 18; i++) expect(guard.admit(`n${i}`, NOW_MS + i, NOW_MS + 23)).toBe('stale');
    for (let i = 18; i < 23; i++) expect(guard.admit(`n${i}`, NOW_MS + i, NOW_MS + 23)).toBe('replay');
  });

  it('forgets stale nonces from the oldest on, whatever turn of the ring they sit at', () => {
    const guard = createReplayGuard(SKEW_MS, 4);
    for (let i = 0; i < 6; i++) guard.admit(`n${i}`, NOW_MS + i * 1000, NOW_MS + i * 1000);
    // n2..n5 are kept; moving past n3's window forgets n2 and n3 only.
    expect(guard.admit('late', NOW_MS + SKEW_MS + 3500, NOW_MS + SKEW_MS + 3500)).toBe('ok');
    expect(guard.size()).toBe(3);
    expect(guard.admit('n4', NOW_MS + 4000, NOW_MS + SKEW_MS + 3500)).toBe('replay');
  });

  it('costs no more per call at its bound than below it (forgetting walks no list of the forgotten)', () => {
    const capacity = 20_000;
    const admitMany = (guard: ReturnType<typeof createReplayGuard>, from: number) => {
      const started = performance.now();
      for (let i = from; i < from + capacity; i++) guard.admit(`nonce-${i}`, NOW_MS + i, NOW_MS + i);
      return performance.now() - started;
    };
    admitMany(createReplayGuard(SKEW_MS, capacity), 0); // warm up
    // The fastest of three of each: a test worker beside others on two cores can be paused for
    // milliseconds in any one run, and that pause is not the guard's cost.
    const filling: number[] = [];
    const atBound: number[] = [];
    for (let run = 0; run < 3; run++) {
      const guard = createReplayGuard(SKEW_MS, capacity);
      filling.push(admitMany(guard, 0));
      atBound.push(admitMany(guard, capacity), admitMany(guard, capacity * 2));
    }
    // Runs at the bound against those that filled it: the Map-ordered guard took 30 times as long.
    expect(Math.min(...atBound)).toBeLessThan(Math.min(...filling) * 5);
  });
});

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
});

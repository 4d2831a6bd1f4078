import { describe, expect, it } from 'vitest';
import { oldestKey, setBounded } from './bounded-map';

describe('setBounded', () => {
  it('drops the oldest entry once the map is over its bound', () => {
    const map = new Map<string, number>();
    for (const [i, key] of ['a', 'b', 'c', 'd'].entries()) setBounded(map, key, i, 3);
    expect([...map.keys()]).toEqual(['b', 'c', 'd']);
  });
  it('makes an updated key the newest, so it outlives the ones not touched since', () => {
    const map = new Map<string, number>();
    setBounded(map, 'a', 1, 2);
    setBounded(map, 'b', 2, 2);
    setBounded(map, 'a', 3, 2);
    setBounded(map, 'c', 4, 2);
    expect([...map.entries()]).toEqual([
      ['a', 3],
      ['c', 4],
    ]);
  });
});

describe('oldestKey', () => {
  it('answers the first key in insertion order, of a map or a set, and undefined when empty', () => {
    expect(oldestKey(new Map())).toBeUndefined();
    expect(oldestKey(new Set(['x', 'y']))).toBe('x');
    expect(oldestKey(new Map([['p', 1], ['q', 2]]))).toBe('p');
  });

  it('agrees with a fresh iterator over any mix of sets, updates, deletes, clears and drops', () => {
    // A seeded walk (xorshift) of operations, checked at every step against keys().next().
    let seed = 0x2545f491;
    const random = (n: number) => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return (seed >>> 0) % n;
    };
    const map = new Map<number, number>();
    const set = new Set<number>();
    for (let step = 0; step < 20_000; step++) {
      const op = random(100);
      const key = random(300);
      if (op < 45) setBounded(map, key, step, 200);
      else if (op < 55) map.delete(key);
      else if (op < 56) map.clear();
      else if (op < 80) {
        const oldest = oldestKey(map);
        expect(oldest).toBe(map.keys().next().value);
        if (oldest !== undefined) map.delete(oldest);
      } else if (op < 95) set.add(key);
      else {
        const oldest = oldestKey(set);
        expect(oldest).toBe(set.values().next().value);
        if (oldest !== undefined) set.delete(oldest);
      }
      expect(map.size).toBeLessThanOrEqual(200);
    }
  });

  it('keeps a store at its bound in insertion order through many turns of dropping', () => {
    const map = new Map<string, number>();
    for (let i = 0; i < 50_000; i++) setBounded(map, `k${i}`, i, 1_000);
    expect(map.size).toBe(1_000);
    expect(oldestKey(map)).toBe('k49000');
    expect([...map.keys()].at(-1)).toBe('k49999');
  });
});

import { describe, expect, it } from 'vitest';
import { randomInt, seededRandom, weightedPick } from './seeded-random';

describe('seeded random', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = seededRandom('PGDZ:1');
    const b = seededRandom('PGDZ:1');
    const c = seededRandom('PGDZ:2');
    const seqA = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(seqA);
    expect(Array.from({ length: 5 }, c)).not.toEqual(seqA);
  });

  it('stays in [0, 1) and spreads evenly over ten buckets', () => {
    const random = seededRandom('spread');
    const buckets = new Array<number>(10).fill(0);
    for (let i = 0; i < 100_000; i++) {
      const x = random();
      expect(x >= 0 && x < 1).toBe(true);
      buckets[Math.floor(x * 10)]! += 1;
    }
    for (const n of buckets) expect(Math.abs(n - 10_000)).toBeLessThan(400);
  });

  it('picks by weight and refuses a bound that is not a positive integer', () => {
    const random = seededRandom('weights');
    let heavy = 0;
    for (let i = 0; i < 10_000; i++) if (weightedPick(random, { light: 1, heavy: 3 }) === 'heavy') heavy += 1;
    expect(heavy / 10_000).toBeCloseTo(0.75, 1);
    expect(() => randomInt(random, 0)).toThrow(RangeError);
  });
});

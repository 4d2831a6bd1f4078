import { describe, expect, it } from 'vitest';
import { hashText, randomInt, seededRandom, seededStream, weightedPick } from './seeded-random';

describe('seededRandom', () => {
  it('gives the same sequence for the same seed, every run', () => {
    const a = seededRandom('match-7000101');
    const b = seededRandom('match-7000101');
    const seqA = Array.from({ length: 50 }, () => a.next());
    expect(Array.from({ length: 50 }, () => b.next())).toEqual(seqA);
    // Pinned values: a change of algorithm would silently reshuffle every simulated match.
    expect(seededRandom('pin').int(0, 1_000_000)).toMatchInlineSnapshot(`925244`);
    expect(hashText('pin')).toMatchInlineSnapshot(`3617253824`);
  });
  it('gives different sequences for different seeds', () => {
    expect(seededRandom('a').next()).not.toBe(seededRandom('b').next());
  });
  it('keeps next() in [0, 1) and int() inside its bounds with both ends reached', () => {
    const r = seededRandom('bounds');
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const x = r.next();
      expect(x >= 0 && x < 1).toBe(true);
      const n = r.int(3, 6);
      expect(n >= 3 && n <= 6).toBe(true);
      seen.add(n);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });
  it('draws Poisson and exponential values with about the asked mean', () => {
    const r = seededRandom('means');
    let poissonSum = 0;
    let expSum = 0;
    for (let i = 0; i < 5000; i++) {
      poissonSum += r.poisson(2.5);
      expSum += r.exponential(10);
    }
    expect(poissonSum / 5000).toBeCloseTo(2.5, 1);
    expect(Math.abs(expSum / 5000 - 10)).toBeLessThan(0.5);
  });
  it('throws on a programmer error: an empty pick or a reversed range', () => {
    expect(() => seededRandom('x').pick([])).toThrow();
    expect(() => seededRandom('x').int(5, 1)).toThrow();
  });
});

describe('seeded streams (the stand-in games)', () => {
  it('gives the same stream for the same seed and another for another seed', () => {
    const seqA = Array.from({ length: 5 }, seededStream('PGDZ:1'));
    expect(Array.from({ length: 5 }, seededStream('PGDZ:1'))).toEqual(seqA);
    expect(Array.from({ length: 5 }, seededStream('PGDZ:2'))).not.toEqual(seqA);
  });

  it('stays in [0, 1) and spreads evenly over ten buckets', () => {
    const random = seededStream('spread');
    const buckets = new Array<number>(10).fill(0);
    for (let i = 0; i < 100_000; i++) {
      const x = random();
      expect(x >= 0 && x < 1).toBe(true);
      buckets[Math.floor(x * 10)]! += 1;
    }
    for (const n of buckets) expect(Math.abs(n - 10_000)).toBeLessThan(400);
  });

  it('picks by weight and refuses a bound that is not a positive integer', () => {
    const random = seededStream('weights');
    let heavy = 0;
    for (let i = 0; i < 10_000; i++) if (weightedPick(random, { light: 1, heavy: 3 }) === 'heavy') heavy += 1;
    expect(heavy / 10_000).toBeCloseTo(0.75, 1);
    expect(() => randomInt(random, 0)).toThrow(RangeError);
  });
});

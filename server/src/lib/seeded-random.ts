/**
 * A small seeded random source: the same seed gives the same sequence on every run and platform
 * (32-bit integer arithmetic only, no Math.random), so a simulated match or schedule replays
 * exactly. The text seed is hashed with cyrb128 into the four words of sfc32, a fast generator
 * that passes PractRand; neither is cryptographic, nothing here may guard a secret.
 */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** True with probability p. */
  chance(p: number): boolean;
  /** A draw of an exponential distribution with this mean (waiting times between events). */
  exponential(mean: number): number;
  /** A draw of a Poisson distribution with this mean (counts of events). */
  poisson(mean: number): number;
}

function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A 32-bit hash of a text, for deriving stable numbers (ids, offsets) from names. */
export function hashText(text: string): number {
  return cyrb128(text)[0];
}

export function seededRandom(seed: string): SeededRandom {
  let [a, b, c, d] = cyrb128(seed);
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // sfc32's first outputs still echo the seed words: discard a few, as its author advises.
  for (let i = 0; i < 12; i++) next();
  return {
    next,
    int(min, max) {
      if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) throw new Error(`int: bad range ${min}..${max}`);
      return min + Math.floor(next() * (max - min + 1));
    },
    pick(items) {
      if (items.length === 0) throw new Error('pick: no items');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    chance: (p) => next() < p,
    exponential: (mean) => -mean * Math.log(1 - next()),
    poisson(mean) {
      // Knuth's product method: the means here are small (goals, runs per period).
      if (mean < 0 || mean > 500) throw new Error(`poisson: mean ${mean} out of range`);
      const limit = Math.exp(-mean);
      let count = 0;
      let product = next();
      while (product > limit) {
        count++;
        product *= next();
      }
      return count;
    },
  };
}

/** The same source as a bare function of [0, 1), for code that only draws floats (the stand-in games). */
export type Random = () => number;
export function seededStream(seed: string): Random {
  const source = seededRandom(seed);
  return () => source.next();
}

/** An integer in [0, n). */
export function randomInt(random: Random, n: number): number {
  if (!Number.isSafeInteger(n) || n <= 0) throw new RangeError(`randomInt: bad bound ${n}`);
  return Math.floor(random() * n);
}

/** One key by weight (weights are positive integers). */
export function weightedPick<K extends string>(random: Random, weights: Readonly<Record<K, number>>): K {
  const entries = Object.entries(weights) as [K, number][];
  let roll = randomInt(random, entries.reduce((sum, [, w]) => sum + w, 0));
  for (const [key, w] of entries) {
    if (roll < w) return key;
    roll -= w;
  }
  throw new Error('weightedPick: unreachable');
}

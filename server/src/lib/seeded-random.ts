import { createHash } from 'node:crypto';

/**
 * A reproducible source of numbers in [0, 1): the same seed text always gives the same sequence,
 * so QA can replay a run of rounds after a reset. sfc32 (small, fast, passes PractRand to 2^40),
 * seeded from the SHA-256 of the text so nearby seeds ("PGDZ:1", "PGDZ:2") are unrelated.
 * Not for secrets: provider tokens and captchas use node:crypto.
 */
export type Random = () => number;

export function seededRandom(seedText: string): Random {
  const h = createHash('sha256').update(seedText).digest();
  let a = h.readUInt32LE(0);
  let b = h.readUInt32LE(4);
  let c = h.readUInt32LE(8);
  let d = h.readUInt32LE(12);
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4_294_967_296;
  };
  // The first outputs of sfc32 still carry the seed's structure: discard them, as its author advises.
  for (let i = 0; i < 12; i++) next();
  return next;
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

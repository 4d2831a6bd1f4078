import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Equal texts, in time that does not depend on where they differ: hashing first evens the
 * lengths, which timingSafeEqual needs. For every answer a caller could guess (captchas, codes).
 */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

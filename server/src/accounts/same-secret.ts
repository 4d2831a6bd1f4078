import { installedCrypto } from '../lib/crypto';

/**
 * Equal texts, in time that does not depend on where they differ: hashing first evens the
 * lengths, which timingSafeEqual needs. For every answer a caller could guess (captchas, codes).
 */
export function sameSecret(given: string, expected: string): boolean {
  const crypto = installedCrypto();
  return crypto.timingSafeEqual(crypto.sha256(given), crypto.sha256(expected));
}

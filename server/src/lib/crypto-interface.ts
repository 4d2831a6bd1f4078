/**
 * The cryptography the rules use (hashes, HMAC, constant-time comparison, scrypt, CSPRNG bytes),
 * behind one small interface so that the same modules run on Node and in a browser. Two
 * implementations answer alike (server/src/node/crypto.test.ts holds both to the same vectors):
 * node:crypto's (server/src/node/node-crypto.ts, fast, which the server installs) and crypto-js's with
 * @noble/hashes' scrypt (lib/crypto-js-crypto.ts, pure JavaScript: the default, what a browser
 * runs).
 *
 * The one in use is lib/crypto.ts's (`installedCrypto`); this file holds the interface alone, so
 * that an implementation's file imports no registry.
 */
export interface Crypto {
  /** SHA-256 of the bytes, or of the text's UTF-8. */
  sha256(data: string | Uint8Array): Uint8Array;
  /** SHA-256 of the text's UTF-8, spelled out (the idempotency store keys bodies by it, once per write). */
  sha256Text(text: string, encoding: 'hex' | 'base64'): string;
  hmacSha256(key: Uint8Array, data: string | Uint8Array): Uint8Array;
  /** Equal bytes, in time that does not depend on where they differ; false for different lengths. */
  timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean;
  scrypt(password: string, salt: Uint8Array, keyLength: number, cost: ScryptCost): Promise<Uint8Array>;
  /** Bytes from a cryptographically secure source (tokens, ids): never seeded. */
  randomBytes(count: number): Uint8Array;
  /** A uniform integer in [min, max) from the same source. */
  randomInt(min: number, max: number): number;
}

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

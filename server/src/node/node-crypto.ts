import { createHash, createHmac, hash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import type { Crypto } from '../lib/crypto';

/** The Crypto of lib/crypto.ts on node:crypto: what the server installs (lib/crypto-js-crypto.ts is the pure-JavaScript one). */
export const nodeCrypto: Crypto = {
  sha256: (data) => createHash('sha256').update(data).digest(),
  // One-shot: no hash object per call (the idempotency store keys every guarded write by it).
  sha256Text: (text, encoding) => hash('sha256', text, encoding),
  hmacSha256: (key, data) => createHmac('sha256', key).update(data).digest(),
  timingSafeEqual: (a, b) => a.length === b.length && timingSafeEqual(a, b),
  scrypt: (password, salt, keyLength, cost) =>
    new Promise((resolve, reject) => scrypt(password, salt, keyLength, cost, (err, key) => (err ? reject(err) : resolve(key)))),
  randomBytes: (count) => randomBytes(count),
  randomInt: (min, max) => randomInt(min, max),
};

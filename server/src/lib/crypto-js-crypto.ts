import CryptoJS from 'crypto-js';
import type { Crypto } from './crypto-interface';
import { base64Text, hexText, utf8Bytes } from './bytes';

type WordArray = CryptoJS.lib.WordArray;

/** crypto-js's words (big-endian 32-bit) from bytes, and back. */
function words(data: string | Uint8Array): WordArray {
  if (typeof data === 'string') return CryptoJS.enc.Utf8.parse(data);
  const out: number[] = [];
  for (let i = 0; i < data.length; i++) out[i >>> 2] = (out[i >>> 2] ?? 0) | (data[i]! << (24 - (i % 4) * 8));
  return CryptoJS.lib.WordArray.create(out, data.length);
}

function bytesOf(array: WordArray): Uint8Array {
  const out = new Uint8Array(array.sigBytes);
  for (let i = 0; i < out.length; i++) out[i] = (array.words[i >>> 2]! >>> (24 - (i % 4) * 8)) & 0xff;
  return out;
}

/** Web Crypto's CSPRNG: a global of every browser and of Node (no import needed). */
function randomBytes(count: number): Uint8Array {
  const out = new Uint8Array(count);
  // getRandomValues fills at most 65,536 bytes at a time.
  for (let i = 0; i < count; i += 65_536) globalThis.crypto.getRandomValues(out.subarray(i, Math.min(count, i + 65_536)));
  return out;
}

/** Uniform in [min, max), by rejection (no modulo bias), as node:crypto's randomInt. */
function randomInt(min: number, max: number): number {
  const range = max - min;
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || range <= 0 || range > 2 ** 48) throw new RangeError(`randomInt: bad range [${min}, ${max})`);
  const limit = 2 ** 48 - (2 ** 48 % range);
  for (;;) {
    const b = randomBytes(6);
    const x = ((b[0]! * 256 + b[1]!) * 256 + b[2]!) * 2 ** 24 + ((b[3]! << 16) | (b[4]! << 8) | b[5]!);
    if (x < limit) return min + (x % range);
  }
}

/**
 * The Crypto of lib/crypto.ts in pure JavaScript: crypto-js (already the contract's wire library)
 * for hashes and HMAC, @noble/hashes for scrypt (crypto-js has none), Web Crypto's
 * getRandomValues for randomness. Slower than node:crypto; the default, and what a browser runs.
 */
export const cryptoJsCrypto: Crypto = {
  sha256: (data) => bytesOf(CryptoJS.SHA256(words(data))),
  sha256Text: (text, encoding) => {
    const digest = bytesOf(CryptoJS.SHA256(words(text)));
    return encoding === 'hex' ? hexText(digest) : base64Text(digest);
  },
  hmacSha256: (key, data) => bytesOf(CryptoJS.HmacSHA256(words(data), words(key))),
  timingSafeEqual(a, b) {
    if (a.length !== b.length) return false;
    let diff = 0;
    for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
    return diff === 0;
  },
  // Loaded on first use: a server installs node:crypto's and never needs it, so it costs no start-up.
  async scrypt(password, salt, keyLength, { N, r, p }) {
    const { scryptAsync } = await import('@noble/hashes/scrypt');
    return scryptAsync(utf8Bytes(password), salt, { N, r, p, dkLen: keyLength });
  },
  randomBytes,
  randomInt,
};

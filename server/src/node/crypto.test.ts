import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nodeCrypto } from './node-crypto';
import { cryptoJsCrypto } from '../lib/crypto-js-crypto';
import { hexText, latin1Bytes, utf8Bytes } from '../lib/bytes';
import { installCrypto, installedCrypto, type Crypto } from '../lib/crypto';
import { hashPassword, verifyPassword } from '../accounts/passwords';
import { md5 } from '../../test-support/md5';

const IMPLEMENTATIONS: [string, Crypto][] = [
  ['node:crypto', nodeCrypto],
  ['crypto-js', cryptoJsCrypto],
];

/** demo01's stored hash (fixtures/accounts.json) and the md5 of its password, demo1234. */
const DEMO01_HASH = 'scrypt$16384$8$1$6GZL0rvC7okVhLFA_KdAHA$YxNwcRU96iUj6xfEohxQDPNECF0RmZ2p2swnWSslRNE';

describe.each(IMPLEMENTATIONS)('the %s Crypto', (_name, crypto) => {
  it('hashes the FIPS 180-2 vectors', () => {
    expect(hexText(crypto.sha256('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hexText(crypto.sha256(new Uint8Array()))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hexText(crypto.sha256(utf8Bytes('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(crypto.sha256Text('abc', 'hex')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(crypto.sha256Text('abc', 'base64')).toBe('ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=');
  });

  it('MACs the RFC 4231 vectors', () => {
    expect(hexText(crypto.hmacSha256(utf8Bytes('Jefe'), 'what do ya want for nothing?'))).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
    // Test case 6: a key longer than the block, hashed first.
    const longKey = new Uint8Array(131).fill(0xaa);
    expect(hexText(crypto.hmacSha256(longKey, 'Test Using Larger Than Block-Size Key - Hash Key First'))).toBe('60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54');
  });

  it('derives the RFC 7914 scrypt vector, and verifies the fixtures\' stored passwords', async () => {
    const key = await crypto.scrypt('password', utf8Bytes('NaCl'), 64, { N: 1024, r: 8, p: 16 });
    expect(hexText(key)).toBe('fdbabe1c9d3472007856e7190d01e9fe7c6ad7cbc8237830e77376634b3731622eaf30d92e22a3886ff109279d9830dac727afb94a83ee6d8360cbdfa2cc0640');
    const before = installedCrypto();
    installCrypto(crypto);
    try {
      expect(await verifyPassword(md5('demo1234'), DEMO01_HASH)).toBe(true);
      expect(await verifyPassword(md5('demo12345'), DEMO01_HASH)).toBe(false);
      const made = await hashPassword(md5('a new one'));
      expect(await verifyPassword(md5('a new one'), made)).toBe(true);
    } finally {
      installCrypto(before);
    }
  });

  it('compares bytes: equal ones only, any length', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), fc.uint8Array({ maxLength: 40 }), (a, b) => {
        expect(crypto.timingSafeEqual(a, b)).toBe(hexText(a) === hexText(b));
        expect(crypto.timingSafeEqual(a, a.slice())).toBe(true);
      }),
    );
    expect(crypto.timingSafeEqual(latin1Bytes('ab'), latin1Bytes('abc'))).toBe(false);
  });

  it('draws bytes of the length asked and integers within [min, max)', () => {
    expect(crypto.randomBytes(0)).toHaveLength(0);
    expect(crypto.randomBytes(100_000)).toHaveLength(100_000);
    expect(hexText(crypto.randomBytes(32))).not.toBe(hexText(crypto.randomBytes(32)));
    const seen = new Set<number>();
    for (let i = 0; i < 2_000; i++) {
      const n = crypto.randomInt(-3, 4);
      expect(n).toBeGreaterThanOrEqual(-3);
      expect(n).toBeLessThan(4);
      seen.add(n);
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([-3, -2, -1, 0, 1, 2, 3]);
    expect(crypto.randomInt(0, 1)).toBe(0);
  });
});

describe('the two implementations', () => {
  it('agree on any input', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.fullUnicodeString({ maxLength: 100 }), fc.uint8Array({ maxLength: 100 }), (bytes, text, key) => {
        expect(hexText(cryptoJsCrypto.sha256(bytes))).toBe(hexText(nodeCrypto.sha256(bytes)));
        expect(hexText(cryptoJsCrypto.sha256(text))).toBe(hexText(nodeCrypto.sha256(text)));
        expect(cryptoJsCrypto.sha256Text(text, 'base64')).toBe(nodeCrypto.sha256Text(text, 'base64'));
        expect(hexText(cryptoJsCrypto.hmacSha256(key, text))).toBe(hexText(nodeCrypto.hmacSha256(key, text)));
        expect(hexText(cryptoJsCrypto.hmacSha256(key, bytes))).toBe(hexText(nodeCrypto.hmacSha256(key, bytes)));
      }),
      { numRuns: 200 },
    );
  });
});

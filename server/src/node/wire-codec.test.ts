import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as contract from '@betsite/contracts/wire';
import { ENCRYPTION_MAX_SKEW_MS } from '@betsite/contracts/wire';
import { cryptoJsWire, type WireCodec } from '../lib/wire-codec';
import { nodeWire } from '../lib/wire-node';

/** The published test vector (contracts/src/wire.test.ts, contracts/README.md). */
const VECTOR = {
  secret: 'betsite-test-vector',
  ivHex: '000102030405060708090a0b0c0d0e0f',
  tsMs: 1700000000000,
  ip: '203.0.113.7',
  path: '/site/api/v1/user/login',
  bodyJson: '{"name":"demo01","password":"e10adc3949ba59abbe56e057f20f883e"}',
  nonce: 'AAECAwQFBgcICQoLDA0ODw',
  envelopeJson: '{"status_code":6000,"data":{"token":"demo-token","userId":1},"message":"成功"}',
  tsSign: '1700000000000.203.0.113.7.cb778b27d613280bea63b3533a4334464607c678635a8cc056884cd7556ffedb',
  encryptedPath:
    '/api/enc/AAECAwQFBgcICQoLDA0OD1wOOemvBYLXEFKO9YwzYovbaiwsTualrSBATmIszsr1eZusbxieREHWR_qfx1cNkQtfc2G6hhLqXXauR1EtdV1wVM3-hOnPSy4nLcF5T-ly',
  encryptedBodyData:
    'AAECAwQFBgcICQoLDA0OD7t0KG9Rfbo796KuzoJ1XsAlWRGAOTgJ-_9LaGlEaIX3okpoGBHqOcGRAZcZqHMQs1G1aW3390nYhiYx02LQoaYmv6D2Xl6hy4gLkOr7JULd1aEj3j-Uc9Un0xh5drNJA0dUCmOSMOxQOczD4xMTBBfZsrSRi50GzV528q-C2OxO',
  encryptedReplyPayload:
    'AAECAwQFBgcICQoLDA0OD4sRZDrj9x8WjVO_1sVuT8kYGjaXCrM5cuhVCuKHHKr6XT6w6mtBu4AE6CV0GpOkw7VX-_eGzstnIPbKIdlkY_UTABOvHczntTq4CfH5zSIC0EmIuR6GdzhPF6klS8LGAFKS7QMLS52Y_EfPwc9bAUHAEeNN4BqwdSrdd2Bv68i6',
} as const;

const CODECS: [string, WireCodec][] = [
  ['node:crypto', nodeWire],
  ['crypto-js', cryptoJsWire],
];

describe.each(CODECS)('the %s wire codec', (_name, wire) => {
  it('opens the published test vector: path, body, reply, ts-sign', () => {
    const { secret } = VECTOR;
    expect(wire.decryptPath(secret, VECTOR.encryptedPath, VECTOR.tsMs, ENCRYPTION_MAX_SKEW_MS)).toEqual({ ok: true, path: VECTOR.path, ts: VECTOR.tsMs, nonce: VECTOR.nonce });
    expect(wire.decryptPath(secret, VECTOR.encryptedPath, VECTOR.tsMs + ENCRYPTION_MAX_SKEW_MS + 1, ENCRYPTION_MAX_SKEW_MS)).toEqual({ ok: false, reason: 'stale' });
    expect(wire.decryptBodyText(secret, { data: VECTOR.encryptedBodyData }, VECTOR.nonce)).toBe(VECTOR.bodyJson);
    expect(wire.decryptBodyText(secret, { data: VECTOR.encryptedBodyData }, 'AAECAwQFBgcICQoLDA0OD0')).toBeNull();
    expect(wire.decryptBodyText(secret, { data: 42 }, VECTOR.nonce)).toBeNull();
    expect(wire.open(secret, VECTOR.encryptedReplyPayload)).toBe(VECTOR.envelopeJson);
    expect(wire.verifyTsSign(secret, VECTOR.tsSign, VECTOR.tsMs, ENCRYPTION_MAX_SKEW_MS)).toBe('ok');
    expect(wire.verifyTsSign(secret, VECTOR.tsSign.replace(/.$/, '0'), VECTOR.tsMs, ENCRYPTION_MAX_SKEW_MS)).toBe('bad-signature');
    expect(wire.verifyTsSign(secret, VECTOR.tsSign, VECTOR.tsMs + ENCRYPTION_MAX_SKEW_MS + 1, ENCRYPTION_MAX_SKEW_MS)).toBe('stale');
    expect(wire.verifyTsSign(secret, 'nonsense', VECTOR.tsMs, ENCRYPTION_MAX_SKEW_MS)).toBe('malformed');
  });

  it('seals replies the contract opens', () => {
    const sealed = JSON.parse(wire.encryptedReplyJson(VECTOR.secret, VECTOR.envelopeJson)) as unknown;
    expect(contract.decryptReply(VECTOR.secret, sealed)).toEqual(JSON.parse(VECTOR.envelopeJson));
    expect(contract.open(VECTOR.secret, wire.seal(VECTOR.secret, 'x'))).toBe('x');
  });
});

describe('the two wire codecs', () => {
  it('open what the other sealed, and agree on every path and body the contract makes', () => {
    const secret = VECTOR.secret;
    fc.assert(
      fc.property(fc.fullUnicodeString({ maxLength: 200 }), fc.webPath().map((p) => `/${p.replace(/^\/+/, '')}`), fc.jsonValue(), (text, path, value) => {
        expect(nodeWire.open(secret, cryptoJsWire.seal(secret, text))).toBe(text);
        expect(cryptoJsWire.open(secret, nodeWire.seal(secret, text))).toBe(text);
        const url = contract.encryptPath(secret, path, VECTOR.tsMs);
        expect(cryptoJsWire.decryptPath(secret, url, VECTOR.tsMs, 1000)).toEqual(nodeWire.decryptPath(secret, url, VECTOR.tsMs, 1000));
        const nonce = contract.pathNonce(url)!;
        const body = contract.encryptBody(secret, value, url);
        expect(cryptoJsWire.decryptBodyText(secret, body, nonce)).toBe(nodeWire.decryptBodyText(secret, body, nonce));
        const tampered = { data: `${body.data.slice(0, -2)}AA` };
        expect(cryptoJsWire.decryptBodyText(secret, tampered, nonce)).toBe(nodeWire.decryptBodyText(secret, tampered, nonce));
      }),
      { numRuns: 100 },
    );
  });
});

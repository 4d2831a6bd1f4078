import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as contract from '@betsite/contracts/wire';
import { ENCRYPTION_MAX_SKEW_MS } from '@betsite/contracts/wire';
import { WIRE_TEST_VECTOR } from '@betsite/contracts/wire-vector';
import { cryptoJsWire, type WireCodec } from '../lib/wire-codec';
import { nodeWire } from '../lib/wire-node';

/** The published test vector (contracts/README.md). */
const VECTOR = WIRE_TEST_VECTOR;

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
        // A sealed reply: the same JSON around a payload the other opens to the very text sealed.
        const envelopeJson = JSON.stringify(value);
        const payloadOf = (json: string) => (JSON.parse(json) as { encrypted: number; payload: string }).payload;
        expect(nodeWire.open(secret, payloadOf(cryptoJsWire.encryptedReplyJson(secret, envelopeJson)))).toBe(envelopeJson);
        expect(cryptoJsWire.open(secret, payloadOf(nodeWire.encryptedReplyJson(secret, envelopeJson)))).toBe(envelopeJson);
        expect(Object.keys(JSON.parse(cryptoJsWire.encryptedReplyJson(secret, envelopeJson)) as object)).toEqual(Object.keys(JSON.parse(nodeWire.encryptedReplyJson(secret, envelopeJson)) as object));
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

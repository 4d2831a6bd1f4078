import { createCipheriv, createDecipheriv, createHash, createHmac, timingSafeEqual } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WIRE_SECRET,
  ENCRYPTED_PATH_PREFIX,
  ENCRYPTION_MAX_SKEW_MS,
  HEADER,
  buildHeaders,
  decryptBody,
  decryptPath,
  decryptReply,
  deriveKeysHex,
  encryptBody,
  encryptPath,
  encryptReply,
  isEncryptedReply,
  open,
  parseTsSign,
  pathNonce,
  seal,
  signTimestampIp,
  verifyTsSign,
} from './wire';
import { WIRE_TEST_VECTOR } from './wire-vector';

/** The published test vector; each value is recomputed below with node:crypto alone. */
const VECTOR = WIRE_TEST_VECTOR;

// An independent implementation of the README, node:crypto only.
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();
const nodeKeys = (secret: string) => ({ enc: sha256(`${secret}:enc`), mac: sha256(`${secret}:mac`), sign: sha256(`${secret}:sign`) });

function nodeSeal(secret: string, plaintext: string, ivHex: string): string {
  const { enc, mac } = nodeKeys(secret);
  const iv = Buffer.from(ivHex, 'hex');
  const cipher = createCipheriv('aes-256-cbc', enc, iv);
  const signed = Buffer.concat([iv, cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([signed, createHmac('sha256', mac).update(signed).digest()]).toString('base64url');
}

function nodeOpen(secret: string, token: string): string {
  const { enc, mac } = nodeKeys(secret);
  const bytes = Buffer.from(token, 'base64url');
  const signed = bytes.subarray(0, bytes.length - 32);
  if (!timingSafeEqual(createHmac('sha256', mac).update(signed).digest(), bytes.subarray(bytes.length - 32))) throw new Error('bad mac');
  const decipher = createDecipheriv('aes-256-cbc', enc, signed.subarray(0, 16));
  return Buffer.concat([decipher.update(signed.subarray(16)), decipher.final()]).toString('utf8');
}

const nodeTsSign = (secret: string, tsMs: number, ip: string) =>
  `${tsMs}.${ip}.${createHmac('sha256', nodeKeys(secret).sign).update(`${tsMs}.${ip}`).digest('hex')}`;

const BASE64URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Every token that differs from `token` in exactly one character. */
function oneCharFlips(token: string): string[] {
  const flips: string[] = [];
  for (let i = 0; i < token.length; i += 1) {
    const current = BASE64URL_ALPHABET.indexOf(token.charAt(i));
    const other = BASE64URL_ALPHABET.charAt((current + 1) % BASE64URL_ALPHABET.length);
    flips.push(token.slice(0, i) + other + token.slice(i + 1));
  }
  return flips;
}

describe('the published test vector', () => {
  it('derives the three keys as SHA-256 of the secret with a purpose suffix', () => {
    expect(deriveKeysHex(VECTOR.secret)).toEqual({ enc: VECTOR.encKeyHex, mac: VECTOR.macKeyHex, sign: VECTOR.signKeyHex });
    const keys = nodeKeys(VECTOR.secret);
    expect([keys.enc.toString('hex'), keys.mac.toString('hex'), keys.sign.toString('hex')]).toEqual([
      VECTOR.encKeyHex, VECTOR.macKeyHex, VECTOR.signKeyHex,
    ]);
  });

  it('signs the timestamp and ip', () => {
    expect(signTimestampIp(VECTOR.secret, VECTOR.tsMs, VECTOR.ip)).toBe(VECTOR.tsSign);
    expect(nodeTsSign(VECTOR.secret, VECTOR.tsMs, VECTOR.ip)).toBe(VECTOR.tsSign);
  });

  it('encrypts the path', () => {
    expect(encryptPath(VECTOR.secret, VECTOR.path, VECTOR.tsMs, VECTOR.ivHex)).toBe(VECTOR.encryptedPath);
    expect(ENCRYPTED_PATH_PREFIX + nodeSeal(VECTOR.secret, `${VECTOR.tsMs}|${VECTOR.path}`, VECTOR.ivHex)).toBe(VECTOR.encryptedPath);
    expect(decryptPath(VECTOR.secret, VECTOR.encryptedPath, VECTOR.tsMs, ENCRYPTION_MAX_SKEW_MS)).toEqual({
      ok: true, path: VECTOR.path, ts: VECTOR.tsMs, nonce: VECTOR.nonce,
    });
  });

  it('takes the path token\'s iv, in base64url, as the nonce', () => {
    expect(Buffer.from(VECTOR.ivHex, 'hex').toString('base64url')).toBe(VECTOR.nonce);
    expect(pathNonce(VECTOR.encryptedPath)).toBe(VECTOR.nonce);
    fc.assert(fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), (iv) => {
      const ivHex = Buffer.from(iv).toString('hex');
      return pathNonce(encryptPath(VECTOR.secret, '/a', VECTOR.tsMs, ivHex)) === Buffer.from(iv).toString('base64url');
    }));
    for (const url of [VECTOR.path, ENCRYPTED_PATH_PREFIX, `${ENCRYPTED_PATH_PREFIX}short`]) expect(pathNonce(url)).toBeNull();
  });

  it('encrypts the body, bound to its path token', () => {
    expect(JSON.stringify(VECTOR.body)).toBe(VECTOR.bodyJson);
    expect(encryptBody(VECTOR.secret, VECTOR.body, VECTOR.encryptedPath, VECTOR.ivHex)).toEqual({ data: VECTOR.encryptedBodyData });
    expect(nodeSeal(VECTOR.secret, `${VECTOR.nonce}|${VECTOR.bodyJson}`, VECTOR.ivHex)).toBe(VECTOR.encryptedBodyData);
    expect(decryptBody(VECTOR.secret, { data: VECTOR.encryptedBodyData }, VECTOR.encryptedPath)).toEqual(VECTOR.body);
  });

  it('opens a body only with the path token it was sealed for', () => {
    const otherPath = encryptPath(VECTOR.secret, VECTOR.path, VECTOR.tsMs, 'ffeeddccbbaa99887766554433221100');
    expect(decryptBody(VECTOR.secret, { data: VECTOR.encryptedBodyData }, otherPath)).toBeNull();
    expect(decryptBody(VECTOR.secret, { data: nodeSeal(VECTOR.secret, VECTOR.bodyJson, VECTOR.ivHex) }, VECTOR.encryptedPath)).toBeNull();
    expect(() => encryptBody(VECTOR.secret, {}, VECTOR.path)).toThrow(RangeError);
  });

  it('encrypts the reply, non-ASCII text included', () => {
    expect(encryptReply(VECTOR.secret, VECTOR.envelopeJson, VECTOR.ivHex)).toEqual({ encrypted: 1, payload: VECTOR.encryptedReplyPayload });
    expect(nodeSeal(VECTOR.secret, VECTOR.envelopeJson, VECTOR.ivHex)).toBe(VECTOR.encryptedReplyPayload);
    expect(decryptReply(VECTOR.secret, { encrypted: 1, payload: VECTOR.encryptedReplyPayload })).toEqual(JSON.parse(VECTOR.envelopeJson));
  });

  it('opens with node:crypto what crypto-js sealed with a random iv, and the reverse', () => {
    const token = seal(VECTOR.secret, '成功 ✓ emoji 🎉');
    expect(nodeOpen(VECTOR.secret, token)).toBe('成功 ✓ emoji 🎉');
    expect(open(VECTOR.secret, nodeSeal(VECTOR.secret, 'ß→中', 'ffeeddccbbaa99887766554433221100'))).toBe('ß→中');
  });
});

describe('seal and open', () => {
  it('round-trips any string', () => {
    fc.assert(fc.property(fc.fullUnicodeString({ maxLength: 300 }), (text) => open(DEFAULT_WIRE_SECRET, seal(DEFAULT_WIRE_SECRET, text)) === text));
  });

  it('uses a fresh iv each time, so equal plaintexts give different tokens', () => {
    expect(seal(DEFAULT_WIRE_SECRET, 'same')).not.toBe(seal(DEFAULT_WIRE_SECRET, 'same'));
  });

  it('answers null for every single-character change of a token', () => {
    // 112 and 80 bytes are not multiples of 3, so the last character has unused low bits:
    // changing only those must fail as well (only the canonical spelling is accepted).
    for (const plaintext of [VECTOR.bodyJson, 'x'.repeat(20)]) {
      const token = seal(VECTOR.secret, plaintext, VECTOR.ivHex);
      expect(open(VECTOR.secret, token)).toBe(plaintext);
      for (const tampered of oneCharFlips(token)) expect(open(VECTOR.secret, tampered)).toBeNull();
    }
  });

  it('answers null for the wrong secret, truncation, padding and foreign characters', () => {
    const token = seal(VECTOR.secret, 'hello');
    expect(open('another-secret', token)).toBeNull();
    expect(open(VECTOR.secret, token.slice(0, -4))).toBeNull();
    expect(open(VECTOR.secret, `${token}=`)).toBeNull();
    expect(open(VECTOR.secret, `${token.slice(0, -1)}+`)).toBeNull();
    expect(open(VECTOR.secret, ` ${token}`)).toBeNull();
    expect(open(VECTOR.secret, '')).toBeNull();
    expect(open(VECTOR.secret, 'AAAA')).toBeNull();
  });

  it('keeps working past the key memo bound', () => {
    for (let i = 0; i < 20; i += 1) expect(open(`secret-${i}`, seal(`secret-${i}`, `text-${i}`))).toBe(`text-${i}`);
    expect(open(VECTOR.secret, VECTOR.encryptedBodyData)).toBe(`${VECTOR.nonce}|${VECTOR.bodyJson}`);
  });

  it('refuses a bad iv and an empty secret as programmer errors', () => {
    expect(() => seal(VECTOR.secret, 'x', '0001')).toThrow(RangeError);
    expect(() => seal('', 'x')).toThrow();
  });
});

describe('encrypted path', () => {
  const at = (offsetMs: number) => decryptPath(VECTOR.secret, VECTOR.encryptedPath, VECTOR.tsMs + offsetMs, ENCRYPTION_MAX_SKEW_MS);

  it('accepts a timestamp up to the skew either way and answers stale beyond it', () => {
    expect(at(ENCRYPTION_MAX_SKEW_MS).ok).toBe(true);
    expect(at(-ENCRYPTION_MAX_SKEW_MS).ok).toBe(true);
    expect(at(ENCRYPTION_MAX_SKEW_MS + 1)).toEqual({ ok: false, reason: 'stale' });
    expect(at(-ENCRYPTION_MAX_SKEW_MS - 1)).toEqual({ ok: false, reason: 'stale' });
  });

  it('answers tampered for a changed token and malformed for a bad shape', () => {
    const [flipped] = oneCharFlips(VECTOR.encryptedPath.slice(ENCRYPTED_PATH_PREFIX.length));
    expect(decryptPath(VECTOR.secret, ENCRYPTED_PATH_PREFIX + flipped, VECTOR.tsMs, ENCRYPTION_MAX_SKEW_MS)).toEqual({ ok: false, reason: 'tampered' });
    for (const url of [VECTOR.path, `${VECTOR.encryptedPath}?x=1`, `${VECTOR.encryptedPath}/`, ENCRYPTED_PATH_PREFIX]) {
      expect(decryptPath(VECTOR.secret, url, VECTOR.tsMs, ENCRYPTION_MAX_SKEW_MS)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('answers malformed for a genuine token whose content is not `ts|/path`', () => {
    const sealed = (plaintext: string) => decryptPath(VECTOR.secret, ENCRYPTED_PATH_PREFIX + seal(VECTOR.secret, plaintext), VECTOR.tsMs, ENCRYPTION_MAX_SKEW_MS);
    for (const plaintext of [VECTOR.path, `${VECTOR.tsMs}|site/api`, `0${VECTOR.tsMs}|/a`, `x|/a`, `${VECTOR.tsMs}|${ENCRYPTED_PATH_PREFIX}abc`]) {
      expect(sealed(plaintext)).toEqual({ ok: false, reason: 'malformed' });
    }
    expect(sealed(`${VECTOR.tsMs}|/a?b=c|d`)).toEqual({ ok: true, path: '/a?b=c|d', ts: VECTOR.tsMs, nonce: expect.stringMatching(/^[\w-]{22}$/) as unknown });
  });

  it('refuses to encrypt a path that does not start with a slash', () => {
    expect(() => encryptPath(VECTOR.secret, 'site/api', VECTOR.tsMs)).toThrow(RangeError);
    expect(() => encryptPath(VECTOR.secret, '/a', -1)).toThrow(RangeError);
  });
});

describe('encrypted body and reply', () => {
  it('round-trips any JSON body', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const json = JSON.stringify(value);
        const url = encryptPath(DEFAULT_WIRE_SECRET, '/a', VECTOR.tsMs);
        return JSON.stringify(decryptBody(DEFAULT_WIRE_SECRET, encryptBody(DEFAULT_WIRE_SECRET, value, url), url)) === json;
      }),
    );
  });

  it('answers null for a body that is not {data: token}', () => {
    for (const body of [null, undefined, 'text', {}, { data: 1 }, { data: 'not-a-token' }, { data: seal('other', '{}') }]) {
      expect(decryptBody(VECTOR.secret, body, VECTOR.encryptedPath)).toBeNull();
    }
    expect(decryptBody(VECTOR.secret, { data: seal(VECTOR.secret, `${VECTOR.nonce}|not json`) }, VECTOR.encryptedPath)).toBeNull();
  });

  it('tells encrypted replies from plain envelopes', () => {
    const plain = { status_code: 6008, data: null, message: '非法请求' };
    expect(isEncryptedReply(plain)).toBe(false);
    expect(decryptReply(VECTOR.secret, plain)).toBeNull();
    expect(isEncryptedReply(encryptReply(VECTOR.secret, JSON.stringify(plain)))).toBe(true);
    expect(decryptReply(VECTOR.secret, encryptReply(VECTOR.secret, JSON.stringify(plain)))).toEqual(plain);
  });

  it('answers null for a reply that opens but is not an envelope', () => {
    expect(decryptReply(VECTOR.secret, encryptReply(VECTOR.secret, '{"status_code":6000}'))).toBeNull();
    expect(decryptReply(VECTOR.secret, encryptReply(VECTOR.secret, '[1]'))).toBeNull();
    expect(decryptReply('other', encryptReply(VECTOR.secret, VECTOR.envelopeJson))).toBeNull();
  });
});

describe('ts-sign', () => {
  const verify = (header: string | undefined, nowMs: number = VECTOR.tsMs) => verifyTsSign(VECTOR.secret, header, nowMs, ENCRYPTION_MAX_SKEW_MS);

  it('accepts the vector and an IPv6 address', () => {
    expect(verify(VECTOR.tsSign)).toBe('ok');
    expect(parseTsSign(VECTOR.tsSign)).toEqual({ tsMs: VECTOR.tsMs, ip: VECTOR.ip, hmacHex: VECTOR.tsSign.slice(-64) });
    const v6 = signTimestampIp(VECTOR.secret, VECTOR.tsMs, '2001:db8::1');
    expect(v6).toBe(nodeTsSign(VECTOR.secret, VECTOR.tsMs, '2001:db8::1'));
    expect(verify(v6)).toBe('ok');
  });

  it('answers bad-signature for a changed ip, timestamp, digest or secret', () => {
    const digest = VECTOR.tsSign.slice(-64);
    expect(verify(`${VECTOR.tsMs}.203.0.113.8.${digest}`)).toBe('bad-signature');
    expect(verify(`${VECTOR.tsMs + 1}.${VECTOR.ip}.${digest}`)).toBe('bad-signature');
    expect(verify(`${VECTOR.tsSign.slice(0, -1)}${VECTOR.tsSign.endsWith('0') ? '1' : '0'}`)).toBe('bad-signature');
    expect(verifyTsSign('other', VECTOR.tsSign, VECTOR.tsMs, ENCRYPTION_MAX_SKEW_MS)).toBe('bad-signature');
  });

  it('answers malformed for a header of the wrong shape', () => {
    const digest = VECTOR.tsSign.slice(-64);
    for (const header of [undefined, '', 'abc', `${VECTOR.tsMs}.${digest}`, `${VECTOR.tsMs}..${digest}`, `x.${VECTOR.ip}.${digest}`,
      `${VECTOR.tsMs}.${VECTOR.ip}.${digest.toUpperCase()}`, `${VECTOR.tsMs}.not an ip.${digest}`, `${VECTOR.tsMs}.${VECTOR.ip}.${digest}0`]) {
      expect(verify(header)).toBe('malformed');
    }
  });

  it('answers stale only outside the skew, either way', () => {
    expect(verify(VECTOR.tsSign, VECTOR.tsMs + ENCRYPTION_MAX_SKEW_MS)).toBe('ok');
    expect(verify(VECTOR.tsSign, VECTOR.tsMs + ENCRYPTION_MAX_SKEW_MS + 1)).toBe('stale');
    expect(verify(VECTOR.tsSign, VECTOR.tsMs - ENCRYPTION_MAX_SKEW_MS - 1)).toBe('stale');
  });
});

describe('request headers', () => {
  const input = { secret: VECTOR.secret, nowMs: VECTOR.tsMs, ip: VECTOR.ip, deviceUuid: 'dev-1', requestId: 'req-1' };

  it('sends every header of the spec with the site id and client type', () => {
    const headers = buildHeaders({ ...input, token: 'tok' });
    // idempotency-key goes only on money operations, one per user action (the caller adds it).
    for (const name of Object.values(HEADER)) if (name !== HEADER.idempotencyKey) expect(headers[name]).toBeTypeOf('string');
    expect(headers).not.toHaveProperty(HEADER.idempotencyKey);
    expect(headers).toMatchObject({ 'client-type': 'web', 'site-id': '3000', token: 'tok', 'device-uuid': 'dev-1', 'request-id': 'req-1', 'ts-sign': VECTOR.tsSign });
    expect(headers['content-type']).toBe('application/json');
  });

  it('leaves the token header out while logged out', () => {
    expect(buildHeaders({ ...input, token: null })).not.toHaveProperty(HEADER.token);
    expect(buildHeaders(input)).not.toHaveProperty(HEADER.token);
  });

  it('leaves ts-sign out until preInfo has reported the ip', () => {
    const headers = buildHeaders({ ...input, ip: null });
    expect(headers).not.toHaveProperty(HEADER.tsSign);
    expect(headers).toMatchObject({ 'client-type': 'web', 'site-id': '3000', 'device-uuid': 'dev-1', 'request-id': 'req-1' });
  });
});

import CryptoJS from 'crypto-js';
import type { Envelope } from './envelope';
import { Code } from './status-codes';
import { requiredHeaderValues } from './request-headers';

/**
 * The wire protocol of spec 000 section 7: the request headers, the signed timestamp-and-ip
 * header and the "safe switch" encryption of path, body and reply. Client and server both run
 * this file, so it uses crypto-js only (no node:crypto, no Buffer). contracts/README.md states the
 * same protocol language-neutrally, with a test vector, for implementations in other languages.
 */

type WordArray = CryptoJS.lib.WordArray;

/** Header names, lower case because HTTP/2 and Node's `request.headers` spell them so. */
export const HEADER = {
  clientType: 'client-type',
  appVersion: 'app-version',
  deviceUuid: 'device-uuid',
  token: 'token',
  requestId: 'request-id',
  siteId: 'site-id',
  tsSign: 'ts-sign',
  /**
   * Money operations only (routes that declare submitGuard): one key per user action, so a repeat
   * of that action (a double click, a retry after a time-out) answers the first reply instead of
   * acting twice. 1-64 characters of A-Z a-z 0-9 - _; contracts/README.md, "Idempotency".
   */
  idempotencyKey: 'idempotency-key',
} as const;

/** An idempotency key: a UUID fits, and nothing a log line or a map should fear. */
export const IDEMPOTENCY_KEY_RE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The demo's shared site secret. Every deployment must override it (server: WIRE_SECRET; client:
 * its build config), since anyone who reads this repository can forge and read demo traffic.
 */
export const DEFAULT_WIRE_SECRET = 'betsite-reference-demo-wire-secret';

/**
 * How far a sealed path's timestamp (and a ts-sign timestamp) may lie from the receiver's clock.
 * Measured on the wall clock, never the server's QA clock: the client stamps with its own
 * Date.now(), so moving the QA clock forward would otherwise make every encrypted call stale. The
 * wall clock is real time unless the server was started at a chosen instant (CLOCK_START): then
 * its clients run on that clock too (the journeys set the browser's).
 */
export const ENCRYPTION_MAX_SKEW_MS = 300_000;

export const ENCRYPTED_PATH_PREFIX = '/api/enc/';

/**
 * The code of the plain reply the server sends when the encryption layer itself rejects a call
 * (bad path token, bad body token, bad ts-sign). It is plain because the caller may not hold the
 * secret (a wrong or missing key is exactly what failed), so an encrypted answer could go unread.
 */
export const WIRE_REJECTION_CODE = Code.ILLEGAL_PARAMETER;

/**
 * The code of the plain reply to a replayed encrypted call (a path token whose nonce the server
 * has already seen): 请求拒绝. Apart from 6008 so a client or an operator can tell a replay, which
 * a genuine client never causes (it seals every call afresh), from a broken key or clock.
 */
export const REPLAY_REJECTION_CODE = Code.ACCESS_DENIED;

const IV_BYTES = 16;
const BLOCK_BYTES = 16;
const MAC_BYTES = 32;
/** Covers a 1 MiB body once sealed and base64url-encoded (4 characters per 3 bytes). */
export const SEALED_TOKEN_CHARS_MAX = 1_400_000;
/** Original paths (with their query) longer than this are refused: no real route comes close. */
export const ENCRYPTED_PATH_CHARS_MAX = 2_048;
/** An IPv4 or IPv6 address as text; the client learns its own from preInfo's `ip`. */
export const IP_RE = /^[0-9A-Fa-f.:]{2,45}$/;
/** A decimal integer without leading zeros, so one timestamp has exactly one spelling. */
const TIMESTAMP_RE = /^(?:0|[1-9]\d{0,15})$/;
const HMAC_HEX_RE = /^[0-9a-f]{64}$/;
const BASE64URL_RE = /^[A-Za-z0-9_-]+$/;
const IV_HEX_RE = /^[0-9a-fA-F]{32}$/;
/** base64url of a 16-byte iv, without padding. */
export const NONCE_CHARS = 22;
const BASE64URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

// ---------------------------------------------------------------------------------------------
// Keys: SHA-256 of the secret with a purpose suffix, so one secret never keys two algorithms.

interface WireKeys {
  readonly enc: WordArray;
  readonly mac: WordArray;
  readonly sign: WordArray;
}

/** Hashing three keys per call would dominate small requests; a deployment has one secret or two. */
const KEY_MEMO_ENTRIES_MAX = 8;
const keyMemo = new Map<string, WireKeys>();

function keysFor(secret: string): WireKeys {
  const hit = keyMemo.get(secret);
  if (hit) return hit;
  if (secret === '') throw new Error('wire: the secret must not be empty');
  const keys: WireKeys = {
    enc: CryptoJS.SHA256(`${secret}:enc`),
    mac: CryptoJS.SHA256(`${secret}:mac`),
    sign: CryptoJS.SHA256(`${secret}:sign`),
  };
  if (keyMemo.size >= KEY_MEMO_ENTRIES_MAX) {
    const oldest = keyMemo.keys().next();
    if (!oldest.done) keyMemo.delete(oldest.value);
  }
  keyMemo.set(secret, keys);
  return keys;
}

/** The derived keys as hex, for the test vector and for partners checking their derivation. */
export function deriveKeysHex(secret: string): { enc: string; mac: string; sign: string } {
  const keys = keysFor(secret);
  return { enc: keys.enc.toString(CryptoJS.enc.Hex), mac: keys.mac.toString(CryptoJS.enc.Hex), sign: keys.sign.toString(CryptoJS.enc.Hex) };
}

// ---------------------------------------------------------------------------------------------
// Small helpers.

function assertTimestamp(tsMs: number): void {
  if (!Number.isSafeInteger(tsMs) || tsMs < 0) throw new RangeError(`wire: bad timestamp ${tsMs}`);
}

/** Length-independent comparison so a forger learns nothing from timing; lengths are public. */
function equalInConstantTime(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

function toBase64Url(bytes: WordArray): string {
  return CryptoJS.enc.Base64.stringify(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): WordArray | null {
  if (text.length > SEALED_TOKEN_CHARS_MAX || !BASE64URL_RE.test(text) || text.length % 4 === 1) return null;
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const bytes = CryptoJS.enc.Base64.parse(padded);
  // Only the canonical spelling is accepted: otherwise changing the unused low bits of the last
  // character would give a different token that still opens.
  return toBase64Url(bytes) === text ? bytes : null;
}

function toIv(iv: WordArray | string | undefined): WordArray {
  if (iv === undefined) return CryptoJS.lib.WordArray.random(IV_BYTES);
  if (typeof iv === 'string') {
    if (!IV_HEX_RE.test(iv)) throw new RangeError('wire: an iv is 32 hex digits');
    return CryptoJS.enc.Hex.parse(iv);
  }
  if (iv.sigBytes !== IV_BYTES) throw new RangeError('wire: an iv is 16 bytes');
  return iv.clone();
}

// ---------------------------------------------------------------------------------------------
// Headers and ts-sign.

/**
 * `ts-sign` = `${tsMs}.${ip}.${hex(HMAC-SHA256(SHA-256(secret + ':sign'), tsMs + '.' + ip))}`.
 * The ip is the client's public address as the server reported it in preInfo.
 */
export function signTimestampIp(secret: string, tsMs: number, ip: string): string {
  assertTimestamp(tsMs);
  if (!IP_RE.test(ip)) throw new RangeError(`wire: bad ip ${ip}`);
  const message = `${tsMs}.${ip}`;
  return `${message}.${CryptoJS.HmacSHA256(message, keysFor(secret).sign).toString(CryptoJS.enc.Hex)}`;
}

export interface TsSign {
  tsMs: number;
  ip: string;
  hmacHex: string;
}

/** Splits a ts-sign header; the ip sits between the first and the last dot (IPv4 has dots). */
export function parseTsSign(header: string | undefined): TsSign | null {
  if (header === undefined) return null;
  const first = header.indexOf('.');
  const last = header.lastIndexOf('.');
  if (first <= 0 || last <= first + 1) return null;
  const ts = header.slice(0, first);
  const ip = header.slice(first + 1, last);
  const hmacHex = header.slice(last + 1);
  if (!TIMESTAMP_RE.test(ts) || !IP_RE.test(ip) || !HMAC_HEX_RE.test(hmacHex)) return null;
  const tsMs = Number(ts);
  return Number.isSafeInteger(tsMs) ? { tsMs, ip, hmacHex } : null;
}

export type TsSignVerdict = 'ok' | 'malformed' | 'bad-signature' | 'stale';

/** Authenticity is checked before freshness, so 'stale' is only ever said of a genuine header. */
export function verifyTsSign(secret: string, header: string | undefined, nowMs: number, maxSkewMs: number): TsSignVerdict {
  const parsed = parseTsSign(header);
  if (!parsed) return 'malformed';
  const expected = CryptoJS.HmacSHA256(`${parsed.tsMs}.${parsed.ip}`, keysFor(secret).sign).toString(CryptoJS.enc.Hex);
  if (!equalInConstantTime(expected, parsed.hmacHex)) return 'bad-signature';
  return Math.abs(nowMs - parsed.tsMs) > maxSkewMs ? 'stale' : 'ok';
}

export interface HeaderInput {
  secret: string;
  nowMs: number;
  /**
   * The client's public ip from preInfo; null until preInfo has answered. preInfo itself (and
   * anything racing it) then goes without ts-sign: the server checks ts-sign only when it is sent
   * (contracts/README.md, "ts-sign": why it is optional and its ip not compared).
   */
  ip: string | null;
  deviceUuid: string;
  requestId: string;
  /** The login token; the header is left out while logged out. */
  token?: string | null;
  appVersion?: string;
}

/** Every header of spec 000 section 7, plus the JSON content type it also names (request-headers.ts: which are required). */
export function buildHeaders(input: HeaderInput): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    ...requiredHeaderValues(input.deviceUuid, input.requestId),
  };
  if (input.appVersion !== undefined) headers[HEADER.appVersion] = input.appVersion;
  if (input.token) headers[HEADER.token] = input.token;
  if (input.ip !== null) headers[HEADER.tsSign] = signTimestampIp(input.secret, input.nowMs, input.ip);
  return headers;
}

// ---------------------------------------------------------------------------------------------
// Sealed tokens: base64url(iv || AES-256-CBC-PKCS7(encKey, iv, utf8(plaintext)) || HMAC(macKey, iv || ct)).

/** Seals a string. Pass `iv` only for test vectors: a fixed iv leaks equal plaintexts. */
export function seal(secret: string, plaintext: string, iv?: WordArray | string): string {
  const keys = keysFor(secret);
  const ivBytes = toIv(iv);
  const { ciphertext } = CryptoJS.AES.encrypt(CryptoJS.enc.Utf8.parse(plaintext), keys.enc, {
    iv: ivBytes,
    mode: CryptoJS.mode.CBC,
    padding: CryptoJS.pad.Pkcs7,
  });
  const signed = ivBytes.clone().concat(ciphertext);
  const mac = CryptoJS.HmacSHA256(signed, keys.mac);
  return toBase64Url(signed.concat(mac));
}

type Opened = { ok: true; plaintext: string } | { ok: false; reason: 'malformed' | 'tampered' };

/** The MAC is checked before anything is decrypted, so a forger never reaches the padding check. */
function openToken(secret: string, token: string): Opened {
  const bytes = fromBase64Url(token);
  if (!bytes) return { ok: false, reason: 'malformed' };
  const cipherBytes = bytes.sigBytes - IV_BYTES - MAC_BYTES;
  if (cipherBytes < BLOCK_BYTES || cipherBytes % BLOCK_BYTES !== 0) return { ok: false, reason: 'malformed' };

  const keys = keysFor(secret);
  const hex = bytes.toString(CryptoJS.enc.Hex);
  const signedHex = hex.slice(0, -2 * MAC_BYTES);
  const expectedMac = CryptoJS.HmacSHA256(CryptoJS.enc.Hex.parse(signedHex), keys.mac).toString(CryptoJS.enc.Hex);
  if (!equalInConstantTime(expectedMac, hex.slice(-2 * MAC_BYTES))) return { ok: false, reason: 'tampered' };

  const iv = CryptoJS.enc.Hex.parse(signedHex.slice(0, 2 * IV_BYTES));
  const ciphertext = CryptoJS.enc.Hex.parse(signedHex.slice(2 * IV_BYTES));
  // No padding here and a strict PKCS7 check below: crypto-js's own unpadding accepts anything,
  // and a partner implementation that pads wrongly must fail loudly, not decode garbage.
  const padded = CryptoJS.AES.decrypt(CryptoJS.lib.CipherParams.create({ ciphertext }), keys.enc, {
    iv,
    mode: CryptoJS.mode.CBC,
    padding: CryptoJS.pad.NoPadding,
  }).toString(CryptoJS.enc.Hex);
  const padByte = padded.slice(-2);
  const padLength = parseInt(padByte, 16);
  if (!(padLength >= 1 && padLength <= BLOCK_BYTES) || !padded.endsWith(padByte.repeat(padLength))) {
    return { ok: false, reason: 'malformed' };
  }
  try {
    return { ok: true, plaintext: CryptoJS.enc.Utf8.stringify(CryptoJS.enc.Hex.parse(padded.slice(0, -2 * padLength))) };
  } catch {
    return { ok: false, reason: 'malformed' }; // not UTF-8
  }
}

/** The plaintext of a sealed token, or null when it is malformed or was not sealed with `secret`. */
export function open(secret: string, token: string): string | null {
  const opened = openToken(secret, token);
  return opened.ok ? opened.plaintext : null;
}

// ---------------------------------------------------------------------------------------------
// Encrypted path: "/api/enc/" + seal(`${tsMs}|${path}`). The timestamp bounds how long the
// server must remember a path token's nonce (its iv), and the nonce makes every token single use.

/**
 * The nonce of an encrypted path (`/api/enc/<token>`): base64url of the token's iv. The token's
 * first 21 characters carry 126 of the iv's 128 bits; the 22nd carries the last 2 bits in its top
 * and the ciphertext's first 4 in its low, which are cleared. Null when `encryptedPath` is no
 * encrypted path.
 */
export function pathNonce(encryptedPath: string): string | null {
  const start = ENCRYPTED_PATH_PREFIX.length;
  if (!encryptedPath.startsWith(ENCRYPTED_PATH_PREFIX) || encryptedPath.length < start + NONCE_CHARS) return null;
  const last = BASE64URL_ALPHABET.indexOf(encryptedPath.charAt(start + NONCE_CHARS - 1));
  if (last < 0) return null;
  return encryptedPath.slice(start, start + NONCE_CHARS - 1) + BASE64URL_ALPHABET.charAt(last & 0b110000);
}

export function encryptPath(secret: string, path: string, tsMs: number, iv?: WordArray | string): string {
  if (!path.startsWith('/') || path.length > ENCRYPTED_PATH_CHARS_MAX) throw new RangeError(`wire: bad path ${path.slice(0, 80)}`);
  assertTimestamp(tsMs);
  return ENCRYPTED_PATH_PREFIX + seal(secret, `${tsMs}|${path}`, iv);
}

export type DecryptedPath =
  | { ok: true; path: string; ts: number; nonce: string }
  | { ok: false; reason: 'malformed' | 'tampered' | 'stale' };

/**
 * `url` is the request target as received; anything after the token (a query, a slash) makes it
 * malformed, because the client puts the query inside the sealed path.
 */
export function decryptPath(secret: string, url: string, nowMs: number, maxSkewMs: number): DecryptedPath {
  if (!url.startsWith(ENCRYPTED_PATH_PREFIX)) return { ok: false, reason: 'malformed' };
  const opened = openToken(secret, url.slice(ENCRYPTED_PATH_PREFIX.length));
  return opened.ok ? checkSealedPath(opened.plaintext, nowMs, maxSkewMs, pathNonce(url) ?? '') : opened;
}

/**
 * The rules for an opened path token `${tsMs}|${path}` whose iv is `nonce`; shared with the
 * server's node:crypto version. Whether the nonce was seen before is the receiver's to remember.
 */
export function checkSealedPath(plaintext: string, nowMs: number, maxSkewMs: number, nonce: string): DecryptedPath {
  const bar = plaintext.indexOf('|');
  const ts = plaintext.slice(0, bar);
  const path = plaintext.slice(bar + 1);
  // A sealed path that is itself encrypted would make the server decrypt in a loop.
  const pathOk = path.startsWith('/') && !path.startsWith(ENCRYPTED_PATH_PREFIX) && path.length <= ENCRYPTED_PATH_CHARS_MAX;
  if (bar < 0 || !TIMESTAMP_RE.test(ts) || !pathOk) return { ok: false, reason: 'malformed' };
  const tsMs = Number(ts);
  if (Math.abs(nowMs - tsMs) > maxSkewMs) return { ok: false, reason: 'stale' };
  return { ok: true, path, ts: tsMs, nonce };
}

// ---------------------------------------------------------------------------------------------
// Encrypted body and reply.

/** The HTTP body of an encrypted call. */
export interface EncryptedBody {
  data: string;
}

/**
 * Seals `${nonce}|${JSON}` where nonce is that of `encryptedPath` (what encryptPath returned for
 * this call): the body then opens only with that one path token, so it cannot be replayed on
 * another route or under a fresh path.
 */
export function encryptBody(secret: string, body: unknown, encryptedPath: string, iv?: WordArray | string): EncryptedBody {
  const json = JSON.stringify(body);
  if (json === undefined) throw new TypeError('wire: the body must be JSON (send {} for no payload)');
  const nonce = pathNonce(encryptedPath);
  if (nonce === null) throw new RangeError('wire: a body is sealed for the encrypted path it goes with');
  return { data: seal(secret, `${nonce}|${json}`, iv) };
}

/** The JSON text of an opened body token when it was sealed for `nonce`, else null. Shared with the server. */
export function unbindBody(plaintext: string, nonce: string): string | null {
  return plaintext.length > NONCE_CHARS && plaintext.charCodeAt(NONCE_CHARS) === 124 /* | */ && plaintext.startsWith(nonce) ? plaintext.slice(NONCE_CHARS + 1) : null;
}

/**
 * The parsed JSON inside an encrypted body sent with `encryptedPath`, or null when the body is not
 * `{data: <token>}`, the token does not open or was sealed for another path token. A sealed
 * literal `null` is indistinguishable from failure; no route takes one.
 */
export function decryptBody(secret: string, body: unknown, encryptedPath: string): unknown {
  if (typeof body !== 'object' || body === null || !('data' in body) || typeof body.data !== 'string') return null;
  const nonce = pathNonce(encryptedPath);
  const plaintext = open(secret, body.data);
  const json = plaintext === null || nonce === null ? null : unbindBody(plaintext, nonce);
  return json === null ? null : parseJson(json);
}

/** The HTTP body of an encrypted reply: the whole envelope, sealed. */
export interface EncryptedReply {
  encrypted: 1;
  payload: string;
}

export function encryptReply(secret: string, envelopeJson: string, iv?: WordArray | string): EncryptedReply {
  return { encrypted: 1, payload: seal(secret, envelopeJson, iv) };
}

/** Tells an encrypted reply from a plain envelope: rejections by the wire layer come back plain. */
export function isEncryptedReply(body: unknown): body is EncryptedReply {
  return typeof body === 'object' && body !== null && 'encrypted' in body && body.encrypted === 1 && 'payload' in body && typeof body.payload === 'string';
}

/** The envelope inside an encrypted reply, or null when it does not open or is not an envelope. */
export function decryptReply(secret: string, body: unknown): Envelope | null {
  if (!isEncryptedReply(body)) return null;
  const plaintext = open(secret, body.payload);
  const value = plaintext === null ? null : parseJson(plaintext);
  return isEnvelope(value) ? value : null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The minimal shape every reply has (status code, message, data), checked before anything reads it. */
export function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' && value !== null &&
    'status_code' in value && Number.isInteger(value.status_code) &&
    'message' in value && typeof value.message === 'string' &&
    'data' in value
  );
}

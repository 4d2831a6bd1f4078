import { installedCrypto } from '../lib/crypto';
import { base64Bytes, base64UrlText, utf8Bytes, utf8Text } from '../lib/bytes';

/**
 * The chat token the jwt call issues and the chat socket's login verifies: a standard HS256 JWT
 * carrying the user id and an expiry. The key is derived from the wire secret with its own purpose
 * suffix (as contracts/src/wire.ts does), so one secret never keys two algorithms. Expiry is
 * measured on the server clock, so QA can expire a token by moving the clock.
 */
export const CHAT_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;
/** No real token comes close: refuse before any work on a huge string. */
export const CHAT_TOKEN_CHARS_MAX = 1_024;

const HEADER = { alg: 'HS256', typ: 'JWT' } as const;
const B64URL_RE = /^[A-Za-z0-9_-]+$/;

export interface ChatClaims {
  userId: number;
  name: string;
  /** Epoch milliseconds. */
  issuedAt: number;
  expiresAt: number;
}

/** SHA-256(secret + ':chat'), the same derivation as the wire keys (':enc', ':mac', ':sign'). */
function key(secret: string): Uint8Array {
  return installedCrypto().sha256(`${secret}:chat`);
}

const b64url = (s: string) => base64UrlText(utf8Bytes(s));

function sign(secret: string, headerAndPayload: string): string {
  return base64UrlText(installedCrypto().hmacSha256(key(secret), headerAndPayload));
}

export function signChatToken(secret: string, who: { userId: number; name: string }, nowMs: number): { jwt: string; expiresAt: number } {
  const iat = Math.floor(nowMs / 1000);
  const exp = Math.floor((nowMs + CHAT_TOKEN_TTL_MS) / 1000);
  const body = `${b64url(JSON.stringify(HEADER))}.${b64url(JSON.stringify({ sub: String(who.userId), uid: who.userId, name: who.name, iat, exp }))}`;
  return { jwt: `${body}.${sign(secret, body)}`, expiresAt: exp * 1000 };
}

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(utf8Text(base64Bytes(part)));
  } catch {
    return undefined;
  }
}

/** The claims of a genuine, unexpired token; null for anything else (forged, edited, expired, malformed). */
export function verifyChatToken(secret: string, token: string, nowMs: number): ChatClaims | null {
  if (token.length > CHAT_TOKEN_CHARS_MAX) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((p) => B64URL_RE.test(p))) return null;
  const [h, p, s] = parts as [string, string, string];
  if (!installedCrypto().timingSafeEqual(utf8Bytes(s), utf8Bytes(sign(secret, `${h}.${p}`)))) return null;
  const header = decodeJson(h) as { alg?: unknown } | undefined;
  if (header?.alg !== HEADER.alg) return null;
  const claims = decodeJson(p) as { uid?: unknown; name?: unknown; iat?: unknown; exp?: unknown } | undefined;
  if (!claims || typeof claims.uid !== 'number' || typeof claims.name !== 'string' || typeof claims.iat !== 'number' || typeof claims.exp !== 'number') return null;
  if (nowMs >= claims.exp * 1000) return null;
  return { userId: claims.uid, name: claims.name, issuedAt: claims.iat * 1000, expiresAt: claims.exp * 1000 };
}

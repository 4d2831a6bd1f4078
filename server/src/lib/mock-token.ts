import { MOCK_TOKEN_HEADER } from '@betsite/contracts/mock';
import { cookieOf } from './cookies';
import type { RequestHeaders } from './http-headers';
import { installedCrypto } from './crypto';

/** A fixed-length digest of a token, so tokens of any length compare in constant time. */
export function digest(text: string): Uint8Array {
  return installedCrypto().sha256(text);
}

/** Whether the token sent is the one whose digest is kept (in constant time). */
export function holdsToken(sent: unknown, tokenDigest: Uint8Array): boolean {
  return typeof sent === 'string' && installedCrypto().timingSafeEqual(digest(sent), tokenDigest);
}

/**
 * Whether a request may name a QA sandbox (or read the API reference): always without a token;
 * with MOCK_API_TOKEN, only when it carries the token, in the header (scripts) or a cookie of the
 * same name (a browser joining a sandbox the way it joins one with the x-mock-session cookie).
 */
export function mockTokenGate(token: string | undefined): (request: { readonly headers: RequestHeaders }) => boolean {
  if (token === undefined) return () => true;
  const tokenDigest = digest(token);
  return (request) => {
    const header = request.headers[MOCK_TOKEN_HEADER];
    return holdsToken(typeof header === 'string' ? header : cookieOf(request, MOCK_TOKEN_HEADER), tokenDigest);
  };
}

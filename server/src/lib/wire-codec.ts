import { decryptPath, open, seal, unbindBody, verifyTsSign, type DecryptedPath, type TsSignVerdict } from '@betsite/contracts/wire';
import { JSON_DEPTH_MAX, nestsDeeperThan } from './json-depth';

/**
 * The server's side of the wire protocol (contracts/README.md): what the request core needs to
 * open a call and seal its reply. Two implementations answer alike: node:crypto's
 * (lib/wire-node.ts, an order of magnitude faster: the server's) and the contract's crypto-js one
 * (`cryptoJsWire` below: what a browser runs). node/wire-codec.test.ts holds both to the published
 * test vector and to each other.
 */
export interface WireCodec {
  /** The path inside an encrypted call's url (`/api/enc/<token>`), checked for freshness on `nowMs`. */
  decryptPath(secret: string, url: string, nowMs: number, maxSkewMs: number): DecryptedPath;
  /** The JSON text of an encrypted body sealed for the path token whose nonce is `nonce` (its nesting checked, not yet parsed); null when it does not open. */
  decryptBodyText(secret: string, body: unknown, nonce: string): string | null;
  /** The contract's EncryptedReply of an envelope's JSON, as JSON text. */
  encryptedReplyJson(secret: string, envelopeJson: string): string;
  verifyTsSign(secret: string, header: string | undefined, nowMs: number, maxSkewMs: number): TsSignVerdict;
  seal(secret: string, plaintext: string): string;
  open(secret: string, token: string): string | null;
}

/** The JSON text of a sealed body, by any implementation's `open` (the rules are the contract's). */
export function bodyTextOf(open: WireCodec['open'], secret: string, body: unknown, nonce: string): string | null {
  if (typeof body !== 'object' || body === null || !('data' in body) || typeof body.data !== 'string') return null;
  const plaintext = open(secret, body.data);
  const json = plaintext === null ? null : unbindBody(plaintext, nonce);
  return json === null || nestsDeeperThan(json, JSON_DEPTH_MAX) ? null : json;
}

/** The contract's own implementation (crypto-js), for a platform without node:crypto. */
export const cryptoJsWire: WireCodec = {
  decryptPath,
  decryptBodyText: (secret, body, nonce) => bodyTextOf(open, secret, body, nonce),
  // A base64url token needs no escaping inside the JSON string.
  encryptedReplyJson: (secret, envelopeJson) => `{"encrypted":1,"payload":"${seal(secret, envelopeJson)}"}`,
  verifyTsSign,
  seal: (secret, plaintext) => seal(secret, plaintext),
  open,
};

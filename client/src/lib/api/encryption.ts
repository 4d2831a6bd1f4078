import type { Envelope } from '@betsite/contracts/envelope';
import { decryptReply, encryptBody, encryptPath, isEncryptedReply } from '@betsite/contracts/wire';

/**
 * The "safe switch" (spec 000 section 7): with it on, the path becomes the generic prefix plus a
 * sealed `${timestamp}|${path}` and the body is sealed too, bound to that path token; the reply
 * comes back sealed. Every call is sealed afresh: the server refuses a path token it has seen. The
 * protocol itself lives in contracts/src/wire.ts, shared with the server.
 */
export interface OutgoingRequest {
  path: string;
  method: string;
  /** The JSON text to send, or undefined for a bodyless call. */
  body: string | undefined;
}

export function encryptRequest(secret: string, request: Omit<OutgoingRequest, 'body'>, rawBody: unknown, nowMs: number): OutgoingRequest {
  const path = encryptPath(secret, request.path, nowMs);
  if (request.method === 'GET') return { ...request, path, body: undefined };
  // A POST without a payload still sends `{}` (the spec's "no payload" calls), sealed.
  // The body is sealed for this very path token, so it cannot be replayed on another route.
  return { ...request, path, body: JSON.stringify(encryptBody(secret, rawBody ?? {}, path)) };
}

export type OpenedReply = { ok: true; envelope: unknown } | { ok: false };

/**
 * The envelope of a reply. Rejections by the server's encryption layer come back plain (the caller
 * may hold the wrong key), so a plain envelope is accepted whether or not the call was encrypted.
 */
export function openReply(secret: string, body: unknown): OpenedReply {
  if (!isEncryptedReply(body)) return { ok: true, envelope: body };
  const envelope: Envelope | null = decryptReply(secret, body);
  return envelope === null ? { ok: false } : { ok: true, envelope };
}

import { ENCRYPTED_PATH_PREFIX, ENCRYPTION_MAX_SKEW_MS, HEADER, WIRE_REJECTION_CODE, pathNonce } from '@betsite/contracts/wire';
import type { ReplayGuard } from '../lib/replay-guard';
import type { WireCodec } from '../lib/wire-codec';
import { fail } from '../lib/reply';
import { headerRefusalComesFirst } from './header-rule';
import type { PipelineReply, PipelineRequest } from './transport';

/**
 * The "safe switch" (contracts/README.md, the wire protocol): an encrypted call's path opened
 * before routing, its body opened before the handler, its reply sealed; a signed
 * timestamp-and-ip header checked when one is sent. A tampered or stale payload, or a body sealed
 * for another path token, answers 6008; a replayed path token 6003. The codec is the platform's
 * (composition/platform.ts `wire`: node:crypto's on the server, crypto-js's anywhere).
 */

/** Where the url rewrite sends a call it refuses, its reason in the query (a route of the transport answers it). */
export const REJECTED_PATH = '/__wire/rejected';
export const REPLAYED_PATH = `${REJECTED_PATH}?reason=replay`;

/**
 * Before routing: "/api/enc/<token>" opened into the original path, so an encrypted call reaches
 * the very same route as a plain one. Freshness is measured on the wall clock (real time, or
 * CLOCK_START's), not the QA clock: moving the QA clock must not break every encrypted client. A
 * path token is single use: its nonce is remembered (`nonces`) as soon as it opens, before the
 * body is read, so two copies of one call in flight at once cannot both pass.
 */
export function openedUrl(wire: WireCodec, secret: string, nonces: ReplayGuard, wallNow: () => number): (url: string) => string {
  return (url) => {
    if (!url.startsWith(ENCRYPTED_PATH_PREFIX)) return url;
    const nowMs = wallNow();
    const opened = wire.decryptPath(secret, url, nowMs, ENCRYPTION_MAX_SKEW_MS);
    if (!opened.ok) return `${REJECTED_PATH}?reason=${opened.reason}`;
    const verdict = nonces.admit(opened.nonce, opened.ts, nowMs);
    if (verdict === 'replay') return REPLAYED_PATH;
    return verdict === 'ok' ? opened.path : `${REJECTED_PATH}?reason=${verdict}`;
  };
}

/** Rejections by the wire layer come back plain: the caller's key may be exactly what failed. */
function rejectPlain(request: PipelineRequest, reply: PipelineReply): void {
  request.encrypted = false;
  reply.send(fail(WIRE_REJECTION_CODE).body);
}

/**
 * Whether a request came on the encrypted path and was let through. The transport keeps the url
 * from before the rewrite as `originalUrl`, so no side table is needed (a WeakSet of requests
 * showed in the garbage collector's time under load).
 */
function cameEncrypted(request: PipelineRequest): boolean {
  return request.originalUrl.startsWith(ENCRYPTED_PATH_PREFIX) && !request.url.startsWith(REJECTED_PATH);
}

/**
 * On arrival: marks an encrypted call and checks a ts-sign header (on the wall clock, as the path's
 * freshness); false when it answered. A ts-sign sent empty is sent: its pattern refuses it (6008).
 * An address no route answers (an unknown path, a wrong method: 6004, 405) is answered for what it
 * is whatever its ts-sign: there is no call to sign. On a product route a required header's
 * refusal comes first (the document's order): its own check answers it.
 */
export function checkWire(wire: WireCodec, secret: string, wallNow: () => number, request: PipelineRequest, reply: PipelineReply): boolean {
  request.encrypted = cameEncrypted(request);
  if (request.is404) return true;
  const sign = request.headers[HEADER.tsSign];
  if (sign === undefined || (typeof sign === 'string' && wire.verifyTsSign(secret, sign, wallNow(), ENCRYPTION_MAX_SKEW_MS) === 'ok')) return true;
  if (headerRefusalComesFirst(request)) return true;
  rejectPlain(request, reply);
  return false;
}

/** Before the handler: opens an encrypted call's body (its text kept for the journal); false when it answered. */
export function openBody(wire: WireCodec, secret: string, request: PipelineRequest, reply: PipelineReply): boolean {
  if (!request.encrypted || request.method === 'GET') return true;
  const raw = request.body;
  if (raw === undefined || raw === null || (typeof raw === 'object' && Object.keys(raw).length === 0)) {
    request.body = {};
    request.bodyText = null;
    return true;
  }
  const text = wire.decryptBodyText(secret, raw, pathNonce(request.originalUrl) ?? '');
  const body = text === null ? null : parseJson(text);
  if (body === null) {
    rejectPlain(request, reply);
    return false;
  }
  request.body = body;
  request.bodyText = text;
  return true;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Before send: the reply of an encrypted call, sealed. */
export function sealReply(wire: WireCodec, secret: string, request: PipelineRequest, reply: PipelineReply, payload: unknown): unknown {
  if (!request.encrypted || typeof payload !== 'string') return payload;
  reply.header('content-type', 'application/json; charset=utf-8');
  return wire.encryptedReplyJson(secret, payload);
}

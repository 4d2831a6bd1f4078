import type { ApiFetcherArgs } from '@ts-rest/core';
import { Code } from '@betsite/contracts/status-codes';
import type { Envelope } from '@betsite/contracts/envelope';
import { isEnvelope } from '@betsite/contracts/wire';
import { postCacheKey, type LruCache } from './cache';
import { encryptRequest, openReply } from './encryption';
import { ApiError, actionFor, expiryIsNews, localFailure, messageOf } from './errors';
import { requestHeaders } from './headers';
import { replyProblem } from './validation';

/** Options a call can pass next to its body: `api.site.preInfo({ body: {}, useCache: true })`. */
export interface CallOptions {
  /** Answer from the POST cache when this path and body have succeeded before. */
  useCache?: boolean;
  /** Reject without the toast: for background calls whose failure the user did not cause. */
  silent?: boolean;
}

export interface FetcherDeps {
  fetch: typeof globalThis.fetch;
  secret: string;
  timeoutMs: number;
  /** Check replies against the contract (development and tests). */
  validate: boolean;
  cache: LruCache<Envelope>;
  now(): number;
  newRequestId(): string;
  deviceUuid(): string;
  token(): string | null;
  ip(): string | null;
  safeSwitchOn(): boolean;
  tips(message: string): void;
  /** 6001: the session-expiry flow. */
  expired(reply: Envelope): void;
  /** 6413 and 6449: their dialogs. */
  dialog(reply: Envelope): void;
}

export interface FetcherResult {
  status: number;
  body: Envelope;
  headers: Headers;
}

/** Treated like a 6001 reply: the spec allows the expiry to arrive "as transport status" too. */
const HTTP_UNAUTHORIZED = 401;
const HTTP_SERVER_ERROR = 500;

function signalWithTimeout(timeoutMs: number, outer: AbortSignal | null | undefined): { signal: AbortSignal; timedOut: () => boolean; done: () => void } {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('request timed out', 'TimeoutError'));
  }, timeoutMs);
  const onOuterAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) controller.abort(outer.reason);
  else outer?.addEventListener('abort', onOuterAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    },
  };
}

/** What a developer reads when the backend does not answer the encrypted form: what to set. */
export function encryptionUnanswered(method: string, path: string, status: number, body: unknown): string {
  const got = JSON.stringify(body ?? null).slice(0, 160);
  return (
    `The backend did not answer the encrypted form of ${method} ${path} (sent to /api/enc/…): HTTP ${status}, ${got}. ` +
    'A backend that follows contracts/openapi.json alone (prism mock, a partner\'s) answers only the plain form: ' +
    'start or build the client with VITE_SAFE_SWITCH=off (client/README.md, "The safe switch").'
  );
}

/**
 * The one fetcher behind every contract call: headers, encryption, time-out, envelope, catalogue
 * handling, cache. Everything it touches comes in through `deps`, so tests drive it with a fake
 * fetch and the real wire code.
 */
export function createFetcher(deps: FetcherDeps) {
  return async function fetcher(args: ApiFetcherArgs & CallOptions): Promise<FetcherResult> {
    const method = args.method.toUpperCase();
    const cacheKey = method === 'POST' ? postCacheKey(args.path, args.rawBody) : null;
    if (args.useCache && cacheKey !== null) {
      const hit = deps.cache.get(cacheKey);
      if (hit) return { status: 200, body: hit, headers: new Headers() };
    }

    const nowMs = deps.now();
    const sentToken = deps.token();
    const headers = {
      ...args.headers,
      ...requestHeaders({
        secret: deps.secret,
        nowMs,
        ip: deps.ip(),
        deviceUuid: deps.deviceUuid(),
        requestId: deps.newRequestId(),
        token: sentToken,
      }),
    };
    const encrypted = deps.safeSwitchOn();
    const outgoing = encrypted
      ? encryptRequest(deps.secret, { path: args.path, method }, args.rawBody, nowMs)
      : { path: args.path, body: method === 'GET' ? undefined : JSON.stringify(args.rawBody ?? {}) };

    const timeout = signalWithTimeout(deps.timeoutMs, args.fetchOptions?.signal);
    let response: Response;
    let json: unknown;
    try {
      response = await deps.fetch(outgoing.path, {
        ...args.fetchOptions,
        method,
        headers,
        body: outgoing.body ?? null,
        signal: timeout.signal,
      });
      json = await response.json().catch(() => undefined);
    } catch (cause) {
      const error = localFailure(timeout.timedOut() ? 'timeout' : 'network', cause);
      // A caller's own abort (a page left) is not worth a toast; a time-out or a lost network is.
      if (!args.silent && !args.fetchOptions?.signal?.aborted) deps.tips(error.message);
      throw error;
    } finally {
      timeout.done();
    }

    const opened = openReply(deps.secret, json);
    let envelope: Envelope;
    if (opened.ok && isEnvelope(opened.envelope)) {
      envelope = opened.envelope;
    } else if (response.status === HTTP_UNAUTHORIZED) {
      envelope = { status_code: Code.LOGIN_EXPIRED, data: null, message: '' };
    } else {
      // A 5xx without an envelope is a gateway or proxy saying the API is not there: for the
      // player, the network's failure (服务开小差), not an unreadable reply (非法请求). An encrypted
      // call answered JSON without an envelope reached a backend that does not take the encrypted
      // form; a body that is not JSON at all is an unreadable reply, whichever form was sent.
      const notTheEncryptedForm = encrypted && opened.ok && json !== undefined;
      const kind = response.status >= HTTP_SERVER_ERROR ? 'network' : notTheEncryptedForm ? 'encryption-unanswered' : 'invalid-reply';
      if (kind === 'encryption-unanswered') console.error(encryptionUnanswered(method, args.path, response.status, json));
      const error = localFailure(kind, json);
      if (!args.silent) deps.tips(error.message);
      throw error;
    }

    if (deps.validate) {
      const problem = replyProblem(args.route, envelope);
      if (problem !== null) {
        // A contract drift is a programmer error: loud in development, never silently rendered.
        console.error(problem);
        throw localFailure('invalid-reply', problem);
      }
    }

    const action = response.status === HTTP_UNAUTHORIZED ? 'expired' : actionFor(envelope.status_code);
    switch (action) {
      case 'success':
        if (cacheKey !== null) deps.cache.set(cacheKey, envelope);
        return { status: 200, body: envelope, headers: response.headers };
      case 'value':
        return { status: 200, body: envelope, headers: response.headers };
      case 'expired':
        if (expiryIsNews(sentToken, deps.token())) deps.expired(envelope);
        throw new ApiError(envelope);
      case 'dialog':
        deps.dialog(envelope);
        throw new ApiError(envelope);
      case 'quiet':
        throw new ApiError(envelope);
      case 'toast':
        if (!args.silent) deps.tips(messageOf(envelope));
        throw new ApiError(envelope);
    }
  };
}

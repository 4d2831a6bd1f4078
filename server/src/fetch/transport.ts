import { isAppRouteNoBody, isAppRouteOtherResponse, checkZodSchema, validateResponse } from '@ts-rest/core';
import { headerRefusal } from '@betsite/contracts/request-headers';
import { Code } from '@betsite/contracts/status-codes';
import { REPLAY_REJECTION_CODE, WIRE_REJECTION_CODE } from '@betsite/contracts/wire';
import type { TransportFault } from '@betsite/contracts/mock';
import type { AppContext } from '../composition/context';
import type { Sandboxes } from '../composition/sandboxes';
import { createPipeline, type Pipeline, type SandboxNames } from '../core/pipeline';
import { factsOfRoute, parsedBodyOf } from '../core/route-facts';
import { openedUrl, REJECTED_PATH, REPLAYED_PATH } from '../core/wire';
import { parseJsonBody } from '../core/json-body';
import { createSubmissionGuard, isGuardedRoute, type SubmissionGuard } from '../core/submission-guard';
import { BodyParseError, noRoute, qaErrorReply, qaRefusal, refusedBody, refusedByContract, refusedByTransport, unexpectedError, type ErrorReply, type TransportRefusal } from '../core/error-replies';
import { PRODUCT_ROUTES } from '../core/header-rule';
import { createReplayGuard } from '../lib/replay-guard';
import { fail } from '../lib/reply';
import { digest } from '../lib/mock-token';
import { checkMockRequest } from '../routes/mock/guard';
import { httpFaultReply, malformedBody, SLOW_PIECES_MAX } from '../qa/fault-bodies';
import { ENCRYPTED_PATH_PREFIX, ENCRYPTION_MAX_SKEW_MS } from '@betsite/contracts/wire';
import { FetchRequest, BufferedReply } from './exchange';
import { mediaTypeOf } from './media-type';
import type { RouteTable, TableRoute } from './route-table';

/** A request as a fetch-style caller hands it over (a `Request` read by the adapter: msw/fetch-adapter.ts). */
export interface IncomingCall {
  method: string;
  /** The absolute url. */
  url: string;
  /** Names in lower case. */
  headers: Record<string, string>;
  /** The body's text ('' for none). */
  bodyText: string;
  /** The caller's address as the rules see it. */
  ip: string;
}

/** What the transport answers: a reply, or a connection dropped (a QA transport fault). */
export type OutgoingReply =
  | { kind: 'reply'; status: number; headers: [string, string][]; body: string | Uint8Array | ReadableStream<Uint8Array> | null }
  | { kind: 'dropped'; how: 'reset' | 'closed' };

export interface FetchTransportParts {
  /** The world of a request that names no sandbox. */
  defaultWorld: AppContext;
  /** The routed context the routers were made with (composition/current-world.ts). */
  routed: AppContext;
  sandboxes: Sandboxes;
  table: RouteTable;
  /** 'ignored': one world for every request (core/pipeline.ts). */
  sandboxNames: SandboxNames;
  /**
   * The QA API's guard against cross-site callers (routes/mock/guard.ts): on where a network can
   * reach the world (a test process's interception behaves as a server); off in a page, whose world
   * no other site can call.
   */
  qaGuard: boolean;
  /** Where an unexpected error is told (a bug: the reply is 6005 or a QA 500). */
  logError: (err: unknown, message: string) => void;
}

export interface FetchTransport {
  readonly handle: (call: IncomingCall) => Promise<OutgoingReply>;
  /**
   * Whether a path is the world's to answer: a route's (any method), an encrypted call's, the QA
   * API's. A page's adapter lets every other path go to the network (its own files).
   */
  readonly claims: (path: string) => boolean;
}

/**
 * The second transport of the request core (the first is Fastify's, plugins/request-hooks.ts): a
 * fetch-style request in, a reply out, through the same pipeline stages in the same order (world,
 * wire, header rule, body, catch-up, scenario, session, guard, handler, journal, seal) and the same
 * error policy (core/error-replies.ts), over the same routers (routes/). No Node part: it runs in
 * a page (behind msw's service worker) and in a test process (behind msw/node).
 */
export function createFetchTransport(parts: FetchTransportParts): FetchTransport {
  const { defaultWorld, routed, sandboxes, table, sandboxNames, qaGuard, logError } = parts;
  const { config } = defaultWorld;
  const pipeline: Pipeline<FetchRequest, BufferedReply> = createPipeline({ defaultWorld, sandboxes, sendFault: bufferFault, sandboxNames });
  const openUrl = openedUrl(defaultWorld.platform.wire, config.WIRE_SECRET, createReplayGuard(ENCRYPTION_MAX_SKEW_MS), defaultWorld.clock.wallNow);
  const guard: SubmissionGuard = createSubmissionGuard(() => routed);
  const tokenDigest = config.MOCK_API_TOKEN === undefined ? null : digest(config.MOCK_API_TOKEN);
  const beforeHandlers = new Map<TableRoute, ReturnType<Pipeline<FetchRequest, BufferedReply>['beforeHandlerOf']>>();
  const beforeHandlerOf = (route: TableRoute) => {
    let known = beforeHandlers.get(route);
    if (known === undefined) {
      known = pipeline.beforeHandlerOf(factsOfRoute({ url: route.path, config: { tsRestRoute: route.appRoute } }));
      beforeHandlers.set(route, known);
    }
    return known;
  };

  async function handle(call: IncomingCall): Promise<OutgoingReply> {
    const receivedAt = performance.now();
    const absolute = new URL(call.url);
    const originalUrl = `${absolute.pathname}${absolute.search}`;
    const url = openUrl(originalUrl);
    const path = url.split('?', 1)[0] ?? url;
    const found = path === REJECTED_PATH ? null : table.match(call.method, path);
    const route = found?.route ?? null;
    const request = new FetchRequest({ method: call.method, url, originalUrl, headers: { host: absolute.host, ...call.headers }, ip: call.ip, route, receivedAt, protocol: absolute.protocol.slice(0, -1) });
    const reply = new BufferedReply();
    await run(request, reply, found, call.bodyText);
    if (reply.fault !== null) return faultReply(reply.fault, request);
    return { kind: 'reply', status: reply.status, headers: reply.headerList(), body: reply.payload };
  }

  /** The request through its stages; the reply holds the answer when it returns. */
  async function run(request: FetchRequest, reply: BufferedReply, found: ReturnType<RouteTable['match']> | null, bodyText: string): Promise<void> {
    if (!pipeline.arrive(request, reply)) return finish(request, reply, null);
    if (found === null) return finish(request, reply, fail(request.url === REPLAYED_PATH ? REPLAY_REJECTION_CODE : WIRE_REJECTION_CODE).body);
    if (found.route === null) return answerError(request, reply, noRoute(found.allow));
    const { route } = found;
    request.params = found.params;
    const qa = route.kind === 'qa';
    if (qa && qaGuard) {
      const refusal = checkMockRequest(request.headers, tokenDigest);
      if (refusal) return answerError(request, reply, { status: refusal.status, body: { error: refusal.error } });
    }
    if (route.kind === 'product' && PRODUCT_ROUTES.has(`${route.method} ${route.path}`)) {
      const refusal = headerRefusal(request.headers);
      if (refusal) return finish(request, reply, fail(refusal.code, refusal.message).body);
    }
    const body = readBody(request, bodyText);
    if (body !== null) return answerError(request, reply, bodyRefusal(body, qa));
    // The stage goes on (`next`), or answers (a refusal sent), maybe after the world's catch-up.
    const entered = await new Promise<Error | undefined | 'answered'>((resolve) => {
      reply.onSent = () => resolve('answered');
      beforeHandlerOf(route)(request, reply, (error) => resolve(error));
    });
    reply.onSent = null;
    if (entered === 'answered') return finish(request, reply, null);
    if (entered instanceof Error) return answerError(request, reply, errorReplyOf(route, entered));
    const facts = request.routeFacts ?? factsOfRoute(request.routeOptions);
    if (isGuardedRoute(request.method, facts) && facts.meta !== undefined && !guard.admit({ ...facts, meta: facts.meta }, request, reply)) return finish(request, reply, null);
    let result;
    try {
      result = await invoke(route, request, reply);
    } catch (err) {
      guard.release(request);
      return answerError(request, reply, errorReplyOf(route, err));
    }
    guard.settle(request, result.body);
    finish(request, reply, result.body);
  }

  /** The handler, as ts-rest's adapters call it: the query and body parsed by the contract, the reply checked against it. */
  async function invoke(route: TableRoute, request: FetchRequest, reply: BufferedReply) {
    const { appRoute } = route;
    const queryResult = checkZodSchema(request.query, 'query' in appRoute ? appRoute.query : undefined);
    const bodyResult = parsedBodyOf(request, 'body' in appRoute ? appRoute.body : undefined);
    if (!queryResult.success || !bodyResult.success) {
      throw new ContractRefused({ query: queryResult.success ? null : queryResult.error, body: bodyResult.success ? null : bodyResult.error });
    }
    const run = () => route.implementation({ params: request.params, query: queryResult.data, headers: request.headers, body: bodyResult.data, request, reply, appRoute });
    const result = await (request.world.sandbox === null ? run() : request.world.within(run));
    const body = config.RESPONSE_VALIDATION ? validateResponse({ appRoute, response: result }).body : result.body;
    const responseType = appRoute.responses[result.status];
    if (responseType != null && isAppRouteOtherResponse(responseType)) reply.header('content-type', responseType.contentType);
    reply.code(result.status);
    return { status: result.status, body: responseType != null && isAppRouteNoBody(responseType) ? undefined : body };
  }

  function errorReplyOf(route: TableRoute, err: unknown): ErrorReply {
    const error = err instanceof Error ? err : new Error(String(err));
    const answer = route.kind === 'qa' ? (error instanceof ContractRefused ? qaRefusal(error.refusal) : qaErrorReply(error, undefined)) : productErrorReply(error);
    if (answer.unexpected) logError(error, route.kind === 'qa' ? 'unhandled error in the QA API' : 'unhandled error');
    return answer;
  }

  function answerError(request: FetchRequest, reply: BufferedReply, answer: ErrorReply): void {
    for (const [name, value] of Object.entries(answer.headers ?? {})) reply.header(name, value);
    reply.code(answer.status);
    finish(request, reply, answer.body);
  }

  /**
   * The reply's last stage: what was sent (a stage's refusal) or `body`, serialised as Fastify
   * does (an object as JSON, a text as text, bytes as they are), then the pipeline's stage before
   * send (the instance's name, the journal, the seal).
   */
  function finish(request: FetchRequest, reply: BufferedReply, body: unknown): void {
    if (reply.fault !== null) return;
    const value = reply.sent ? reply.sentPayload : body;
    const serialised = serialise(reply, value);
    reply.payload = pipeline.beforeSend(request, reply, serialised) as string | Uint8Array | null;
  }

  /**
   * The body read as Fastify reads it: by its media type (mediaTypeOf), JSON parsed, plain text as
   * it is (Fastify's own text/plain parser: a route's contract then refuses a text), any other type
   * refused before its size is looked at, a body over BODY_LIMIT_BYTES refused; a body without a
   * content type is none when empty. What refused it, else null.
   */
  function readBody(request: FetchRequest, text: string): BodyParseError | { code: TransportRefusal; why: string } | null {
    if (request.method === 'GET' || request.method === 'HEAD') return null;
    const type = request.headers['content-type'];
    if (type === undefined && text.length === 0) return null;
    const media = type === undefined ? null : mediaTypeOf(type);
    if (media !== 'application/json' && media !== 'text/plain') return { code: Code.INVALID_PARAMETER, why: 'Unsupported Media Type' };
    if (overBytes(text, config.BODY_LIMIT_BYTES)) return { code: Code.ILLEGAL_PARAMETER, why: 'Request body is too large' };
    if (media === 'text/plain') {
      request.body = text;
      return null;
    }
    try {
      request.body = parseJsonBody(text);
      if (request.body !== undefined) request.bodyText = text;
      return null;
    } catch (err) {
      if (err instanceof BodyParseError) return err;
      throw err;
    }
  }

  function faultReply(fault: { fault: TransportFault; envelope: () => string }, request: FetchRequest): OutgoingReply {
    const { fault: f, envelope } = fault;
    switch (f.kind) {
      case 'reset':
        return { kind: 'dropped', how: 'reset' };
      case 'empty':
        return { kind: 'dropped', how: 'closed' };
      case 'malformed':
        return whole(200, 'application/json; charset=utf-8', malformedBody(f, envelope));
      case 'http': {
        const { contentType, body } = httpFaultReply(f);
        return whole(f.status, contentType, body);
      }
      case 'slow': {
        const text = request.encrypted ? defaultWorld.platform.wire.encryptedReplyJson(config.WIRE_SECRET, envelope()) : envelope();
        return { kind: 'reply', status: 200, headers: [['content-type', 'application/json; charset=utf-8']], body: dribbled(new TextEncoder().encode(text), f.seconds * 1_000) };
      }
    }
  }

  const claims = (path: string): boolean => {
    if (path.startsWith(ENCRYPTED_PATH_PREFIX) || path.startsWith('/__mock/')) return true;
    const found = table.match('GET', path);
    return found.route !== null || found.allow.length > 0;
  };
  return { handle, claims };
}

/** A request the contract refused, carried to the error policy (ts-rest's RequestValidationError's fields). */
class ContractRefused extends Error {
  constructor(readonly refusal: { query: unknown; body: unknown }) {
    super('the request does not match the contract');
  }
}

const utf8 = new TextEncoder();

/** Whether the text is over `limit` bytes in UTF-8, encoded only when its length leaves it in doubt (a UTF-16 unit is 1 to 3 bytes). */
function overBytes(text: string, limit: number): boolean {
  if (text.length > limit) return true;
  if (text.length * 3 <= limit) return false;
  return utf8.encode(text).length > limit;
}

/** A body the transport would not read: in the envelope on the product's routes, a plain 400 on the QA API's. */
function bodyRefusal(refused: BodyParseError | { code: TransportRefusal; why: string }, qa: boolean): ErrorReply {
  if (refused instanceof BodyParseError) return qa ? qaErrorReply(refused, 400) : refusedBody(refused);
  return qa ? qaErrorReply(new Error(refused.why), 400) : refusedByTransport(refused.code);
}

function productErrorReply(error: Error): ErrorReply {
  if (error instanceof ContractRefused) return refusedByContract(error.refusal);
  if (error instanceof BodyParseError) return refusedBody(error);
  return unexpectedError();
}

/** A QA transport fault, kept on the reply for the transport to answer (it is no reply of the pipeline's). */
function bufferFault(fault: TransportFault, _request: FetchRequest, reply: BufferedReply, envelope: () => string): void {
  reply.takeFault({ fault, envelope });
}


function whole(status: number, contentType: string, body: string): OutgoingReply {
  return { kind: 'reply', status, headers: [['content-type', contentType]], body };
}

/** The body in up to SLOW_PIECES_MAX pieces spread over `spanMs`, the last at its end (a slow network). */
function dribbled(body: Uint8Array, spanMs: number): ReadableStream<Uint8Array> {
  const pieces = Math.max(1, Math.min(SLOW_PIECES_MAX, body.length));
  let i = 0;
  return new ReadableStream<Uint8Array>({
    pull: (controller) =>
      new Promise<void>((resolve) => {
        setTimeout(() => {
          controller.enqueue(body.subarray(Math.floor((i * body.length) / pieces), Math.floor(((i + 1) * body.length) / pieces)));
          i += 1;
          if (i === pieces) controller.close();
          resolve();
        }, spanMs / pieces);
      }),
  });
}

/** The reply's body as Fastify serialises it: an object as JSON, text and bytes as they are. */
function serialise(reply: BufferedReply, value: unknown): string | Uint8Array | null {
  if (value === undefined || value === null) return value === null ? 'null' : null;
  if (typeof value === 'string') {
    if (!reply.hasHeader('content-type')) reply.header('content-type', 'text/plain; charset=utf-8');
    return value;
  }
  if (value instanceof Uint8Array) {
    if (!reply.hasHeader('content-type')) reply.header('content-type', 'application/octet-stream');
    return value;
  }
  if (!reply.hasHeader('content-type')) reply.header('content-type', 'application/json; charset=utf-8');
  return JSON.stringify(value);
}

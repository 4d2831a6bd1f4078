import type { FastifyInstance } from 'fastify';
import { http, HttpResponse, type HttpHandler } from 'msw';

/**
 * The msw side of the in-process world (in-process-world.ts): a request the client's fetch made,
 * intercepted by msw, answered by the real app through `inject`: the very Fastify pipeline a
 * socket's request runs (wire encryption, headers, auth, scenarios, journal, envelope), with no
 * socket. What goes in: method, path and query, headers, body bytes; what comes back: status,
 * headers (every set-cookie), body bytes.
 */

/**
 * How the QA API's connection faults end a call: `reset` resets the socket and `empty` closes it
 * without a reply (server/src/qa/transport-faults.ts). Inject has no socket to close, so the app
 * of the world is given one that tells the call instead (`answerConnectionFaults`), and the
 * caller's fetch meets a network error, as a browser's does.
 */
export class ConnectionDropped extends Error {
  constructor(readonly how: 'reset' | 'closed') {
    super(`the connection was ${how === 'reset' ? 'reset' : 'closed without a reply'} (a QA transport fault)`);
  }
}

type StandInSocket = { resetAndDestroy?: () => unknown; end?: () => unknown };

/**
 * An onRequest hook for the world's app: inject's stand-in socket has no `resetAndDestroy` and no
 * `end`, which a QA fault calls on a real one; here they end the inject with ConnectionDropped.
 * A real socket (the app never listens here, but were it to) keeps its own.
 */
export function answerConnectionFaults(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const socket = request.raw.socket as unknown as StandInSocket;
    if (typeof socket.resetAndDestroy !== 'function') {
      const drop = (how: ConnectionDropped['how']) => () => void reply.raw.emit('error', new ConnectionDropped(how));
      socket.resetAndDestroy = drop('reset');
      socket.end = drop('closed');
    }
    done();
  });
}

/** Statuses whose reply has no body (a Response refuses one). */
const BODYLESS_STATUSES = new Set([101, 204, 205, 304]);

/** Headers of the inject reply that describe its socket, not the reply: the Response sets its own. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding']);

/** One intercepted request answered by the app. */
export async function answerByInject(app: FastifyInstance, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const headers: Record<string, string> = { host: url.host };
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let reply;
  try {
    reply = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(hasBody ? { payload: Buffer.from(await request.arrayBuffer()) } : {}),
    });
  } catch (err) {
    if (err instanceof ConnectionDropped) return HttpResponse.error();
    throw err;
  }
  const replyHeaders = new Headers();
  for (const [name, value] of Object.entries(reply.headers)) {
    if (value === undefined || CONNECTION_HEADERS.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [String(value)]) replyHeaders.append(name, one);
  }
  const body = request.method === 'HEAD' || BODYLESS_STATUSES.has(reply.statusCode) ? null : new Uint8Array(reply.rawPayload);
  return new Response(body, { status: reply.statusCode, headers: replyHeaders });
}

/** The msw handler that sends every request to `origin` (any method, any path) to the app. */
export function injectHandler(app: FastifyInstance, origin: string): HttpHandler {
  return http.all(`${origin}/*`, ({ request }) => answerByInject(app, request));
}

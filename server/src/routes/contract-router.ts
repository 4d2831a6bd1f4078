import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RequestValidationError } from '@ts-rest/fastify';
import { checkZodSchema, isAppRoute, isAppRouteNoBody, isAppRouteOtherResponse, validateResponse, type AppRoute, type AppRouter } from '@ts-rest/core';
import { parsedBodyOf } from '../core/route-facts';

/** What a route implementation is given: what ts-rest's Fastify adapter gives it. */
interface RouteInput {
  params: unknown;
  query: unknown;
  headers: FastifyRequest['headers'];
  body: unknown;
  request: FastifyRequest;
  reply: FastifyReply;
  appRoute: AppRoute;
}
interface RouteResult {
  status: number;
  body: unknown;
}
type RouteImplementation = (input: RouteInput) => RouteResult | Promise<RouteResult>;

export interface ContractRouterOptions {
  /** Check every reply against the contract (tests do): a reply that breaks it is a server error. */
  responseValidation: boolean;
}

/**
 * Registers a ts-rest router (`initServer().router(...)`, which type-checks that every contract
 * route has its implementation) on Fastify: our adapter in place of `@ts-rest/fastify`'s
 * `registerRouter`, same inputs and replies, for what every request paid it:
 *
 * - the body is parsed by the contract once per request (`parsedBodyOf`): the submission guard
 *   (throttle.ts), which runs first on the routes that declare 6011, parsed it a second time;
 * - no `async` wrapper and no check of the path parameters and headers the contract does not
 *   declare (none does): a handler's result is sent when it settles, by the router itself
 *   (nothing is returned to Fastify to wait on; so Fastify's diagnostics channel
 *   `fastify.request.handler` sees these handlers as synchronous);
 * - no error handler of its own: a request the contract refuses throws ts-rest's
 *   `RequestValidationError`, which the envelope policy answers (plugins/envelope.ts) like any
 *   other error, in the scope the routes are registered in.
 *
 * `config.tsRestRoute` carries the contract route as ts-rest's adapter did: route-facts.ts reads it.
 */
export function registerContractRouter(app: FastifyInstance, contract: AppRouter, router: object, options: ContractRouterOptions): void {
  for (const [key, node] of Object.entries(contract)) {
    const implementation = (router as Record<string, unknown>)[key];
    if (isAppRoute(node)) registerRoute(app, node, asImplementation(implementation, key), options);
    else registerContractRouter(app, node, implementation as object, options);
  }
}

/**
 * A route's implementation: a function. ts-rest's `{ handler, hooks }` form is refused rather than
 * half taken (its hooks would be dropped); hooks live in the plugins (request-hooks.ts, throttle.ts).
 */
function asImplementation(implementation: unknown, key: string): RouteImplementation {
  if (typeof implementation !== 'function') throw new TypeError(`contract route ${key}: the implementation must be a function`);
  return implementation as RouteImplementation;
}

function registerRoute(app: FastifyInstance, appRoute: AppRoute, implementation: RouteImplementation, options: ContractRouterOptions): void {
  const query = 'query' in appRoute ? appRoute.query : undefined;
  const bodySchema = 'body' in appRoute ? appRoute.body : undefined;
  const send = (reply: FastifyReply, result: RouteResult): void => {
    const body = options.responseValidation ? validateResponse({ appRoute, response: result }).body : result.body;
    const responseType = appRoute.responses[result.status];
    if (responseType != null && isAppRouteNoBody(responseType)) return void reply.status(result.status).send();
    if (responseType != null && isAppRouteOtherResponse(responseType)) reply.header('content-type', responseType.contentType);
    reply.status(result.status).send(body);
  };
  // What Fastify does with a handler's promise (wrap-thenable.js), done here: a reply that breaks
  // the contract, or an implementation that fails, goes to the error handler as an error.
  const sent = (reply: FastifyReply, result: RouteResult): void => {
    try {
      send(reply, result);
    } catch (err) {
      reply.send(err);
    }
  };
  const failed = (reply: FastifyReply, err: unknown): void => {
    if (reply.sent) reply.log.error({ err }, 'Promise errored, but reply.sent = true was set');
    else reply.send(err);
  };
  app.route({
    method: appRoute.method,
    url: appRoute.path,
    config: { tsRestRoute: appRoute },
    handler(request, reply) {
      const queryResult = checkZodSchema(request.query, query);
      const bodyResult = parsedBodyOf(request, bodySchema);
      if (!queryResult.success || !bodyResult.success) {
        throw new RequestValidationError(null, null, queryResult.success ? null : queryResult.error, bodyResult.success ? null : bodyResult.error);
      }
      const result = implementation({ params: request.params, query: queryResult.data, headers: request.headers, body: bodyResult.data, request, reply, appRoute });
      // Answered when the result settles, and nothing returned to Fastify: a promise handed back
      // would cost Fastify's own wait on it, and one resolved with the reply (a thenable) two
      // more turns of the microtask queue.
      if (result instanceof Promise) result.then((r) => sent(reply, r), (err: unknown) => failed(reply, err));
      else send(reply, result);
    },
  });
}

import type { ZodError, ZodTypeAny } from 'zod';
import { checkZodSchema, isZodType } from '@ts-rest/core';
import { routeMeta, type RouteMeta } from '@betsite/contracts/route';

/** What the pipeline needs to know about the route a request matched. */
export interface RouteFacts {
  /** The route's path pattern ('' when no route matched). */
  url: string;
  /** The contract's body schema, for contract routes that take a body. */
  body: ZodTypeAny | undefined;
  /** The contract metadata, for contract routes only. */
  meta: RouteMeta | undefined;
}

/** A route as its transport registered it: its path pattern and its config (a contract route's carries `tsRestRoute`). */
export interface RouteOptions {
  readonly url?: string | undefined;
  readonly config?: unknown;
}

type TsRestConfig = { tsRestRoute?: { body?: unknown; metadata?: unknown } };

/** The facts of a route from its options: at registration or for a request. */
export function factsOfRoute(options: RouteOptions): RouteFacts {
  const route = (options.config as TsRestConfig | undefined)?.tsRestRoute;
  return {
    url: options.url ?? '',
    body: route?.body as ZodTypeAny | undefined,
    meta: route?.metadata ? routeMeta(route) : undefined,
  };
}

/**
 * The facts of a request's route, read once per request: Fastify 5 builds a new routeOptions
 * object on every read, and several hooks ask on every request.
 */
export function routeFactsOf(request: { routeFacts: RouteFacts | null; readonly routeOptions: RouteOptions }): RouteFacts {
  if (request.routeFacts !== null) return request.routeFacts;
  const facts = factsOfRoute(request.routeOptions);
  request.routeFacts = facts;
  return facts;
}

/** The contract metadata of the route a request matched, if it is a contract route. */
export function metaOf(request: { routeFacts: RouteFacts | null; readonly routeOptions: RouteOptions }): RouteMeta | undefined {
  return routeFactsOf(request).meta;
}

export type ParsedBody = { success: true; data: unknown } | { success: false; error: ZodError };

/** The body as the contract parsed it, with the body and schema it was parsed from (parsedBodyOf). */
export type ParsedBodyMemo = { input: unknown; schema: unknown; result: ParsedBody };

/**
 * The request's body parsed by the contract route's body schema (none: the body as it is), once per
 * request: the submission guard (plugins/throttle.ts) and the route (routes/contract-router.ts) both need
 * it, and a placeBet's parse is about 16 µs. Parsed again only if the body was replaced since.
 */
export function parsedBodyOf(request: { readonly body: unknown; parsedBody: ParsedBodyMemo | null }, schema: unknown): ParsedBody {
  const cached = request.parsedBody;
  if (cached !== null && cached.input === request.body && cached.schema === schema) return cached.result;
  const result = isEmptyObject(request.body) && isZodType(schema) ? emptyBodyParsed(schema) : checkZodSchema(request.body, schema);
  request.parsedBody = { input: request.body, schema, result };
  return result;
}

/**
 * What each schema makes of an empty body `{}` (the body of most reads: member info, balances,
 * lists), when it accepts one: parsed once and shared, frozen. Parsing is a pure function of the
 * schema and the body (no contract schema reads a clock or a random source: route-facts.test.ts
 * parses every route's {} twice), and no handler changes its body, which freezing would reveal.
 * A schema that refuses {} is asked every time: that is an error path, and its error is the
 * request's own.
 */
const emptyBodyParses = new WeakMap<object, ParsedBody>();

function emptyBodyParsed(schema: ZodTypeAny): ParsedBody {
  const known = emptyBodyParses.get(schema);
  if (known !== undefined) return known;
  const parsed: ParsedBody = checkZodSchema({}, schema);
  if (!parsed.success) return parsed;
  const shared: ParsedBody = Object.freeze({ success: true, data: deepFreeze(parsed.data) });
  emptyBodyParses.set(schema, shared);
  return shared;
}

/** A plain object without a key of its own (as JSON.parse and the empty-body default make it). */
function isEmptyObject(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Object.getPrototypeOf(body) !== Object.prototype) return false;
  for (const key in body) if (Object.hasOwn(body, key)) return false;
  return true;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

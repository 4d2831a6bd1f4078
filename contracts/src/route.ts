import type { z } from 'zod';
import { envelope } from './envelope';
import { Code, type StatusCode } from './status-codes';

/**
 * Everything the contract says about a route beyond its shapes. `codes` lists the business codes
 * a route can answer besides success; the codes every route can answer (bad input, server error,
 * and for protected routes an expired session) are added by `post`/`get` so they are never missed.
 */
export interface RouteMeta {
  readonly auth: boolean;
  readonly codes: readonly StatusCode[];
  /** Shape of `data` on a failure that carries data (e.g. 6026 carries the masked phone). */
  readonly errorData: Partial<Record<StatusCode, z.ZodTypeAny>>;
  /** Example `data` per code for the OpenAPI document; success uses `example`. */
  readonly example?: unknown;
  /**
   * The route creates something (an account, an order, a transfer): the same submission repeated
   * within a second is a double submit and answers 6011 instead of acting twice.
   */
  readonly submitGuard: boolean;
  /**
   * On a route that carries several calls named by the body's `method` (the sports provider's
   * resource call), the calls the submit guard covers: only those are operations (placeBet), the
   * others are reads and pass freely. Unset: the guard covers every submission of the route.
   */
  readonly submitGuardMethods?: readonly string[];
}

interface RouteSpec<P extends string, B extends z.ZodTypeAny, D extends z.ZodTypeAny> {
  path: P;
  summary: string;
  description?: string;
  body: B;
  data: D;
  /** Defaults to true: a route is protected unless the spec makes it public. */
  auth?: boolean;
  codes?: readonly StatusCode[];
  errorData?: Partial<Record<StatusCode, z.ZodTypeAny>>;
  example?: unknown;
  /** true, or the body `method`s it covers on a route of several calls (RouteMeta.submitGuardMethods). */
  submitGuard?: boolean | { readonly methods: readonly string[] };
}

const ALWAYS: readonly StatusCode[] = [Code.SERVER_ERROR, Code.INVALID_PARAMETER, Code.ILLEGAL_PARAMETER];

/** What a POST and a GET route declare alike: everything but the method and the input. */
type CommonSpec<P extends string, D extends z.ZodTypeAny> = Omit<RouteSpec<P, never, D>, 'body'>;

function meta(spec: CommonSpec<string, z.ZodTypeAny>): RouteMeta {
  const auth = spec.auth ?? true;
  const submitGuard = spec.submitGuard !== undefined && spec.submitGuard !== false;
  const methods = typeof spec.submitGuard === 'object' ? { submitGuardMethods: spec.submitGuard.methods } : {};
  const codes = new Set<StatusCode>([...ALWAYS, ...(auth ? [Code.LOGIN_EXPIRED] : []), ...(submitGuard ? [Code.FREQUENT_SUBMISSION] : []), ...(spec.codes ?? [])]);
  return { auth, codes: [...codes].sort((a, b) => a - b), errorData: spec.errorData ?? {}, example: spec.example, submitGuard, ...methods };
}

function common<P extends string, D extends z.ZodTypeAny>(spec: CommonSpec<P, D>) {
  return {
    path: spec.path,
    summary: spec.summary,
    description: spec.description,
    responses: { 200: envelope(spec.data) },
    metadata: meta(spec),
  };
}

export function post<P extends string, B extends z.ZodTypeAny, D extends z.ZodTypeAny>(spec: RouteSpec<P, B, D>) {
  return { method: 'POST' as const, body: spec.body, ...common(spec) };
}

interface GetSpec<P extends string, Q extends z.ZodTypeAny, D extends z.ZodTypeAny> extends CommonSpec<P, D> {
  query: Q;
}

export function get<P extends string, Q extends z.ZodTypeAny, D extends z.ZodTypeAny>(spec: GetSpec<P, Q, D>) {
  return { method: 'GET' as const, query: spec.query, ...common(spec) };
}

export function routeMeta(route: { metadata?: unknown }): RouteMeta {
  return route.metadata as RouteMeta;
}

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
  submitGuard?: boolean;
}

const ALWAYS: readonly StatusCode[] = [Code.SERVER_ERROR, Code.INVALID_PARAMETER, Code.ILLEGAL_PARAMETER];

function meta(spec: { auth?: boolean; codes?: readonly StatusCode[]; errorData?: RouteMeta['errorData']; example?: unknown; submitGuard?: boolean }): RouteMeta {
  const auth = spec.auth ?? true;
  const submitGuard = spec.submitGuard ?? false;
  const codes = new Set<StatusCode>([...ALWAYS, ...(auth ? [Code.LOGIN_EXPIRED] : []), ...(submitGuard ? [Code.FREQUENT_SUBMISSION] : []), ...(spec.codes ?? [])]);
  return { auth, codes: [...codes].sort((a, b) => a - b), errorData: spec.errorData ?? {}, example: spec.example, submitGuard };
}

export function post<P extends string, B extends z.ZodTypeAny, D extends z.ZodTypeAny>(spec: RouteSpec<P, B, D>) {
  return {
    method: 'POST' as const,
    path: spec.path,
    summary: spec.summary,
    description: spec.description,
    body: spec.body,
    responses: { 200: envelope(spec.data) },
    metadata: meta(spec),
  };
}

interface GetSpec<P extends string, Q extends z.ZodTypeAny, D extends z.ZodTypeAny> extends Omit<RouteSpec<P, never, D>, 'body'> {
  query: Q;
}

export function get<P extends string, Q extends z.ZodTypeAny, D extends z.ZodTypeAny>(spec: GetSpec<P, Q, D>) {
  return {
    method: 'GET' as const,
    path: spec.path,
    summary: spec.summary,
    description: spec.description,
    query: spec.query,
    responses: { 200: envelope(spec.data) },
    metadata: meta(spec),
  };
}

export function routeMeta(route: { metadata?: unknown }): RouteMeta {
  return route.metadata as RouteMeta;
}

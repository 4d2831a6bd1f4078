import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';

/** What a route implementation answers: ts-rest's `{ status, body }`. */
export interface RouteResult {
  status: number;
  body: unknown;
}
/** A ts-rest route implementation, as the routers (routes/) make them. */
export type RouteImplementation = (input: Record<string, unknown>) => RouteResult | Promise<RouteResult>;

/** Who a route is for: its rules of error replies, headers and guards. */
export type RouteKind = 'product' | 'provider' | 'qa';

export interface TableRoute {
  readonly method: string;
  /** The contract's path pattern (`/__mock/sandboxes/:name`). */
  readonly path: string;
  readonly appRoute: AppRoute;
  readonly implementation: RouteImplementation;
  readonly kind: RouteKind;
  readonly pattern: RegExp;
  readonly paramNames: readonly string[];
}

export type RouteMatch = { route: TableRoute; params: Record<string, string> } | { route: null; allow: string[] };

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;

/**
 * The routes of ts-rest routers, matched by method and path: the fetch transport's router (the
 * server's is Fastify's). Contract paths are literal segments and `:name` parameters, nothing
 * else; the routes are few (about 130), so a scan of compiled patterns is enough.
 */
export class RouteTable {
  private readonly routes: TableRoute[] = [];

  /** Adds every route of `contract` with its implementation in `router` (the same shape). */
  add(contract: AppRouter, router: object, kind: RouteKind): this {
    for (const [key, node] of Object.entries(contract)) {
      const implementation = (router as Record<string, unknown>)[key];
      if (isAppRoute(node)) {
        if (typeof implementation !== 'function') throw new TypeError(`contract route ${key}: the implementation must be a function`);
        this.routes.push({ method: node.method, path: node.path, appRoute: node, implementation: implementation as RouteImplementation, kind, ...compiled(node.path) });
      } else {
        this.add(node, implementation as object, kind);
      }
    }
    return this;
  }

  /** The route for `method` at `path` (no query), with its parameters; else the methods the path has. */
  match(method: string, path: string): RouteMatch {
    const asked = method === 'HEAD' ? 'GET' : method;
    const allow = new Set<string>();
    for (const route of this.routes) {
      const found = route.pattern.exec(path);
      if (found === null) continue;
      if (route.method === asked) return { route, params: paramsOf(route, found) };
      allow.add(route.method);
      if (route.method === 'GET') allow.add('HEAD');
    }
    return { route: null, allow: METHODS.filter((m) => allow.has(m)) };
  }

  /** Every route (for a transport that registers them elsewhere, and tests). */
  list(): readonly TableRoute[] {
    return this.routes;
  }
}

function compiled(path: string): { pattern: RegExp; paramNames: string[] } {
  const paramNames: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      paramNames.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), paramNames };
}

function paramsOf(route: TableRoute, found: RegExpExecArray): Record<string, string> {
  const params: Record<string, string> = {};
  route.paramNames.forEach((name, i) => {
    params[name] = safeDecode(found[i + 1] ?? '');
  });
  return params;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

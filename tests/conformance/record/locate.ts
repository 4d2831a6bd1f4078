import type { AppRoute } from '@ts-rest/core';
import { contract } from '@betsite/contracts/contract';
import { allRoutes, type NamedRoute } from '@betsite/contracts/walk';
import { ENCRYPTED_PATH_PREFIX } from '@betsite/contracts/wire';
import { decryptPath } from '../../../server/src/lib/wire-node';

/**
 * Which contract route a recorded call went to. An encrypted call (`/api/enc/<token>`) carries
 * its real path sealed, so the recorder opens it with the partner's wire secret; it never checks
 * the timestamp (judging freshness is the backend's job, and the recorder only reads).
 */
export type Located =
  | { kind: 'route'; route: NamedRoute; path: string; encrypted: boolean }
  | { kind: 'not-in-contract'; method: string; path: string; encrypted: boolean }
  | { kind: 'unreadable'; reason: string };

const byMethodAndPath = new Map<string, NamedRoute>(allRoutes(contract).map((r) => [keyOf(r.route.method, r.route.path), r]));

function keyOf(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}

/** The contract route of `method` + `url` (the request target as the client sent it). */
export function locateCall(method: string, url: string, secret: string): Located {
  let target = url;
  const encrypted = url.startsWith(ENCRYPTED_PATH_PREFIX);
  if (encrypted) {
    const opened = decryptPath(secret, url, Date.now(), Number.MAX_SAFE_INTEGER);
    if (!opened.ok) return { kind: 'unreadable', reason: `encrypted path does not open with the wire secret (${opened.reason})` };
    target = opened.path;
  }
  const path = target.split('?')[0] ?? target;
  const route = byMethodAndPath.get(keyOf(method, path));
  return route ? { kind: 'route', route, path, encrypted } : { kind: 'not-in-contract', method: method.toUpperCase(), path, encrypted };
}

/** "POST /site/api/v1/user/login": how the report and the saved set name a route. */
export function routeLabel(route: AppRoute): string {
  return keyOf(route.method, route.path);
}

import type { AppRoute, AppRouter } from '@ts-rest/core';
import { isAppRoute } from '@ts-rest/core';

export interface NamedRoute {
  /** Dotted key in the router, e.g. "auth.login". */
  key: string;
  route: AppRoute;
}

/** Every route of a router, depth first, in declaration order. */
export function allRoutes(router: AppRouter, prefix = ''): NamedRoute[] {
  return Object.entries(router).flatMap(([name, value]) => {
    const key = prefix ? `${prefix}.${name}` : name;
    return isAppRoute(value) ? [{ key, route: value }] : allRoutes(value, key);
  });
}

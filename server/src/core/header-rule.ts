import { contract } from '@betsite/contracts/contract';
import { allRoutes } from '@betsite/contracts/walk';
import { headerRefusal } from '@betsite/contracts/request-headers';
import type { PipelineRequest } from './transport';

/** The product contract's routes, as `METHOD path`: the header rule is theirs (the providers' and the QA API's are not). */
export const PRODUCT_ROUTES: ReadonlySet<string> = new Set(allRoutes(contract).map(({ route }) => `${route.method} ${route.path}`));

/**
 * Whether the request is on a product route whose required headers the route's own check will
 * refuse (plugins/request-headers.ts): the wire's ts-sign check leaves it to that check, so the
 * documented order holds (a required header's 6007/6008 first, then ts-sign). Asked only when a
 * ts-sign failed, never on the way of a good call.
 */
export function headerRefusalComesFirst(request: Pick<PipelineRequest, 'method' | 'headers' | 'routeOptions'>): boolean {
  return PRODUCT_ROUTES.has(`${request.method} ${request.routeOptions.url}`) && headerRefusal(request.headers) !== null;
}

import fp from 'fastify-plugin';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { contract } from '@betsite/contracts/contract';
import { allRoutes } from '@betsite/contracts/walk';
import { headerRefusal } from '@betsite/contracts/request-headers';
import { fail } from '../lib/reply';
import { withRouteHook } from './route-facts';

/** The product contract's routes: the header rule is theirs (the providers' and the QA API's are not). */
const PRODUCT_ROUTES = new Set(allRoutes(contract).map(({ route }) => `${route.method} ${route.path}`));

/**
 * Whether the request is on a product route whose required headers the route's own hook will
 * refuse: the wire's ts-sign check leaves it to that hook, so the documented order holds (a
 * required header's 6007/6008 first, then ts-sign). Asked only when a ts-sign failed, never on the
 * way of a good call.
 */
export function headerRefusalComesFirst(request: FastifyRequest): boolean {
  return PRODUCT_ROUTES.has(`${request.method} ${request.routeOptions.url}`) && headerRefusal(request.headers) !== null;
}

const checkHeaders: onRequestHookHandler = (request, reply, done) => {
  const refusal = headerRefusal(request.headers);
  if (refusal === null) {
    done();
    return;
  }
  void reply.send(fail(refusal.code, refusal.message).body);
};

/**
 * The header rule of the contract (contracts/src/request-headers.ts): on every product route, a
 * required header missing answers 6007 and a malformed one 6008, in the envelope. It is a route
 * onRequest hook, so it runs after the instance's (the world, the wire: an encrypted call's
 * refusal goes back sealed) and before the body, the QA scenarios and the session are looked at;
 * a client that forgets a header learns it here, not against a real backend. Other addresses (the
 * QA API, the stand-in providers, uploads, the docs) have rules of their own and carry no hook.
 */
export default fp(
  (app, _opts, done) => {
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!methods.some((method) => PRODUCT_ROUTES.has(`${method} ${route.url}`))) return;
      route.onRequest = withRouteHook(route.onRequest, checkHeaders);
    });
    done();
  },
  { name: 'request-headers', dependencies: ['route-facts'] },
);

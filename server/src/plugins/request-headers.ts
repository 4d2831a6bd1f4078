import fp from 'fastify-plugin';
import type { onRequestHookHandler } from 'fastify';
import { headerRefusal } from '@betsite/contracts/request-headers';
import { PRODUCT_ROUTES } from '../core/header-rule';
import { fail } from '../lib/reply';
import { withRouteHook } from './route-facts';

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

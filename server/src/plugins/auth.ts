import fp from 'fastify-plugin';
import { Code } from '@betsite/contracts/status-codes';
import { HEADER } from '@betsite/contracts/wire';
import type { Session } from '../accounts/sessions';
import type { Account } from '../accounts/account';
import { fail } from '../lib/reply';
import { metaOf } from './route-facts';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | undefined;
    account: Account | undefined;
  }
}

/**
 * Resolves the `token` header to a session on every contract route. A protected route (meta.auth)
 * with a missing, unknown or expired token answers 6001; a public route just sees no session.
 */
export default fp(
  (app, _opts, done) => {
    app.decorateRequest('session', undefined);
    app.decorateRequest('account', undefined);
    app.addHook('preHandler', (request, reply, next) => {
      const meta = metaOf(request);
      if (!meta) return next();
      const header = request.headers[HEADER.token];
      const session = app.ctx.sessions.resolve(typeof header === 'string' ? header : undefined);
      const account = session && app.ctx.state.accounts.get(session.userId);
      if (session && account) {
        request.session = session;
        request.account = account;
      } else if (meta.auth) {
        return reply.send(fail(Code.LOGIN_EXPIRED).body);
      }
      next();
    });
    done();
  },
  { name: 'auth', dependencies: ['context', 'route-facts'] },
);

/** The signed-in player of a protected route; the auth plugin guarantees it is there. */
export function signedIn(request: { session: Session | undefined; account: Account | undefined }): { session: Session; account: Account } {
  if (!request.session || !request.account) throw new Error('signedIn() used on a public route');
  return { session: request.session, account: request.account };
}

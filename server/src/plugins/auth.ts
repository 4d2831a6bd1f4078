import fp from 'fastify-plugin';
import type { Session } from '../accounts/sessions';
import type { Account } from '../accounts/account';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | undefined;
    account: Account | undefined;
  }
}

/**
 * Decorates the request with its session and account, which the pipeline resolves on every
 * contract route before its handler (core/session.ts).
 */
export default fp(
  (app, _opts, done) => {
    app.decorateRequest('session', undefined);
    app.decorateRequest('account', undefined);
    done();
  },
  { name: 'auth', dependencies: ['context'] },
);

/** The signed-in player of a protected route; the auth plugin guarantees it is there. */
export function signedIn(request: { session: Session | undefined; account: Account | undefined }): { session: Session; account: Account } {
  if (!request.session || !request.account) throw new Error('signedIn() used on a public route');
  return { session: request.session, account: request.account };
}

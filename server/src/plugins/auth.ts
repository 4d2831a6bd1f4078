import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteMeta } from '@betsite/contracts/route';
import { Code } from '@betsite/contracts/status-codes';
import { HEADER } from '@betsite/contracts/wire';
import type { Session } from '../accounts/sessions';
import type { Account } from '../accounts/account';
import { fail } from '../lib/reply';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | undefined;
    account: Account | undefined;
  }
}

/**
 * Resolves the `token` header to a session on every contract route. A protected route (meta.auth)
 * with a missing, unknown or expired token answers 6001; a public route just sees no session. The
 * check is a step of the hook every contract route runs before its handler (request-hooks.ts).
 */
export default fp(
  (app, _opts, done) => {
    app.decorateRequest('session', undefined);
    app.decorateRequest('account', undefined);
    done();
  },
  { name: 'auth', dependencies: ['context'] },
);

/** Answers false when it answered the request (6001). */
export function authenticate(request: FastifyRequest, reply: FastifyReply, meta: RouteMeta): boolean {
  const { world } = request;
  const header = request.headers[HEADER.token];
  const session = world.sessions.resolve(typeof header === 'string' ? header : undefined);
  const account = session && world.state.accounts.get(session.userId);
  if (session && account) {
    request.session = session;
    request.account = account;
  } else if (meta.auth) {
    reply.send(fail(Code.LOGIN_EXPIRED).body);
    return false;
  }
  return true;
}

/** The signed-in player of a protected route; the auth plugin guarantees it is there. */
export function signedIn(request: { session: Session | undefined; account: Account | undefined }): { session: Session; account: Account } {
  if (!request.session || !request.account) throw new Error('signedIn() used on a public route');
  return { session: request.session, account: request.account };
}

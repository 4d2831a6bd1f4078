import type { RouteMeta } from '@betsite/contracts/route';
import { Code } from '@betsite/contracts/status-codes';
import { HEADER } from '@betsite/contracts/wire';
import { fail } from '../lib/reply';
import type { PipelineReply, PipelineRequest } from './transport';

/**
 * Before the handler, on every contract route: resolves the `token` header to a session. A
 * protected route (meta.auth) with a missing, unknown or expired token answers 6001; a public
 * route just sees no session. Answers false when it answered the request (6001).
 */
export function authenticate(request: PipelineRequest, reply: PipelineReply, meta: RouteMeta): boolean {
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

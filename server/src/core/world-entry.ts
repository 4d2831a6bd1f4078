import { MOCK_SESSION_HEADER, MOCK_TOKEN_HEADER, SANDBOX_NAME_PATTERN, SANDBOX_REPLY_HEADER, SANDBOX_STAMP_HEADER, parseSandboxStamp, type SandboxStamp } from '@betsite/contracts/mock';
import { Code } from '@betsite/contracts/status-codes';
import type { AppContext } from '../composition/context';
import { evictedMessage, lostMessage, type Sandboxes } from '../composition/sandboxes';
import { fail } from '../lib/reply';
import { cookieOf } from '../lib/cookies';
import type { RequestHeaders } from '../lib/http-headers';
import { mockSnapshotsContract } from '@betsite/contracts/mock-snapshots';
import { routeFactsOf } from './route-facts';
import type { PipelineReply, PipelineRequest } from './transport';

/** The registry's own calls name sandboxes in their path, never run inside one. */
const REGISTRY_PATH = '/__mock/sandboxes';
const RESET_PATH = '/__mock/reset';
const RESTORE_PATH = mockSnapshotsContract.restore.path;

/**
 * Whether the request replaces its world's state at once: a snapshot restore. Its world is entered
 * without a state made from the fixtures first nor a catch-up (Sandboxes.enter), and a transport
 * may have it wait for its turn (plugins/request-hooks.ts).
 */
export function replacesWorld(request: Pick<PipelineRequest, 'method' | 'routeFacts' | 'routeOptions'>): boolean {
  return request.method === 'POST' && routeFactsOf(request).url === RESTORE_PATH;
}

/** The sandbox a request names: the header, else the cookie (a browser joins one that way). */
export function sandboxNameOf(request: { readonly headers: RequestHeaders }): string | undefined {
  const header = request.headers[MOCK_SESSION_HEADER];
  if (typeof header === 'string') return header;
  return cookieOf(request, MOCK_SESSION_HEADER);
}

/**
 * The caller's stamp for the sandbox `name` (x-mock-stamp: the header, else the cookie): undefined
 * when it sent none or one of another sandbox (a browser's cookie from the sandbox it left);
 * 'malformed' when it is no stamp at all.
 */
export function sandboxStampOf(request: { readonly headers: RequestHeaders }, name: string): SandboxStamp | 'malformed' | undefined {
  const header = request.headers[SANDBOX_STAMP_HEADER];
  const value = typeof header === 'string' ? header : cookieOf(request, SANDBOX_STAMP_HEADER);
  if (value === undefined) return undefined;
  const stamp = parseSandboxStamp(value);
  if (!stamp) return 'malformed';
  return stamp.name === name ? stamp : undefined;
}

/**
 * On arrival, first: resolves the request's world into `request.world`. A request without a
 * sandbox name gets the default world for one header lookup. With the QA API on, a request naming
 * a sandbox runs in that sandbox's world; with it off the name is ignored, since a
 * production-like server must not let callers make worlds. Answers false when it answered (a bad
 * or evicted name).
 */
export function enterWorld(
  sandboxes: Sandboxes,
  defaultWorld: AppContext,
  request: PipelineRequest,
  reply: PipelineReply,
  mayUseSandboxes: (request: { readonly headers: RequestHeaders }) => boolean,
): boolean {
  request.world = defaultWorld;
  if (!defaultWorld.config.MOCK_API) return true;
  const name = sandboxNameOf(request);
  if (name === undefined) return true;
  const path = request.url.split('?', 1)[0] ?? request.url;
  if (path.startsWith(REGISTRY_PATH)) return true;
  const qa = path.startsWith('/__mock');
  if (!SANDBOX_NAME_PATTERN.test(name)) {
    const why = `${MOCK_SESSION_HEADER} must be 1-64 of A-Z a-z 0-9 . _ -`;
    void (qa ? reply.code(400).send({ error: why }) : reply.send(fail(Code.INVALID_PARAMETER, why).body));
    return false;
  }
  // Worlds are QA's: where the QA API has a token, only its holders make or enter one (a refusal,
  // not the default world, so a script that forgot the token does not play in the shared world).
  if (!mayUseSandboxes(request)) {
    const why = `${MOCK_SESSION_HEADER} needs the ${MOCK_TOKEN_HEADER} header or cookie on this server (MOCK_API_TOKEN)`;
    void (qa ? reply.code(401).send({ error: why }) : reply.send(fail(Code.ACCESS_DENIED, why).body));
    return false;
  }
  const stamp = sandboxStampOf(request, name);
  if (stamp === 'malformed') {
    const why = `${SANDBOX_STAMP_HEADER} must be <name>@<instance>:<boot>, as a reply gave it`;
    void (qa ? reply.code(400).send({ error: why }) : reply.send(fail(Code.INVALID_PARAMETER, why).body));
    return false;
  }
  const found = sandboxes.enter(name, stamp, replacesWorld(request));
  // Reset is how a run starts an evicted or lost sandbox again: it is answered whatever was found.
  if (found.kind !== 'world' && !(qa && path === RESET_PATH && request.method === 'POST')) {
    const why = found.kind === 'evicted' ? evictedMessage(name, sandboxes.limit) : lostMessage(stamp!, sandboxes.here, found.live);
    reply.header(SANDBOX_REPLY_HEADER, 'evicted');
    void (qa ? reply.code(410).send({ error: why }) : reply.send(fail(Code.ACCESS_DENIED, why).body));
    return false;
  }
  request.world = found.kind === 'world' ? found.world : sandboxes.restart(name);
  const current = found.kind === 'world' ? found.stamp : sandboxes.stampOf(name)!;
  reply.header(SANDBOX_REPLY_HEADER, name);
  reply.header(SANDBOX_STAMP_HEADER, current);
  // A browser names its sandbox by cookie and sends back only cookies: it gets the stamp as one,
  // when it does not hold this one yet (its chat socket's handshake then carries it too).
  if (cookieOf(request, MOCK_SESSION_HEADER) === name && cookieOf(request, SANDBOX_STAMP_HEADER) !== current) {
    reply.header('set-cookie', `${SANDBOX_STAMP_HEADER}=${current}; Path=/; SameSite=Lax`);
  }
  return true;
}

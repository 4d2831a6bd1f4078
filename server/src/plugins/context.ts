import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EVICTED_NAMES_MAX, MOCK_SESSION_HEADER, MOCK_TOKEN_HEADER, SANDBOX_NAME_PATTERN, SANDBOX_REPLY_HEADER, SANDBOX_STAMP_HEADER, parseSandboxStamp, type SandboxStamp } from '@betsite/contracts/mock';
import { Code } from '@betsite/contracts/status-codes';
import type { AppContext, SharedParts } from '../composition/context';
import { routedContext } from '../composition/current-world';
import { createSandboxes, evictedMessage, lostMessage, type Sandboxes } from '../composition/sandboxes';
import { createSnapshots, type Snapshots } from '../composition/snapshots';
import { SNAPSHOTS_BYTES_MAX, SNAPSHOTS_MAX } from '@betsite/contracts/mock-snapshots';
import { fail } from '../lib/reply';
import { cookieOf } from '../lib/cookies';

declare module 'fastify' {
  interface FastifyInstance {
    /** The world of the work in progress: the default one, or the request's QA sandbox. */
    ctx: AppContext;
    sandboxes: Sandboxes;
    /** The QA snapshots (/__mock/snapshots), shared by every world. */
    snapshots: Snapshots;
  }
  interface FastifyRequest {
    /**
     * The world this request runs in, resolved once when it arrives (enterWorld): the hooks read
     * it here; the handler, through `app.ctx`, inside it (request-hooks.ts enters it).
     */
    world: AppContext;
  }
}

/** The registry's own calls name sandboxes in their path, never run inside one. */
const REGISTRY_PATH = '/__mock/sandboxes';
const RESET_PATH = '/__mock/reset';

/** The sandbox a request names: the header, else the cookie (a browser joins one that way). */
export function sandboxNameOf(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const header = request.headers[MOCK_SESSION_HEADER];
  if (typeof header === 'string') return header;
  return cookieOf(request, MOCK_SESSION_HEADER);
}

/**
 * The caller's stamp for the sandbox `name` (x-mock-stamp: the header, else the cookie): undefined
 * when it sent none or one of another sandbox (a browser's cookie from the sandbox it left);
 * 'malformed' when it is no stamp at all.
 */
export function sandboxStampOf(request: Pick<FastifyRequest, 'headers'>, name: string): SandboxStamp | 'malformed' | undefined {
  const header = request.headers[SANDBOX_STAMP_HEADER];
  const value = typeof header === 'string' ? header : cookieOf(request, SANDBOX_STAMP_HEADER);
  if (value === undefined) return undefined;
  const stamp = parseSandboxStamp(value);
  if (!stamp) return 'malformed';
  return stamp.name === name ? stamp : undefined;
}

/**
 * Decorates `app.ctx` (routed to the work's world), `app.sandboxes` and `request.world`. With the
 * QA API on, a request naming a sandbox runs in that sandbox's world; with it off the name is
 * ignored, since a production-like server must not let callers make worlds.
 */
export default fp<{ ctx: AppContext; shared: SharedParts; sandboxesMax: number }>(
  (app, opts, done) => {
    // This process's boot, in every stamp it hands out: drawn afresh at each start, so a restarted
    // instance tells the stamps of its earlier life from its own (unique, not reproducible: no seed).
    const boot = randomBytes(4).toString('hex');
    const sandboxes = createSandboxes(opts.ctx.config, opts.shared, opts.sandboxesMax, EVICTED_NAMES_MAX, boot);
    app.decorate('ctx', routedContext(opts.ctx));
    app.decorate('sandboxes', sandboxes);
    app.decorate('snapshots', createSnapshots(SNAPSHOTS_MAX, SNAPSHOTS_BYTES_MAX));
    app.decorateRequest('world', null as unknown as AppContext);
    done();
  },
  { name: 'context' },
);

/**
 * onRequest, first: resolves the request's world into `request.world`. A request without a sandbox
 * name gets the default world for one header lookup. Answers false when it answered (a bad or
 * evicted name). `replacing`: the request replaces the world's state (a snapshot restore, Sandboxes.enter).
 */
export function enterWorld(app: { ctx: AppContext; sandboxes: Sandboxes }, defaultWorld: AppContext, request: FastifyRequest, reply: FastifyReply, mayUseSandboxes: (request: FastifyRequest) => boolean, replacing = false): boolean {
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
  const { sandboxes } = app;
  const found = sandboxes.enter(name, stamp, replacing);
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

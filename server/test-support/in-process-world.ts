import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { createQaClient, type QaClient } from '@betsite/contracts/qa-client';
import { fetchProductCaller, logInThroughApi, type Session } from '@betsite/contracts/qa-login';
import { DEMO_PLAYERS, type DemoPlayerName, type PlayerLogin } from '@betsite/contracts/qa-players';
import { accepted, createQaControls, type OutboxEntry, type QaControls } from '@betsite/contracts/qa-world';
import { testConfig, type Config } from '../src/config';
import type { AppContext } from '../src/composition/context';
import { createFetchWorld } from '../src/fetch/world';
import { worldHandler } from '../src/fetch/msw-handler';
import { chatLink } from '../src/fetch/msw-chat';
import { nodeSharedParts } from '../src/node/shared-parts';
import { loadScenarioSets } from '../src/qa/scenario-set-files';

/**
 * The whole world inside a Vitest test process, for front-end tests (docs/front-end.md, "The
 * world in a Vitest test"): the server's worlds, routers and request pipeline (rules, state,
 * fixtures, QA API) answer every request the test's fetch makes to `origin`, and its chat socket,
 * through msw/node and the fetch transport (src/fetch/): no server process, no port, no Fastify. A client component or hook gets real replies (a login, a balance that moves, a bet in the
 * record), and the test drives the QA controls (qa-world.ts, shared with the Playwright kit).
 *
 *   const world = useWorld();            // beforeAll starts it, afterAll closes it
 *   await world.forceNext('/game/api/v1/transfer/getBalance', 6001);
 *
 * msw replaces the process's fetch while the world runs: the files using it run in a worker of
 * their own each (vitest.config.ts, project `client-world`), never beside the unit suites, which
 * share their workers' modules and globals.
 */

export interface WorldOptions {
  /**
   * The origin the client calls. Default: the page's (`location.origin` of the DOM environment, where
   * the client's relative paths go), else `http://localhost`. Any request to another origin fails
   * the test (msw's `onUnhandledFrame: 'error'`): nothing leaves the process. The QA API answers a
   * loopback origin only, unless the config has a MOCK_API_TOKEN (sent by `world.qa`), as a server does.
   */
  origin?: string;
  /** Configuration of the app, over the tests' (config.ts, `testConfig`). */
  config?: Partial<Config>;
  /**
   * The instant the world and the test's `Date` stand at: the tests' instant by default
   * (TEST_CLOCK_START, as the server's suites), so what a test sees depends neither on the hour it
   * runs at nor on the machine's speed; time moves with `world.moveClock` or `vi.setSystemTime`.
   * `'real'` leaves `Date` alone and the world on real time. One clock for both sides because the
   * client stamps its encrypted calls with `Date.now()` and the server checks them on its wall clock.
   */
  clockStart?: number | 'real';
}

export interface InProcessWorld extends QaControls {
  /** The world's context (its state, for what no QA call reads). */
  readonly ctx: AppContext;
  readonly origin: string;
  /** The typed QA client (`@betsite/contracts/qa-client`) on this world: `world.qa.sports.setScore(...)` ... */
  readonly qa: QaClient;
  /**
   * Logs a player in through the API (a demo account by name, or any player; the captcha and a
   * new-device code answered from the QA API) and answers the session, for a test about something
   * else than the login: put it into the client with its own `startSession`.
   */
  logIn(player: DemoPlayerName | PlayerLogin): Promise<Session>;
  /** The newest code sent to `to`, once there are `count` (1 by default), waiting for the client to send it. */
  latestCode(to: string, options?: { count?: number }): Promise<OutboxEntry>;
  /** Back to the fixtures (`POST /__mock/reset`): state, scenarios, journal, outbox, sessions, clock. */
  reset(): Promise<void>;
  /** Stops msw (the process's fetch is its own again) and the world's sports clock. */
  close(): Promise<void>;
}

/** The caller's address the rules see, for the test's calls and its chat sockets. */
const CALLER_IP = '127.0.0.1';

const defaultOrigin = (): string => (typeof location === 'undefined' || location.origin === 'null' ? 'http://localhost' : location.origin);

/** Starts a world; `useWorld` is the usual way, with Vitest's hooks. */
export function startWorld(options: WorldOptions = {}): Promise<InProcessWorld> {
  const origin = options.origin ?? defaultOrigin();
  const config = testConfig(options.config);
  // The world's own CLOCK_START (the tests' instant, or the one `config` gives), none: real time.
  const clockStart = options.clockStart ?? config.CLOCK_START ?? 'real';
  if (clockStart !== 'real') vi.setSystemTime(clockStart);
  // The test's Date, read at each call: the client's stamps and the server's wall clock stay one.
  const world = createFetchWorld({
    config,
    shared: { ...nodeSharedParts(config), wallNow: () => Date.now() },
    // Sandboxes work here (Node's scope follows awaits), and the QA API keeps its guard, as on a server.
    sandboxNames: 'honoured',
    qaGuard: true,
    scenarioSets: loadScenarioSets(config.SCENARIOS_DIR),
  });
  // The chat socket too: Node's WebSocket, intercepted (the default world's, whatever the handshake's sandbox).
  const msw = setupServer(worldHandler(world, { origin, paths: 'all', ip: CALLER_IP }), chatLink(origin, (socket, handshake) => world.chat.accept(socket, handshake), CALLER_IP));
  msw.listen({ onUnhandledFrame: 'error' });
  // The QA API's guard holds here too: on an origin that is not loopback it needs MOCK_API_TOKEN.
  const qa = createQaClient({ baseUrl: origin, token: options.config?.MOCK_API_TOKEN });
  const controls = createQaControls(qa);
  const call = fetchProductCaller(origin);
  return Promise.resolve({
    ctx: world.ctx,
    origin,
    qa,
    ...controls,
    logIn: (player) => logInThroughApi(call, qa, typeof player === 'string' ? DEMO_PLAYERS[player] : player),
    async latestCode(to, latest) {
      const count = latest?.count ?? 1;
      return vi.waitFor(async () => {
        const sent = await controls.outbox(to);
        if (sent.length < count || sent[0] === undefined) throw new Error(`${count} code(s) sent to ${to}: ${sent.length} so far`);
        return sent[0];
      });
    },
    async reset() {
      await accepted('POST /__mock/reset', qa.reset({ body: {} }));
    },
    close() {
      msw.close();
      world.close();
      if (clockStart !== 'real') vi.useRealTimers();
      return Promise.resolve();
    },
  });
}

/**
 * A world for the test file: started before its first test, closed after its last, and with
 * `{ resetBeforeEach: true }` back to the fixtures before every test (the client's own state, its
 * storage and SWR cache, is the test's to clear). The handle answers once the world has started.
 */
export function useWorld(options: WorldOptions & { resetBeforeEach?: boolean } = {}): InProcessWorld {
  let started: InProcessWorld | undefined;
  beforeAll(async () => {
    started = await startWorld(options);
  });
  afterAll(() => started?.close());
  if (options.resetBeforeEach) beforeEach(() => started?.reset());
  return new Proxy({} as InProcessWorld, {
    get(_target, key) {
      if (started === undefined) throw new Error(`world.${String(key)}: the world starts in beforeAll; use it inside a test or hook`);
      const value: unknown = Reflect.get(started, key);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(started) : value;
    },
  });
}

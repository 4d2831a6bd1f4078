/**
 * The two kinds of vitest suite (vitest.config.ts's projects), defined once for the config and for
 * `npm run test:any-hour`, which runs the first kind again at the hard instants of a Beijing day.
 *
 * - unit: the unit, route and contract suites. They build the app in memory (`inject`), read no
 *   port, start no process and hold their clock at TEST_CLOCK_START, so they run without a fresh
 *   module graph per file: test:any-hour has run them that way from the start, at two instants.
 * - integration: the repository checks and what starts processes, servers, Prism, ESLint or a
 *   generator; each file in a worker of its own. Among them, from directories of the first kind:
 *   the OpenAPI linters' run and the recorder's command line (its code runs in-process, in the
 *   unit files beside it, at both instants); they were a quarter of each test:any-hour run.
 *   tests/server-scenario-sets.test.ts starts a server and stays a unit suite: through it
 *   test:any-hour sees a whole server process start at the hard instants.
 */
export const UNIT_SUITES = [
  'server/src/**/*.test.ts',
  // Not the OpenAPI linters' run (Spectral, Redocly, swagger-parser in processes of their own).
  'contracts/src/**/!(openapi-lint).test.ts',
  'deploy/**/*.test.ts',
  'client/src/**/*.test.{ts,tsx}',
  'stand-in-pages/**/*.test.ts',
  'tests/contract/**/*.test.ts',
  'tests/conformance/document/**/*.test.ts',
  // Not the recorder's command line, which these two start as processes (npm run record).
  'tests/conformance/record/**/!(signals|cli).test.ts',
  'tests/qa-client.test.ts',
  'tests/server-scenario-sets.test.ts',
] as const;

/**
 * The client's tests on the in-process world (server/test-support/in-process-world.ts): msw
 * replaces the process's fetch and the client keeps its session, storage and caches in module
 * state, so each such file gets a fresh worker and module graph, in a DOM (their own project), and
 * is left out of the two kinds above, whose unit kind shares its workers' modules and globals.
 */
export const WORLD_SUITES = ['client/src/**/*.world.test.{ts,tsx}'] as const;

export const ALL_SUITES = ['contracts/**/*.test.ts', 'deploy/**/*.test.ts', 'server/**/*.test.ts', 'client/src/**/*.test.{ts,tsx}', 'stand-in-pages/**/*.test.ts', 'tests/**/*.test.ts'] as const;

export const NEVER = ['**/node_modules/**', 'tests/e2e/**'] as const;

import { defineConfig } from 'vitest/config';
import { ALL_SUITES, NEVER, UNIT_SUITES, WORLD_SUITES } from './tests/suites';

export default defineConfig({
  test: {
    environment: 'node',
    // vitest's default is one worker fewer than the cores: one, on the two-core machines this
    // suite runs on, which left a core idle for most of the run.
    maxWorkers: 2,
    testTimeout: 20_000,
    // The stand-in pages' build, which the server's page routes answer (tests/stand-in-pages-setup.ts).
    globalSetup: ['./tests/stand-in-pages-setup.ts'],
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        // Files share a worker's modules; each builds its own app and clock (tests/suites.ts).
        test: { name: 'unit', include: [...UNIT_SUITES], exclude: [...NEVER, ...WORLD_SUITES], isolate: false },
      },
      {
        extends: true,
        // A fresh worker per file: these keep module-level state (servers, child processes).
        test: { name: 'integration', include: [...ALL_SUITES], exclude: [...NEVER, ...UNIT_SUITES, ...WORLD_SUITES], isolate: true },
      },
      {
        extends: true,
        // The client's tests on the in-process world: msw replaces fetch, the client keeps module
        // state, so a fresh worker per file, in a DOM (tests/suites.ts, WORLD_SUITES).
        test: { name: 'client-world', include: [...WORLD_SUITES], exclude: [...NEVER], isolate: true, environment: './tests/happy-dom-node-modules.ts' },
      },
    ],
  },
});

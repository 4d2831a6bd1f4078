import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['contracts/**/*.test.ts', 'deploy/**/*.test.ts', 'server/**/*.test.ts', 'client/src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'tests/e2e/**'],
    environment: 'node',
    // A fresh worker per file (the default, said aloud so vitest 5 stops suggesting otherwise at the
    // end of every run): files keep module-level state, the apps and clocks their helpers build.
    isolate: true,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['contracts/**/*.test.ts', 'server/**/*.test.ts', 'client/src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'tests/e2e/**'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

import { afterEach, beforeEach } from 'vitest';
import { takeExchanges, type Exchange } from './exchange-log';

/**
 * Setup file of `npm run conformance` (not of the unit suite): each check's exchanges ride to the
 * reporter in the test's meta, which vitest carries from the worker to the main process.
 */
declare module 'vitest' {
  interface TaskMeta {
    exchanges?: Exchange[];
  }
}

beforeEach(() => {
  // Calls made by hooks before this check (a login) belong to no check.
  takeExchanges();
});

afterEach((context) => {
  context.task.meta.exchanges = takeExchanges();
});

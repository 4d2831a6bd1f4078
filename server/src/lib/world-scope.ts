import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The world a piece of work runs in (a QA sandbox's, see composition/current-world.ts), carried
 * across awaits and callbacks by AsyncLocalStorage. Untyped here so that the world's type, which
 * lives in composition/, does not have to: composition/current-world.ts is the one reader.
 */
const storage = new AsyncLocalStorage<object>();

export function runInWorld<T>(world: object, work: () => T): T {
  return storage.run(world, work);
}

/** The world entered by the work in progress; undefined outside any (the default world). */
export function enteredWorld(): object | undefined {
  return storage.getStore();
}

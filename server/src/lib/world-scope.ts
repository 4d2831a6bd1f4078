/**
 * The world a piece of work runs in (a QA sandbox's, see composition/current-world.ts), as the
 * platform carries it (composition/platform.ts `scope`). Untyped here so that the world's type,
 * which lives in composition/, does not have to: composition/current-world.ts is the one reader.
 */
export interface WorldScope {
  /** Runs `work` inside `world`: current() answers `world` while it runs. */
  run<T>(world: object, work: () => T): T;
  /** The world entered by the work in progress; undefined outside any (the default world). */
  current(): object | undefined;
}

/**
 * The scope any JavaScript platform can run, with no way to follow asynchronous work: the world is
 * current for the synchronous extent of `run` only. Its limit: what `work` leaves for later (after
 * an await, in a timer or a callback) runs outside it, in the default world. That is right only
 * where no work of a world other than the default one outlives a synchronous call: a platform with
 * one world (the browser's, where no request names a sandbox), or work that is synchronous. The
 * server's scope follows awaits and callbacks (node/async-scope.ts, AsyncLocalStorage).
 */
export function synchronousScope(): WorldScope {
  let entered: object | undefined;
  return {
    run<T>(world: object, work: () => T): T {
      const outer = entered;
      entered = world;
      try {
        return work();
      } finally {
        entered = outer;
      }
    },
    current: () => entered,
  };
}

import type { AppContext } from './context';

/**
 * Which world a piece of work runs in. A request naming a QA sandbox runs its handler inside
 * `sandbox.within(...)` (core/pipeline.ts), which enters it in the platform's scope
 * (composition/platform.ts `scope`); everything else (requests without one, timers started at
 * start-up) runs in the default world.
 *
 * Handlers and plugins keep one `ctx` from registration time and read `ctx.state`, `ctx.clock`...
 * at call time (the reset already needed that). `routedContext` is that `ctx`: each read is
 * answered by the world of the work in progress, so no handler needs to know sandboxes exist.
 *
 * Only worlds are ever entered (AppContext.within), and only in their platform's scope, which
 * every world of a server shares: what it answers is a world. */
export function routedContext(defaultWorld: AppContext): AppContext {
  const { scope } = defaultWorld.platform;
  const world = () => (scope.current() as AppContext | undefined) ?? defaultWorld;
  return {
    get sandbox() {
      return world().sandbox;
    },
    get config() {
      return world().config;
    },
    get platform() {
      return world().platform;
    },
    get clock() {
      return world().clock;
    },
    get fixtures() {
      return world().fixtures;
    },
    get state() {
      return world().state;
    },
    set state(next) {
      world().state = next;
    },
    get sessions() {
      return world().sessions;
    },
    get outbox() {
      return world().outbox;
    },
    get journal() {
      return world().journal;
    },
    get scenarios() {
      return world().scenarios;
    },
    get sportsEvents() {
      return world().sportsEvents;
    },
    get notices() {
      return world().notices;
    },
    get chatPushes() {
      return world().chatPushes;
    },
    reset: () => world().reset(),
    restore: (image) => world().restore(image),
    own: (key, create) => world().own(key, create),
    world,
    within: (work) => world().within(work),
  };
}

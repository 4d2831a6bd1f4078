import type { AppContext } from './context';
import { nextTurn } from '../lib/timers';
import { sportsbookOf } from './sportsbook';
import { keepRecordWindow } from './record-window';
import { advanceInSlices, advanceSportsbook, isDue } from '../sports/sportsbook';

/**
 * A world's sportsbook brought up to its clock without holding the other worlds up. Up to
 * AT_ONCE_MAX_MS of clock is a few milliseconds of work and is done at once; more (a QA clock
 * move, an idle sandbox's first request) runs in slices of about SLICE_MS that yield to the event
 * loop in between, so the other worlds' requests go on while it runs, and this world's own
 * requests wait for it (core/pipeline.ts). The slices do exactly what advanceSportsbook does in
 * one go (sports/sportsbook.ts advanceInSlices is both).
 */
const SLICE_MS = 5;
const AT_ONCE_MAX_MS = 10 * 60_000;

const running = new WeakMap<AppContext, Promise<void>>();

/** The catch-up a world is in, if any. */
export const catchUpOf = (world: AppContext): Promise<void> | undefined => running.get(world);

/** Work inside the world (its bus listeners answer in it); the default world needs no entering. */
const inside = <T>(world: AppContext, work: () => T): T => (world.sandbox === null ? work() : world.within(work));

/**
 * Brings the world's sportsbook to its clock now (`exact`: everything up to this instant, as QA
 * needs). Answers the catch-up to wait for when it runs in slices, undefined when it was done at
 * once; a world already catching up answers that catch-up (then, when exact, one more up to now).
 */
export function catchUp(world: AppContext, exact = false): Promise<void> | undefined {
  const inProgress = running.get(world);
  if (inProgress) return exact ? inProgress.then(() => catchUp(world, true)) : inProgress;
  const parts = sportsbookOf(world);
  const now = world.clock.now();
  // The world's past is trimmed on the same clock (once a simulated day): composition/record-window.ts.
  keepRecordWindow(world.state, now);
  if (!isDue(parts, now, exact) || now - parts.world.advancedToMs <= AT_ONCE_MAX_MS) {
    inside(world, () => advanceSportsbook(parts, now, exact));
    return undefined;
  }
  const slices = advanceInSlices(parts, now);
  // Removed when done, in a callback that always runs after the set below (the first slice may finish it all).
  const done = inSlices(world, slices).finally(() => running.delete(world));
  running.set(world, done);
  return done;
}

async function inSlices(world: AppContext, slices: Generator<void, void, void>): Promise<void> {
  try {
    for (;;) {
      const finished = inside(world, () => {
        const until = performance.now() + SLICE_MS;
        for (;;) {
          if (slices.next().done) return true;
          if (performance.now() >= until) return false;
        }
      });
      if (finished) return;
      await nextTurn(world.platform.timers);
    }
  } finally {
    slices.return();
  }
}

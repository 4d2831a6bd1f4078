import type { Timers } from '../lib/timers';
import { catchUp } from './catch-up';
import type { AppContext } from './context';
import type { Sandboxes } from './sandboxes';

/**
 * Moves the sports world along the server clock while nobody asks: matches kick off, score and
 * finish, delayed bets are confirmed and results settled in real time, so the chat can push
 * scores as they happen. Reads advance it too (every sports call first catches up), and so does a
 * QA clock move.
 */
export const SPORTS_TICK_MS = 1_000;
/** How long after its last request a QA sandbox's world still moves on the timer. */
export const SANDBOX_TICKED_AFTER_USE_MS = 5 * 60_000;
/** A tick's worlds are moved this long at a time, then the event loop runs its requests before the next ones. */
const TICK_SLICE_MS = 5;

export interface SportsTicker {
  stop(): void;
}

/**
 * Starts the tick over `world` (the routed context: its `world()` is the default one) and the
 * sandboxes used lately, on the platform's timers (on Node unref'd, so the tick never keeps a
 * process alive that is otherwise done). `failed` is told a world whose advance threw.
 */
export function startSportsTicker(world: AppContext, sandboxes: Sandboxes, timers: Timers, failed: (err: unknown, world: AppContext) => void): SportsTicker {
  // A little at once; a long way (an idle sandbox's first request) in slices that let the other
  // worlds' requests run, while this world's wait (composition/catch-up.ts).
  const advance = (one: AppContext) => {
    try {
      void catchUp(one)?.catch((err: unknown) => failed(err, one));
    } catch (err) {
      failed(err, one);
    }
  };
  // Every world moves on its own clock, inside itself so that its pushes reach its own sockets.
  // A QA sandbox idle for a while is left alone (200 ticking ones took 2 to 4% of a core in the
  // soak, and kept V8's memory reducer from shrinking the heap): its next request catches it up
  // before anything else reads it.
  // A tick over many sandboxes goes a few worlds at a time, so it never holds up a request for
  // long either; a tick still under way when the next is due lets that one pass.
  let ticking = false;
  const tickSome = (worlds: AppContext[], from: number) => {
    const until = performance.now() + TICK_SLICE_MS;
    let i = from;
    while (i < worlds.length && performance.now() < until) advance(worlds[i++]!);
    if (i < worlds.length) timers.soon(() => tickSome(worlds, i));
    else ticking = false;
  };
  const timer = timers.every(SPORTS_TICK_MS, () => {
    if (ticking) return;
    ticking = true;
    tickSome([world.world(), ...sandboxes.worlds(Date.now() - SANDBOX_TICKED_AFTER_USE_MS)], 0);
  });
  // Through the registry, not a hook: a request without a sandbox pays nothing for this.
  sandboxes.onEnter(advance);
  return { stop: () => timers.cancel(timer) };
}

import fp from 'fastify-plugin';
import { catchUp } from '../composition/catch-up';
import type { AppContext } from '../composition/context';

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

export default fp(
  (app, _opts, done) => {
    const failed = (err: unknown, world: AppContext) => app.log.error({ err, sandbox: world.sandbox }, 'sports clock: advancing the world failed');
    // A little at once; a long way (an idle sandbox's first request) in slices that let the other
    // worlds' requests run, while this world's wait (composition/catch-up.ts).
    const advance = (world: AppContext) => {
      try {
        void catchUp(world)?.catch((err: unknown) => failed(err, world));
      } catch (err) {
        failed(err, world);
      }
    };
    // Every world moves on its own clock, inside itself so that its pushes reach its own sockets.
    // A QA sandbox idle for a while is left alone (200 ticking ones took 2 to 4% of a core in the
    // soak, and kept V8's memory reducer from shrinking the heap): its next request catches it up
    // before anything else reads it.
    // A tick over many sandboxes goes a few worlds at a time, so it never holds up a request for
    // long either; a tick still under way when the next is due lets that one pass.
    // The platform's timers (lib/timers.ts): on Node unref'd, so the tick never keeps a process
    // alive that is otherwise done (tests, graceful close).
    const { timers } = app.ctx.platform;
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
      tickSome([app.ctx.world(), ...app.sandboxes.worlds(Date.now() - SANDBOX_TICKED_AFTER_USE_MS)], 0);
    });
    // Through the registry, not a hook: a request without a sandbox pays nothing for this.
    app.sandboxes.onEnter(advance);
    app.addHook('onClose', (_instance, closed) => {
      timers.cancel(timer);
      closed();
    });
    done();
  },
  { name: 'sports-clock', dependencies: ['context'] },
);

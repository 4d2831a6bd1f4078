import fp from 'fastify-plugin';
import { sportsbookOf } from '../composition/sportsbook';
import { advanceSportsbook } from '../sports/sportsbook';

/**
 * Moves the sports world along the server clock while nobody asks: matches kick off, score and
 * finish, delayed bets are confirmed and results settled in real time, so the chat can push
 * scores as they happen. Reads advance it too (every sports call first catches up), and so does a
 * QA clock move.
 */
export const SPORTS_TICK_MS = 1_000;

export default fp(
  (app, _opts, done) => {
    const timer = setInterval(() => {
      try {
        advanceSportsbook(sportsbookOf(app.ctx), app.ctx.clock.now());
      } catch (err) {
        app.log.error({ err }, 'sports clock: advancing the world failed');
      }
    }, SPORTS_TICK_MS);
    // The tick must never keep a process alive that is otherwise done (tests, graceful close).
    timer.unref();
    app.addHook('onClose', (_instance, closed) => {
      clearInterval(timer);
      closed();
    });
    done();
  },
  { name: 'sports-clock', dependencies: ['context'] },
);

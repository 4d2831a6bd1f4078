import fp from 'fastify-plugin';
import { startSportsTicker } from '../composition/sports-ticker';

export { SANDBOX_TICKED_AFTER_USE_MS, SPORTS_TICK_MS } from '../composition/sports-ticker';

/** The sports world moved along the clock while nobody asks (composition/sports-ticker.ts), stopped when the app closes. */
export default fp(
  (app, _opts, done) => {
    const ticker = startSportsTicker(app.ctx, app.sandboxes, app.ctx.platform.timers, (err, world) =>
      app.log.error({ err, sandbox: world.sandbox }, 'sports clock: advancing the world failed'),
    );
    app.addHook('onClose', (_instance, closed) => {
      ticker.stop();
      closed();
    });
    done();
  },
  { name: 'sports-clock', dependencies: ['context'] },
);

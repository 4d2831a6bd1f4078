import fp from 'fastify-plugin';
import type { AppContext } from '../composition/context';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export default fp<{ ctx: AppContext }>(
  (app, opts, done) => {
    app.decorate('ctx', opts.ctx);
    done();
  },
  { name: 'context' },
);

import fp from 'fastify-plugin';
import { EVICTED_NAMES_MAX } from '@betsite/contracts/mock';
import type { AppContext, SharedParts } from '../composition/context';
import { routedContext } from '../composition/current-world';
import { createSandboxes, drawBoot, type Sandboxes } from '../composition/sandboxes';
import { createSnapshots, type Snapshots } from '../composition/snapshots';
import { SNAPSHOTS_BYTES_MAX, SNAPSHOTS_MAX } from '@betsite/contracts/mock-snapshots';

declare module 'fastify' {
  interface FastifyInstance {
    /** The world of the work in progress: the default one, or the request's QA sandbox. */
    ctx: AppContext;
    sandboxes: Sandboxes;
    /** The QA snapshots (/__mock/snapshots), shared by every world. */
    snapshots: Snapshots;
  }
  interface FastifyRequest {
    /**
     * The world this request runs in, resolved once when it arrives (core/world-entry.ts): the
     * pipeline reads it here; the handler, through `app.ctx`, inside it (core/pipeline.ts enters it).
     */
    world: AppContext;
  }
}

/**
 * Decorates `app.ctx` (routed to the work's world), `app.sandboxes` and `request.world` (which
 * world a request runs in: core/world-entry.ts).
 */
export default fp<{ ctx: AppContext; shared: SharedParts; sandboxesMax: number }>(
  (app, opts, done) => {
    const sandboxes = createSandboxes(opts.ctx.config, opts.shared, opts.sandboxesMax, EVICTED_NAMES_MAX, drawBoot(opts.shared));
    app.decorate('ctx', routedContext(opts.ctx));
    app.decorate('sandboxes', sandboxes);
    app.decorate('snapshots', createSnapshots(SNAPSHOTS_MAX, SNAPSHOTS_BYTES_MAX));
    app.decorateRequest('world', null as unknown as AppContext);
    done();
  },
  { name: 'context' },
);

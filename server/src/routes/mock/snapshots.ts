import type { FastifyInstance } from 'fastify';
import { initServer } from '@ts-rest/fastify';
import { mockSnapshotsContract } from '@betsite/contracts/mock-snapshots';
import { captureWorld, readWorld } from '../../composition/world-image';

const s = initServer();

/** The QA snapshots (/__mock/snapshots): each call acts on the world it runs in (app.ctx). */
export function mockSnapshotsRouter(app: FastifyInstance) {
  const { ctx, snapshots } = app;
  return s.router(mockSnapshotsContract, {
    list: () => Promise.resolve({ status: 200, body: { limit: snapshots.limit, bytesMax: snapshots.bytesMax, bytes: snapshots.bytes(), snapshots: snapshots.list() } }),
    save: ({ params }) => {
      const image = captureWorld(ctx);
      const saved = snapshots.save({ name: params.name, from: ctx.sandbox, savedAt: ctx.clock.now(), bytes: image.length, image });
      return Promise.resolve(saved.ok ? { status: 200, body: saved.info } : { status: 409, body: { error: saved.error } });
    },
    restore: ({ params }) => {
      const found = snapshots.get(params.name);
      if (!found) return Promise.resolve({ status: 404, body: { error: `no snapshot named ${params.name}` } });
      // Read again for every restore: the world gets a copy of its own, the snapshot stays as saved.
      ctx.restore(readWorld(found.image));
      return Promise.resolve({ status: 200, body: { restored: params.name, into: ctx.sandbox } });
    },
    remove: ({ params }) => {
      if (!snapshots.remove(params.name)) return Promise.resolve({ status: 404, body: { error: `no snapshot named ${params.name}` } });
      return Promise.resolve({ status: 200, body: { ok: true as const } });
    },
  });
}

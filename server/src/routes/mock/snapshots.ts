import type { AppContext } from '../../composition/context';
import type { Snapshots } from '../../composition/snapshots';
import { initServer } from '@ts-rest/fastify';
import { mockSnapshotsContract, parseSnapshotRef } from '@betsite/contracts/mock-snapshots';
import { captureWorldWith, readWorldWith } from '../../composition/world-image';

const s = initServer();

/** The QA snapshots (/__mock/snapshots): each call acts on the world it runs in (`ctx`, the routed context). */
export function mockSnapshotsRouter(ctx: AppContext, snapshots: Snapshots) {
  // Snapshots live in this process: every one answered names this instance as its holder.
  const instance = ctx.config.INSTANCE_NAME;
  return s.router(mockSnapshotsContract, {
    list: () => Promise.resolve({ status: 200, body: { limit: snapshots.limit, bytesMax: snapshots.bytesMax, bytes: snapshots.bytes(), snapshots: snapshots.list().map((info) => ({ ...info, instance })) } }),
    save: ({ params }) => {
      const image = captureWorldWith(ctx.platform.worldCodec, ctx);
      const saved = snapshots.save({ name: params.name, from: ctx.sandbox, savedAt: ctx.clock.now(), bytes: image.length, image });
      return Promise.resolve(saved.ok ? { status: 200, body: { ...saved.info, instance } } : { status: 409, body: { error: saved.error } });
    },
    restore: ({ params }) => {
      const ref = parseSnapshotRef(params.name)!; // the contract's pattern let only a ref through
      if (ref.instance !== undefined && ref.instance !== instance) {
        const error = `snapshot ${ref.name} is held by instance ${ref.instance}, and this is ${instance} (snapshots are per instance): restore it into a sandbox that lives on ${ref.instance}, or save it on ${instance} too`;
        return Promise.resolve({ status: 404, body: { error } });
      }
      const found = snapshots.get(ref.name);
      if (!found) return Promise.resolve({ status: 404, body: { error: `no snapshot named ${ref.name} on instance ${instance} (snapshots are per instance; restore as <name>@<instance> to be told where one is)` } });
      // Read again for every restore: the world gets a copy of its own, the snapshot stays as saved.
      ctx.restore(readWorldWith(ctx.platform.worldCodec, found.image));
      return Promise.resolve({ status: 200, body: { restored: ref.name, into: ctx.sandbox } });
    },
    remove: ({ params }) => {
      if (!snapshots.remove(params.name)) return Promise.resolve({ status: 404, body: { error: `no snapshot named ${params.name}` } });
      return Promise.resolve({ status: 200, body: { ok: true as const } });
    },
  });
}

import fp from 'fastify-plugin';
import type { AppContext } from '../composition/context';
import { captureWorld } from '../composition/world-image';
import { loadWorldFiles, makeStateDir, refused, removeWorldFile, worldFile, writeWorldFile, writeWorldFileSync } from '../composition/world-files';
import { takeStateDirLock } from '../composition/state-dir-lock';

/**
 * Durable worlds (issue 25), with STATE_DIR set: the folder is taken for this process
 * (state-dir-lock.ts: one owner, and one it can write), every world saved comes back at start (the
 * default one, each QA sandbox under its name, each QA snapshot), and a world that changed is
 * written again at most every STATE_SAVE_INTERVAL_MS and once more on a clean stop (app.close,
 * which server.ts runs on SIGTERM and SIGINT). A kill -9 loses at most the last interval.
 *
 * The hot path pays one Set insertion: a request marks its world as changed (a read marks it too,
 * the timer then writes one copy of it), and so does a sports event (settlement on the clock). The
 * copy is taken at once and written off the event loop; one save runs at a time, per file in
 * order, so a file is never written by two at once.
 */
export default fp(
  // Async: a refused file rejects the registration, and so the start, with its message.
  // eslint-disable-next-line @typescript-eslint/require-await
  async (app) => {
    const dir = app.ctx.config.STATE_DIR;
    if (dir === undefined) return;
    const { sandboxes, snapshots } = app;
    const defaultWorld = app.ctx.world();

    makeStateDir(dir);
    const lock = takeStateDirLock(dir, app.ctx.config.INSTANCE_NAME);
    try {
      loadAll(dir);
    } catch (err) {
      lock.release();
      throw err;
    }

    /**
     * Everything is read and checked before anything is used: a refused file stops the start. With
     * the QA API off its sandboxes and snapshots cannot be reached: only the default world is used
     * (the others' files are still checked, and left as they are for a start with it on).
     */
    function loadAll(from: string) {
      const loaded = loadWorldFiles(from).filter((w) => app.ctx.config.MOCK_API || w.kind === 'default');
      for (const w of loaded.sort((a, b) => a.modifiedMs - b.modifiedMs)) {
        try {
          if (w.kind === 'default') defaultWorld.restore(w.image);
          else if (w.kind === 'sandbox' && w.name !== null) sandboxes.adopt(w.name, w.image);
          else if (w.kind === 'snapshot' && w.name !== null) {
            const kept = snapshots.save({ name: w.name, from: w.image.sandbox, savedAt: w.image.savedAt, bytes: w.bytes.length, image: w.bytes });
            if (!kept.ok) app.log.warn({ file: w.file, reason: kept.error }, 'STATE_DIR: snapshot not loaded');
          }
        } catch (err) {
          throw refused(w.file, err);
        }
      }
      if (loaded.length > 0) app.log.info({ stateDir: from, worlds: loaded.filter((w) => w.kind !== 'snapshot').length, snapshots: loaded.filter((w) => w.kind === 'snapshot').length }, 'worlds loaded');
    }

    const fileOf = (world: AppContext) => worldFile(dir, world.sandbox === null ? 'default' : 'sandbox', world.sandbox);
    /** Still a live world (a sandbox removed or evicted since it changed has no file to write). */
    const live = (world: AppContext) => world === defaultWorld || (world.sandbox !== null && sandboxes.peek(world.sandbox) === world);

    const writes = new Map<string, Promise<void>>();
    const inOrder = (file: string, job: () => Promise<void>): Promise<void> => {
      const next = (writes.get(file) ?? Promise.resolve()).then(job, job).catch((err: unknown) => app.log.error({ err, file }, 'STATE_DIR: write failed'));
      writes.set(file, next);
      void next.then(() => {
        if (writes.get(file) === next) writes.delete(file);
      });
      return next;
    };

    const changed = new Set<AppContext>();
    app.addHook('onResponse', (request, _reply, hookDone) => {
      // A request refused before it reached a world (no world resolved yet) changed none.
      if (request.world) changed.add(request.world);
      hookDone();
    });
    const unsubscribe = app.ctx.sportsEvents.subscribe(() => changed.add(app.ctx.world()));
    sandboxes.onDrop((name) => void inOrder(worldFile(dir, 'sandbox', name), () => removeWorldFile(worldFile(dir, 'sandbox', name))));
    snapshots.onChange((name, saved) => {
      const file = worldFile(dir, 'snapshot', name);
      void inOrder(file, () => (saved ? writeWorldFile(file, saved.image) : removeWorldFile(file)));
    });

    /** Takes the changed worlds' copies now and empties the list. */
    const takeChanged = (): [string, Buffer][] => {
      const copies: [string, Buffer][] = [];
      for (const world of changed) if (live(world)) copies.push([fileOf(world), captureWorld(world, world.sandbox === null ? undefined : sandboxes.holderOf(world.sandbox))]);
      changed.clear();
      return copies;
    };
    let saving = false;
    const timer = setInterval(() => {
      if (saving || changed.size === 0) return;
      saving = true;
      void Promise.all(takeChanged().map(([file, bytes]) => inOrder(file, () => writeWorldFile(file, bytes)))).finally(() => (saving = false));
    }, app.ctx.config.STATE_SAVE_INTERVAL_MS);
    timer.unref();

    app.addHook('onClose', async () => {
      clearInterval(timer);
      unsubscribe();
      // The writes under way first (a file's older copy must not land after the last one), then the last copies, at once.
      await Promise.all([...writes.values()]);
      changed.add(defaultWorld);
      for (const [file, bytes] of takeChanged()) writeWorldFileSync(file, bytes);
      lock.release();
      app.log.info({ stateDir: dir }, 'worlds saved');
    });
  },
  { name: 'persistence', dependencies: ['context'] },
);

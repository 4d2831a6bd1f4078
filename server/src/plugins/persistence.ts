import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { STATE_SAVE_REPLY_HEADER, type HealthReply } from '@betsite/contracts/health';
import { Code } from '@betsite/contracts/status-codes';
import type { AppContext } from '../composition/context';
import { captureWorld } from '../node/world-bytes';
import { loadWorldFiles, makeStateDir, refused, removeWorldFile, worldFile, writeWorldFile, writeWorldFileSync } from '../node/world-files';
import { takeStateDirLock } from '../node/state-dir-lock';
import { createWorldSaver, type SaveHealth } from '../composition/world-saver';
import type { SportsEvent } from '../sports/sportsbook';
import { fail } from '../lib/reply';
import { isRead } from './persistence-reads';
import { factsOfRoute } from '../core/route-facts';
import { withRouteHook } from './route-facts';

declare module 'fastify' {
  interface FastifyInstance {
    /** STATE_DIR's saves as /__health reports them; undefined without STATE_DIR. */
    stateDirHealth(): HealthReply['stateDir'];
    /** A world's state changed outside a request (a chat frame): it is saved on the next round. */
    worldChanged(world: AppContext): void;
  }
}

/** A world only read is written at most this often (its sessions' idle timers: composition/world-saver.ts). */
export const READS_SAVED_EVERY_MS = 60_000;
/** Product writes are refused once saves have failed for this many save intervals (docs/operations.md, "Durable worlds"). */
export const FAILING_INTERVALS_BEFORE_REFUSING = 10;

/** The sports events that change what a world keeps: a ticket's, and a match's end (predictions settled or forgotten). */
const changesWorld = (e: SportsEvent) => e.kind === 'ticket' || e.kind === 'finished' || e.kind === 'cancelled' || e.kind === 'postponed';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * Durable worlds, with STATE_DIR set: the folder is taken for this process (state-dir-lock.ts: one
 * owner, and it can be written), every world saved comes back at start (the default one, each QA
 * sandbox under its name, each QA snapshot), and a world that changed is written again at most
 * every STATE_SAVE_INTERVAL_MS (composition/world-saver.ts: a world at a time, the event loop free
 * between two) and once more on a clean stop (app.close, which server.ts runs on SIGTERM and
 * SIGINT), which also gives the folder back. A kill -9 loses at most the last interval.
 *
 * The hot path pays one Set insertion: a request marks its world as changed, or as read
 * (persistence-reads.ts); so do the sports events that change it (a ticket's, a match's end) and
 * the chat socket's frames (app.worldChanged).
 *
 * A save that fails is not quiet: /__health answers `degraded` with since when and why, every reply
 * carries x-state-save, and once saves have failed for FAILING_INTERVALS_BEFORE_REFUSING intervals
 * the product's writes are refused (6005) until one succeeds, so that what a kill -9 can lose
 * stays bounded.
 */
export default fp(
  // Async: a refused file or folder rejects the registration, and so the start, with its message.
  // eslint-disable-next-line @typescript-eslint/require-await
  async (app) => {
    const dir = app.ctx.config.STATE_DIR;
    // Decorated whether or not STATE_DIR is set (the health route and the chat socket ask either way).
    let health: () => HealthReply['stateDir'] = () => undefined;
    let worldChanged: (world: AppContext) => void = () => undefined;
    app.decorate('stateDirHealth', () => health());
    app.decorate('worldChanged', (world: AppContext) => worldChanged(world));
    if (dir === undefined) return;
    const { sandboxes, snapshots } = app;
    const defaultWorld = app.ctx.world();
    const intervalMs = app.ctx.config.STATE_SAVE_INTERVAL_MS;

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

    /** A live world's file (a sandbox removed or evicted since it changed has none to write). */
    const fileOf = (world: AppContext) => {
      if (world === defaultWorld) return worldFile(dir, 'default', null);
      return world.sandbox !== null && sandboxes.peek(world.sandbox) === world ? worldFile(dir, 'sandbox', world.sandbox) : undefined;
    };
    const capture = (world: AppContext) => captureWorld(world, world.sandbox === null ? undefined : sandboxes.holderOf(world.sandbox));
    const saver = createWorldSaver<AppContext>({
      fileOf,
      capture,
      write: writeWorldFile,
      now: Date.now,
      failed: (err, file) => app.log.error({ err, file }, 'STATE_DIR: write failed'),
      readsEveryMs: READS_SAVED_EVERY_MS,
    });

    const refusing = (h: SaveHealth) => h.failingSince !== null && Date.now() - h.failingSince >= FAILING_INTERVALS_BEFORE_REFUSING * intervalMs;
    health = () => {
      const h = saver.health();
      return { savedAt: iso(h.savedAt), failingSince: iso(h.failingSince), error: h.error, refusingWrites: refusing(h) };
    };
    worldChanged = (world) => saver.changed(world);

    app.addHook('onResponse', (request, _reply, hookDone) => {
      // A request refused before it reached a world (no world resolved yet) changed none.
      const world: AppContext | null = request.world;
      if (world) {
        if (isRead(request)) saver.read(world);
        else saver.changed(world);
      }
      hookDone();
    });
    app.addHook('onSend', (_request, reply, payload, next) => {
      const h = saver.health();
      if (h.failingSince !== null) reply.header(STATE_SAVE_REPLY_HEADER, `failing since ${iso(h.failingSince)}: ${h.error ?? 'unknown'}`.replace(/[^\x20-\x7e]/g, '?'));
      next(null, payload);
    });
    // The product's writes, refused while saves have failed too long: acknowledged, they would be lost to a kill.
    const refuseWhileFailing = (request: FastifyRequest, reply: FastifyReply, next: HookHandlerDoneFunction) => {
      const h = saver.health();
      if (!refusing(h) || isRead(request)) return next();
      void reply.send(fail(Code.SERVER_ERROR, `服务暂时无法保存数据，请稍后重试 (STATE_DIR saves failing since ${iso(h.failingSince)})`).body);
    };
    app.addHook('onRoute', (route) => {
      if (factsOfRoute(route).meta) route.preHandler = withRouteHook(route.preHandler, refuseWhileFailing);
    });

    const unsubscribe = app.ctx.sportsEvents.subscribe((e) => {
      if (changesWorld(e)) saver.changed(app.ctx.world());
    });
    sandboxes.onDrop((name) => {
      const file = worldFile(dir, 'sandbox', name);
      void saver.inOrder(file, () => removeWorldFile(file));
    });
    snapshots.onChange((name, saved) => {
      const file = worldFile(dir, 'snapshot', name);
      void saver.inOrder(file, () => (saved ? writeWorldFile(file, saved.image) : removeWorldFile(file)));
    });

    const timer = setInterval(() => void saver.saveRound(), intervalMs);
    timer.unref();

    app.addHook('onClose', async () => {
      clearInterval(timer);
      unsubscribe();
      // The writes under way first (a file's older copy must not land after the last one), then the last copies, at once.
      await saver.settled();
      let failed = 0;
      for (const world of new Set([defaultWorld, ...saver.takeRest()])) {
        const file = fileOf(world);
        if (file === undefined) continue;
        try {
          writeWorldFileSync(file, capture(world));
          saver.outcome(file);
        } catch (err) {
          failed += 1;
          saver.outcome(file, err);
        }
      }
      lock.release();
      if (failed === 0) app.log.info({ stateDir: dir }, 'worlds saved');
      else app.log.error({ stateDir: dir, failed }, 'STATE_DIR: worlds not saved at the stop');
    });
  },
  { name: 'persistence', dependencies: ['context'] },
);

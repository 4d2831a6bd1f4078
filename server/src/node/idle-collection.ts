import type { FastifyInstance } from 'fastify';
import { getHeapStatistics } from 'node:v8';

/**
 * Memory-reducing collections: one before the server listens, then one whenever it has been quiet
 * for a while. Between collections V8 lets the old generation grow to twice what the last one kept,
 * and keeps the pages it frees in a pool that only a memory-reducing collection gives back to the
 * system; V8's own memory reducer rarely runs here, because the world's timers keep allocating. So
 * a server that served a burst and went quiet would sit on the burst's peak, and one just started
 * on its start's garbage.
 *
 * `gc` is V8's, given to the process by `--expose-gc` (the start script's); without it (tests, an
 * embedder) nothing runs. The "last-resort" flavour is V8's collection of everything it can free:
 * it compacts, shrinks the young generation, empties the page pool, and also drops compiled code,
 * so the calls after it run colder: a steady load after one costs about half as much again in CPU
 * for its first ten seconds or more. Hence the start's collection before any call, and a quiet
 * spell long enough (`afterMs`, IDLE_COLLECTION_MS) that a load test's pauses do not trigger it.
 * Each stops the world, about 0.1 s for the default world, once per quiet spell (another needs a
 * request first), and never on a heap past `heapMaxBytes`, where it would take seconds (200 QA
 * sandboxes).
 */
export type FullCollection = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/** What is watched for activity: an HTTP server's requests and upgrades. */
export interface Watched {
  on(event: 'request' | 'upgrade', listener: () => void): unknown;
  off(event: 'request' | 'upgrade', listener: () => void): unknown;
}

export interface IdleCollectionReport {
  ms: number;
  heapUsedBeforeBytes: number;
  heapUsedAfterBytes: number;
}

export interface IdleCollectionOptions {
  gc: FullCollection;
  /** The quiet spell, IDLE_COLLECTION_MS. */
  afterMs: number;
  heapMaxBytes?: number;
  now?: () => number;
  heapUsedBytes?: () => number;
  /** Told after each collection: how long it stopped the world, and the heap's size around it. */
  onCollected?: (report: IdleCollectionReport) => void;
}

export const IDLE_COLLECTION_HEAP_MAX_BYTES = 256 * 1024 * 1024;

export interface IdleCollector {
  /** One collection now (the start's garbage, before the server listens), unless the heap is past its bound. */
  collect(): void;
  /** Collects after `afterMs` with no request or upgrade on `server`, once per quiet spell; returns its stop. */
  watch(server: Watched): () => void;
}

/** How often a watch looks at the time since the last request. */
const checkEveryMs = (afterMs: number) => Math.max(1, Math.floor(afterMs / 4));

/** The latest a watch collects after a server's last request. */
export const collectedWithinMs = (afterMs: number) => afterMs + checkEveryMs(afterMs);

export function idleCollector(options: IdleCollectionOptions): IdleCollector {
  const { gc, afterMs, heapMaxBytes = IDLE_COLLECTION_HEAP_MAX_BYTES, now = () => performance.now() } = options;
  const heapUsed = options.heapUsedBytes ?? (() => getHeapStatistics().used_heap_size);
  const collect = () => {
    const before = heapUsed();
    if (before > heapMaxBytes) return;
    const started = now();
    gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    options.onCollected?.({ ms: now() - started, heapUsedBeforeBytes: before, heapUsedAfterBytes: heapUsed() });
  };
  const watch = (server: Watched) => {
    let lastActivity = now();
    let activeSinceCollection = false;
    const onActivity = () => {
      lastActivity = now();
      activeSinceCollection = true;
    };
    server.on('request', onActivity);
    server.on('upgrade', onActivity);
    const timer = setInterval(() => {
      if (!activeSinceCollection || now() - lastActivity < afterMs) return;
      activeSinceCollection = false;
      collect();
    }, checkEveryMs(afterMs));
    timer.unref();
    return () => {
      clearInterval(timer);
      server.off('request', onActivity);
      server.off('upgrade', onActivity);
    };
  };
  return { collect, watch };
}

/**
 * How the server listens (server.ts, and the bench's API server, which runs it as server.ts does):
 * the start's garbage collected first, then listening, then the quiet spells watched; returns the
 * watch's stop. Without V8's gc exposed (no --expose-gc) or with IDLE_COLLECTION_MS 0, it only
 * listens.
 */
export async function listenCollectingWhenIdle(app: FastifyInstance, afterMs: number, address: { port: number; host: string }): Promise<() => void> {
  const gc = (globalThis as { gc?: unknown }).gc;
  const mb = (bytes: number) => Math.round(bytes / 104_857.6) / 10;
  const collector =
    typeof gc === 'function' && afterMs > 0
      ? idleCollector({
          gc: gc as FullCollection,
          afterMs,
          onCollected: (r) => app.log.debug({ ms: Math.round(r.ms), heapUsedMb: [mb(r.heapUsedBeforeBytes), mb(r.heapUsedAfterBytes)] }, 'idle collection'),
        })
      : undefined;
  collector?.collect();
  await app.listen(address);
  return collector?.watch(app.server) ?? (() => undefined);
}

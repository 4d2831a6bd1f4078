import { getHeapStatistics } from 'node:v8';

/**
 * A full, memory-reducing collection when the server has been quiet for a while. Between
 * collections V8 lets the old generation grow to twice what the last one kept, and keeps the pages
 * it frees in a pool that only a memory-reducing collection gives back to the system; V8's own
 * memory reducer rarely runs here, because the world's timers keep allocating. So a server that
 * served a burst and went quiet would sit on the burst's peak. `gc` is V8's, given to the process by
 * `--expose-gc` (the start script's); without it (tests, an embedder) nothing is scheduled. The
 * "last-resort" flavour is V8's collection of everything it can free: it compacts, shrinks the young
 * generation and empties the page pool. It stops the world, about 0.1 s for the default world, so it
 * runs only after `afterMs` with no HTTP request or upgrade, once per quiet spell (another needs a
 * request first), and never on a heap past `heapMaxBytes`, where it would take seconds (200 QA
 * sandboxes).
 */
export type FullCollection = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/** What is watched for activity: an HTTP server's requests and upgrades. */
export interface Watched {
  on(event: 'request' | 'upgrade', listener: () => void): unknown;
  off(event: 'request' | 'upgrade', listener: () => void): unknown;
}

export interface IdleCollectionOptions {
  afterMs: number;
  gc: FullCollection;
  heapMaxBytes?: number;
  now?: () => number;
  heapUsedBytes?: () => number;
  /** Told after each collection: how long it stopped the world, and the heap's size around it. */
  onCollected?: (report: IdleCollectionReport) => void;
}

export interface IdleCollectionReport {
  ms: number;
  heapUsedBeforeBytes: number;
  heapUsedAfterBytes: number;
}

export const IDLE_COLLECTION_HEAP_MAX_BYTES = 256 * 1024 * 1024;

/** V8's `gc` when the process was started with --expose-gc. */
function exposedCollection(): FullCollection | undefined {
  const gc = (globalThis as { gc?: unknown }).gc;
  return typeof gc === 'function' ? (gc as FullCollection) : undefined;
}

/** The server's wiring (server.ts, and the bench's copy of it): on when Node exposes gc and afterMs > 0; returns its stop. */
export function startIdleCollection(server: Watched, afterMs: number, onCollected?: (report: IdleCollectionReport) => void): () => void {
  const gc = exposedCollection();
  return gc !== undefined && afterMs > 0 ? collectWhenIdle(server, { afterMs, gc, onCollected }) : () => undefined;
}

/** Starts watching `server`; the returned function stops it. */
export function collectWhenIdle(server: Watched, options: IdleCollectionOptions): () => void {
  const { afterMs, gc, heapMaxBytes = IDLE_COLLECTION_HEAP_MAX_BYTES, now = () => performance.now() } = options;
  const heapUsed = options.heapUsedBytes ?? (() => getHeapStatistics().used_heap_size);
  let lastActivity = now();
  // The start-up is activity too: its garbage is the first thing to give back.
  let activeSinceCollection = true;
  const onActivity = () => {
    lastActivity = now();
    activeSinceCollection = true;
  };
  server.on('request', onActivity);
  server.on('upgrade', onActivity);
  const timer = setInterval(
    () => {
      if (!activeSinceCollection || now() - lastActivity < afterMs) return;
      activeSinceCollection = false;
      const before = heapUsed();
      if (before > heapMaxBytes) return;
      const started = now();
      gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
      options.onCollected?.({ ms: now() - started, heapUsedBeforeBytes: before, heapUsedAfterBytes: heapUsed() });
    },
    Math.max(1, Math.floor(afterMs / 4)),
  );
  timer.unref();
  return () => {
    clearInterval(timer);
    server.off('request', onActivity);
    server.off('upgrade', onActivity);
  };
}

import { nextTurn, standardTimers, type Timers } from '../lib/timers';
import { releaseBytes } from '../lib/bytes';

/**
 * STATE_DIR's saving, off the request path. A world that changed is copied (its bytes: the one
 * part that must run on the event loop, whole, so that the copy is consistent) and written (off
 * the loop: temporary file, fsync, rename); a save goes one world at a time, letting the event
 * loop run between two copies, so a request waits at most one world's copy, never all of them.
 * At most WRITES_IN_FLIGHT_MAX copies wait for the disk at once (the memory a slow disk can hold).
 *
 * A world is marked `changed` by what changes what its image keeps (a write, a settlement, a chat
 * message): it is saved on the next round. One that was only read is marked `read`: a read
 * refreshes its sessions' idle timers and may bring a player's money up to the clock (rebates, VIP
 * payouts due), all of which the next read after a restart would do again the same, so it is
 * saved at most every `readsEveryMs`, not every round.
 *
 * Every write's outcome is kept per file: a file whose last write failed keeps the saver
 * `failing` (its world is marked changed again, a snapshot's write is tried again each round)
 * until a write of it succeeds or it is no longer wanted.
 */
export const WRITES_IN_FLIGHT_MAX = 4;

export interface SaverParts<W> {
  /** The world's file, or undefined when it has none to write any more (a sandbox removed since). */
  fileOf(world: W): string | undefined;
  /** The world's bytes, handed over: the saver lets them go (lib/bytes.ts, releaseBytes) once their write is done. */
  capture(world: W): Uint8Array;
  write(file: string, bytes: Uint8Array): Promise<void>;
  now(): number;
  /** A failed write or copy, for the log. */
  failed(err: unknown, file: string): void;
  readsEveryMs: number;
  /** Where a save yields to the event loop between two worlds (lib/timers.ts). */
  timers?: Timers;
}

export interface SaveHealth {
  /** When every file was last written with none failing (ms, real time); null before the first. */
  savedAt: number | null;
  /** When the writes that are failing now began to; null: none is failing. */
  failingSince: number | null;
  /** The last failure's message while failing. */
  error: string | null;
}

export interface WorldSaver<W> {
  changed(world: W): void;
  read(world: W): void;
  /** Forgets a world (removed, evicted): nothing of it is written any more. */
  forget(world: W): void;
  /** Runs `job` (a snapshot written, a file removed) after the writes of `file` under way; a failed one is tried again each round. */
  inOrder(file: string, job: () => Promise<void>): Promise<void>;
  /** One round: the changed worlds (and those only read, when due), a world at a time. Answers when all are written. */
  saveRound(): Promise<void>;
  /** Whether a round is under way. */
  saving(): boolean;
  /** Every write under way, done. */
  settled(): Promise<void>;
  /** What is left to save now (changed or read), emptied: for the last, blocking save of a stop. */
  takeRest(): W[];
  health(): SaveHealth;
  /** Records the outcome of a write made outside the saver (the last save of a stop). */
  outcome(file: string, err?: unknown): void;
}


export function createWorldSaver<W>(parts: SaverParts<W>): WorldSaver<W> {
  const timers = parts.timers ?? standardTimers;
  const changed = new Set<W>();
  const read = new Set<W>();
  const writes = new Map<string, Promise<void>>();
  /** Per file whose last write failed: since when, and what to run again (a snapshot's write) when its world will not be marked. */
  const failing = new Map<string, { since: number; retry?: () => Promise<void> }>();
  let lastError: string | null = null;
  let savedAt: number | null = null;
  let round: Promise<void> | null = null;
  let readsSavedAt = parts.now();

  const outcome = (file: string, err?: unknown, retry?: () => Promise<void>) => {
    if (err === undefined) {
      failing.delete(file);
      if (failing.size === 0) {
        savedAt = parts.now();
        lastError = null;
      }
      return;
    }
    parts.failed(err, file);
    lastError = err instanceof Error ? err.message : JSON.stringify(err);
    failing.set(file, { since: failing.get(file)?.since ?? parts.now(), ...(retry ? { retry } : {}) });
  };

  const inOrder = (file: string, job: () => Promise<void>, onFailure?: () => void): Promise<void> => {
    const run = () =>
      job().then(
        () => outcome(file),
        (err: unknown) => {
          outcome(file, err, onFailure ? undefined : job);
          onFailure?.();
        },
      );
    const next = (writes.get(file) ?? Promise.resolve()).then(run);
    writes.set(file, next);
    void next.then(() => {
      if (writes.get(file) === next) writes.delete(file);
    });
    return next;
  };

  async function saveAll(worlds: W[]): Promise<void> {
    const inFlight = new Set<Promise<void>>();
    for (const world of worlds) {
      changed.delete(world);
      read.delete(world);
      const file = parts.fileOf(world);
      if (file === undefined) continue;
      let bytes: Uint8Array;
      try {
        bytes = parts.capture(world);
      } catch (err) {
        outcome(file, err);
        continue;
      }
      // Written or not, the copy is let go at once (lib/bytes.ts says why): a failed write's world is copied again.
      const write = () => parts.write(file, bytes).finally(() => releaseBytes(bytes));
      const written = inOrder(file, write, () => changed.add(world));
      inFlight.add(written);
      void written.then(() => inFlight.delete(written));
      if (inFlight.size >= WRITES_IN_FLIGHT_MAX) await Promise.race(inFlight);
      // The next copy waits for the requests that came meanwhile.
      await nextTurn(timers);
    }
    await Promise.all(inFlight);
  }

  return {
    changed: (world) => void changed.add(world),
    read(world) {
      if (!changed.has(world)) read.add(world);
    },
    forget(world) {
      changed.delete(world);
      read.delete(world);
    },
    inOrder: (file, job) => inOrder(file, job),
    saveRound() {
      if (round) return round;
      const readsDue = parts.now() - readsSavedAt >= parts.readsEveryMs;
      if (readsDue) readsSavedAt = parts.now();
      const worlds = [...changed, ...(readsDue ? read : [])];
      const retries = [...failing].flatMap(([file, f]) => (f.retry ? [inOrder(file, f.retry)] : []));
      if (worlds.length === 0 && retries.length === 0) return Promise.resolve();
      round = Promise.all([saveAll(worlds), ...retries]).then(() => {
        round = null;
      });
      return round;
    },
    saving: () => round !== null,
    settled: async () => {
      await round;
      await Promise.all([...writes.values()]);
    },
    takeRest() {
      const rest = [...new Set([...changed, ...read])];
      changed.clear();
      read.clear();
      return rest;
    },
    health: () => {
      let since: number | null = null;
      for (const f of failing.values()) since = since === null ? f.since : Math.min(since, f.since);
      return { savedAt, failingSince: since, error: since === null ? null : lastError };
    },
    outcome: (file, err) => outcome(file, err),
  };
}

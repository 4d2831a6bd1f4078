/**
 * The QA snapshots (issue 25): worlds saved under a name as their bytes (composition/world-image.ts),
 * shared by every world of the server, so one saved in a sandbox can be restored into any other.
 * Bounded by count and by bytes; a save past either is refused, never an older snapshot dropped:
 * each was made on purpose. Restoring reads the bytes again, so every world restored from one
 * snapshot owns its own copy and the snapshot never changes.
 */
export interface SnapshotInfo {
  name: string;
  /** The sandbox it was taken in; null: the default world. */
  from: string | null;
  savedAt: number;
  bytes: number;
}

export interface Snapshot extends SnapshotInfo {
  image: Uint8Array;
}

export type SaveOutcome = { ok: true; info: SnapshotInfo } | { ok: false; error: string };

export interface Snapshots {
  readonly limit: number;
  readonly bytesMax: number;
  save(snapshot: Snapshot): SaveOutcome;
  get(name: string): Snapshot | undefined;
  remove(name: string): boolean;
  /** Newest first. */
  list(): SnapshotInfo[];
  bytes(): number;
  /** Called after each save (with the snapshot) and delete (with undefined): STATE_DIR keeps them too. */
  onChange(listener: (name: string, saved: Snapshot | undefined) => void): void;
}

const infoOf = ({ name, from, savedAt, bytes }: Snapshot): SnapshotInfo => ({ name, from, savedAt, bytes });

export function createSnapshots(limit: number, bytesMax: number): Snapshots {
  const byName = new Map<string, Snapshot>();
  let held = 0;
  const listeners: ((name: string, saved: Snapshot | undefined) => void)[] = [];
  const changed = (name: string, saved: Snapshot | undefined) => {
    for (const listener of listeners) listener(name, saved);
  };
  return {
    limit,
    bytesMax,
    save(snapshot) {
      const replaced = byName.get(snapshot.name);
      if (!replaced && byName.size >= limit) return { ok: false, error: `at most ${limit} snapshots are kept: DELETE /__mock/snapshots/:name first` };
      const after = held - (replaced?.bytes ?? 0) + snapshot.bytes;
      if (after > bytesMax) return { ok: false, error: `snapshots would hold ${after} bytes, more than ${bytesMax}: DELETE /__mock/snapshots/:name first` };
      byName.delete(snapshot.name);
      byName.set(snapshot.name, snapshot);
      held = after;
      changed(snapshot.name, snapshot);
      return { ok: true, info: infoOf(snapshot) };
    },
    get: (name) => byName.get(name),
    remove(name) {
      const found = byName.get(name);
      if (!found) return false;
      byName.delete(name);
      held -= found.bytes;
      changed(name, undefined);
      return true;
    },
    list: () => [...byName.values()].reverse().map(infoOf),
    bytes: () => held,
    onChange(listener) {
      listeners.push(listener);
    },
  };
}

/**
 * What a world holds, by part: for the soak's `--census` flag, to find what grows with simulated
 * time. Each part of a world (every slice of its State, two levels down, and the world's sessions,
 * journal, outbox and scenarios) is walked and counted: the objects, arrays, Maps and Sets reached
 * from it (each once over the whole census, so a shared object counts where it is first met) and
 * their entries, and the characters of the strings. Functions are not entered. A rough measure, but
 * one that names the part that grows between two days of the soak.
 */
export interface CensusRow {
  part: string;
  /** Objects, arrays, Maps and Sets reached from the part. */
  objects: number;
  /** Properties, array items, Map and Set entries of those. */
  entries: number;
  /** Characters of the strings reached (each distinct string value once per walk). */
  chars: number;
}

const OBJECTS_MAX_PER_PART = 5_000_000;

function walk(root: unknown, seen: WeakSet<object>): Omit<CensusRow, 'part'> {
  const out = { objects: 0, entries: 0, chars: 0 };
  const stack: unknown[] = [root];
  while (stack.length > 0 && out.objects < OBJECTS_MAX_PER_PART) {
    const v = stack.pop();
    if (typeof v === 'string') {
      out.chars += v.length;
      continue;
    }
    if (typeof v !== 'object' || v === null || seen.has(v)) continue;
    seen.add(v);
    out.objects++;
    if (v instanceof Map) {
      out.entries += v.size;
      for (const [k, x] of v) stack.push(k, x);
    } else if (v instanceof Set) {
      out.entries += v.size;
      for (const x of v) stack.push(x);
    } else if (ArrayBuffer.isView(v)) {
      out.chars += v.byteLength;
    } else {
      const values = Object.values(v as Record<string, unknown>);
      out.entries += values.length;
      stack.push(...values);
    }
  }
  return out;
}

/** The parts of `root` down to `depth` levels of plain objects (Maps, Sets and arrays are leaves). */
function parts(name: string, root: unknown, depth: number): [string, unknown][] {
  const plain = typeof root === 'object' && root !== null && !Array.isArray(root) && !(root instanceof Map) && !(root instanceof Set);
  if (depth === 0 || !plain) return [[name, root]];
  const own = Object.entries(root as Record<string, unknown>).filter(([, v]) => typeof v !== 'function');
  if (own.length === 0) return [[name, root]];
  return own.flatMap(([k, v]) => parts(`${name}.${k}`, v, depth - 1));
}

/** The census of a world's parts: `named` maps a name to what it holds (a State slice, the journal...). */
export function census(named: Record<string, unknown>, depth = 2): CensusRow[] {
  const seen = new WeakSet<object>();
  return Object.entries(named).flatMap(([name, root]) => parts(name, root, depth)).map(([part, v]) => ({ part, ...walk(v, seen) }));
}

/** Rows whose objects or characters changed between two censuses, largest change first. */
export function censusGrowth(before: CensusRow[], after: CensusRow[]): (CensusRow & { objectsDelta: number; charsDelta: number })[] {
  const old = new Map(before.map((r) => [r.part, r]));
  return after
    .map((r) => ({ ...r, objectsDelta: r.objects - (old.get(r.part)?.objects ?? 0), charsDelta: r.chars - (old.get(r.part)?.chars ?? 0) }))
    .filter((r) => r.objectsDelta !== 0 || r.charsDelta !== 0)
    .sort((a, b) => Math.abs(b.objectsDelta) + Math.abs(b.charsDelta) / 50 - (Math.abs(a.objectsDelta) + Math.abs(a.charsDelta) / 50));
}

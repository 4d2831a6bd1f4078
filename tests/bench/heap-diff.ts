import { readFileSync } from 'node:fs';

/**
 * `tsx tests/bench/heap-diff.ts A.heapsnapshot B.heapsnapshot [ROWS]`: what grew from snapshot A to
 * snapshot B (V8's .heapsnapshot JSON, as the soak's `--heap-snapshots` writes them), by node type
 * and constructor name (a string's value stands for its name: its first 40 characters), largest
 * growth of self size first. Self sizes only: what a collection retains shows as its entries' own
 * rows, which is enough to name what grows.
 */
interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

interface Group {
  count: number;
  bytes: number;
}

function groups(file: string): Map<string, Group> {
  const s = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  const fields = s.snapshot.meta.node_fields;
  const width = fields.length;
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f)) as [number, number, number];
  const types = s.snapshot.meta.node_types[0];
  const out = new Map<string, Group>();
  for (let i = 0; i < s.nodes.length; i += width) {
    const type = types[s.nodes[i + typeAt]!] ?? '?';
    const name = s.strings[s.nodes[i + nameAt]!] ?? '?';
    const key = `${type}: ${type === 'string' || type === 'concatenated string' || type === 'sliced string' ? JSON.stringify(name.slice(0, 40)) : name}`;
    const g = out.get(key) ?? { count: 0, bytes: 0 };
    g.count++;
    g.bytes += s.nodes[i + sizeAt]!;
    out.set(key, g);
  }
  return out;
}

const [a, b, rows] = process.argv.slice(2);
if (!a || !b) throw new Error('usage: tsx tests/bench/heap-diff.ts A.heapsnapshot B.heapsnapshot [ROWS]');
const before = groups(a);
const after = groups(b);
const total = (m: Map<string, Group>) => [...m.values()].reduce((t, g) => t + g.bytes, 0);
console.log(`self sizes: ${(total(before) / 1e6).toFixed(2)} MB -> ${(total(after) / 1e6).toFixed(2)} MB`);
const grown = [...after].map(([key, g]) => ({ key, count: g.count - (before.get(key)?.count ?? 0), bytes: g.bytes - (before.get(key)?.bytes ?? 0) }));
for (const r of grown.sort((x, y) => y.bytes - x.bytes).slice(0, Number(rows ?? 40))) console.log(`${(r.bytes / 1e3).toFixed(1).padStart(9)} kB ${String(r.count).padStart(7)}  ${r.key}`);

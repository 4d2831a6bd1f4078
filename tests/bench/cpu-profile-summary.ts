/**
 * What a V8 CPU profile (`node --cpu-prof`, a .cpuprofile file) says in a few lines: the
 * functions with the most self time, and those with the most time including their callees
 * (a function counted once per sample however often it recurses).
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface FunctionCost {
  name: string;
  /** Share of the busy samples, 0..1. */
  self: number;
  total: number;
  /** Busy time in the profile, µs (the same for every function of one profile). */
  busyMicros: number;
}

const shortUrl = (url: string) => {
  const at = url.lastIndexOf('/node_modules/');
  if (at >= 0) return url.slice(at + '/node_modules/'.length);
  const src = url.search(/\/(server|contracts|tests)\//);
  return src >= 0 ? url.slice(src + 1) : url.replace(/^.*\//, '');
};

export function summarizeProfile(profile: CpuProfile): FunctionCost[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const nameOf = (n: ProfileNode) => `${n.callFrame.functionName || '(anonymous)'} ${shortUrl(n.callFrame.url)}:${n.callFrame.lineNumber + 1}:${n.callFrame.columnNumber + 1}`;
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  // Shares of the time the process was busy: idle samples say how hard the load pushed, not what a request costs.
  const busy = profile.samples.filter((id) => byId.get(id)!.callFrame.functionName !== '(idle)');
  const samples = busy.length;
  const micros = profile.endTime - profile.startTime;
  const busyMicros = (micros * samples) / profile.samples.length;
  for (const id of busy) {
    const leaf = byId.get(id)!;
    self.set(nameOf(leaf), (self.get(nameOf(leaf)) ?? 0) + 1);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = nameOf(byId.get(at)!);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + 1);
    }
  }
  return [...total.entries()].map(([name, t]) => ({ name, self: (self.get(name) ?? 0) / samples, total: t / samples, busyMicros }));
}

/** Self time by where the code lives: a package, one of our files, or node itself. */
export function selfByPlace(costs: readonly FunctionCost[]): [string, number][] {
  const places = new Map<string, number>();
  for (const c of costs) {
    const file = c.name.slice(c.name.indexOf(' ') + 1).replace(/:\d+:\d+$/, '');
    const place = /^(server|contracts|tests)\//.test(file) ? file : file.includes('/') ? file.slice(0, file.startsWith('@') ? file.indexOf('/', file.indexOf('/') + 1) : file.indexOf('/')) : c.name.startsWith('(') ? c.name.split(' ')[0]! : file === '' ? 'native' : `node:${file}`;
    places.set(place, (places.get(place) ?? 0) + c.self);
  }
  return [...places.entries()].sort((a, b) => b[1] - a[1]);
}

/** `requests`: how many the profile covers; the places are then also shown in µs per request. */
export function printSummary(title: string, costs: readonly FunctionCost[], requests = 0, top = 25): void {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(6);
  const busy = costs[0]?.busyMicros ?? 0;
  const perRequest = (share: number) => (requests > 0 ? `${((share * busy) / requests).toFixed(2).padStart(7)} µs/request` : '');
  console.log(`\n## ${title}\n\n${requests > 0 ? `busy ${(busy / requests).toFixed(1)} µs per request over ${requests} requests\n` : ''}self time by place (share of busy time):`);
  for (const [place, share] of selfByPlace(costs).slice(0, top)) console.log(`  ${pct(share)} ${perRequest(share)}  ${place}`);
  console.log('\nself time by function:');
  for (const c of [...costs].sort((a, b) => b.self - a.self).slice(0, top)) console.log(`  ${pct(c.self)}  ${c.name}`);
  console.log('\ntotal time (with callees), our code and a few libraries:');
  const ours = costs.filter((c) => /server\/|contracts\/|fastify|ts-rest|zod/.test(c.name) && !/^\(/.test(c.name));
  for (const c of [...ours].sort((a, b) => b.total - a.total).slice(0, top)) console.log(`  ${pct(c.total)}  ${c.name}`);
}

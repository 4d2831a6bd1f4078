import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { PINNED, benchFile, startChild, startOurServer, stopChild } from './children';
import { pinLoadGenerator } from './cpu-pinning';
import { apiLoads, checkAnswersSuccess, loginDemo } from './loads';
import { runLoad } from './run-load';
import { type PlaceCost, type SourceOf, costByPlace, inclusiveCost, parsePerfScript, withSources } from './perf-stacks';

/**
 * `npm run bench:perf [load ...]`: where a request's time goes, the kernel included, from Linux
 * perf (`perf record -g` of the server under each load of the bench: bare, public, member,
 * encrypted, write), side by side in µs per request. What `npm run bench:profile` (V8's profiler)
 * cannot show: a system call's time lands there on the JavaScript function that made it.
 *
 * Needs perf (Debian: `apt-get install -y linux-perf`) and leave to profile (root, or
 * kernel.perf_event_paranoid ≤ 1). The server runs with --perf-basic-prof-only-functions, which
 * writes /tmp/perf-<pid>.map. perf's own cost (a stack walk per sample) makes every figure larger
 * than the bench's; compare loads within one run. V8 inlines: a function inlined into another is
 * that one's time. The servers run bundled (as `npm start` runs ours): a frame of the bundle is
 * named by its source, through the bundle's source map (a few of its lines hold an escaped
 * character, after which columns are off and a frame may go to its neighbour). The perf map names
 * code where it was made; code V8 moved or freed since can lend its
 * address to other code, so a stray name (a tsx helper under Node's HTTP parser) is such a
 * leftover. BENCH_PERF_SECONDS (6), BENCH_PERF_HZ (2000).
 */
const SECONDS = Number(process.env.BENCH_PERF_SECONDS ?? 6);
const HZ = Number(process.env.BENCH_PERF_HZ ?? 2000);
const NAMES = ['bare', 'public', 'member', 'encrypted', 'write'] as const;
type Name = (typeof NAMES)[number];

interface Profiled {
  name: Name;
  requests: number;
  places: PlaceCost[];
  ours: PlaceCost[];
}

/** Positions of the bench's built servers (children.ts's builtEntry) read through their source maps. */
function builtSources(): SourceOf {
  const maps = new Map<string, SourceMap | null>();
  const mapOf = (file: string) => {
    if (!maps.has(file)) maps.set(file, existsSync(`${file}.map`) ? new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')) as ConstructorParameters<typeof SourceMap>[0]) : null);
    return maps.get(file);
  };
  return (file, line, column) => {
    const entry = mapOf(file)?.findEntry(line - 1, column - 1);
    return entry && 'originalSource' in entry ? `${resolve(dirname(file), entry.originalSource)}:${entry.originalLine + 1}:${entry.originalColumn + 1}` : null;
  };
}

async function profileOne(name: Name, dir: string): Promise<Profiled> {
  const port = 3920;
  const perfArgs = ['--perf-basic-prof-only-functions', '--interpreted-frames-native-stack'];
  const env = { PORT: String(port), LOG_LEVEL: 'warn', RESPONSE_VALIDATION: 'false' };
  const { child } = await (name === 'bare' ? startChild(benchFile('./bare-server.ts'), env, PINNED, perfArgs) : startOurServer(benchFile('./api-server.ts'), env, PINNED, perfArgs));
  const base = `http://127.0.0.1:${port}`;
  const file = join(dir, `${name}.data`);
  try {
    const loads = apiLoads(`${base}/bare`, base, name === 'bare' ? '' : await loginDemo(base));
    const load = loads[NAMES.indexOf(name)]!;
    await checkAnswersSuccess(load);
    await runLoad(load, 3, 20);
    const perf = spawn('perf', ['record', '-e', 'cpu-clock', '-F', String(HZ), '-g', '-p', String(child.pid), '-o', file], { stdio: ['ignore', 'ignore', 'inherit'] });
    await new Promise((r) => setTimeout(r, 300));
    const result = await runLoad(load, SECONDS, 20);
    perf.kill('SIGINT');
    await new Promise((r) => perf.once('exit', r));
    const text = execFileSync('perf', ['script', '-i', file], { maxBuffer: 1 << 30, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    writeFileSync(`${file}.txt`, text);
    const stacks = withSources(parsePerfScript(text), builtSources());
    // The requests of the load's window: perf ran from a little before to its end.
    const requests = result.requests.total;
    const period = 1e6 / HZ;
    console.log(`${name}: ${Math.round(result.requests.average)} req/s, ${stacks.length} samples`);
    return { name, requests, places: costByPlace(stacks, period, requests), ours: inclusiveCost(stacks, /^JS:.*\/(server|contracts)\/src\//, period, requests) };
  } finally {
    await stopChild(child);
  }
}

function printSideBySide(runs: readonly Profiled[]) {
  const places = [...new Set(runs.flatMap((r) => r.places.map((p) => p.place)))];
  const at = (r: Profiled, place: string) => r.places.find((p) => p.place === place)?.micros ?? 0;
  places.sort((a, b) => at(runs.at(-1)!, b) - at(runs.at(-1)!, a));
  console.log(`\nµs per request by place (a sample goes to its innermost JavaScript frame's place, "kernel, from X" when it was in a system call X made):\n`);
  console.log(`| place | ${runs.map((r) => r.name).join(' | ')} |`);
  console.log(`|---|${runs.map(() => '---:').join('|')}|`);
  const total = (r: Profiled) => r.places.reduce((s, p) => s + p.micros, 0);
  console.log(`| **all** | ${runs.map((r) => total(r).toFixed(1)).join(' | ')} |`);
  for (const place of places.filter((p) => runs.some((r) => at(r, p) >= 0.05))) console.log(`| ${place} | ${runs.map((r) => at(r, place).toFixed(2)).join(' | ')} |`);
  for (const r of runs.filter((x) => x.ours.length > 0)) {
    console.log(`\n${r.name}: our functions, µs per request with what they call:`);
    for (const c of r.ours.slice(0, 15)) console.log(`  ${c.micros.toFixed(2).padStart(6)}  ${c.place.replace(/^JS:[*+^~]?/, '')}`);
  }
}

const asked = process.argv.slice(2);
for (const name of asked) if (!NAMES.includes(name as Name)) throw new Error(`unknown load ${name}: one of ${NAMES.join(', ')}`);
try {
  execFileSync('perf', ['--version'], { stdio: 'ignore' });
} catch {
  throw new Error('bench:perf needs Linux perf: apt-get install -y linux-perf');
}
if (PINNED) pinLoadGenerator();
const dir = mkdtempSync(join(tmpdir(), 'api-perf-'));
const runs: Profiled[] = [];
for (const name of asked.length > 0 ? (asked as Name[]) : NAMES) runs.push(await profileOne(name, dir));
printSideBySide(runs);
console.log(`\nperf data and scripts: ${dir}`);

/**
 * What `perf script` prints for a `perf record -g` of a Node process (with --perf-basic-prof, so
 * JavaScript frames have names), summed per request: where the time went, kernel included. A V8
 * CPU profile cannot see the kernel: a sample taken inside a system call lands on the JavaScript
 * function that made it, so a socket write's whole delivery to the client (the loopback's TCP,
 * waking the reader) reads as that function's self time.
 */

/** A frame: its symbol (offset taken off) and whether it ran in the kernel. */
export interface Frame {
  symbol: string;
  kernel: boolean;
}

/** One sample's frames, innermost first. */
export type Stack = readonly Frame[];

/** The samples of `perf script` output, each as its frames. */
export function parsePerfScript(text: string): Stack[] {
  const stacks: Stack[] = [];
  let frames: Frame[] = [];
  const flush = () => {
    if (frames.length > 0) stacks.push(frames);
    frames = [];
  };
  for (const line of text.split('\n')) {
    if (line.trim() === '') {
      flush();
      continue;
    }
    // A frame line: indented, "<address> <symbol>+<offset> (<module>)"; a sample's header starts at column 0.
    if (line[0] !== '\t' && line[0] !== ' ') continue;
    const frame = /^\s*[0-9a-f]+ (.*?)(?:\+0x[0-9a-f]+)? \(([^)]*)\)$/.exec(line);
    if (frame) frames.push({ symbol: frame[1]!, kernel: frame[2] === '[kernel.kallsyms]' });
  }
  flush();
  return stacks;
}

const isJs = (f: Frame) => f.symbol.startsWith('JS:');

/** Where a position (1-based line and column) of a built file came from, as `path:line:column`; null when unknown. */
export type SourceOf = (file: string, line: number, column: number) => string | null;

/**
 * The stacks with each JavaScript frame of a built file named by where its code came from (the
 * file's source map, through `sourceOf`): the bench runs its servers bundled, as `npm start` does,
 * and the bundle alone would be one place holding our code and every package's.
 */
export function withSources(stacks: readonly Stack[], sourceOf: SourceOf): Stack[] {
  const renamed = new Map<string, string>();
  const rename = (symbol: string): string => {
    let out = renamed.get(symbol);
    if (out === undefined) {
      const at = / (?:file:\/\/)?(\/[^ ]*):(\d+):(\d+)$/.exec(symbol);
      const source = at ? sourceOf(at[1]!, Number(at[2]), Number(at[3])) : null;
      out = at && source ? `${symbol.slice(0, at.index)} ${source}` : symbol;
      renamed.set(symbol, out);
    }
    return out;
  };
  return stacks.map((stack) => stack.map((frame) => (isJs(frame) ? { ...frame, symbol: rename(frame.symbol) } : frame)));
}

/** A JavaScript frame's place: one of our files, a package, or Node's own JavaScript. */
export function placeOf(jsFrame: string): string {
  if (/ node:[^ ]*$/.test(jsFrame)) return 'node (JavaScript)';
  const file = / (?:file:\/\/)?(\/[^ ]*?)(?::\d+)*$/.exec(jsFrame)?.[1] ?? '';
  const pkg = /\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1];
  if (pkg) return pkg;
  return /\/((?:server|contracts|tests)\/[^:]*)/.exec(file)?.[1] ?? 'JavaScript, no file';
}

export interface PlaceCost {
  place: string;
  /** µs per request. */
  micros: number;
}

/**
 * Each sample's time goes to the place of its innermost JavaScript frame (what that code asked
 * for: a builtin it called, a system call it made), or to the kernel or native code when no
 * JavaScript is on the stack; the kernel's share under JavaScript is shown as `kernel, from <place>`.
 * `periodMicros` is the sampling period (1e6 / the frequency), `requests` how many the window held.
 */
export function costByPlace(stacks: readonly Stack[], periodMicros: number, requests: number): PlaceCost[] {
  const counts = new Map<string, number>();
  for (const stack of stacks) {
    const js = stack.find(isJs);
    const leafInKernel = stack[0]?.kernel === true;
    const place = js === undefined ? (leafInKernel ? 'kernel' : 'native') : leafInKernel ? `kernel, from ${placeOf(js.symbol)}` : placeOf(js.symbol);
    counts.set(place, (counts.get(place) ?? 0) + 1);
  }
  return [...counts.entries()].map(([place, n]) => ({ place, micros: (n * periodMicros) / requests })).sort((a, b) => b.micros - a.micros);
}

/** µs per request spent in (under) each frame whose name matches `pattern`, most first. */
export function inclusiveCost(stacks: readonly Stack[], pattern: RegExp, periodMicros: number, requests: number): PlaceCost[] {
  const counts = new Map<string, number>();
  for (const stack of stacks) {
    const seen = new Set<string>();
    for (const { symbol } of stack) if (pattern.test(symbol)) seen.add(symbol);
    for (const frame of seen) counts.set(frame, (counts.get(frame) ?? 0) + 1);
  }
  return [...counts.entries()].map(([place, n]) => ({ place, micros: (n * periodMicros) / requests })).sort((a, b) => b.micros - a.micros);
}

import { describe, expect, it } from 'vitest';
import { costByPlace, inclusiveCost, parsePerfScript, placeOf, withSources } from './perf-stacks';

// Three samples as `perf script` prints them: a socket write made by Node's JavaScript (in the
// kernel), our hook in JavaScript, and libuv waiting with no JavaScript on the stack.
const SCRIPT = `MainThread  3043   353.560585:     500000 cpu-clock: 
\tffffffff8225fd19 pvm_irq_enable+0x19 ([kernel.kallsyms])
\tffffffff81a2b0c1 tcp_sendmsg+0x31 ([kernel.kallsyms])
\t          10a1b2 __GI___libc_write+0x12 (/usr/lib/x86_64-linux-gnu/libc.so.6)
\t    7ff3380833d4 JS:*'handleWriteReq node:internal/stream_base_commons:46:24+0x14 (/tmp/perf-3043.map)
\t    7ff338187884 JS:*'Reply.send /work/main/node_modules/fastify/lib/reply.js:156:33+0x484 (/tmp/perf-3043.map)

MainThread  3043   353.561085:     500000 cpu-clock: 
\t    7ff3380833d4 JS:*' file:///work/main/server/src/plugins/request-hooks.ts:1:1085+0x14 (/tmp/perf-3043.map)
\t    7ff338187884 JS:*'preRouting /work/main/node_modules/fastify/fastify.js:836:32+0x84 (/tmp/perf-3043.map)

MainThread  3043   353.561585:     500000 cpu-clock: 
\t          108cae uv__io_poll+0x6e (/work/node)
`;

describe('perf stacks', () => {
  it('reads each sample\'s frames, innermost first, telling the kernel\'s apart', () => {
    const stacks = parsePerfScript(SCRIPT);
    expect(stacks).toHaveLength(3);
    expect(stacks[0]!.map((f) => f.symbol)).toEqual([
      'pvm_irq_enable',
      'tcp_sendmsg',
      '__GI___libc_write',
      "JS:*'handleWriteReq node:internal/stream_base_commons:46:24",
      "JS:*'Reply.send /work/main/node_modules/fastify/lib/reply.js:156:33",
    ]);
    expect(stacks[0]!.map((f) => f.kernel)).toEqual([true, true, false, false, false]);
  });

  it('names the place of a JavaScript frame: ours by file, a package by name, or Node\'s own', () => {
    expect(placeOf("JS:*' file:///work/main/server/src/plugins/request-hooks.ts:1:1085")).toBe('server/src/plugins/request-hooks.ts');
    expect(placeOf("JS:*'Reply.send /work/main/node_modules/fastify/lib/reply.js:156:33")).toBe('fastify');
    expect(placeOf("JS:*'x /work/main/node_modules/@ts-rest/core/index.esm.mjs:39:24")).toBe('@ts-rest/core');
    expect(placeOf("JS:*'clearBuffer node:internal/streams/writable:746:21")).toBe('node (JavaScript)');
  });

  it('names a built file\'s frames by their sources, through its source map', () => {
    const bundled = parsePerfScript(`MainThread  3043   353.560585:     500000 cpu-clock: 
\t    7ff3380833d4 JS:+dailySeason file:///w/tests/bench/dist/api-server.js:639:345328+0x317 (/tmp/perf-3043.map)
\t    7ff338187884 JS:*'Reply.send file:///w/tests/bench/dist/api-server.js:12:40+0x484 (/tmp/perf-3043.map)
\t    7ff338187884 JS:*'emit node:events:489:44+0x1ec (/tmp/perf-3043.map)
`);
    const sources: Record<string, string> = { '639:345328': '/w/server/src/sports/engine/league-season.ts:101:96', '12:40': '/w/node_modules/fastify/lib/reply.js:156:33' };
    const [stack] = withSources(bundled, (file, line, column) => (file === '/w/tests/bench/dist/api-server.js' ? (sources[`${line}:${column}`] ?? null) : null));
    expect(stack!.map((f) => f.symbol)).toEqual(['JS:+dailySeason /w/server/src/sports/engine/league-season.ts:101:96', "JS:*'Reply.send /w/node_modules/fastify/lib/reply.js:156:33", "JS:*'emit node:events:489:44"]);
    expect(stack!.map((f) => placeOf(f.symbol))).toEqual(['server/src/sports/engine/league-season.ts', 'fastify', 'node (JavaScript)']);
  });

  it('gives each sample to its innermost JavaScript frame\'s place, the kernel under it named as such, in µs per request', () => {
    const stacks = parsePerfScript(SCRIPT);
    // 500 µs per sample over 10 requests: 50 µs per request per sample.
    expect(costByPlace(stacks, 500, 10)).toEqual([
      { place: 'kernel, from node (JavaScript)', micros: 50 },
      { place: 'server/src/plugins/request-hooks.ts', micros: 50 },
      { place: 'native', micros: 50 },
    ]);
    expect(inclusiveCost(stacks, /fastify/, 500, 10)).toEqual([
      { place: "JS:*'Reply.send /work/main/node_modules/fastify/lib/reply.js:156:33", micros: 50 },
      { place: "JS:*'preRouting /work/main/node_modules/fastify/fastify.js:836:32", micros: 50 },
    ]);
  });
});

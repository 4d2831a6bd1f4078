import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-cycles';

/** The client's counterpart of server-imports.test.ts: the same graph (import-cycles.ts), over client/src. */
const clientSrc = new URL('../client/src', import.meta.url).pathname;

describe('client imports', () => {
  it('has no import circle anywhere in client/src', () => {
    const graph = importGraph(clientSrc);
    expect(graph.size).toBeGreaterThan(100);
    const cycles = importCycles(graph).map((c) => c.map((f) => relative(clientSrc, f)).join(' -> '));
    expect(cycles).toEqual([]);
  });
});

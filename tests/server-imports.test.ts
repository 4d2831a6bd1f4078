import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-cycles';

const serverSrc = new URL('../server/src', import.meta.url).pathname;

describe('server imports', () => {
  it('has no import circle anywhere in server/src', () => {
    const graph = importGraph(serverSrc);
    expect(graph.size).toBeGreaterThan(100);
    const cycles = importCycles(graph).map((c) => c.map((f) => relative(serverSrc, f)).join(' -> '));
    expect(cycles).toEqual([]);
  });

  it('finds a circle, type-only edges included, and names the files round it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'import-cycles-'));
    try {
      writeFileSync(join(dir, 'state.ts'), "import { createResets } from './reset';\nexport const state = createResets();\n");
      writeFileSync(join(dir, 'reset.ts'), "import { send } from './send';\nexport const createResets = () => send;\n");
      writeFileSync(join(dir, 'send.ts'), "import type { state } from './state';\nexport const send = (s: typeof state) => s;\n");
      writeFileSync(join(dir, 'leaf.ts'), "import { state } from './state';\nexport const leaf = state;\n");
      const cycles = importCycles(importGraph(dir)).map((c) => c.map((f) => relative(dir, f)));
      expect(cycles).toEqual([['state.ts', 'reset.ts', 'send.ts', 'state.ts']]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

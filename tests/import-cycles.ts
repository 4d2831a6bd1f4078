import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * The name every probe of tests/lint-boundaries.test.ts starts with: written into the source tree
 * for the moment it is linted (type-aware lint reads only files that exist) and removed after. With
 * vitest's two workers an import-circle check may list the tree meanwhile and find the probe gone
 * when it reads it; a probe is not the project's code, so the graph leaves it out.
 */
export const LINT_PROBE_PREFIX = 'lint-probe-';

/**
 * The import graph of a folder's TypeScript files (lint probes aside), read with the compiler's own pre-processor and
 * module resolution, so what counts as an edge is what tsc sees: static imports and re-exports,
 * type-only imports (a circle of types still ties the modules together) and dynamic imports.
 * Imports leaving the folder (packages, other workspaces) are not edges.
 */
export function importGraph(dir: string): Map<string, string[]> {
  const options: ts.CompilerOptions = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, allowJs: false };
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.startsWith(LINT_PROBE_PREFIX))
    .map((e) => join(e.parentPath, e.name))
    .sort();
  const inside = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((i) => ts.resolveModuleName(i.fileName, file, options, ts.sys).resolvedModule?.resolvedFileName)
      .filter((t): t is string => t !== undefined && inside.has(t));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every circle of imports, each as the path round it (first file repeated at the end); [] when there is none. */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

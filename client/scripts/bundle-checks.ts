/**
 * What scripts/bundle-budget.ts checks in a build's manifest, as pure functions so a unit test
 * (tests/client-bundle.test.ts) can feed them made-up manifests.
 */
import { posix } from 'node:path';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  /** The styles the chunk's modules import. */
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The landing page's route module (a manifest key): vite.config.ts preloads its chunk, the budget counts it. */
export const HOME_ROUTE_MODULE = 'src/features/home/components/home-page.tsx';

/** The chunks a set of chunks loads before running: themselves and their static imports, transitively. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return seen;
}

/**
 * The page modules of the router: every `import('./...')` in router.tsx, as paths relative to the
 * client root (the manifest's keys), e.g. `src/features/home/components/home-page.tsx`.
 * `exists` tells which extension a specifier resolves to.
 */
export function routerPageModules(routerSource: string, routerPath: string, exists: (path: string) => boolean): string[] {
  const modules = new Set<string>();
  for (const match of routerSource.matchAll(/import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)) {
    const base = posix.normalize(posix.join(posix.dirname(routerPath), match[1]!));
    const file = ['.tsx', '.ts'].map((ext) => base + ext).find(exists);
    if (!file) throw new Error(`router.tsx imports ${match[1]}, which resolves to no .tsx or .ts file`);
    modules.add(file);
  }
  return [...modules];
}

/**
 * Every page module of the router must be a lazy chunk of its own: a dynamic entry in the
 * manifest, not pulled into the entry's static closure (it would then load before first paint),
 * and not sharing its file with another page module (the bundler merged them). Routes that render
 * the same module (the five category routes, egame and fishing, the 23 help topics) share that
 * module's chunk by design: they are one screen.
 */
export function lazyRouteProblems(manifest: Manifest, pageModules: readonly string[]): string[] {
  const problems: string[] = [];
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) return ['the manifest has no entry chunk'];
  const initial = staticClosure(manifest, [entry]);
  const owners = new Map<string, string>();
  for (const module of pageModules) {
    const chunk = manifest[module];
    if (!chunk) {
      problems.push(`${module} has no chunk of its own (bundled into another chunk)`);
      continue;
    }
    if (!chunk.isDynamicEntry) problems.push(`${module} is not loaded lazily (not a dynamic entry)`);
    if (initial.has(module)) problems.push(`${module} is in the entry's static imports, so it loads before the first paint`);
    const other = owners.get(chunk.file);
    if (other) problems.push(`${module} shares its chunk ${chunk.file} with ${other}`);
    else owners.set(chunk.file, module);
  }
  return problems;
}

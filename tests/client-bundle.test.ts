import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lazyRouteProblems, routerPageModules, staticClosure, type Manifest } from '../client/scripts/bundle-checks';

const clientRoot = fileURLToPath(new URL('../client/', import.meta.url));

/** A build of two routes done right: each page a dynamic entry with its own file. */
const goodManifest = (): Manifest => ({
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['src/a-page.tsx', 'src/b-page.tsx'] },
  '_react.js': { file: 'assets/react.js' },
  'src/a-page.tsx': { file: 'assets/a-page.js', src: 'src/a-page.tsx', isDynamicEntry: true, imports: ['index.html', '_shared.js'] },
  'src/b-page.tsx': { file: 'assets/b-page.js', src: 'src/b-page.tsx', isDynamicEntry: true, imports: ['index.html', '_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
});

describe('client build check: each route a lazy chunk', () => {
  it('passes a build where every page module is its own dynamic chunk', () => {
    expect(lazyRouteProblems(goodManifest(), ['src/a-page.tsx', 'src/b-page.tsx'])).toEqual([]);
  });

  it('fails a page module that the bundler merged into another chunk', () => {
    const manifest = goodManifest();
    delete manifest['src/b-page.tsx'];
    expect(lazyRouteProblems(manifest, ['src/a-page.tsx', 'src/b-page.tsx'])).toEqual([
      'src/b-page.tsx has no chunk of its own (bundled into another chunk)',
    ]);
  });

  it('fails a page module that the entry imports statically', () => {
    const manifest = goodManifest();
    manifest['index.html']!.imports = ['_react.js', 'src/a-page.tsx'];
    manifest['src/a-page.tsx']!.isDynamicEntry = false;
    expect(lazyRouteProblems(manifest, ['src/a-page.tsx'])).toEqual([
      'src/a-page.tsx is not loaded lazily (not a dynamic entry)',
      "src/a-page.tsx is in the entry's static imports, so it loads before the first paint",
    ]);
  });

  it('fails two page modules that share one file', () => {
    const manifest = goodManifest();
    manifest['src/b-page.tsx']!.file = 'assets/a-page.js';
    expect(lazyRouteProblems(manifest, ['src/a-page.tsx', 'src/b-page.tsx'])).toEqual([
      'src/b-page.tsx shares its chunk assets/a-page.js with src/a-page.tsx',
    ]);
  });

  it('counts the static imports a chunk needs before it runs', () => {
    expect([...staticClosure(goodManifest(), ['src/a-page.tsx'])].sort()).toEqual(['_react.js', '_shared.js', 'index.html', 'src/a-page.tsx']);
  });

  it('finds every page module of the real router, each once', () => {
    const source = readFileSync(`${clientRoot}src/app/router.tsx`, 'utf8');
    const modules = routerPageModules(source, 'src/app/router.tsx', (path) => existsSync(clientRoot + path));
    expect(modules).toContain('src/features/home/components/home-page.tsx');
    expect(modules).toContain('src/features/venue/components/category-screen.tsx');
    expect(modules).toContain('src/app/layout/mine-layout.tsx');
    expect(new Set(modules).size).toBe(modules.length);
    // Every route of spec 000 section 2 has a screen: 36 modules, the shared ones counted once.
    expect(modules.length).toBeGreaterThanOrEqual(36);
  });
});

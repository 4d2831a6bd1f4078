/**
 * The bundle budget of issue 3: the JavaScript the home page needs before it can paint must stay
 * at or under 150 KB gzip. Run after `vite build`:  npx tsx client/scripts/bundle-budget.ts
 *
 * "Before it can paint" = the entry chunk and its static imports, plus the home route's lazy chunk
 * and its static imports (the router loads it before rendering /home). Dynamic imports are not
 * counted: the data layer (lib/api/client.ts: contract, zod, encryption) loads right after the
 * first paint, and its size is reported separately.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const INITIAL_JS_BUDGET_KB = 150;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8')) as Manifest;

function staticClosure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return seen;
}

function gzipKb(keys: Iterable<string>): number {
  let bytes = 0;
  for (const key of keys) {
    const file = manifest[key]?.file;
    if (file?.endsWith('.js')) bytes += gzipSync(readFileSync(dist + file)).length;
  }
  return bytes / 1024;
}

const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
const home = Object.keys(manifest).find((k) => k.endsWith('features/home/components/home-page.tsx'));
const apiClient = Object.keys(manifest).find((k) => k.endsWith('lib/api/client.ts'));
if (!entry || !home || !apiClient) throw new Error('manifest lacks the entry, the home page or the API client');

const initial = staticClosure([entry, home]);
const dataLayer = [...staticClosure([apiClient])].filter((k) => !initial.has(k));
const initialKb = gzipKb(initial);
console.log(`initial JS for /home: ${initialKb.toFixed(1)} KB gzip in ${initial.size} chunks (budget ${INITIAL_JS_BUDGET_KB} KB)`);
console.log(`data layer loaded after first paint: ${gzipKb(dataLayer).toFixed(1)} KB gzip in ${dataLayer.length} chunks`);
if (initialKb > INITIAL_JS_BUDGET_KB) {
  console.error(`over budget by ${(initialKb - INITIAL_JS_BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}

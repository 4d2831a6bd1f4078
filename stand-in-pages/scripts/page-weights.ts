import { staticClosure, type Manifest } from '../../client/scripts/bundle-checks';

/**
 * What a stand-in page loads from the build: its html's entry script and the shared chunks it
 * imports statically (each once), and the styles of all of them. A page never loads a chunk
 * lazily, so this is everything it fetches from /__pages/assets/.
 */
export function pageFiles(manifest: Manifest, html: string): { scripts: string[]; styles: string[] } {
  if (!manifest[html]?.isEntry) throw new Error(`the build has no entry ${html}`);
  const chunks = [...staticClosure(manifest, [html])].map((key) => manifest[key]).filter((chunk) => chunk !== undefined);
  return { scripts: chunks.map((chunk) => chunk.file), styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))] };
}

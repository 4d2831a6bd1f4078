/**
 * The stand-in pages' weight, run after their build:  npx tsx stand-in-pages/scripts/bundle-budget.ts
 *
 * Each page's html, scripts and styles (what it fetches from the server, page-weights.ts) in KB
 * gzip, against its budget. The API reference's own script is small: Scalar's standalone bundle it
 * loads (/docs/scalar.js, about 1 MB gzip) is the package's, served from node_modules, and not
 * counted here.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Manifest } from '../../client/scripts/bundle-checks';
import { PAGES, type PageName } from '../pages';
import { pageFiles } from './page-weights';

/** KB gzip, html, scripts and styles together: some 1.6 times what each weighed when set (12.3, 3.6, 4.8, 1.4), so a page may grow but not balloon. */
export const PAGE_BUDGETS_KB: Record<PageName, number> = { play: 20, cashier: 6, animation: 8, docs: 3 };

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8')) as Manifest;
const gzipKb = (files: readonly string[]) => files.reduce((sum, file) => sum + gzipSync(readFileSync(dist + file)).length, 0) / 1024;

let failed = false;
for (const page of PAGES) {
  const { scripts, styles } = pageFiles(manifest, `${page}.html`);
  const kb = { html: gzipKb([`${page}.html`]), scripts: gzipKb(scripts), styles: gzipKb(styles) };
  const total = kb.html + kb.scripts + kb.styles;
  const over = total > PAGE_BUDGETS_KB[page];
  console.log(`stand-in page ${page}: ${total.toFixed(1)} KB gzip (html ${kb.html.toFixed(1)}, ${scripts.length} scripts ${kb.scripts.toFixed(1)}, styles ${kb.styles.toFixed(1)}; budget ${PAGE_BUDGETS_KB[page]} KB)${over ? ' OVER BUDGET' : ''}`);
  failed ||= over;
}
if (failed) process.exit(1);

import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildOpenApi } from '../src/openapi';

/** `npm run openapi`: regenerates contracts/openapi.json (committed; a test fails when stale). */
const target = fileURLToPath(new URL('../openapi.json', import.meta.url));
const doc = buildOpenApi();
writeFileSync(target, `${JSON.stringify(doc, null, 2)}\n`);
console.log(`wrote ${target} (${Object.keys(doc.paths).length} paths)`);

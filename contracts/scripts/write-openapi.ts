import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildOpenApi } from '../src/openapi';
import { buildQaOpenApi } from '../src/openapi-qa';

/**
 * `npm run openapi`: regenerates contracts/openapi.json (the product API) and
 * contracts/openapi-qa.json (the QA API under /__mock). Both are committed; a test fails when stale.
 */
for (const [file, doc] of [['openapi.json', buildOpenApi()], ['openapi-qa.json', buildQaOpenApi()]] as const) {
  const target = fileURLToPath(new URL(`../${file}`, import.meta.url));
  writeFileSync(target, `${JSON.stringify(doc, null, 2)}\n`);
  console.log(`wrote ${target} (${Object.keys(doc.paths).length} paths)`);
}

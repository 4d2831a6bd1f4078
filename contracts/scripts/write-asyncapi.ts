import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildAsyncApi } from './asyncapi';

/** `npm run asyncapi`: regenerates contracts/asyncapi.json (committed; a test fails when stale). */
const target = fileURLToPath(new URL('../asyncapi.json', import.meta.url));
const doc = buildAsyncApi();
writeFileSync(target, `${JSON.stringify(doc, null, 2)}\n`);
console.log(`wrote ${target} (${Object.keys(doc.components.messages).length} messages)`);

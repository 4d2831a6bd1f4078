import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildScenarioSetJsonSchema } from './scenario-set-schema';

/** `npm run scenario-schema`: regenerates contracts/scenario-set.schema.json (committed; a test fails when stale). */
const target = fileURLToPath(new URL('../scenario-set.schema.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(buildScenarioSetJsonSchema(), null, 2)}\n`);
console.log(`wrote ${target}`);

import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

/**
 * The types openapi-typescript generates from contracts/openapi.json, as a partner would generate
 * them: `npm run openapi` (after the documents) rewrites api.d.ts (committed; a test fails when stale).
 */
export const API_TYPES_FILE = fileURLToPath(new URL('./api.d.ts', import.meta.url));
const DOCUMENT = new URL('../../contracts/openapi.json', import.meta.url);

export async function generateApiTypes(): Promise<string> {
  const ast = await openapiTS(JSON.parse(readFileSync(DOCUMENT, 'utf8')) as Parameters<typeof openapiTS>[0], { silent: true });
  return `${astToString(ast)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(API_TYPES_FILE, await generateApiTypes());
  console.log(`wrote ${API_TYPES_FILE}`);
}

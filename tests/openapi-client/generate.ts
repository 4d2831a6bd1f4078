import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { createClient } from '@hey-api/openapi-ts';

/**
 * The clients partners generate from contracts/openapi.json, with each tool's defaults:
 * openapi-typescript's types (api.d.ts) and @hey-api/openapi-ts's fetch client (../hey-api-client/generated/). Both
 * committed; `npm run openapi` (after the documents) rewrites them, and a test fails when stale.
 */
export const API_TYPES_FILE = fileURLToPath(new URL('./api.d.ts', import.meta.url));
export const HEY_API_DIR = fileURLToPath(new URL('../hey-api-client/generated', import.meta.url));
const DOCUMENT = new URL('../../contracts/openapi.json', import.meta.url);

const document = () => JSON.parse(readFileSync(DOCUMENT, 'utf8')) as Record<string, unknown>;

export async function generateApiTypes(): Promise<string> {
  const ast = await openapiTS(document() as unknown as Parameters<typeof openapiTS>[0], { silent: true });
  return `${astToString(ast)}`;
}

/** hey-api's client for the document, written to `dir` (emptied first). */
export async function generateHeyApiClient(dir: string): Promise<void> {
  rmSync(dir, { recursive: true, force: true });
  await createClient({
    input: document(),
    output: dir,
    plugins: ['@hey-api/client-fetch', '@hey-api/sdk', '@hey-api/typescript'],
    logs: { level: 'silent' },
  });
}

/** Every file under `dir` by its path inside it, with its text. */
export function filesOf(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else files[relative(dir, path)] = readFileSync(path, 'utf8');
    }
  };
  walk(dir);
  return files;
}

/** What hey-api would generate now, read back from a scratch directory. */
export async function heyApiClientNow(): Promise<Record<string, string>> {
  const scratch = mkdtempSync(join(tmpdir(), 'hey-api-'));
  try {
    await generateHeyApiClient(scratch);
    return filesOf(scratch);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(API_TYPES_FILE, await generateApiTypes());
  console.log(`wrote ${API_TYPES_FILE}`);
  await generateHeyApiClient(HEY_API_DIR);
  console.log(`wrote ${HEY_API_DIR}/`);
}

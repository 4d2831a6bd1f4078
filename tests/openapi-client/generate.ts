import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { createClient } from '@hey-api/openapi-ts';

/**
 * The clients partners generate from contracts/openapi.json, with each tool's defaults:
 * openapi-typescript's types (api.d.ts), @hey-api/openapi-ts's fetch client (../hey-api-client/generated/),
 * orval's axios client (../orval-client/generated/) and openapi-zod-client's zodios client
 * (../openapi-zod-client/generated/). All committed; `npm run openapi` (after the documents)
 * rewrites them, and a test fails when one is stale.
 */
export const API_TYPES_FILE = fileURLToPath(new URL('./api.d.ts', import.meta.url));
export const HEY_API_DIR = fileURLToPath(new URL('../hey-api-client/generated', import.meta.url));
export const ORVAL_DIR = fileURLToPath(new URL('../orval-client/generated', import.meta.url));
export const ZOD_CLIENT_DIR = fileURLToPath(new URL('../openapi-zod-client/generated', import.meta.url));
const DOCUMENT = new URL('../../contracts/openapi.json', import.meta.url);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

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

/**
 * A generator's own command line, as contracts/README gives it (`npx <bin> …` from the root), run
 * by this Node: orval and openapi-zod-client are used that way, with no options besides the files.
 */
async function runGenerator(bin: string, args: string[]): Promise<void> {
  await promisify(execFile)(process.execPath, [join(ROOT, 'node_modules/.bin', bin), ...args], { cwd: ROOT });
}

/** orval's client for the document with its defaults (axios), written to `dir`/api.ts (emptied first). */
export async function generateOrvalClient(dir: string): Promise<void> {
  rmSync(dir, { recursive: true, force: true });
  await runGenerator('orval', ['--input', 'contracts/openapi.json', '--output', join(dir, 'api.ts')]);
}

/** openapi-zod-client's client for the document with its defaults (zodios), written to `dir`/api.ts (emptied first). */
export async function generateZodClient(dir: string): Promise<void> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true }); // it writes the file, not the folder
  await runGenerator('openapi-zod-client', ['contracts/openapi.json', '-o', join(dir, 'api.ts')]);
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

/** What a generator (one of the above) would write now, read back from a scratch directory. */
export async function generatedNow(generate: (dir: string) => Promise<void>): Promise<Record<string, string>> {
  const scratch = mkdtempSync(join(tmpdir(), 'generated-client-'));
  try {
    await generate(scratch);
    return filesOf(scratch);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(API_TYPES_FILE, await generateApiTypes());
  console.log(`wrote ${API_TYPES_FILE}`);
  for (const [generate, dir] of [[generateHeyApiClient, HEY_API_DIR], [generateOrvalClient, ORVAL_DIR], [generateZodClient, ZOD_CLIENT_DIR]] as const) {
    await generate(dir);
    console.log(`wrote ${dir}/`);
  }
}

import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { type z } from 'zod';
import { FIXTURE_SCHEMAS } from './fixture-schemas';

export const DEFAULT_FIXTURES_DIR = fileURLToPath(new URL('../../../fixtures', import.meta.url));

type Schemas = typeof FIXTURE_SCHEMAS;
export type Fixtures = { [K in keyof Schemas]: z.infer<Schemas[K]> };

export class FixtureError extends Error {}

/**
 * Reads every fixture file and parses it with its schema (the contract's where the fixture is a
 * contract shape), so fixtures cannot drift from the contract. One readable error per bad file.
 */
export function loadFixtures(dir: string = DEFAULT_FIXTURES_DIR): Fixtures {
  const problems: string[] = [];
  const out: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(FIXTURE_SCHEMAS)) {
    const file = join(dir, `${name}.json`);
    if (!existsSync(file)) {
      problems.push(`${file}: missing`);
      continue;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(file, 'utf8'));
    } catch (e) {
      problems.push(`${file}: not JSON (${(e as Error).message})`);
      continue;
    }
    const parsed = (schema as z.ZodTypeAny).safeParse(raw);
    if (parsed.success) out[name] = parsed.data;
    else problems.push(...parsed.error.issues.slice(0, 5).map((i) => `${file}: ${i.path.join('.')}: ${i.message}`));
  }
  if (problems.length > 0) throw new FixtureError(`Invalid fixtures:\n  ${problems.join('\n  ')}`);
  return out as Fixtures;
}

import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { FIXTURE_NAMES, parseFixtures, type Fixtures } from './fixture-set';

export { FixtureError, type Fixtures } from './fixture-set';

export const DEFAULT_FIXTURES_DIR = fileURLToPath(new URL('../../../fixtures', import.meta.url));

/**
 * Reads every fixture file of `dir` and parses it (composition/fixture-set.ts). One readable error
 * per bad file. Node-only (it reads a folder): the request core is given fixtures already parsed,
 * and this file stays here for the tests and tools that load the fixtures by path.
 */
export function loadFixtures(dir: string = DEFAULT_FIXTURES_DIR): Fixtures {
  const raw: Record<string, unknown> = {};
  const unreadable: Record<string, string> = {};
  for (const name of FIXTURE_NAMES) {
    const file = join(dir, `${name}.json`);
    if (!existsSync(file)) continue;
    try {
      raw[name] = JSON.parse(readFileSync(file, 'utf8'));
    } catch (e) {
      unreadable[name] = (e as Error).message;
    }
  }
  return parseFixtures(raw, (name) => join(dir, `${name}.json`), unreadable);
}

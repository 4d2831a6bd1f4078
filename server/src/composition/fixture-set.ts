import { type z } from 'zod';
import { FIXTURE_SCHEMAS } from './fixture-schemas';

type Schemas = typeof FIXTURE_SCHEMAS;
export type Fixtures = { [K in keyof Schemas]: z.infer<Schemas[K]> };

/** The fixture files, by name: `<name>.json` in the fixtures folder. */
export const FIXTURE_NAMES = Object.keys(FIXTURE_SCHEMAS) as (keyof Schemas)[];

export class FixtureError extends Error {}

/**
 * Every fixture parsed with its schema (the contract's where the fixture is a contract shape), so
 * fixtures cannot drift from the contract. `raw` holds each file's JSON by name (undefined: the
 * file is missing), `unreadable` why a file that is there could not be read as JSON, `where` names
 * a file in the messages. One readable error lists every bad file, in the fixtures' order. The
 * server reads the folder (composition/fixtures.ts); a browser build imports the files.
 */
export function parseFixtures(
  raw: Readonly<Record<string, unknown>>,
  where: (name: string) => string = (name) => `${name}.json`,
  unreadable: Readonly<Record<string, string>> = {},
): Fixtures {
  const problems: string[] = [];
  const out: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(FIXTURE_SCHEMAS)) {
    const why = unreadable[name];
    if (why !== undefined || raw[name] === undefined) {
      problems.push(`${where(name)}: ${why === undefined ? 'missing' : `not JSON (${why})`}`);
      continue;
    }
    const parsed = (schema as z.ZodTypeAny).safeParse(raw[name]);
    if (parsed.success) out[name] = parsed.data;
    else problems.push(...parsed.error.issues.slice(0, 5).map((i) => `${where(name)}: ${i.path.join('.')}: ${i.message}`));
  }
  if (problems.length > 0) throw new FixtureError(`Invalid fixtures:\n  ${problems.join('\n  ')}`);
  return out as Fixtures;
}

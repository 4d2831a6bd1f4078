import { parseFixtures, type Fixtures } from '../composition/fixture-set';

/**
 * The fixtures as the bundle carries them: every fixtures/*.json imported at build time (Vite's
 * glob import), parsed with the same schemas as the server's (composition/fixture-set.ts).
 */
const files = import.meta.glob<unknown>('../../../fixtures/*.json', { eager: true, import: 'default' });

export function pageFixtures(): Fixtures {
  const raw: Record<string, unknown> = {};
  for (const [path, json] of Object.entries(files)) raw[path.slice(path.lastIndexOf('/') + 1, -'.json'.length)] = json;
  return parseFixtures(raw, (name) => `fixtures/${name}.json (in the bundle)`);
}

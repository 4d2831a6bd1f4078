import { scenarioSet } from '@betsite/contracts/scenario-sets';
import { parseFixtures, type Fixtures } from '../composition/fixture-set';
import type { LoadedSet } from '../qa/scenario-set-files';

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

/** The scenario sets of fixtures/scenarios, imported as data (the demo build reads their YAML: client/vite.config.ts). */
const setFiles = import.meta.glob<unknown>('../../../fixtures/scenarios/*.{yaml,yml,json}', { eager: true, import: 'default' });

/**
 * The named scenario sets the QA API offers, as the server loads them (qa/scenario-set-files.ts),
 * checked with the same schema. A set the schema refuses is a fault of the build (the server's
 * start, and so its tests, refuse the same file with its line), not of the player: it is thrown.
 */
export function pageScenarioSets(): Map<string, LoadedSet> {
  const sets = new Map<string, LoadedSet>();
  for (const [path, value] of Object.entries(setFiles).sort(([a], [b]) => a.localeCompare(b))) {
    const file = `fixtures/scenarios/${path.slice(path.lastIndexOf('/') + 1)}`;
    const set = scenarioSet.parse(value);
    if (sets.has(set.name)) throw new Error(`${file}: the set name ${JSON.stringify(set.name)} is taken twice`);
    sets.set(set.name, { set, file });
  }
  return sets;
}

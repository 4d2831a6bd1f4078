import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SCENARIOS_DIR, loadScenarioSets, ScenarioSetError } from './scenario-set-files';

/** Loading SCENARIOS_DIR: every kind of bad file stops the start, naming the file and the line. */

let dirs: string[] = [];
afterEach(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  dirs = [];
});

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'scenario-sets-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

/** The error's message, or a failure when the folder loads. */
function refusal(files: Record<string, string>): string {
  try {
    loadScenarioSets(folder(files));
  } catch (err) {
    expect(err).toBeInstanceOf(ScenarioSetError);
    return (err as Error).message;
  }
  throw new Error('the folder loaded');
}

const good = `name: good
description: the login answers 6013
steps:
  - force: { path: /site/api/v1/user/login, status_code: 6013 }
`;

describe('loading scenario sets', () => {
  it('reads YAML and JSON files by name and skips other files', () => {
    const json = JSON.stringify({ name: 'in-json', description: 'd', steps: [{ clock: { advanceMs: 1000 } }] });
    const sets = loadScenarioSets(folder({ 'a.yaml': good, 'b.json': json, 'README.md': '# not a set' }));
    expect([...sets.keys()]).toEqual(['good', 'in-json']);
    expect(sets.get('good')!.set.steps[0]).toEqual({ force: { path: '/site/api/v1/user/login', method: 'POST', status_code: 6013, delayMs: 0 } });
  });

  it('refuses bad YAML with the file and the line', () => {
    expect(refusal({ 'broken.yaml': 'name: x\ndescription: d\nsteps:\n  - force: { path: /a\n' })).toMatch(/broken\.yaml:\d+:\d+: not valid YAML or JSON/);
    expect(refusal({ 'dup.yaml': 'name: x\nname: y\ndescription: d\nsteps: []\n' })).toMatch(/dup\.yaml:2:1: not valid YAML or JSON: Map keys must be unique/);
  });

  it('refuses an alias bomb (billion laughs) with the file and the line, without expanding it', () => {
    const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (const name of 'bcdefghi') levels.push(`${name}: &${name} [${Array.from({ length: 9 }, () => `*${String.fromCharCode(name.charCodeAt(0) - 1)}`).join(',')}]`);
    const bomb = `name: bomb\ndescription: d\nsteps: []\n${levels.join('\n')}\n`;
    expect(refusal({ 'bomb.yaml': bomb })).toMatch(/bomb\.yaml:\d+:\d+: not valid YAML or JSON: too many aliases/);
  });

  it('refuses bad JSON with the file and the line', () => {
    expect(refusal({ 'broken.json': '{\n  "name": "x",\n  "steps": [1 2]\n}\n' })).toMatch(/broken\.json:3:15: not valid JSON: /);
  });

  it('refuses a schema error at the line of the value at fault', () => {
    const text = good.replace('status_code: 6013', 'status_code: 6999');
    expect(refusal({ 'bad-code.yaml': text })).toContain('bad-code.yaml:4:58: steps.0.force.status_code: not a catalogue status code');
  });

  it('refuses a missing field at the line of the object that lacks it', () => {
    const text = 'name: x\ndescription: d\nsteps:\n  - clock: {}\n';
    expect(refusal({ 'missing.yaml': text })).toContain('missing.yaml:4:12: steps.0.clock.advanceMs: Required');
  });

  it('refuses an unknown key at the key itself', () => {
    const text = 'name: x\ndescription: d\nsteps:\n  - clock:\n      advanceMs: 5\n      advanseMs: 5\n';
    expect(refusal({ 'typo.yaml': text })).toMatch(/typo\.yaml:6:7: steps\.0\.clock: Unrecognized key\(s\) in object: 'advanseMs'/);
  });

  it('refuses a step with two kinds or none', () => {
    const text = 'name: x\ndescription: d\nsteps:\n  - clock: { advanceMs: 5 }\n    settings: { maintenance: true }\n';
    expect(refusal({ 'two.yaml': text })).toContain('two.yaml:4:5: steps.0: a step has exactly one of force, settings, clock');
  });

  it('refuses a force step on a route the contract does not have, or with the wrong method', () => {
    const unknown = good.replace('/site/api/v1/user/login', '/site/api/v1/user/logn');
    expect(refusal({ 'route.yaml': unknown })).toContain('route.yaml:4:20: steps.0.force.path: no contract route POST /site/api/v1/user/logn');
    const method = good.replace('status_code: 6013', 'status_code: 6013, method: GET');
    expect(refusal({ 'method.yaml': method })).toContain('steps.0.force.method: /site/api/v1/user/login is a POST route, not GET');
  });

  it('refuses a set name taken by an earlier file, at the name\'s line, naming both files', () => {
    const message = refusal({ 'a.yaml': good, 'b.yaml': `# the same name again\n${good}` });
    expect(message).toMatch(/b\.yaml:2:7: the set name "good" is already taken by .*a\.yaml/);
  });

  it('lists every bad file at once', () => {
    const message = refusal({ 'one.yaml': 'name: [', 'two.yaml': 'name: Two\ndescription: d\nsteps: []\n' });
    expect(message).toContain('one.yaml');
    expect(message).toMatch(/two\.yaml:1:7: name: lower-case letters/);
    expect(message).toMatch(/two\.yaml:3:8: steps: Array must contain at least 1/);
  });

  it('loads the project\'s own library', () => {
    expect(loadScenarioSets(DEFAULT_SCENARIOS_DIR).size).toBeGreaterThanOrEqual(10);
  });
});

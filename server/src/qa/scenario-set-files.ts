import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMap, isNode, LineCounter, parseDocument, visit, type Document } from 'yaml';
import type { ZodIssue } from 'zod';
import { SCENARIO_SET_FILE_BYTES_MAX, SCENARIO_SETS_MAX, scenarioSet, type ScenarioSet } from '@betsite/contracts/scenario-sets';

/** The project's own library of sets. */
export const DEFAULT_SCENARIOS_DIR = fileURLToPath(new URL('../../../fixtures/scenarios', import.meta.url));

const SET_FILE = /\.(ya?ml|json)$/i;
/** Problems listed per start; past this the rest are counted, not listed. */
const PROBLEMS_SHOWN_MAX = 50;

/** A scenario set file the start refuses: the message names every file and line at fault. */
export class ScenarioSetError extends Error {}

export interface LoadedSet {
  set: ScenarioSet;
  /** The file it came from, for messages. */
  file: string;
}

interface Problem {
  file: string;
  line: number;
  col: number;
  message: string;
}

/**
 * Reads every .yaml, .yml and .json file of the folder (JSON is YAML, so one parser reads both)
 * and validates it with the contract's schema. Any bad file stops the start: a set QA relies on
 * must not silently vanish. Answers the sets by name, in file name order.
 */
export function loadScenarioSets(dir: string = DEFAULT_SCENARIOS_DIR): Map<string, LoadedSet> {
  const files = readdirSync(dir).filter((f) => SET_FILE.test(f)).sort();
  if (files.length > SCENARIO_SETS_MAX) throw new ScenarioSetError(`Scenario sets: ${files.length} files in ${dir}, at most ${SCENARIO_SETS_MAX}`);
  const sets = new Map<string, LoadedSet>();
  const problems: Problem[] = [];
  for (const name of files) {
    const path = join(dir, name);
    const near = relative(process.cwd(), path);
    const shown = near.startsWith('..') ? path : near;
    const size = statSync(path).size;
    if (size > SCENARIO_SET_FILE_BYTES_MAX) {
      problems.push({ file: shown, line: 1, col: 1, message: `${size} bytes, at most ${SCENARIO_SET_FILE_BYTES_MAX}` });
      continue;
    }
    const parsed = parseSetFile(readFileSync(path, 'utf8'), shown, name.toLowerCase().endsWith('.json'));
    if ('problems' in parsed) {
      problems.push(...parsed.problems);
      continue;
    }
    const earlier = sets.get(parsed.set.name);
    if (earlier) {
      problems.push({ ...parsed.where(['name']), message: `the set name ${JSON.stringify(parsed.set.name)} is already taken by ${earlier.file}` });
      continue;
    }
    sets.set(parsed.set.name, { set: parsed.set, file: shown });
  }
  if (problems.length > 0) {
    const lines = problems.slice(0, PROBLEMS_SHOWN_MAX).map((p) => `  ${p.file}:${p.line}:${p.col}: ${p.message}`);
    if (problems.length > PROBLEMS_SHOWN_MAX) lines.push(`  ... and ${problems.length - PROBLEMS_SHOWN_MAX} more`);
    throw new ScenarioSetError(`Invalid scenario sets (SCENARIOS_DIR ${dir}):\n${lines.join('\n')}`);
  }
  return sets;
}

type Where = (path: readonly (string | number)[], key?: string) => Omit<Problem, 'message'>;

/** One file's text: its set, or every problem in it with its line. */
export function parseSetFile(text: string, file: string, json: boolean): { set: ScenarioSet; where: Where } | { problems: Problem[] } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  if (doc.errors.length > 0) {
    return {
      problems: doc.errors.map((e) => {
        const pos = e.linePos?.[0] ?? { line: 1, col: 1 };
        return { file, line: pos.line, col: pos.col, message: `not valid YAML or JSON: ${e.message.split(' at line ')[0]}` };
      }),
    };
  }
  // YAML reads more than JSON allows ([1 2] is a list of one string): a .json file must be JSON.
  const jsonError = json ? jsonSyntaxError(text) : undefined;
  if (jsonError) {
    const { line, col } = lineCounter.linePos(jsonError.offset);
    return { problems: [{ file, line, col, message: `not valid JSON: ${jsonError.message}` }] };
  }
  const where: Where = (path, key) => {
    const { line, col } = lineCounter.linePos(offsetOf(doc, path, key));
    return { file, line, col };
  };
  const value = plainValue(doc);
  if ('tooManyAliases' in value) {
    const { line, col } = lineCounter.linePos(firstAliasOffset(doc));
    return { problems: [{ file, line, col, message: `not valid YAML or JSON: too many aliases (at most ${ALIASES_MAX} expansions; a set never needs them)` }] };
  }
  const result = scenarioSet.safeParse(value.plain);
  if (result.success) return { set: result.data, where };
  return { problems: result.error.issues.map((issue) => ({ ...where(issue.path, unknownKeyOf(issue)), message: describe(issue) })) };
}

/** yaml's own bound on alias expansions, which stops a billion-laughs file before it grows. */
const ALIASES_MAX = 100;

/** The document as plain data, unless expanding its aliases would pass the bound. */
function plainValue(doc: Document): { plain: unknown } | { tooManyAliases: true } {
  try {
    return { plain: doc.toJS({ maxAliasCount: ALIASES_MAX }) };
  } catch (err) {
    // yaml signals the bound with a ReferenceError ("Excessive alias count ..."); anything else is a bug.
    if (err instanceof ReferenceError && /alias/i.test(err.message)) return { tooManyAliases: true };
    throw err;
  }
}

function firstAliasOffset(doc: Document): number {
  let offset = 0;
  visit(doc, {
    Alias(_key, node) {
      offset = node.range?.[0] ?? 0;
      return visit.BREAK;
    },
  });
  return offset;
}

function jsonSyntaxError(text: string): { offset: number; message: string } | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (err) {
    const message = (err as Error).message;
    // Node names the offset ("at position 30"); the line comes from it, like YAML's.
    const offset = Number(/position (\d+)/.exec(message)?.[1] ?? 0);
    return { offset, message: message.replace(/ in JSON at position \d+.*$/, '') };
  }
}

function unknownKeyOf(issue: ZodIssue): string | undefined {
  return issue.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
}

function describe(issue: ZodIssue): string {
  const at = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return `${at}${issue.message}`;
}

/**
 * Where a zod issue points in the text: the node at its path, or the deepest one that exists (a
 * missing field is reported at the object that lacks it); an unknown key at the key itself.
 */
function offsetOf(doc: Document, path: readonly (string | number)[], key?: string): number {
  for (let depth = path.length; depth >= 0; depth--) {
    const node: unknown = depth === 0 ? doc.contents : doc.getIn(path.slice(0, depth), true);
    if (!isNode(node)) continue;
    if (key !== undefined && depth === path.length && isMap(node)) {
      const pair = node.items.find((p) => isNode(p.key) && (p.key as { value?: unknown }).value === key);
      if (pair && isNode(pair.key) && pair.key.range) return pair.key.range[0];
    }
    if (node.range) return node.range[0];
  }
  return 0;
}

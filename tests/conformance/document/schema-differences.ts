import type { ErrorObject } from 'ajv8';
import { fieldDifference, type Difference } from './difference';
import { resolve } from './operation';

type Json = Record<string, unknown>;

/** Alternatives' errors are kept by ajv under a failed anyOf/oneOf: the alternative as a whole says more. */
const ALTERNATIVES = new Set(['anyOf', 'oneOf']);
/** How long a schema's summary may grow before it is cut. */
const SUMMARY_CHARS_MAX = 100;
/** How deep a summary follows alternatives and `$ref`s. */
const SUMMARY_DEPTH_MAX = 3;

/**
 * Ajv's errors (with `verbose`) as differences, in ajv's order: a missing field as missing, a
 * value against the schema's rule (`integer`, `"graphic" | "slider"`, `string | null`), any
 * other rule in ajv's words (`must be >= 1`). Under a failed anyOf/oneOf, ajv keeps every
 * alternative's errors: when some reach inside the value (an object of the right type with a field
 * wrong), those say what is wrong; otherwise the alternatives as a whole do (`integer | null`).
 */
export function schemaDifferences(errors: readonly ErrorObject[]): Difference[] {
  const dropped = new Set<ErrorObject>();
  for (const alternative of errors.filter((e) => ALTERNATIVES.has(e.keyword))) {
    const path = alternative.instancePath;
    const atIt = errors.filter((e) => e !== alternative && e.instancePath === path && e.keyword !== 'required');
    const inside = errors.filter((e) => !ALTERNATIVES.has(e.keyword) && (e.instancePath.startsWith(`${path}/`) || (e.instancePath === path && e.keyword === 'required')));
    for (const e of atIt) dropped.add(e);
    if (inside.length > 0) dropped.add(alternative);
  }
  const seen = new Set<string>();
  return errors.filter((e) => !dropped.has(e)).flatMap((e) => {
    const difference = differenceOf(e);
    if (seen.has(difference.text)) return [];
    seen.add(difference.text);
    return [difference];
  });
}

function differenceOf(error: ErrorObject): Difference {
  const path = segmentsOf(error.instancePath);
  if (error.keyword === 'required') {
    // The error sits on the object; the difference is the field it lacks.
    const missing = (error.params as { missingProperty: string }).missingProperty;
    const property = (error.parentSchema?.properties as Json | undefined)?.[missing];
    return fieldDifference([...path, missing], property ? summaryOf(property) : 'present', undefined);
  }
  const ruleOfSchema = ['type', 'const', 'enum', ...ALTERNATIVES].includes(error.keyword);
  const expected = ruleOfSchema && error.parentSchema ? summaryOf(error.parentSchema) : (error.message ?? error.keyword);
  return fieldDifference(path, expected, error.data);
}

/**
 * Ajv's instance path (`/data/list/0/amount`) as segments, positions as numbers: the path alone
 * cannot tell a position from a field named with digits, and the document names no field so.
 */
function segmentsOf(instancePath: string): (string | number)[] {
  return instancePath.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~')).map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

/** A schema's rule in a few words: `integer`, `string | null`, `"graphic" | "slider"`, `object`. */
export function summaryOf(schema: unknown, depth = 0): string {
  const text = summarise(schema, depth);
  return text.length > SUMMARY_CHARS_MAX ? `${text.slice(0, SUMMARY_CHARS_MAX - 1)}…` : text;
}

function summarise(schema: unknown, depth: number): string {
  if (typeof schema !== 'object' || schema === null) return 'any value';
  const node = schema as Json;
  if (typeof node.$ref === 'string' && node.$ref.startsWith('#/')) return depth < SUMMARY_DEPTH_MAX ? summarise(resolve(node.$ref.slice(1)).node, depth + 1) : 'a schema';
  if ('const' in node) return JSON.stringify(node.const);
  if (Array.isArray(node.enum)) return node.enum.map((v) => JSON.stringify(v)).join(' | ');
  for (const keyword of ALTERNATIVES) {
    const options = node[keyword];
    if (Array.isArray(options)) return depth < SUMMARY_DEPTH_MAX ? options.map((o) => summarise(o, depth + 1)).join(' | ') : 'one of several schemas';
  }
  const types = Array.isArray(node.type) ? (node.type as string[]) : typeof node.type === 'string' ? [node.type] : [];
  if (types.length === 0) return 'any value';
  const detail = typeof node.format === 'string' ? ` (${node.format})` : typeof node.pattern === 'string' ? ` matching ${node.pattern}` : '';
  return types.map((t) => (t === 'string' ? `string${detail}` : t)).join(' | ');
}

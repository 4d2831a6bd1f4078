import { isObject, type Json, type JsonObject, type RefResolver } from './refs';

/** What the schema diff reads of one JSON Schema, the same whichever way a generator wrote it. */
export type Bound = { value: number; exclusive: boolean };

export interface Shape {
  types: Set<string> | undefined;
  enumValues: Json[] | undefined;
  properties: Map<string, Json>;
  required: Set<string>;
  additionalProperties: Json | undefined;
  items: Json | undefined;
  variants: Json[] | undefined;
  lower: Bound | undefined;
  upper: Bound | undefined;
  lengths: Record<'minLength' | 'maxLength' | 'minItems' | 'maxItems' | 'minProperties' | 'maxProperties', number | undefined>;
  pattern: string | undefined;
  format: string | undefined;
  multipleOf: number | undefined;
}

/** Whether a value is of one of the types (any value when there are none). */
export function fits(value: Json, types: Set<string> | undefined): boolean {
  if (!types) return true;
  if (value === null) return types.has('null');
  if (Array.isArray(value)) return types.has('array');
  if (typeof value === 'number') return types.has('number') || (types.has('integer') && Number.isInteger(value));
  return types.has(typeof value);
}

/** `integer` fits inside `number`. */
export function covers(types: Set<string>, type: string): boolean {
  return types.has(type) || (type === 'integer' && types.has('number'));
}

export function sameJson(a: Json, b: Json): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * One schema's facts in a form both OpenAPI flavours share: 3.0's `nullable` and 3.1's
 * `type: [..., "null"]`, 3.0's boolean `exclusiveMinimum` and 3.1's numeric one, 3.1's `const`;
 * `allOf` parts are merged.
 */
export function shapeOf(value: Json | undefined, refs: RefResolver): Shape {
  const schema = withoutNullVariant(isObject(value) ? mergeAllOf(value, refs) : {}, refs);
  let types: Set<string> | undefined;
  if (typeof schema.type === 'string') types = new Set([schema.type]);
  else if (Array.isArray(schema.type)) types = new Set(schema.type.filter((t): t is string => typeof t === 'string'));
  else if (isObject(schema.properties)) types = new Set(['object']);
  if (types && schema.nullable === true) types.add('null');
  let enumValues = Array.isArray(schema.enum) ? [...schema.enum] : 'const' in schema ? [schema.const ?? null] : undefined;
  if (enumValues && schema.nullable === true && !enumValues.includes(null)) enumValues = [...enumValues, null];
  const required = new Set(Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === 'string') : []);
  const numeric = (key: string) => (typeof schema[key] === 'number' ? schema[key] : undefined);
  const lower = boundOf(schema.minimum, schema.exclusiveMinimum);
  const upper = boundOf(schema.maximum, schema.exclusiveMaximum);
  const variants = [schema.oneOf, schema.anyOf].find((v): v is Json[] => Array.isArray(v));
  return {
    types,
    enumValues,
    properties: new Map(isObject(schema.properties) ? Object.entries(schema.properties) : []),
    required,
    additionalProperties: schema.additionalProperties,
    items: Array.isArray(schema.items) ? undefined : schema.items,
    variants: variants ? [...variants] : undefined,
    lower,
    upper,
    lengths: {
      minLength: numeric('minLength'),
      maxLength: numeric('maxLength'),
      minItems: numeric('minItems'),
      maxItems: numeric('maxItems'),
      minProperties: numeric('minProperties'),
      maxProperties: numeric('maxProperties'),
    },
    pattern: typeof schema.pattern === 'string' ? schema.pattern : undefined,
    format: typeof schema.format === 'string' ? schema.format : undefined,
    multipleOf: numeric('multipleOf'),
  };
}

/** `anyOf: [X, {type: null}]` (a nullable X as JSON Schema tools write it) is X with null allowed. */
function withoutNullVariant(schema: JsonObject, refs: RefResolver): JsonObject {
  const key = Array.isArray(schema.anyOf) ? 'anyOf' : Array.isArray(schema.oneOf) ? 'oneOf' : undefined;
  const variants = key ? (schema[key] as Json[]) : [];
  if (variants.length !== 2) return schema;
  const isNull = (v: Json) => {
    const resolved = refs.resolve(v).value;
    return isObject(resolved) && resolved.type === 'null' && Object.keys(resolved).length === 1;
  };
  const other = variants.find((v) => !isNull(v));
  if (!other || !variants.some(isNull)) return schema;
  const resolved = refs.resolve(other).value;
  if (!isObject(resolved)) return schema;
  const rest = { ...schema };
  delete rest[key!];
  const inner = mergeAllOf(resolved, refs);
  const type = inner.type;
  const types = typeof type === 'string' ? [type, 'null'] : Array.isArray(type) ? [...type, 'null'] : undefined;
  return { ...rest, ...inner, ...(types ? { type: types } : {}), ...(Array.isArray(inner.enum) ? { enum: [...inner.enum, null] } : {}) };
}

function boundOf(inclusive: Json | undefined, exclusive: Json | undefined): Bound | undefined {
  if (typeof exclusive === 'number') return { value: exclusive, exclusive: true };
  if (typeof inclusive === 'number') return { value: inclusive, exclusive: exclusive === true };
  return undefined;
}

function mergeAllOf(schema: JsonObject, refs: RefResolver): JsonObject {
  if (!Array.isArray(schema.allOf)) return schema;
  const merged: JsonObject = { ...schema };
  delete merged.allOf;
  const properties: JsonObject = isObject(schema.properties) ? { ...schema.properties } : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  for (const part of schema.allOf) {
    const resolved = refs.resolve(part).value;
    if (!isObject(resolved)) continue;
    const inner = mergeAllOf(resolved, refs);
    if (isObject(inner.properties)) Object.assign(properties, inner.properties);
    if (Array.isArray(inner.required)) for (const r of inner.required) required.add(r);
    for (const [key, value] of Object.entries(inner)) if (!(key in merged) && key !== 'properties' && key !== 'required') merged[key] = value;
  }
  if (Object.keys(properties).length) merged.properties = properties;
  if (required.size) merged.required = [...required];
  return merged;
}


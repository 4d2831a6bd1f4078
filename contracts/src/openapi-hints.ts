import { ZodArray, ZodDefault, ZodDiscriminatedUnion, ZodEffects, ZodNullable, ZodObject, ZodOptional, ZodPipeline, ZodUnion, type z } from 'zod';

/**
 * JSON Schema facts of a zod rule that a converter cannot read from zod itself: a refinement is a
 * function, so "one of 1-7" or "at most 2 decimals" would be emitted as a bare number. The rule
 * that holds stays the zod one (the server parses with it); the hint only says the same thing in
 * the OpenAPI document. A key whose value is `undefined` is removed from the emitted schema.
 */
export type JsonSchemaHint = Readonly<Record<string, unknown>>;

const hints = new WeakMap<object, JsonSchemaHint>();

/** Returns `schema` itself, remembered with what the document should say about it. */
export function documented<T extends z.ZodTypeAny>(schema: T, hint: JsonSchemaHint): T {
  hints.set(schema._def as object, { ...hints.get(schema._def as object), ...hint });
  return schema;
}

/** The hint of a zod definition (`schema._def`), if one was given. */
export function hintOf(def: object): JsonSchemaHint | undefined {
  return hints.get(def);
}

const beyond = new WeakMap<object, string[]>();

/**
 * A rule the server applies that JSON Schema cannot state (across fields, or against data only the
 * server holds), in words with its code and message: `schema` itself is returned. Every operation
 * whose request holds `schema` names the rule in its description, so a request the document's
 * schema accepts is refused only for a reason the document names (openapi-requests.test.ts).
 */
export function ruleBeyondSchema<T extends z.ZodTypeAny>(schema: T, rule: string): T {
  beyond.set(schema._def as object, [...(beyond.get(schema._def as object) ?? []), rule]);
  return schema;
}

/** The rules beyond the schema of `schema` and of every schema inside it, in order, once each. */
export function rulesBeyondSchema(schema: z.ZodTypeAny): string[] {
  const found = new Set<string>();
  const seen = new Set<object>();
  const walk = (s: z.ZodTypeAny | undefined): void => {
    if (!s || seen.has(s._def as object)) return;
    seen.add(s._def as object);
    for (const rule of beyond.get(s._def as object) ?? []) found.add(rule);
    for (const inner of innerSchemas(s)) walk(inner);
  };
  walk(schema);
  return [...found];
}

function innerSchemas(s: z.ZodTypeAny): z.ZodTypeAny[] {
  const def = s._def as Record<string, unknown>;
  if (s instanceof ZodObject) return Object.values(s.shape as Record<string, z.ZodTypeAny>);
  if (s instanceof ZodUnion || s instanceof ZodDiscriminatedUnion) return [...(s.options as z.ZodTypeAny[])];
  if (s instanceof ZodArray) return [s.element as z.ZodTypeAny];
  if (s instanceof ZodPipeline) return [def.in as z.ZodTypeAny, def.out as z.ZodTypeAny];
  if (s instanceof ZodEffects) return [s.innerType() as z.ZodTypeAny];
  if (s instanceof ZodOptional || s instanceof ZodNullable || s instanceof ZodDefault) return [def.innerType as z.ZodTypeAny];
  return [];
}

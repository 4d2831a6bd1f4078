import type { z } from 'zod';

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

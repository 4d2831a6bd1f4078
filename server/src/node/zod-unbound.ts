import { ZodType } from 'zod';

/**
 * zod 3's schema constructor binds 25 of its methods to every schema it makes
 * (`this.parse = this.parse.bind(this)`, ...) so that they may be passed around detached. The
 * contract makes some 3,300 schemas, which is 82,000 bound functions and 4 MB of the server's idle
 * heap. The server never passes a schema's method detached, so its entry imports this module
 * first, before any schema exists: each of those names becomes an accessor on ZodType's prototype
 * that reads as the prototype's own method and drops the constructor's assignment. A call through
 * the schema (`schema.parse(x)`) is unchanged; `const parse = schema.parse; parse(x)` would lose
 * its `this`.
 */
export const UNBOUND_METHODS = [
  'parse',
  'safeParse',
  'parseAsync',
  'safeParseAsync',
  'refine',
  'refinement',
  'superRefine',
  'optional',
  'nullable',
  'nullish',
  'array',
  'promise',
  'or',
  'and',
  'transform',
  'brand',
  'default',
  'catch',
  'describe',
  'pipe',
  'readonly',
  'isNullable',
  'isOptional',
] as const;

const proto = ZodType.prototype as unknown as Record<string, unknown>;

function readAs(value: unknown): PropertyDescriptor {
  if (typeof value !== 'function') throw new Error("zod-unbound: a method named here is not on ZodType's prototype (has zod's version changed?)");
  return { get: () => value, set: () => undefined, configurable: true };
}

if (Object.getOwnPropertyDescriptor(proto, 'parse')?.get === undefined) {
  for (const name of UNBOUND_METHODS) Object.defineProperty(proto, name, readAs(proto[name]));
  // `spa` exists only as the constructor's alias of safeParseAsync.
  Object.defineProperty(proto, 'spa', readAs(proto.safeParseAsync));
}

import { ZodOptional, type z } from 'zod';
import { zodToJsonSchema, ignoreOverride } from 'zod-to-json-schema';
import { hintOf, type JsonSchemaHint } from './openapi-hints';
import { charCountsAsLengths } from './char-count';

/** A JSON Schema (OpenAPI 3.1 is JSON Schema 2020-12) as plain data. */
export type JsonSchema = Record<string, unknown>;

const REF_PREFIX = '#/components/schemas/';

/** `someName` → `SomeName`: component names are PascalCase. */
export function pascal(text: string): string {
  return text.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_m, _sep, c: string) => c.toUpperCase());
}

/**
 * Client generators name their own types `<OperationId>Data` (hey-api: the request), `…Body`,
 * `…Response(s)`, `…Error(s)`, `…Params`, `…Result` (orval: a call's awaited return, a TS2300
 * duplicate of ours with its defaults): a component ending so collides with one of them (hey-api
 * then appends `2`). Component names take other words for the same things.
 */
const GENERATOR_SUFFIXES: readonly [RegExp, string][] = [
  [/Body$/, 'Input'],
  [/Data$/, 'Success'],
  [/Result$/, 'Outcome'],
  [/Responses?$/, 'Reply'],
  [/Errors?$/, 'Refusal'],
  [/Params$/, 'Input'],
];

/** The PascalCase component name of a contract export (`loginBody` → `LoginInput`, `loginData` → `LoginSuccess`). */
export function componentName(exportName: string): string {
  const name = pascal(exportName);
  for (const [suffix, word] of GENERATOR_SUFFIXES) if (suffix.test(name)) return name.replace(suffix, word);
  return name;
}

/** Whether a component name would collide with a generator's own type names. */
export function hasGeneratorSuffix(name: string): boolean {
  return GENERATOR_SUFFIXES.some(([suffix]) => suffix.test(name.replace(/\d+$/, '')));
}

function isZod(value: unknown): value is z.ZodTypeAny {
  return typeof value === 'object' && value !== null && '_def' in value && 'safeParse' in value;
}

/**
 * Turns zod schemas into the document's `components/schemas`. A schema exported by a contract
 * module under a name (`moneyAmount`, `loginBody`) becomes the component of that name, referenced
 * with `$ref` wherever it is used, so a shared shape is written once and reads as what it is.
 */
export class SchemaRegistry {
  readonly schemas: Record<string, JsonSchema> = {};
  private readonly nameOfDef = new Map<object, string>();
  private readonly schemaOfName = new Map<string, z.ZodTypeAny>();

  /** `modules`: module name → its exports; every exported zod schema gets a component name. */
  constructor(modules: Record<string, Record<string, unknown>>) {
    const taken = new Map<string, object>();
    for (const [moduleName, exports] of Object.entries(modules)) {
      for (const [exportName, value] of Object.entries(exports)) {
        if (!isZod(value) || this.nameOfDef.has(value._def as object)) continue;
        let name = componentName(exportName);
        // Two modules exporting the same name (listBody): the module tells them apart.
        if (taken.has(name)) name = componentName(`${moduleName} ${exportName}`);
        taken.set(name, value._def as object);
        this.nameOfDef.set(value._def as object, name);
        this.schemaOfName.set(name, value);
      }
    }
  }

  /** A `$ref` to the schema's component, created under `fallbackName` when it has no name of its own. */
  ref(schema: z.ZodTypeAny, fallbackName: string): JsonSchema {
    const name = this.nameOfDef.get(schema._def as object) ?? fallbackName;
    if (!(name in this.schemas)) {
      this.schemas[name] = {}; // taken before converting, so a shape that contains itself stays finite
      this.schemas[name] = this.convert(schema);
    }
    return { $ref: `${REF_PREFIX}${name}` };
  }

  /** A `$ref` to a schema built by hand (a route's reply), put under `name`. */
  define(name: string, schema: JsonSchema): JsonSchema {
    if (name in this.schemas) throw new Error(`two component schemas named ${name}`);
    this.schemas[name] = schema;
    return { $ref: `${REF_PREFIX}${name}` };
  }

  /**
   * The schema written out, with its named parts as `$ref`s. An optional one is written as its
   * inner schema: a parameter says "optional" with `required: false`.
   */
  inline(optional: z.ZodTypeAny): JsonSchema {
    const schema = optional instanceof ZodOptional ? (optional.unwrap() as z.ZodTypeAny) : optional;
    const named = this.nameOfDef.get(schema._def as object);
    return named ? this.ref(schema, named) : this.convert(schema);
  }

  private convert(schema: z.ZodTypeAny): JsonSchema {
    const root = schema._def as object;
    const json = zodToJsonSchema(schema as Parameters<typeof zodToJsonSchema>[0], {
      target: 'jsonSchema7',
      $refStrategy: 'none',
      effectStrategy: 'input',
      // A pipe checks what its first step produced (registerUsername: whitespace stripped, then the
      // rule): the rule is what a caller must meet.
      pipeStrategy: 'output',
      // zod strips unknown keys (the server ignores them): such an object says nothing about extra
      // keys, a .strict() one refuses them, a .passthrough() one keeps them.
      removeAdditionalStrategy: 'strict',
      allowedAdditionalProperties: undefined,
      rejectedAdditionalProperties: false,
      override: (def) => {
        const name = def === root ? undefined : this.nameOfDef.get(def);
        return name ? this.ref(this.schemaOfName.get(name)!, name) : ignoreOverride;
      },
      postProcess: (converted, def) => {
        if (!converted) return converted;
        const out = charCountsAsLengths(converted, def);
        const hint = hintOf(def);
        return generatorFriendly(decimalPlaces(hint ? applyHint(out, hint) : out));
      },
    }) as JsonSchema;
    delete json.$schema;
    return json;
  }
}

/**
 * zod checks `multipleOf(0.01)` with a float-safe remainder; JSON Schema validators divide in
 * floating point and refuse 0.38. A fractional step is stated as `x-decimal-places` instead.
 */
function decimalPlaces<S extends object>(schema: S): S {
  const { multipleOf: step, ...rest } = schema as JsonSchema;
  if (typeof step !== 'number' || step >= 1) return schema;
  const places = Math.round(-Math.log10(step));
  if (Math.abs(step - 10 ** -places) > Number.EPSILON) return schema;
  const rule = `At most ${places} decimals.`;
  return { ...rest, 'x-decimal-places': places, description: typeof rest.description === 'string' ? `${rest.description} ${rule}` : rule } as S;
}

/**
 * The same rule in the words every tool reads: a `default` says so in the description (with
 * defaultNonNullable, openapi-typescript's default, a request field with a default comes out
 * required); an exclusive bound on an integer, or on an amount of at most n decimals, becomes the
 * inclusive bound it means (older generators read `exclusiveMinimum` as the boolean of OpenAPI 3.0
 * and drop the bound); a pattern loses the needless escape of `/` (openapi-zod-client copies it
 * into a regex literal as `\\/`).
 */
function generatorFriendly<S extends object>(schema: S): S {
  const out: JsonSchema = { ...(schema as JsonSchema) };
  if ('default' in out) {
    const note = `Optional: ${JSON.stringify(out.default)} when left out.`;
    out.description = typeof out.description === 'string' ? `${out.description} ${note}` : note;
    delete out.default;
  }
  const places = out.type === 'integer' ? 0 : typeof out['x-decimal-places'] === 'number' ? out['x-decimal-places'] : undefined;
  if (places !== undefined) {
    const step = 10 ** -places;
    const at = (value: number) => Number(value.toFixed(places));
    // The next value of the grid above (below) the bound: bounds of the contract sit on the grid.
    if (typeof out.exclusiveMinimum === 'number') {
      out.minimum = at((Math.floor(out.exclusiveMinimum / step + 1e-9) + 1) * step);
      delete out.exclusiveMinimum;
    }
    if (typeof out.exclusiveMaximum === 'number') {
      out.maximum = at((Math.ceil(out.exclusiveMaximum / step - 1e-9) - 1) * step);
      delete out.exclusiveMaximum;
    }
    // An amount of at most n decimals from 0 up skips (0, 10^-n): 6.99e-195 is no amount.
    if (places > 0 && out.minimum === 0) out.not = { exclusiveMinimum: 0, exclusiveMaximum: at(step) };
  }
  // `\/` is `/` (an escaped backslash before it is left alone).
  if (typeof out.pattern === 'string') out.pattern = out.pattern.replace(/(?<!\\)((?:\\\\)*)\\\//g, '$1/');
  return out as S;
}

function applyHint<S extends object>(schema: S, hint: JsonSchemaHint): S {
  const out: JsonSchema = { ...(schema as JsonSchema) };
  for (const [key, value] of Object.entries(hint)) {
    if (value === undefined) delete out[key];
    else out[key] = value;
  }
  return out as S;
}

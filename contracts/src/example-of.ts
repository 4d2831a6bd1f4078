import { z } from 'zod';

/**
 * A valid value for a zod schema, built deterministically. Generators such as zod-fast-check give
 * up on regex-checked strings; we try realistic candidates instead and keep the first the schema
 * accepts, so a sample is always something the contract itself says is valid.
 */
const STRING_CANDIDATES = [
  // '86' before '1234': an area code (1-4 digits) is then one queryCountryArea lists, as the server requires.
  'demo01', 'e10adc3949ba59abbe56e057f20f883e', '13812345678', '123456', '86', '1234', 'demo01@example.com', '张伟',
  'https://example.com/a.png', '2026-11-21', '2026-11-21 12:00:00', '100.00', '100', '1', 'CRTY', 'FT', 'H', 'zh-cn',
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'abc123', 'A', 'x', '0', '6222020200112233445', 'TXYZ1234567890abcdefABCDEF12345678', '/site/api/v1/user/login', '',
];
const NUMBER_CANDIDATES = [1, 0, 10, 100, 2, 3, 4, 8, 15, 99, 1000, 0.5, 10001, 100021, 1_700_000_000_000, -1, 6008];

export class NoExampleError extends Error {}

export function exampleOf(schema: z.ZodTypeAny, path = ''): unknown {
  const value = build(schema, path);
  const check = schema.safeParse(value);
  if (!check.success) throw new NoExampleError(`no valid example for ${path || 'schema'}: ${check.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return value;
}

function firstValid<T>(schema: z.ZodTypeAny, candidates: readonly T[], path: string): T {
  const found = candidates.find((c) => schema.safeParse(c).success);
  if (found === undefined) throw new NoExampleError(`no candidate fits ${path}`);
  return found;
}

function build(schema: z.ZodTypeAny, path: string): unknown {
  const def = schema._def as { typeName: z.ZodFirstPartyTypeKind };
  switch (def.typeName) {
    case z.ZodFirstPartyTypeKind.ZodObject: {
      const shape = (schema as z.ZodObject<z.ZodRawShape>).shape;
      return Object.fromEntries(Object.entries(shape).map(([k, f]) => [k, build(f, `${path}.${k}`)]));
    }
    case z.ZodFirstPartyTypeKind.ZodString:
      return firstValid(schema, STRING_CANDIDATES, path);
    case z.ZodFirstPartyTypeKind.ZodNumber:
      return firstValid(schema, NUMBER_CANDIDATES, path);
    case z.ZodFirstPartyTypeKind.ZodBoolean:
      return firstValid(schema, [true, false], path);
    case z.ZodFirstPartyTypeKind.ZodLiteral:
      return (schema as z.ZodLiteral<unknown>).value;
    case z.ZodFirstPartyTypeKind.ZodEnum:
      return (schema as z.ZodEnum<[string, ...string[]]>).options[0];
    case z.ZodFirstPartyTypeKind.ZodNativeEnum:
      return Object.values((schema as z.ZodNativeEnum<z.EnumLike>).enum)[0];
    case z.ZodFirstPartyTypeKind.ZodUnion:
    case z.ZodFirstPartyTypeKind.ZodDiscriminatedUnion: {
      const options = (schema._def as { options: z.ZodTypeAny[] | Map<unknown, z.ZodTypeAny> }).options;
      for (const option of options instanceof Map ? [...options.values()] : options) {
        try {
          const v = build(option, path);
          if (schema.safeParse(v).success) return v;
        } catch (e) {
          if (!(e instanceof NoExampleError)) throw e;
        }
      }
      throw new NoExampleError(`no union option fits ${path}`);
    }
    case z.ZodFirstPartyTypeKind.ZodArray: {
      const a = schema as z.ZodArray<z.ZodTypeAny>;
      let one: unknown[];
      try {
        one = [build(a.element, `${path}[]`)];
      } catch (e) {
        // An element no candidate fits (e.g. an upload url with a random id): an empty list may do.
        if (e instanceof NoExampleError && schema.safeParse([]).success) return [];
        throw e;
      }
      return schema.safeParse(one).success ? one : [];
    }
    case z.ZodFirstPartyTypeKind.ZodTuple:
      return (schema as z.ZodTuple).items.map((item, i) => build(item, `${path}[${i}]`));
    case z.ZodFirstPartyTypeKind.ZodRecord:
    case z.ZodFirstPartyTypeKind.ZodMap:
      return {};
    case z.ZodFirstPartyTypeKind.ZodOptional:
    case z.ZodFirstPartyTypeKind.ZodNullable:
      return build((schema as z.ZodOptional<z.ZodTypeAny>).unwrap(), path);
    case z.ZodFirstPartyTypeKind.ZodDefault:
      return build((schema as z.ZodDefault<z.ZodTypeAny>).removeDefault(), path);
    case z.ZodFirstPartyTypeKind.ZodCatch:
      return build((schema._def as { innerType: z.ZodTypeAny }).innerType, path);
    case z.ZodFirstPartyTypeKind.ZodEffects: {
      const inner = (schema as z.ZodEffects<z.ZodTypeAny>).innerType();
      const value = build(inner, path);
      if (schema.safeParse(value).success) return value;
      // A refinement the first candidate misses (a real name, say): try the others against it.
      if (inner instanceof z.ZodString) return firstValid(schema, STRING_CANDIDATES, path);
      if (inner instanceof z.ZodNumber) return firstValid(schema, NUMBER_CANDIDATES, path);
      return value;
    }
    case z.ZodFirstPartyTypeKind.ZodPipeline:
      return build((schema._def as { in: z.ZodTypeAny }).in, path);
    case z.ZodFirstPartyTypeKind.ZodLazy:
      return build((schema as z.ZodLazy<z.ZodTypeAny>).schema, path);
    case z.ZodFirstPartyTypeKind.ZodBranded:
      return build((schema as z.ZodBranded<z.ZodTypeAny, string>).unwrap(), path);
    case z.ZodFirstPartyTypeKind.ZodReadonly:
      return build((schema._def as { innerType: z.ZodTypeAny }).innerType, path);
    case z.ZodFirstPartyTypeKind.ZodIntersection: {
      const d = schema._def as { left: z.ZodTypeAny; right: z.ZodTypeAny };
      return { ...(build(d.left, path) as object), ...(build(d.right, path) as object) };
    }
    case z.ZodFirstPartyTypeKind.ZodNull:
    case z.ZodFirstPartyTypeKind.ZodUnknown:
    case z.ZodFirstPartyTypeKind.ZodAny:
    case z.ZodFirstPartyTypeKind.ZodVoid:
    case z.ZodFirstPartyTypeKind.ZodUndefined:
      return null;
    case z.ZodFirstPartyTypeKind.ZodDate:
      return new Date(0);
    case z.ZodFirstPartyTypeKind.ZodBigInt:
    case z.ZodFirstPartyTypeKind.ZodFunction:
    case z.ZodFirstPartyTypeKind.ZodNaN:
    case z.ZodFirstPartyTypeKind.ZodNever:
    case z.ZodFirstPartyTypeKind.ZodPromise:
    case z.ZodFirstPartyTypeKind.ZodSet:
    case z.ZodFirstPartyTypeKind.ZodSymbol:
      throw new NoExampleError(`no JSON example for ${def.typeName} at ${path}`);
  }
}

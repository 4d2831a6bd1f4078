import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UNBOUND_METHODS } from './zod-unbound';

/** The methods bound to this schema alone (a bound function's name reads "bound parse"). */
const ownBound = (schema: object) =>
  Object.getOwnPropertyNames(schema).filter((n) => {
    const v = (schema as Record<string, unknown>)[n];
    return typeof v === 'function' && v.name.startsWith('bound ');
  });

describe('zod-unbound', () => {
  it('leaves a schema made after it with no bound methods of its own', () => {
    const schema = z.object({ name: z.string().min(1), cents: z.number().int().optional() });
    expect(ownBound(schema)).toEqual([]);
    expect(ownBound(z.string())).toEqual([]);
    for (const name of [...UNBOUND_METHODS, 'spa'] as const) expect(typeof schema[name]).toBe('function');
  });

  it('parses, refines and chains through the prototype as zod does', async () => {
    const schema = z
      .object({ name: z.string().min(1), cents: z.number().int() })
      .refine((v) => v.cents >= 0, { message: 'negative' })
      .optional();
    expect(schema.parse({ name: 'a', cents: 1 })).toEqual({ name: 'a', cents: 1 });
    expect(schema.parse(undefined)).toBeUndefined();
    const bad = schema.safeParse({ name: 'a', cents: -1 });
    expect(bad.success ? 'passed' : bad.error.issues[0]?.message).toBe('negative');
    expect((await schema.spa({ name: '', cents: 1 })).success).toBe(false);
    await expect(schema.parseAsync({ name: 'b', cents: 2 })).resolves.toEqual({ name: 'b', cents: 2 });
    expect(z.string().transform((s) => s.length).pipe(z.number().max(3)).safeParse('abcd').success).toBe(false);
    expect(z.number().default(7).parse(undefined)).toBe(7);
    expect(z.string().nullish().isNullable()).toBe(true);
  });
});

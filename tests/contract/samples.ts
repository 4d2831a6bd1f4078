import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { AppRoute } from '@ts-rest/core';
import type { Target } from './target';
import { exampleOf } from '@betsite/contracts/example-of';

/** How every password travels: its md5 hex digest. */
export const md5 = (s: string) => createHash('md5').update(s).digest('hex');
let unique = 0;
/** Letters and digits both (the name rule wants a digit: base-36 time alone can be all letters). */
export const uniqueName = () => {
  const n = unique++;
  return `qa${n % 10}${Date.now().toString(36).slice(-5)}${n.toString(36)}`.slice(0, 11);
};
/** `count` digits no other call of this run gives (the time in ms, then a counter), for phone and card numbers. */
export const uniqueDigits = (count: number) => `${Date.now()}${String(unique++ % 1000).padStart(3, '0')}`.slice(-count);

/**
 * A valid request for each route. Routes whose success depends on meaning (credentials, fresh
 * names) have a curated sample; the rest are generated from the body schema with a fixed seed.
 * Every sample is checked against the route's schema before use, so samples cannot drift.
 */
const CURATED: Record<string, (t: Target) => unknown> = {
  'auth.login': (t) => ({ isAgent: 0, name: t.credentials.name, password: md5(t.credentials.password), kaptchcate: 0 }),
  'auth.register': () => ({ name: uniqueName(), password: md5('qa123456'), secondPassword: md5('qa123456'), kaptchcate: 0 }),
  'auth.kaptchcate': () => ({ ktype: 4, context: {} }),
  // A union of account kinds with a cross-field address rule: the generator cannot pick one alone.
  'withdraw.addBankCard': () => ({ type: 1, bankCode: 'ABC', account: '6228480012345678901' }),
};

export function bodySchemaOf(route: AppRoute): z.ZodTypeAny {
  const schema = route.method === 'GET' ? route.query : 'body' in route ? route.body : undefined;
  return (schema as z.ZodTypeAny | undefined) ?? z.object({});
}

export function sampleFor(key: string, route: AppRoute, target: Target): unknown {
  const curated = CURATED[key];
  if (curated) return curated(target);
  return exampleOf(bodySchemaOf(route), key);
}

/** The object behind refinements and pipes, to find which fields are required. */
export function objectShape(schema: z.ZodTypeAny): z.ZodRawShape | undefined {
  let s: z.ZodTypeAny = schema;
  for (;;) {
    if (s instanceof z.ZodObject) return s.shape as z.ZodRawShape;
    if (s instanceof z.ZodEffects) s = (s as z.ZodEffects<z.ZodTypeAny>).innerType();
    else if (s instanceof z.ZodPipeline) s = s._def.in as z.ZodTypeAny;
    else return undefined;
  }
}

export function requiredKeys(schema: z.ZodTypeAny): string[] {
  const shape = objectShape(schema);
  return shape ? Object.entries(shape).filter(([, f]) => !f.isOptional()).map(([k]) => k) : [];
}

const PROBES: unknown[] = [{ nested: true }, [1, 2], 'text', 12345, true];

/** A value of a type the field cannot take (zod says invalid_type), or undefined for literals and the like. */
export function wrongTypeFor(field: z.ZodTypeAny): { value: unknown } | undefined {
  for (const value of PROBES) {
    const r = field.safeParse(value);
    if (!r.success && r.error.issues.every((i) => i.code === 'invalid_type')) return { value };
  }
  return undefined;
}

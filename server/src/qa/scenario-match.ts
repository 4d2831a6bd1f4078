import type { BodyCondition, ScenarioWhen } from '@betsite/contracts/mock';

/** The value at a dotted path of a JSON body, or undefined. */
function fieldOf(body: unknown, path: string): unknown {
  let at: unknown = body;
  for (const name of path.split('.')) {
    if (at === null || typeof at !== 'object' || Array.isArray(at) || !Object.hasOwn(at, name)) return undefined;
    at = (at as Record<string, unknown>)[name];
  }
  return at;
}

/** A number, from a number or a numeric text ("1000.00"); else undefined. */
function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return undefined;
}

/** One value is the other: equal JSON scalars, or the same number written as a number or a text. */
function same(actual: unknown, expected: unknown): boolean {
  if (actual === expected) return true;
  if (typeof expected === 'number' || typeof actual === 'number') {
    const [a, e] = [numberOf(actual), numberOf(expected)];
    return a !== undefined && a === e;
  }
  return false;
}

export function conditionHolds(c: BodyCondition, body: unknown): boolean {
  const actual = fieldOf(body, c.field);
  switch (c.op) {
    case 'eq':
      return same(actual, c.value);
    case 'ne':
      return !same(actual, c.value);
    case 'in':
      return c.value.some((v) => same(actual, v));
    case 'gt':
      return compared(actual, (n) => n > c.value);
    case 'gte':
      return compared(actual, (n) => n >= c.value);
    case 'lt':
      return compared(actual, (n) => n < c.value);
    case 'lte':
      return compared(actual, (n) => n <= c.value);
  }
}

/** A comparison holds only for a field that is a number. */
function compared(actual: unknown, test: (n: number) => boolean): boolean {
  const n = numberOf(actual);
  return n !== undefined && test(n);
}

/**
 * Whether a call matches a scenario's `when`: every body condition holds and, when it names a
 * user, the call's session is that user's (`userIdOf` is asked only then: it resolves the token).
 */
export function whenMatches(when: ScenarioWhen | undefined, body: unknown, userIdOf: () => number | undefined): boolean {
  if (when === undefined) return true;
  if (when.body && !when.body.every((c) => conditionHolds(c, body))) return false;
  return when.userId === undefined || userIdOf() === when.userId;
}

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv8';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { charLength, charsAtMost, charsBetween, lengthKeywords } from './char-count';
import { email } from './validation';
import { buildOpenApi } from './openapi';

const EMOJI = '😀'; // one character, two UTF-16 units

describe('CharCount: string lengths as JSON Schema counts them', () => {
  it('counts code points: an emoji or a CJK character outside the BMP is one, a lone surrogate one too', () => {
    expect([charLength(''), charLength('abc'), charLength(EMOJI.repeat(3)), charLength('𠮷野家'), charLength('\ud83d'), charLength('\ude00\ud83d')]).toEqual([0, 3, 3, 3, 1, 2]);
  });

  it('bounds a ZodString in characters and keeps it a ZodString', () => {
    const name = z.string().min(1).regex(charsAtMost(12)).trim();
    expect(name).toBeInstanceOf(z.ZodString);
    expect([name.safeParse(EMOJI.repeat(12)).success, name.safeParse(EMOJI.repeat(13)).success, name.safeParse('').success]).toEqual([true, false, false]);
    const between = z.string().regex(charsBetween(2, 3));
    expect(['a', `a${EMOJI}`, EMOJI.repeat(3), 'abcd'].map((s) => between.safeParse(s).success)).toEqual([false, true, true, false]);
  });

  it('decides as counting every character would, with or without its shortcuts', () => {
    const text = fc.array(fc.constantFrom('a', '张', EMOJI, '\ud83d', '\ude00'), { maxLength: 12 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, fc.nat(8), fc.nat(8), (s, a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        const n = [...s].length; // the code points, as the language counts them
        expect(charsBetween(min, max).test(s)).toBe(n >= min && n <= max);
      }),
    );
  });

  it('says the same as its pattern with the u flag, so a reader of the source is not misled', () => {
    const count = charsBetween(2, 5);
    const pattern = new RegExp(count.source, 'u');
    for (const s of ['', 'a', 'ab', EMOJI.repeat(5), EMOJI.repeat(6), '𠮷'.repeat(4)]) expect(count.test(s), s).toBe(pattern.test(s));
  });

  it('is stated as minLength/maxLength in a document, the other patterns kept', () => {
    const checks = [{ kind: 'regex', regex: charsBetween(1, 40) }, { kind: 'regex', regex: /^\d+$/ }];
    const converted = { type: 'string', allOf: [{ pattern: checks[0]!.regex.source }, { pattern: '^\\d+$' }] };
    expect(lengthKeywords(converted, checks)).toEqual({ type: 'string', pattern: '^\\d+$', minLength: 1, maxLength: 40 });
  });

  it('accepts a schema-valid e-mail of 37 characters with emoji, where the document does (Ajv) and the server\'s rule did not', () => {
    const address = `${EMOJI.repeat(30)}@ex.com`;
    expect([address.length, charLength(address)]).toEqual([67, 37]);
    const doc = buildOpenApi();
    const ajv = new Ajv({ strict: false, unicodeRegExp: true });
    const documented = ajv.compile(doc.components.schemas.Email as object);
    expect([documented(address), email.safeParse(address).success]).toEqual([true, true]);
    const tooLong = `${EMOJI.repeat(34)}@ex.com`;
    expect([documented(tooLong), email.safeParse(tooLong).success]).toEqual([false, false]);
  });
});

/** Every zod schema reachable from a value: exports, routers, and the schemas inside schemas. */
function zodStrings(root: unknown, found = new Set<z.ZodString>(), seen = new Set<unknown>()): Set<z.ZodString> {
  if (typeof root !== 'object' || root === null || seen.has(root)) return found;
  seen.add(root);
  if (root instanceof z.ZodString) found.add(root);
  // An object's shape and a lazy schema are functions in their definitions.
  const own: unknown[] = root instanceof z.ZodObject ? [root.shape as unknown] : root instanceof z.ZodLazy ? [root.schema as unknown] : [];
  const inner = root instanceof z.ZodType ? Object.values(root._def as Record<string, unknown>) : Object.values(root as Record<string, unknown>);
  for (const value of [...own, ...inner]) {
    if (value instanceof Map) for (const option of value.values()) zodStrings(option, found, seen);
    else zodStrings(value, found, seen);
  }
  return found;
}

describe('the contract\'s string bounds', () => {
  it('are all CharCounts: no zod .max(), .length() or .min(n > 1) counting UTF-16 units is left in any contract module', async () => {
    const here = fileURLToPath(new URL('.', import.meta.url));
    const files = readdirSync(here, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    const strings = new Set<z.ZodString>();
    for (const file of files) zodStrings(Object.values((await import(join(here, file))) as Record<string, unknown>), strings);
    expect(strings.size).toBeGreaterThan(100);
    const utf16 = [...strings].flatMap((s) => s._def.checks.filter((check) => check.kind === 'max' || check.kind === 'length' || (check.kind === 'min' && check.value > 1)).map((check) => `${check.kind}(${'value' in check ? check.value : ''}) in ${JSON.stringify(s._def.checks.map((c) => c.kind))}`));
    expect(utf16).toEqual([]);
  });
});

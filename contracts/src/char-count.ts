/**
 * String lengths as JSON Schema counts them: in characters (code points), so an emoji or a CJK
 * character outside the BMP is one. zod's `.min()`, `.max()` and `.length()` count UTF-16 units
 * (`'😀'.length` is 2), so a schema-valid e-mail of 37 characters with an emoji was refused by the
 * server as longer than 40. Every string bound of the contract is therefore a `CharCount` check,
 * through zod's `.regex()` (the one check zod lets a caller bring while the schema stays a
 * ZodString, so `.trim()`, `.regex()` and `.refine()` still chain):
 *
 *   z.string().min(1, '请输入邮箱').regex(charsAtMost(40), '请输入正确的邮箱')
 *
 * `.min(1)` counts the same in both units and stays as it is. The documents state a CharCount as
 * `minLength`/`maxLength` (`lengthKeywords`), never as its pattern. `tests`: char-count.test.ts, and
 * contract-strings.test.ts, which fails on any UTF-16 bound left in the contract.
 */
export class CharCount extends RegExp {
  constructor(
    readonly min: number,
    readonly max: number,
  ) {
    // The pattern says the same with the `u` flag (it counts code points); `test` counts directly.
    super(`^[\\s\\S]{${min},${Number.isFinite(max) ? max : ''}}$`, 'u');
  }

  override test(text: string): boolean {
    // n UTF-16 units hold ceil(n/2) to n characters: most texts are decided without counting.
    const units = text.length;
    const fewest = (units + 1) >> 1;
    if (units <= this.max && fewest >= this.min) return true;
    if (units < this.min || fewest > this.max) return false;
    const length = charLength(text, this.max + 1);
    return length >= this.min && length <= this.max;
  }
}

/** The characters of `text` (code points), counted up to `stopAt` at most. */
export function charLength(text: string, stopAt = Infinity): number {
  let count = 0;
  for (let i = 0; i < text.length && count < stopAt; i++, count++) {
    const unit = text.charCodeAt(i);
    // A high surrogate followed by a low one is one character.
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
  }
  return count;
}

export const charsAtMost = (max: number): CharCount => new CharCount(0, max);
export const charsAtLeast = (min: number): CharCount => new CharCount(min, Infinity);
export const charsBetween = (min: number, max: number): CharCount => new CharCount(min, max);
export const charsExactly = (length: number): CharCount => new CharCount(length, length);

type JsonSchema = Record<string, unknown>;

/**
 * A string schema as a JSON Schema converter wrote it from a ZodString's `checks`, with each
 * CharCount's pattern replaced by the `minLength`/`maxLength` it means (the tighter bound wins).
 */
export function lengthKeywords(schema: JsonSchema, checks: readonly unknown[]): JsonSchema {
  const counts = checks.flatMap((check) => (isRegexCheck(check) && check.regex instanceof CharCount ? [check.regex] : []));
  if (counts.length === 0) return schema;
  const sources = new Set(counts.map((count) => count.source));
  const out: JsonSchema = { ...schema };
  if (typeof out.pattern === 'string' && sources.has(out.pattern)) delete out.pattern;
  if (Array.isArray(out.allOf)) {
    const rest = (out.allOf as JsonSchema[]).filter((part) => !(typeof part.pattern === 'string' && sources.has(part.pattern) && Object.keys(part).length === 1));
    delete out.allOf;
    if (rest.length === 1 && Object.keys(rest[0]!).length === 1 && out.pattern === undefined) out.pattern = rest[0]!.pattern;
    else if (rest.length > 0) out.allOf = rest;
  }
  for (const count of counts) {
    if (count.min > 0) out.minLength = Math.max(typeof out.minLength === 'number' ? out.minLength : 0, count.min);
    if (Number.isFinite(count.max)) out.maxLength = Math.min(typeof out.maxLength === 'number' ? out.maxLength : Infinity, count.max);
  }
  return out;
}

/** For a converter's `postProcess` (zod-to-json-schema): a ZodString definition's CharCounts as lengths. */
export function charCountsAsLengths<S>(out: S, def: unknown): S {
  const checks = (def as { typeName?: unknown; checks?: unknown } | null)?.checks;
  if (!out || (def as { typeName?: unknown }).typeName !== 'ZodString' || !Array.isArray(checks)) return out;
  return lengthKeywords(out, checks) as S;
}

function isRegexCheck(check: unknown): check is { kind: 'regex'; regex: RegExp } {
  return typeof check === 'object' && check !== null && (check as { kind?: unknown }).kind === 'regex';
}

import { isSecretField, REDACTED } from '../record/redact';

/**
 * One way a reply differs from contracts/openapi.json, in both forms the tools need: a finding
 * (`field`, `expected`, `got`: the recorder tallies these) and a sentence (`text`: what the
 * conformance runner's reports name), e.g. `HTTP 400, the document says 200`.
 */
export interface Difference {
  /** `(http status)`, `(content type)`, `(reply)`, `(encryption)`, `(envelope)`, `status_code`, or a field such as `data.list[].amount`. */
  field: string;
  expected: string;
  got: string;
  text: string;
}

export const GOT_CHARS_MAX = 80;

/** `data.list[].amount`: array positions become `[]`, so one field drifting in every row is one finding. */
export function fieldOf(path: readonly (string | number)[]): string {
  return path.reduce<string>((text, part) => (typeof part === 'number' ? `${text}[]` : text ? `${text}.${part}` : part), '') || '(reply)';
}

/** `data.list[3].amount`: where a person finds the value in the reply. */
export function placeOf(path: readonly (string | number)[]): string {
  return path.reduce<string>((text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${part}` : part), '') || '(reply)';
}

/** `string "abc"`, `number 12`, `missing`, `array [1,2,…`; a secret field's value is never shown. */
export function describeValue(value: unknown, fieldName: string): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  const type = Array.isArray(value) ? 'array' : typeof value;
  // A boolean (hasPayPassword) tells nothing secret; any other value under a secret name might.
  if (isSecretField(fieldName) && type !== 'boolean') return `${type} (${REDACTED})`;
  // Only a function or a symbol has no JSON: neither comes out of JSON.parse, so this is a guard.
  const text = JSON.stringify(value) ?? type;
  return `${type} ${text.length > GOT_CHARS_MAX ? `${text.slice(0, GOT_CHARS_MAX - 1)}…` : text}`;
}

/**
 * A field's value against the schema's rule: `data.userId: expected integer, got string "7"`, or
 * with a rule in a validator's words, `data.vipLevel: must be <= 10, got number 99`.
 */
export function fieldDifference(path: readonly (string | number)[], expected: string, value: unknown): Difference {
  const name = [...path].reverse().find((part) => typeof part === 'string') ?? '';
  const got = describeValue(value, name);
  const rule = expected.startsWith('must ') ? expected : `expected ${expected}`;
  return { field: fieldOf(path), expected, got, text: `${placeOf(path)}: ${rule}, got ${got}` };
}

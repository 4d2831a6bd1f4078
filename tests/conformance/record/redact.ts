/**
 * Secrets never leave the recorder: a field whose name says it holds a token, a password or a
 * secret is replaced wherever a value is written (the report's "got" samples, the saved set's
 * replies). Request bodies, where passwords travel, are never written at all.
 */
export const REDACTED = 'redacted';

const SECRET_FIELD_RE = /token|password|passwd|pwd|secret|jwt|captcha_output/i;

export function isSecretField(name: string): boolean {
  return SECRET_FIELD_RE.test(name);
}

/**
 * A copy of `value` with every string or number under a secret field name, at any depth below it
 * (a list of tokens), replaced by REDACTED. Booleans and nulls stay: a flag such as
 * hasPayPassword tells nothing, and keeping them keeps a replayed reply's shape.
 */
export function redactSecrets(value: unknown): unknown {
  return walk(value, false);
}

function walk(value: unknown, secret: boolean): unknown {
  if (secret && (typeof value === 'string' || typeof value === 'number')) return REDACTED;
  if (Array.isArray(value)) return value.map((v) => walk(v, secret));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, secret || isSecretField(k))]));
}

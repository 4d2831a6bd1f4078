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

/** A copy of `value` with every string or number under a secret field name replaced by REDACTED. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, isSecretField(k) && (typeof v === 'string' || typeof v === 'number') ? REDACTED : redactSecrets(v)]),
  );
}

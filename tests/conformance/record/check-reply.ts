import { z } from 'zod';
import type { AppRoute } from '@ts-rest/core';
import { routeMeta } from '@betsite/contracts/route';
import { Code, type StatusCode } from '@betsite/contracts/status-codes';
import { REPLAY_REJECTION_CODE } from '@betsite/contracts/wire';
import { isSecretField, REDACTED } from './redact';

/** One way a reply differs from the contract: where, what the schema wants, what came. */
export interface Finding {
  /** `data.list[].amount`: array positions become `[]`, so one field drifting in every row is one finding. */
  field: string;
  /** The schema's rule, e.g. `boolean`, `'graphic' | 'slider'`, `Number must be greater than 0`. */
  expected: string;
  /** The value's type and value, truncated and with secrets redacted; `missing` when absent. */
  got: string;
}

export const GOT_CHARS_MAX = 80;

/** What every reply is, whatever the route: the envelope of spec 000 section 3. */
const envelopeShape = z.object({ status_code: z.number().int(), message: z.string(), data: z.unknown() });

/**
 * The findings of one reply (already decrypted) to `route`; none when it matches. A success is
 * parsed with the route's success branch; a business code must be one the route declares (or the
 * wire layer's replay refusal, which any encrypted call can meet), and its data must match the
 * code's declared error data when there is one.
 */
export function checkReply(route: AppRoute, reply: unknown): Finding[] {
  const envelope = envelopeShape.safeParse(reply);
  if (!envelope.success) {
    if (typeof reply !== 'object' || reply === null || Array.isArray(reply)) {
      return [{ field: '(reply)', expected: 'a JSON envelope {status_code, data, message}', got: describeValue(reply, '') }];
    }
    return findingsOf(envelope.error, reply, []);
  }
  const { status_code: code, data } = envelope.data;
  if (code === Code.SUCCESS) {
    const result = successSchemaOf(route).safeParse(reply);
    return result.success ? [] : findingsOf(result.error, reply, []);
  }
  const meta = routeMeta(route);
  const declared: number[] = [...meta.codes, REPLAY_REJECTION_CODE];
  if (!declared.includes(code)) {
    return [{ field: 'status_code', expected: `6000 or a code the route declares (${meta.codes.join(', ')})`, got: `number ${code}` }];
  }
  const errorData = meta.errorData[code as StatusCode];
  if (!errorData) return [];
  const result = errorData.safeParse(data);
  return result.success ? [] : findingsOf(result.error, data, ['data']);
}

/** The success branch of the route's envelope union (route.ts builds every route the same way). */
function successSchemaOf(route: AppRoute): z.ZodTypeAny {
  const envelope = route.responses[200];
  if (!(envelope instanceof z.ZodUnion)) throw new Error(`${route.path}: the reply schema is not an envelope union`);
  const options = envelope.options as z.ZodTypeAny[];
  const success = options[0];
  if (!success) throw new Error(`${route.path}: the envelope union has no success branch`);
  return success;
}

function findingsOf(error: z.ZodError, root: unknown, prefix: (string | number)[]): Finding[] {
  return error.issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    const value = valueAt(root, issue.path);
    if (issue.code === z.ZodIssueCode.unrecognized_keys) {
      return issue.keys.map((key) => ({
        field: fieldOf([...path, key]),
        expected: 'no such field (the schema is strict)',
        got: describeValue(valueAt(value, [key]), key),
      }));
    }
    // The nearest field name: a list of tokens is as secret as one token.
    const name = [...path].reverse().find((part) => typeof part === 'string') ?? '';
    return [{ field: fieldOf(path), expected: expectedOf(issue), got: describeValue(value, name) }];
  });
}

function expectedOf(issue: z.ZodIssue): string {
  if (issue.code === z.ZodIssueCode.invalid_type) return issue.expected;
  if (issue.code === z.ZodIssueCode.invalid_literal) return JSON.stringify(issue.expected);
  if (issue.code === z.ZodIssueCode.invalid_enum_value) return issue.options.map((o) => JSON.stringify(o)).join(' | ');
  // Every other rule (a bound, a pattern, a refinement) says itself best in zod's message.
  return issue.message;
}

export function fieldOf(path: readonly (string | number)[]): string {
  return path.reduce<string>((text, part) => (typeof part === 'number' ? `${text}[]` : text ? `${text}.${part}` : part), '') || '(reply)';
}

function valueAt(root: unknown, path: readonly (string | number)[]): unknown {
  let value = root;
  for (const part of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string | number, unknown>)[part];
  }
  return value;
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

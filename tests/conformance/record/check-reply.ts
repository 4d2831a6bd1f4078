import { z } from 'zod';
import type { AppRoute } from '@ts-rest/core';
import type { Envelope } from '@betsite/contracts/envelope';
import { routeMeta } from '@betsite/contracts/route';
import { Code, type StatusCode } from '@betsite/contracts/status-codes';
import { describeValue, fieldOf } from '../document/difference';
import { documentedOperation } from '../document/operation';
import { readReply, type WireReply } from '../document/reply-differences';
import { schemaDifferences } from '../document/schema-differences';

/** One way a reply differs from the contract: where, what the schema wants, what came. */
export interface Finding {
  /**
   * `data.list[].amount` (array positions become `[]`, so one field drifting in every row is one
   * finding), or what the reply as a whole broke: `(http status)`, `(content type)`, `(reply)`,
   * `(encryption)`, `(envelope)`, `status_code`.
   */
  field: string;
  /** The rule, e.g. `200`, `application/json`, `boolean`, `'graphic' | 'slider'`, `Number must be greater than 0`. */
  expected: string;
  /** What came: the value's type and value, truncated and with secrets redacted; `missing` when absent. */
  got: string;
}

export interface CheckedReply {
  findings: Finding[];
  /** The reply's envelope, opened when sealed (what the scenario set keeps); absent when it is none. */
  envelope?: Envelope;
  /** It came sealed and the wire secret does not open it: nothing could be checked. */
  unopened?: true;
}

/**
 * The findings of one reply to `route`, the conformance runner's rules (document/reply-differences.ts:
 * HTTP status, content type, a whole JSON body sealed as the call was, the envelope, a declared
 * status_code; the wire layer's own plain refusals of an encrypted call let through, as real
 * clients meet them), then the fields: a success by the route's success branch, a business code's
 * data by the code's declared error data, with zod's words; when zod finds nothing, by the
 * document's schema (ajv), so the recorder never calls clean a reply the document refuses.
 */
export function checkReply(route: AppRoute, wire: WireReply, context: { encryptedCall: boolean; secret: string }): CheckedReply {
  const operation = documentedOperation(route.method, route.path);
  const read = readReply(operation, wire, { ...context, wireRefusalsInPlain: true });
  if (read.unopened) return { findings: [], unopened: true };
  const findings: Finding[] = read.differences.map(asFinding);
  if (read.checkable) {
    const fields = zodFindings(route, read.checkable);
    findings.push(...(fields.length > 0 ? fields : schemaDifferences(operation.schemaErrors(read.checkable)).map(asFinding)));
  }
  return read.envelope ? { findings, envelope: read.envelope } : { findings };
}

const asFinding = ({ field, expected, got }: Finding): Finding => ({ field, expected, got });

function zodFindings(route: AppRoute, envelope: Envelope): Finding[] {
  if (envelope.status_code === Code.SUCCESS) {
    const result = successSchemaOf(route).safeParse(envelope);
    return result.success ? [] : findingsOf(result.error, envelope, []);
  }
  const errorData = routeMeta(route).errorData[envelope.status_code as StatusCode];
  if (!errorData) return [];
  const result = errorData.safeParse(envelope.data);
  return result.success ? [] : findingsOf(result.error, envelope.data, ['data']);
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

function valueAt(root: unknown, path: readonly (string | number)[]): unknown {
  let value = root;
  for (const part of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string | number, unknown>)[part];
  }
  return value;
}

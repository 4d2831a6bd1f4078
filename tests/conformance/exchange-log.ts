import { z } from 'zod';
import type { Difference } from './document/difference';

/**
 * What a check sent and got, kept so that a failing check's report can show the request, the reply
 * and how the reply differs from the document. The transport records every call; the conformance setup file
 * hands the exchanges of each check to the reporter through the test's meta.
 *
 * Bounded: a check keeps its last EXCHANGES_PER_CHECK_MAX calls, and bodies are cut at
 * BODY_CHARS_MAX characters (a reply of a page of records must not swell the report).
 */
export const EXCHANGES_PER_CHECK_MAX = 5;
export const BODY_CHARS_MAX = 8_000;
export const SCHEMA_ISSUES_MAX = 10;

export interface SchemaIssue {
  path: string;
  message: string;
}

export interface Exchange {
  /** The operation called, `POST /site/api/v1/user/login`. */
  route: string;
  mode: string;
  request: { method: string; url: string; headers: Record<string, string>; body: string };
  reply: { httpStatus: number; contentType: string; body: string };
  /** How the reply differs from what contracts/openapi.json documents, the first real difference first; empty when it does not. */
  differences: Difference[];
}

const log: Exchange[] = [];

/** How a call's mode reads in a report: encrypted bodies are shown as they were before encryption. */
export function modeNote(mode: string): string {
  return mode === 'encrypted' ? 'encrypted; bodies shown in plain' : mode;
}

export function recordExchange(exchange: Exchange): void {
  log.push(exchange);
  if (log.length > EXCHANGES_PER_CHECK_MAX) log.splice(0, log.length - EXCHANGES_PER_CHECK_MAX);
}

/** The exchanges since the last take, oldest first; the log is empty afterwards. */
export function takeExchanges(): Exchange[] {
  return log.splice(0, log.length);
}

export function clip(text: string): string {
  return text.length > BODY_CHARS_MAX ? `${text.slice(0, BODY_CHARS_MAX)}… (${text.length - BODY_CHARS_MAX} more characters)` : text;
}

export function bodyText(body: unknown): string {
  if (body === undefined) return '';
  return clip(typeof body === 'string' ? body : JSON.stringify(body, null, 2));
}

/**
 * Why a reply breaks its schema. The envelope is a union (success | error code); zod reports a
 * failed union by the last branch that came close, which for a broken success reply says
 * "status_code must be at least 6001". The branch the reply claims (by its status_code) explains
 * more: its issues are the ones kept.
 */
export function schemaIssuesOf(schema: z.ZodTypeAny, value: unknown): SchemaIssue[] {
  const whole = schema.safeParse(value);
  if (whole.success) return [];
  const options = schema instanceof z.ZodUnion ? (schema.options as z.ZodTypeAny[]) : [schema];
  const failures = options.map((option) => option.safeParse(value)).flatMap((r) => (r.success ? [] : [r.error.issues]));
  const claimed = failures.find((issues) => !issues.some((i) => i.path[0] === 'status_code')) ?? whole.error.issues;
  return claimed.slice(0, SCHEMA_ISSUES_MAX).map((i) => ({ path: i.path.length ? i.path.join('.') : '(root)', message: i.message }));
}

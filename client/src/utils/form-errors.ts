import type { ZodError } from 'zod';

/** The first message per field of a failed parse, keyed by the field's top-level name. */
export function fieldErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The message of a failed parse's first issue, for a form that shows one error at a time. */
export function firstIssueMessage(error: ZodError): string | undefined;
export function firstIssueMessage(error: ZodError, fallback: string): string;
export function firstIssueMessage(error: ZodError, fallback?: string): string | undefined {
  return error.issues[0]?.message ?? fallback;
}

import { Code, type StatusCode, defaultMessage } from '@betsite/contracts/status-codes';

/**
 * Route handlers answer through these two helpers so every reply is the envelope on HTTP 200.
 * Expected failures are typed status codes, never thrown errors.
 */
export function ok<D>(data: D, message = defaultMessage(Code.SUCCESS)) {
  return { status: 200 as const, body: { status_code: Code.SUCCESS, data, message } };
}

export function fail(code: Exclude<StatusCode, typeof Code.SUCCESS>, message?: string, data: unknown = null) {
  return { status: 200 as const, body: { status_code: code, data, message: message ?? defaultMessage(code) } };
}

/** A domain result: the value, or the status code (and optional message/data) that explains why not. */
export type Result<T> =
  | { ok: true; value: T }
  | { ok: false; code: Exclude<StatusCode, typeof Code.SUCCESS>; message?: string; data?: unknown };

export const success = <T>(value: T): Result<T> => ({ ok: true, value });
export const refuse = (code: Exclude<StatusCode, typeof Code.SUCCESS>, message?: string, data?: unknown): Result<never> => ({ ok: false, code, message, data });

/** Turn a domain result into a reply. */
export function answer<T, D>(result: Result<T>, toData: (value: T) => D) {
  return result.ok ? ok(toData(result.value)) : fail(result.code, result.message, result.data ?? null);
}

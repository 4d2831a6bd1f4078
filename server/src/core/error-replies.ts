import { Code, defaultMessage } from '@betsite/contracts/status-codes';
import { METHOD_NOT_ALLOWED_MESSAGE } from '@betsite/contracts/envelope';
import { classifyZodError } from '../lib/zod-issues';
import { fail } from '../lib/reply';

/**
 * The one error policy, whatever the transport (plugins/envelope.ts on Fastify, fetch/ in a page
 * or a test process): what an error thrown on the way to a handler's reply answers. Nothing leaves
 * as a bare HTTP error body and nothing internal leaks.
 */

/** A reply as a transport sends it: a status, headers and the body as an object. */
export interface ErrorReply {
  status: number;
  headers?: Readonly<Record<string, string>>;
  body: unknown;
  /** An error nobody expected (a bug): the transport logs it. */
  unexpected?: true;
}

/** A request the contract refused (ts-rest's RequestValidationError's fields, whichever transport threw it). */
export interface ContractRefusal {
  body?: unknown;
  query?: unknown;
  pathParams?: unknown;
  headers?: unknown;
}

/** A JSON body the parser refused: poisoned (a prototype key) answers 6008, plain bad JSON 6007. */
export class BodyParseError extends Error {
  constructor(readonly poisoned: boolean) {
    super(poisoned ? 'JSON body carries a forbidden prototype property' : 'body is not valid JSON');
  }
}

/** Errors of a transport's own body reading, mapped to the catalogue: bad shape 6007, illegal content 6008. */
export type TransportRefusal = typeof Code.INVALID_PARAMETER | typeof Code.ILLEGAL_PARAMETER;

/** The envelope for a request the contract refused (its first zod issue says which code). */
export function refusedByContract(refusal: ContractRefusal): ErrorReply {
  const zodError = refusal.body ?? refusal.query ?? refusal.pathParams ?? refusal.headers;
  const { code, message } = zodError ? classifyZodError(zodError as never) : { code: Code.INVALID_PARAMETER, message: undefined };
  return { status: 200, body: fail(code, message).body };
}

/** The envelope for a thrown error that is none of the expected ones: 6005, logged. */
export function unexpectedError(): ErrorReply {
  return { status: 200, body: fail(Code.SERVER_ERROR, defaultMessage(Code.SERVER_ERROR)).body, unexpected: true };
}

/** The envelope for a body the parser refused. */
export function refusedBody(error: BodyParseError): ErrorReply {
  return { status: 200, body: fail(error.poisoned ? Code.ILLEGAL_PARAMETER : Code.INVALID_PARAMETER).body };
}

/** A body or a refusal of the transport's own: 6007 / 6008 in the envelope. */
export function refusedByTransport(code: TransportRefusal): ErrorReply {
  return { status: 200, body: fail(code).body };
}

/**
 * An address no route answers with this method: HTTP 405 with `Allow` when the path has other
 * methods (in the envelope, 6008 请求方法不允许: generic HTTP tools see the truth), else 6004.
 */
export function noRoute(allow: readonly string[]): ErrorReply {
  if (allow.length === 0) return { status: 200, body: fail(Code.NOT_FOUND).body };
  return { status: 405, headers: { allow: allow.join(', ') }, body: fail(Code.ILLEGAL_PARAMETER, METHOD_NOT_ALLOWED_MESSAGE).body };
}

/**
 * The QA API answers plain HTTP statuses, never the product envelope: a body that is no JSON (or
 * too deep, or poisoned) or any other refusal of the request answers 400 {error}; a thrown error is
 * a bug, 500 {error} without details.
 */
export function qaErrorReply(error: Error, refusedStatus: number | undefined): ErrorReply {
  if (error instanceof BodyParseError || (refusedStatus !== undefined && refusedStatus >= 400 && refusedStatus < 500)) {
    return { status: 400, body: { error: error instanceof BodyParseError ? error.message : `malformed request: ${error.message}` } };
  }
  return { status: 500, body: { error: 'internal error' }, unexpected: true };
}

/** The QA API's answer to a request its contract refused: 400 with the first issue's message. */
export function qaRefusal(refusal: ContractRefusal): ErrorReply {
  const first = (e: unknown) => (e as { issues?: { message?: string }[] } | null | undefined)?.issues?.[0]?.message;
  return { status: 400, body: { error: first(refusal.body) ?? first(refusal.query) ?? first(refusal.pathParams) ?? 'bad request' } };
}

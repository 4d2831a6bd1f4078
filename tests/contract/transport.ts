import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { AppRoute } from '@ts-rest/core';
import { encryptBody, encryptPath, isEnvelope } from '@betsite/contracts/wire';
import { MOCK_SESSION_HEADER } from '@betsite/contracts/mock';
import { requiredHeaderValues } from '@betsite/contracts/request-headers';
import type { Target } from './target';
import { bodyText, recordExchange, schemaIssuesOf, type Exchange } from '../conformance/exchange-log';
import { documentedOperation } from '../conformance/document/operation';
import { replyDifferences } from '../conformance/document/reply-differences';
import type { Difference } from '../conformance/document/difference';
import { readWholeBody } from '../conformance/read-body';

export type Mode = 'plain' | 'encrypted';

/** The device the suite's calls speak for, unless a call names the account's own. */
export const SUITE_DEVICE = 'contract-suite-device';
/** Differences listed under the first in a failing check's message (all are in the reports). */
const DIFFERENCES_IN_MESSAGE_MAX = 5;

export interface Reply {
  httpStatus: number;
  /** The reply's JSON, opened when it came sealed (undefined when the body is not JSON). */
  body: { status_code: number; data: unknown; message: string };
  /** The call as the reports show it, with the reply's differences from contracts/openapi.json. */
  exchange: Exchange;
}

/** One line on what came back: the HTTP status and the envelope's code, or what came instead of an envelope. */
export function replySummary(reply: Reply): string {
  const body: unknown = reply.body;
  if (isEnvelope(body)) return `HTTP ${reply.httpStatus}, status_code ${body.status_code} ${body.message}`;
  return `HTTP ${reply.httpStatus} without the envelope: ${reply.exchange.reply.body.replace(/\s+/g, ' ').slice(0, 300)}`;
}

/**
 * Fails the check unless the whole reply is the one contracts/openapi.json documents (HTTP status,
 * content type, a whole JSON body sealed as the call was, the envelope, a declared status_code, the
 * reply schema by ajv, then the contract's zod), naming the first difference.
 */
export function expectDocumented(reply: Reply): void {
  const [first, ...more] = reply.exchange.differences;
  if (!first) return;
  const also = more.slice(0, DIFFERENCES_IN_MESSAGE_MAX).map((d) => `\n  also: ${d.text}`).join('');
  const rest = more.length > DIFFERENCES_IN_MESSAGE_MAX ? `\n  … ${more.length - DIFFERENCES_IN_MESSAGE_MAX} more in the reply's differences` : '';
  throw new Error(`${reply.exchange.route}: ${first.text}${also}${rest}`);
}

export interface SendOptions {
  mode: Mode;
  token?: string;
  qaSession?: string;
  device?: string;
}

/** Sends one contract call over HTTP, in plain or safe-switch mode, and reads the reply as the document describes it. */
export async function send(target: Target, route: AppRoute, input: unknown, opts: SendOptions): Promise<Reply> {
  const isGet = route.method === 'GET';
  const query = isGet && input && typeof input === 'object' ? new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)])).toString() : '';
  const path = query ? `${route.path}?${query}` : route.path;
  const url = opts.mode === 'encrypted' ? encryptPath(target.secret, path, Date.now()) : path;
  // Every required header of the contract, a new request id per call (contracts/src/request-headers.ts).
  const headers: Record<string, string> = { 'content-type': 'application/json', ...requiredHeaderValues(opts.device ?? SUITE_DEVICE, randomUUID()) };
  if (opts.token) headers.token = opts.token;
  if (opts.qaSession) headers[MOCK_SESSION_HEADER] = opts.qaSession;
  const operation = documentedOperation(route.method, route.path);
  let res: Response;
  try {
    res = await fetch(`${target.baseUrl}${url}`, {
      method: route.method,
      headers,
      ...(isGet ? {} : { body: JSON.stringify(opts.mode === 'encrypted' ? encryptBody(target.secret, input, url) : input) }),
    });
  } catch (error) {
    const { message, cause } = error as Error & { cause?: { message?: string } };
    throw new Error(`${operation.label}: no reply from ${target.baseUrl} (${cause?.message ?? message})`);
  }
  const { bytes, cut } = await readWholeBody(res);
  const wire = { httpStatus: res.status, contentType: res.headers.get('content-type') ?? '', text: bytes.toString('utf8'), ...(cut === undefined ? {} : { cut }) };
  const read = replyDifferences(operation, wire, { encryptedCall: opts.mode === 'encrypted', secret: target.secret, wireRefusalsInPlain: false });
  const exchange: Exchange = {
    route: operation.label,
    mode: opts.mode,
    request: { method: route.method, url: `${target.baseUrl}${url}`, headers, body: isGet ? '' : bodyText(input) },
    reply: { httpStatus: res.status, contentType: wire.contentType, body: bodyText('value' in read ? read.value : wire.text) },
    // The contract's zod is stricter than the document in places (refinements): heard when the document has nothing to say.
    differences: read.differences.length > 0 ? read.differences : zodDifferences(route, read.value),
  };
  recordExchange(exchange);
  return { httpStatus: res.status, body: read.value as Reply['body'], exchange };
}

function zodDifferences(route: AppRoute, value: unknown): Difference[] {
  return schemaIssuesOf(route.responses[200] as z.ZodTypeAny, value).map((issue) => ({
    field: issue.path,
    expected: issue.message,
    got: '',
    text: `${issue.path}: ${issue.message} (the contract's zod, stricter than the document here)`,
  }));
}

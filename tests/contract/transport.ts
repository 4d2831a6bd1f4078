import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { z } from 'zod';
import type { AppRoute } from '@ts-rest/core';
import { decryptReply, encryptBody, encryptPath, isEncryptedReply, isEnvelope } from '@betsite/contracts/wire';
import { MOCK_SESSION_HEADER } from '@betsite/contracts/mock';
import { requiredHeaderValues } from '@betsite/contracts/request-headers';
import type { Target } from './target';
import { bodyText, recordExchange, schemaIssuesOf, type Exchange } from '../conformance/exchange-log';

export type Mode = 'plain' | 'encrypted';

/** The device the suite's calls speak for, unless a call names the account's own. */
export const SUITE_DEVICE = 'contract-suite-device';

export interface Reply {
  httpStatus: number;
  body: { status_code: number; data: unknown; message: string };
  /** The call as the reports show it. */
  exchange: Exchange;
}

/** One line on what came back: the HTTP status and the envelope's code, or what came instead of an envelope. */
export function replySummary(reply: Reply): string {
  const body: unknown = reply.body;
  if (isEnvelope(body)) return `HTTP ${reply.httpStatus}, status_code ${body.status_code} ${body.message}`;
  return `HTTP ${reply.httpStatus} without the envelope: ${reply.exchange.reply.body.replace(/\s+/g, ' ').slice(0, 300)}`;
}

export interface SendOptions {
  mode: Mode;
  token?: string;
  qaSession?: string;
  device?: string;
}

/** Sends one contract call over HTTP, in plain or safe-switch mode, and returns the envelope. */
export async function send(target: Target, route: AppRoute, input: unknown, opts: SendOptions): Promise<Reply> {
  const isGet = route.method === 'GET';
  const query = isGet && input && typeof input === 'object' ? new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)])).toString() : '';
  const path = query ? `${route.path}?${query}` : route.path;
  const url = opts.mode === 'encrypted' ? encryptPath(target.secret, path, Date.now()) : path;
  const agent = request(target.baseUrl);
  let req = isGet ? agent.get(url) : agent.post(url);
  // Every required header of the contract, a new request id per call (contracts/src/request-headers.ts).
  const headers: Record<string, string> = { 'content-type': 'application/json', ...requiredHeaderValues(opts.device ?? SUITE_DEVICE, randomUUID()) };
  if (opts.token) headers.token = opts.token;
  if (opts.qaSession) headers[MOCK_SESSION_HEADER] = opts.qaSession;
  req = req.set(headers);
  const res = isGet ? await req : await req.send(JSON.stringify(opts.mode === 'encrypted' ? encryptBody(target.secret, input, url) : input));
  const raw: unknown = res.body;
  const body = isEncryptedReply(raw) ? decryptReply(target.secret, raw) : raw;
  const exchange: Exchange = {
    route: `${route.method} ${route.path}`,
    mode: opts.mode,
    request: { method: route.method, url: `${target.baseUrl}${url}`, headers, body: isGet ? '' : bodyText(input) },
    reply: { httpStatus: res.status, body: bodyText(/json/.test(res.type) ? body : res.text) },
    schemaIssues: schemaIssuesOf(route.responses[200] as z.ZodTypeAny, body),
  };
  recordExchange(exchange);
  if (opts.mode === 'encrypted' && !isEncryptedReply(raw) && (raw as { status_code?: number }).status_code !== 6008) {
    throw new Error(`${route.path}: encrypted call got a plain reply ${JSON.stringify(raw)}`);
  }
  return { httpStatus: res.status, body: body as Reply['body'], exchange };
}

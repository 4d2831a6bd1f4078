import { UnknownStatusError } from '@ts-rest/core';
import { mockContract } from '@betsite/contracts/mock';

/**
 * The QA API answers plain HTTP statuses: 200 with the data, a declared 400/404/409 with `{error}`;
 * the typed client throws on anything else (the guard's 401/403, a server without the QA API).
 * The console shows the data, or the server's own words for a refusal.
 */
export class QaCallError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'QaCallError';
  }
}

function errorText(body: unknown): string | null {
  const error = typeof body === 'object' && body !== null && 'error' in body ? body.error : null;
  return typeof error === 'string' ? error : null;
}

/** The body of a 200 reply; a refusal rejects with the server's `error` text. */
export async function qaBody<R extends { status: number; body: unknown }>(call: Promise<R>): Promise<Extract<R, { status: 200 }>['body']> {
  let reply: R;
  try {
    reply = await call;
  } catch (error) {
    if (error instanceof UnknownStatusError) throw new QaCallError(errorText(error.response.body) ?? `HTTP ${error.response.status}`, error.response.status);
    throw error;
  }
  if (reply.status === 200) return reply.body;
  throw new QaCallError(errorText(reply.body) ?? `HTTP ${reply.status}`, reply.status);
}

export function qaErrorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Whether the QA API answers here, and if not, why (the page shows nothing else then). */
export type QaApiState =
  | { kind: 'on' }
  | { kind: 'off'; reason: string }
  | { kind: 'locked'; reason: string }
  | { kind: 'refused'; reason: string };

export type ProbeOutcome = { status: number; body: unknown } | { networkError: string };

const clockReply = mockContract.getClock.responses[200];

/** What the answer to GET /__mock/clock says about the QA API. */
export function stateOfProbe(outcome: ProbeOutcome): QaApiState {
  if ('networkError' in outcome) return { kind: 'off', reason: `The server does not answer (${outcome.networkError}).` };
  const { status, body } = outcome;
  if (status === 200 && clockReply.safeParse(body).success) return { kind: 'on' };
  if (status === 401) return { kind: 'locked', reason: errorText(body) ?? 'The QA API needs its token.' };
  // The product's not-found envelope (HTTP 200, 6004) or a plain 404: no QA API at this address.
  if (status === 200 || status === 404) return { kind: 'off', reason: 'The server has no QA API at /__mock (MOCK_API=false).' };
  // The guard's 403, or a refusal of this call (e.g. of the sandbox it names): the server's words.
  if (status >= 400 && status < 500) return { kind: 'refused', reason: errorText(body) ?? `The QA API refused this page (HTTP ${status}).` };
  return { kind: 'off', reason: `The server does not answer the QA API (HTTP ${status}).` };
}

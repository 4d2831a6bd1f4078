import { initClient, initContract, tsRestFetchApi, type ApiFetcher } from '@ts-rest/core';
import { MOCK_SESSION_HEADER, MOCK_TOKEN_HEADER, SANDBOX_STAMP_HEADER, mockContract } from './mock';
import { mockChatContract } from './mock-chat';
import { mockSportsContract } from './mock-sports';
import { mockSnapshotsContract } from './mock-snapshots';
import { scenarioSetsContract } from './scenario-sets';

/**
 * The QA control API as one typed ts-rest client, for QA suites written in TypeScript and for the
 * QA console: every control call, its body and its replies (plain HTTP statuses) are inferred from
 * the mock contracts, never written again. The core calls sit at the top (`qa.reset`, `qa.clock`,
 * `qa.journal`, `qa.listSandboxes` ...), the sportsbook's under `qa.sports`, the chat's under
 * `qa.chat`, the named scenario sets under `qa.sets`, the world snapshots under `qa.snapshots`.
 */
const c = initContract();

/** Strict status codes: a reply's type is the union of the statuses its route declares, nothing else. */
export const qaContract = c.router({ ...mockContract, sports: mockSportsContract, chat: mockChatContract, sets: scenarioSetsContract, snapshots: mockSnapshotsContract }, { strictStatusCodes: true });

export interface QaClientOptions {
  /** Where the server answers, e.g. `http://localhost:3000`; `''` for the page's own origin. */
  baseUrl: string;
  /** The sandbox to act on, sent as the `x-mock-session` header; none: the default world. */
  sandbox?: string | undefined;
  /** MOCK_API_TOKEN when the server has one, sent as the `x-mock-token` header. */
  token?: string | undefined;
  /** Check every reply against the contract's schema (ts-rest throws on a mismatch). */
  validateResponse?: boolean | undefined;
  /**
   * The sandbox's stamp (x-mock-stamp) to send from the first call, e.g. one a product call's reply
   * gave; by default none until a reply gives one. Each reply's stamp is kept and sent back.
   */
  stamp?: string | undefined;
}

/**
 * A fetcher that keeps the sandbox's stamp from each reply and sends it back on the next call: a
 * world lost with its instance (down, or restarted without STATE_DIR) is then answered 410, never
 * swapped for a fresh one (contracts/src/mock.ts, SANDBOX_STAMP_HEADER). Only with a sandbox: the
 * default world has no stamp.
 */
function stampKeeping(first: string | undefined): ApiFetcher {
  let stamp = first;
  return async (args) => {
    const reply = await tsRestFetchApi(stamp === undefined ? args : { ...args, headers: { ...args.headers, [SANDBOX_STAMP_HEADER]: stamp } });
    stamp = reply.headers.get(SANDBOX_STAMP_HEADER) ?? stamp;
    return reply;
  };
}

/** The headers a QA call carries for these options (empty values are not sent). */
export function qaHeaders(options: Pick<QaClientOptions, 'sandbox' | 'token'>): Record<string, string> {
  const headers: Record<string, string> = {};
  if (options.sandbox) headers[MOCK_SESSION_HEADER] = options.sandbox;
  if (options.token) headers[MOCK_TOKEN_HEADER] = options.token;
  return headers;
}

/**
 * `const qa = createQaClient({ baseUrl: 'http://localhost:3000', sandbox: 'run-42' });`
 * then `const { status, body } = await qa.clock({ body: { advanceMs: 60_000 } });`.
 */
export function createQaClient(options: QaClientOptions) {
  return initClient(qaContract, {
    baseUrl: options.baseUrl,
    baseHeaders: qaHeaders(options),
    ...(options.sandbox ? { api: stampKeeping(options.stamp) } : {}),
    validateResponse: options.validateResponse ?? false,
    // The statuses the contract declares (400/404/409 with {error} included) are replies to read;
    // anything else (the guard's 401/403, 404 from a server with the QA API off) throws, so a
    // script fails loudly and every declared reply keeps its exact type.
    throwOnUnknownStatus: true,
  });
}

export type QaClient = ReturnType<typeof createQaClient>;

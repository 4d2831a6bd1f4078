import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { RequestHeaders } from '../../lib/http-headers';
import { MOCK_TOKEN_HEADER } from '@betsite/contracts/mock';
import { isLoopbackHost } from '../../lib/loopback';
import { digest, holdsToken } from '../../lib/mock-token';

/**
 * Who may call the QA control API. It resets state and reads SMS codes and captcha answers, so a
 * web page must never drive it through a visitor's browser: a body-less cross-site POST (no
 * preflight) would otherwise reset the server. Tools (curl, Playwright's request API, scripts)
 * send no Origin and no Sec-Fetch-Site and pass; a browser opening a /__mock address itself sends
 * `Sec-Fetch-Site: none` and passes.
 */
export type MockRefusal = { status: 401 | 403; error: string } | null;

/** Fetch metadata values of a request a page made for itself, or a person typed. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);


/** The host name of a Host header, without its port (`[::1]:3000` gives `[::1]`). */
function hostName(hostHeader: string): string {
  if (hostHeader.startsWith('[')) return hostHeader.slice(0, hostHeader.indexOf(']') + 1);
  const colon = hostHeader.indexOf(':');
  return colon < 0 ? hostHeader : hostHeader.slice(0, colon);
}

function originMatchesHost(origin: string, host: string): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    return false; // 'null' (sandboxed or file pages) and anything unparseable
  }
}

export function checkMockRequest(headers: RequestHeaders, tokenDigest: Uint8Array | null): MockRefusal {
  const site = headers['sec-fetch-site'];
  if (typeof site === 'string' && !OWN_FETCH_SITES.has(site)) return { status: 403, error: `cross-site requests to the QA API are refused (sec-fetch-site: ${site})` };
  const host = typeof headers.host === 'string' ? headers.host : '';
  const origin = headers.origin;
  if (origin !== undefined && (typeof origin !== 'string' || !originMatchesHost(origin, host))) return { status: 403, error: 'cross-origin requests to the QA API are refused' };
  if (tokenDigest === null) {
    // Without a token the server listens on loopback only (config refuses otherwise); a Host
    // that is not loopback then means a DNS-rebinding page is talking to us.
    if (!isLoopbackHost(hostName(host))) return { status: 403, error: 'the QA API answers only on a loopback Host' };
    return null;
  }
  if (!holdsToken(headers[MOCK_TOKEN_HEADER], tokenDigest)) return { status: 401, error: `the QA API needs the ${MOCK_TOKEN_HEADER} header (MOCK_API_TOKEN)` };
  return null;
}

/** The onRequest hook of the /__mock scope. */
export function mockGuard(token: string | undefined): onRequestHookHandler {
  const tokenDigest = token === undefined ? null : digest(token);
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const refusal = checkMockRequest(request.headers, tokenDigest);
    if (refusal) return void reply.status(refusal.status).send({ error: refusal.error });
    done();
  };
}

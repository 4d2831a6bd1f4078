import { buildHeaders, type HeaderInput } from '@betsite/contracts/wire';

/**
 * The headers of spec 000 section 7, built by the contract's wire code with the contract's app
 * version. ts-sign needs the ip that preInfo returns, so preInfo itself (and anything racing it)
 * goes without one: the server checks ts-sign only when it is sent.
 */
export function requestHeaders(input: Omit<HeaderInput, 'appVersion'>): Record<string, string> {
  // preInfo's schema allows an empty ip, which signs nothing useful: treated as not known yet.
  return buildHeaders({ ...input, ip: input.ip || null });
}

/** A request id unique per call, for correlating client and server logs. */
export function newRequestId(): string {
  return globalThis.crypto.randomUUID();
}

import type { TransportFault } from '@betsite/contracts/mock';

/**
 * What a QA transport fault sends (contracts/src/mock.ts, `transportFault`), whatever transport
 * sends it (qa/transport-faults.ts on Node's HTTP, fetch/transport.ts in a page or a test process).
 */

/** What a `not-json` fault sends: a page a misconfigured proxy might answer with 200. */
export const NOT_JSON_BODY = '<html><body><h1>Welcome</h1><p>This is not the API.</p></body></html>\n';
/** A slow reply goes out in this many pieces at the most. */
export const SLOW_PIECES_MAX = 20;

/** A gateway's page for an HTTP fault without a body of its own. */
export function gatewayPage(status: number): string {
  return `<html><head><title>${status}</title></head><body><center><h1>${status}</h1></center><hr><center>gateway</center></body></html>\n`;
}

/** A malformed fault's body: the envelope cut in half, or a page that is not JSON. */
export function malformedBody(fault: Extract<TransportFault, { kind: 'malformed' }>, envelope: () => string): string {
  if (fault.body !== 'cut-json') return NOT_JSON_BODY;
  const text = envelope();
  return text.slice(0, Math.max(1, Math.floor(text.length / 2)));
}

/** An HTTP fault's content type and body. */
export function httpFaultReply(fault: Extract<TransportFault, { kind: 'http' }>): { contentType: string; body: string } {
  return {
    contentType: fault.contentType ?? (fault.body === undefined ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8'),
    body: fault.body ?? gatewayPage(fault.status),
  };
}

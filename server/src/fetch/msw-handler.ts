import { http, HttpResponse, passthrough, type HttpHandler } from 'msw';
import type { FetchTransport } from './transport';

/** Statuses whose reply has no body (a Response refuses one). */
const BODYLESS_STATUSES = new Set([101, 204, 205, 304]);

/**
 * The msw adapter of the fetch transport (transport.ts): a request the page's or the test's fetch
 * made, read into the transport's call, and its reply made a Response. A QA connection fault
 * (reset, closed) answers msw's network error, as a browser meets one.
 */
export async function answerCall(transport: FetchTransport, request: Request, ip: string): Promise<Response> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const bodyText = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
  const reply = await transport.handle({ method: request.method, url: request.url, headers, bodyText, ip });
  if (reply.kind === 'dropped') return HttpResponse.error();
  const body = request.method === 'HEAD' || BODYLESS_STATUSES.has(reply.status) ? null : reply.body;
  return new HttpResponse(body, { status: reply.status, headers: reply.headers });
}

export interface WorldHandlerOptions {
  /** Only requests to this origin are the world's. */
  origin: string;
  /** Every path of the origin (a test process: an unknown one answers 6004), or only those the world claims (a page: its own files pass). */
  paths: 'all' | 'claimed';
  /** The caller's address the rules see. */
  ip?: string;
}

/** The msw handler that hands the world its requests. */
export function worldHandler(transport: FetchTransport, { origin, paths, ip = '127.0.0.1' }: WorldHandlerOptions): HttpHandler {
  return http.all(`${origin}/*`, ({ request }) => {
    if (paths === 'claimed' && !transport.claims(new URL(request.url).pathname)) return passthrough();
    return answerCall(transport, request, ip);
  });
}

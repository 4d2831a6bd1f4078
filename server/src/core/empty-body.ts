import type { PipelineRequest } from './transport';

/**
 * Before the handler: a POST (or the QA API's PUT) with no body, or an empty one, is the spec's
 * "no payload" call, treated as {}; any other method's stays without one (a QA DELETE's contract
 * takes none, with or without a JSON content type).
 */
export function defaultBody(request: Pick<PipelineRequest, 'method' | 'body'>): void {
  if (request.body === undefined && (request.method === 'POST' || request.method === 'PUT')) request.body = {};
}

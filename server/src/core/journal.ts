import { MOCK_SESSION_HEADER } from '@betsite/contracts/mock';
import { LIVE_STREAM_PREFIX } from '@betsite/contracts/constants';
import type { AppContext } from '../composition/context';
import type { Recorded } from '../qa/journal';
import type { PipelineRequest } from './transport';

/**
 * Records every product request (not the QA API itself, nor the live view's streams and
 * animation) in its world's bounded journal: a stage before send (pipeline.ts), before the wire
 * seals the reply, so the journal keeps the envelope in clear. It keeps the texts as they came and
 * went (the journal opens them when read), so a request pays for a few references, not for a copy.
 */
export function recordInJournal(world: AppContext, request: PipelineRequest, payload: unknown): void {
  const query = request.url.indexOf('?');
  const path = query < 0 ? request.url : request.url.slice(0, query);
  if (path.startsWith('/__mock')) return;
  // The live view's bytes and its animation's poll (one a second per open page) are a player's
  // traffic, not calls a QA run reads: kept, they would push the product's calls out of the bound.
  if (path.startsWith(`${LIVE_STREAM_PREFIX}/`)) return;
  const session = request.headers[MOCK_SESSION_HEADER];
  world.journal.record({
    at: world.clock.now(),
    method: request.method,
    path,
    encrypted: request.encrypted,
    body: bodyOf(request),
    // Envelopes are JSON objects; a page or a stream is no reply the journal shows.
    reply: typeof payload === 'string' && payload.charCodeAt(0) === 123 ? { text: payload } : null,
    durationMs: request.receivedAt === 0 ? 0 : Math.round((performance.now() - request.receivedAt) * 100) / 100,
    session: typeof session === 'string' ? session : world.sandbox,
    userId: request.session?.userId ?? null,
  });
}

function bodyOf(request: PipelineRequest): Recorded {
  if (request.bodyText !== null) return { text: request.bodyText };
  const body = request.body ?? (request.method === 'POST' ? {} : null);
  return body === null ? null : { value: body };
}

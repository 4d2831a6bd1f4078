import { defaultMessage } from '@betsite/contracts/status-codes';
import { HEADER } from '@betsite/contracts/wire';
import { isSocketFault } from '@betsite/contracts/socket-faults';
import { whenMatches } from '../qa/scenario-match';
import { afterAtLeast } from '../lib/at-least';
import type { FaultSender, PipelineReply, PipelineRequest } from './transport';

/**
 * QA scenarios: a forced answer for a contract route, checked before authentication so QA can
 * script any code (6001 included) on any route, or a transport fault, answered by the transport's
 * `sendFault`. A stage of the pipeline before the handler (pipeline.ts): with no scenario in
 * force (the normal case) it costs one size check. Answers false when it answered the request.
 */
export function forcedScenario<Req extends PipelineRequest, Rep extends PipelineReply>(request: Req, reply: Rep, routeUrl: string, sendFault: FaultSender<Req, Rep>): boolean {
  const { world } = request;
  if (world.scenarios.size() === 0) return true;
  const userIdOf = () => {
    const token = request.headers[HEADER.token];
    return world.sessions.resolve(typeof token === 'string' ? token : undefined)?.userId;
  };
  const s = world.scenarios.take(request.method, routeUrl, world.sandbox ?? undefined, (c) => whenMatches(c.when, request.body, userIdOf));
  if (!s) return true;
  // status_code is absent only with a fault that sends no envelope (the contract's rule); the cut
  // half of a `cut-json` then cuts a success envelope.
  const code = s.status_code ?? 6000;
  const envelope = { status_code: code, data: s.data ?? null, message: s.message ?? defaultMessage(code) };
  // A socket fault is never on a contract route's path (the contract's rule): never here.
  const fault = isSocketFault(s.fault) ? undefined : s.fault;
  const answer = fault ? () => sendFault(fault, request, reply, () => JSON.stringify(envelope)) : () => void reply.send(envelope);
  if (s.delayMs > 0) afterAtLeast(s.delayMs, answer);
  else answer();
  return false;
}

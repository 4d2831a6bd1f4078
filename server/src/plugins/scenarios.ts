import type { FastifyReply, FastifyRequest } from 'fastify';
import { defaultMessage } from '@betsite/contracts/status-codes';

/**
 * QA scenarios: a forced answer for a contract route, checked before authentication so QA can
 * script any code (6001 included) on any route. A step of the hook every contract route runs
 * before its handler (request-hooks.ts): with no scenario in force (the normal case) it costs
 * one size check. Answers false when it answered the request.
 */
export function forcedScenario(request: FastifyRequest, reply: FastifyReply, routeUrl: string): boolean {
  const { world } = request;
  if (world.scenarios.size() === 0) return true;
  const s = world.scenarios.take(request.method, routeUrl, world.sandbox ?? undefined);
  if (!s) return true;
  const answer = () => void reply.send({ status_code: s.status_code, data: s.data ?? null, message: s.message ?? defaultMessage(s.status_code) });
  if (s.delayMs > 0) setTimeout(answer, s.delayMs);
  else answer();
  return false;
}

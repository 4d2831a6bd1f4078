import type { RouteMeta } from '@betsite/contracts/route';
import { Code } from '@betsite/contracts/status-codes';
import { HEADER, IDEMPOTENCY_KEY_RE, isEnvelope } from '@betsite/contracts/wire';
import type { AppContext } from '../composition/context';
import { setBounded } from '../lib/bounded-map';
import { fail } from '../lib/reply';
import { createIdempotencyStore, type IdempotencyStore } from './idempotency-store';
import { parsedBodyOf, type RouteFacts } from './route-facts';
import type { PipelineReply, PipelineRequest } from './transport';

/** Per caller and route: more than this many submissions per minute is flooding. */
const SUBMISSIONS_PER_MINUTE_MAX = 60;
const TRACKED_MAX = 20_000;
const THROTTLE_STATE = Symbol('throttle counts');

/** A request on a guarded route: the idempotency mark it holds while its operation runs. */
export interface GuardedRequest extends PipelineRequest {
  idempotencyTicket: number | undefined;
}

interface Counts {
  perMinute: Map<string, number[]>;
  operations: IdempotencyStore;
}

/**
 * What a submission does, as the guards compare it: the body; on a route of several calls
 * (meta.submitGuardMethods) the guarded call's method and Request, and undefined for the other
 * calls, which are reads the guards leave alone (a player polling the match list is not flooding).
 */
function operationOf(meta: RouteMeta, body: unknown): unknown {
  const methods = meta.submitGuardMethods;
  if (methods === undefined) return body;
  const call = body as { method?: unknown; Request?: unknown } | null;
  if (typeof call?.method !== 'string' || !methods.includes(call.method)) return undefined;
  return { method: call.method, Request: call.Request };
}

/** Whether a route carries the guard: a POST route whose contract declares 6011. */
export function isGuardedRoute(method: string, facts: RouteFacts): facts is RouteFacts & { meta: RouteMeta } {
  return method === 'POST' && facts.meta !== undefined && facts.meta.codes.includes(Code.FREQUENT_SUBMISSION);
}

export interface SubmissionGuard {
  /** Before the handler of a guarded route: false when it answered (6011, a replay, 6007/6008 of the key). */
  admit(facts: RouteFacts & { meta: RouteMeta }, request: GuardedRequest, reply: PipelineReply): boolean;
  /** The reply's envelope is the operation's outcome: recorded on success, forgotten otherwise. */
  settle(request: GuardedRequest, payload: unknown): void;
  /** After the reply: a mark never settled (the reply failed) is let go. */
  release(request: GuardedRequest): void;
}

/**
 * 6011 (请勿频繁提交) for the routes whose contract declares it: a caller flooding one route; and
 * on routes that create something (meta.submitGuard) the double submit, made idempotent by
 * idempotency-store.ts: a header key's replay answers the first reply, the same body from the
 * same account (any session) within a second or while the first is running answers 6011.
 * `world()` is the world of the work in progress: the counts are its state, so its reset clears
 * them and one QA sandbox's floods never throttle another's.
 */
export function createSubmissionGuard(world: () => AppContext): SubmissionGuard {
  const countsOf = (): Counts => world().own(THROTTLE_STATE, () => ({ perMinute: new Map<string, number[]>(), operations: createIdempotencyStore() }));
  return {
    admit({ url: route, body, meta }, request, reply) {
      // Only submissions the contract accepts count: a bad body is answered 6007/6008 by the route.
      // The parsed body is also the only one ever serialised here: never the raw, unbounded input.
      const parsed = parsedBodyOf(request, body);
      if (!parsed.success) return true;
      const operation = operationOf(meta, body === undefined ? null : parsed.data);
      if (operation === undefined) return true;
      const { perMinute, operations } = countsOf();
      const device = request.headers[HEADER.deviceUuid];
      const caller = request.session?.token ?? `${request.ip}|${typeof device === 'string' ? device : ''}`;
      const now = Date.now();

      const callerKey = `${caller}|${route}`;
      // The provider's calls are not flood-counted: a bet is bounded by the book's own rules
      // (open tickets per player, the per-match maximum), and a busy bettor or a trading tool
      // places more than a form's sixty a minute.
      if (meta.submitGuardMethods === undefined) {
        const recent = (perMinute.get(callerKey) ?? []).filter((t) => now - t < 60_000);
        recent.push(now);
        // Only whether there are more than the maximum matters: keep no more, however hard a caller floods.
        if (recent.length > SUBMISSIONS_PER_MINUTE_MAX + 1) recent.splice(0, recent.length - SUBMISSIONS_PER_MINUTE_MAX - 1);
        setBounded(perMinute, callerKey, recent, TRACKED_MAX);
        if (recent.length > SUBMISSIONS_PER_MINUTE_MAX) return refuse(reply, fail(Code.FREQUENT_SUBMISSION).body);
      }

      if (!meta.submitGuard) return true;
      const headerKey = request.headers[HEADER.idempotencyKey];
      if (headerKey !== undefined && (typeof headerKey !== 'string' || !IDEMPOTENCY_KEY_RE.test(headerKey))) return refuse(reply, fail(Code.INVALID_PARAMETER).body);
      const scope = request.account ? `user:${request.account.userId}` : `caller:${callerKey}`;
      const admission = operations.admit({ scope, route, headerKey, canonicalBody: operation }, world().clock.now());
      switch (admission.kind) {
        case 'go':
          request.idempotencyTicket = admission.ticket;
          return true;
        case 'replay':
          return refuse(reply, admission.reply);
        case 'mismatch':
          return refuse(reply, fail(Code.ILLEGAL_PARAMETER).body);
        case 'repeat':
          return refuse(reply, fail(Code.FREQUENT_SUBMISSION).body);
      }
    },
    settle(request, payload) {
      const ticket = request.idempotencyTicket;
      if (ticket === undefined) return;
      request.idempotencyTicket = undefined;
      countsOf().operations.settle(ticket, isEnvelope(payload) ? payload : null, world().clock.now());
    },
    release(request) {
      if (request.idempotencyTicket !== undefined) countsOf().operations.release(request.idempotencyTicket);
    },
  };
}

function refuse(reply: PipelineReply, envelope: unknown): false {
  reply.send(envelope);
  return false;
}

import type { ScenarioFaultInput } from './mock';
import type { QaClient } from './qa-client';

/**
 * The QA controls both kits give a test, one call each, through the typed QA client: a forced
 * reply, a fault, a clock move, the outbox. Platform-neutral: the Playwright kit's `world`
 * (qa-playwright-world.ts) and the in-process world (server/test-support/in-process-world.ts)
 * add their own login and waiting around them.
 */

type ScenarioBody = Parameters<QaClient['addScenario']>[0]['body'];
export type Scenario = Extract<Awaited<ReturnType<QaClient['addScenario']>>, { status: 200 }>['body'];
export type OutboxEntry = Extract<Awaited<ReturnType<QaClient['outbox']>>, { status: 200 }>['body'][number];
export type ClockData = Extract<Awaited<ReturnType<QaClient['getClock']>>, { status: 200 }>['body'];

/** What else a forced reply or fault may say: how many calls (1 by default), which ones (`when`), the method, a delay. */
export type NextOptions = Omit<ScenarioBody, 'path' | 'status_code' | 'fault'>;

export interface QaControls {
  /** The next call of the route (`times` calls) answers this status code, with `data`/`message` when given. */
  forceNext(path: string, statusCode: number, options?: NextOptions & { status_code?: never }): Promise<Scenario>;
  /** The next call of the route (`times` calls) fails below the envelope: a reset, a gateway's 502, a slow reply ... */
  faultNext(path: string, fault: ScenarioFaultInput, options?: NextOptions & { status_code?: number }): Promise<Scenario>;
  /** Moves the world's clock forward (its matches, reviews, sessions); the wall clock encrypted calls are stamped on stays. */
  moveClock(advanceMs: number): Promise<ClockData>;
  /** Every SMS, voice and e-mail code the world sent (to one phone or address), newest first. */
  outbox(to?: string): Promise<OutboxEntry[]>;
}

const answered200 = <T extends { status: number }>(reply: T): reply is Extract<T, { status: 200 }> => reply.status === 200;

/** The body of a QA call's 200; any other reply (400, 404, 409, 410 with their {error}) throws, saying what. */
export async function accepted<T extends { status: number; body: unknown }>(what: string, pending: Promise<T>): Promise<Extract<T, { status: 200 }>['body']> {
  const reply = await pending;
  if (answered200(reply)) return reply.body;
  throw new Error(`${what} answered ${reply.status}: ${(reply.body as { error?: string } | null)?.error ?? JSON.stringify(reply.body)}`);
}

export function createQaControls(qa: QaClient): QaControls {
  return {
    forceNext: (path, statusCode, options) => accepted(`forcing ${path}`, qa.addScenario({ body: { times: 1, ...options, path, status_code: statusCode } })),
    faultNext: (path, fault, options) => accepted(`a fault on ${path}`, qa.addScenario({ body: { times: 1, ...options, path, fault } })),
    // The clients' clocks stay where they are: the server measures an encrypted call's stamp on its
    // wall clock, which a QA clock move leaves alone, so a client moved with the world would send
    // every call stale (6008). The world's time reaches the client in the data it reads.
    moveClock: (advanceMs) => accepted('POST /__mock/clock', qa.clock({ body: { advanceMs } })),
    outbox: async (to) => accepted('GET /__mock/outbox', qa.outbox({ query: to === undefined ? {} : { to } })),
  };
}

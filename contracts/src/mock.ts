import { z } from 'zod';
import { initContract } from '@ts-rest/core';
import { ALL_STATUS_CODES, type StatusCode } from './status-codes';
import { documented } from './openapi-hints';
import { socketFault, socketScenarioProblem } from './socket-faults';
import { CHAT_SOCKET_PATH } from './socket';
import { contract } from './contract';
import { allRoutes } from './walk';
import { charsAtMost } from './char-count';

/**
 * The QA control API under /__mock: plain JSON (never encrypted), answering plain HTTP statuses
 * because it is a tool's API, not the product's. It lets a QA script every error-code scenario
 * without touching code. It can be switched off by configuration (MOCK_API=false).
 */
const c = initContract();

export const MOCK_SESSION_HEADER = 'x-mock-session';
/** Carries MOCK_API_TOKEN on every /__mock call when the server is configured with one. */
export const MOCK_TOKEN_HEADER = 'x-mock-token';
/**
 * A QA sandbox's name (the x-mock-session header's value, or the cookie of that name): letters,
 * digits, dot, dash and underscore, so it is safe in a header, a cookie, a path and a log line.
 */
export const SANDBOX_NAME_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
export const sandboxName = z.string().regex(SANDBOX_NAME_PATTERN, 'a sandbox name: 1-64 of A-Z a-z 0-9 . _ -');
/**
 * Sandboxes kept at once: the least recently used is evicted past it (each holds a whole world
 * built from the fixtures). Measured per sandbox in `npm run bench`.
 */
export const SANDBOXES_MAX = 200;
/** Names of evicted sandboxes remembered, so a request naming one is told so instead of silently getting a fresh world. */
export const EVICTED_NAMES_MAX = 1_000;
/** Answered (HTTP header) on every request that ran in a sandbox: its name; `evicted` when it was (or its world is lost: below). */
export const SANDBOX_REPLY_HEADER = 'x-mock-sandbox';
/**
 * Which world of a sandbox's name a caller has been using, so that one lost with its instance is
 * told, never swapped for another (issue 28). Answered (HTTP header) on every request that ran in
 * a sandbox, as `<name>@<instance>:<boot>`: the instance that made the world and that process's
 * boot (a STATE_DIR reload keeps both). The caller sends it back, as this header or a cookie of
 * this name (the server sets the cookie for a browser that names its sandbox by cookie; the typed
 * QA client sends the header by itself). A request whose stamp names a world this process does not
 * hold (made on another instance, or before this one restarted without STATE_DIR) gets the evicted
 * reply; without a stamp a name is entered, or made, as ever. A stamp of another sandbox's name
 * is ignored (a browser's cookie from the sandbox it left).
 */
export const SANDBOX_STAMP_HEADER = 'x-mock-stamp';
/** A process's boot: 8 hex digits drawn at start, in its stamps and its GET /__health. */
export const BOOT_ID_PATTERN = /^[0-9a-f]{8}$/;
export const SANDBOX_STAMP_PATTERN = /^([A-Za-z0-9._-]{1,64})@([A-Za-z0-9._-]{1,64}):([0-9a-f]{8})$/;
export interface SandboxStamp {
  name: string;
  instance: string;
  boot: string;
}
export const formatSandboxStamp = ({ name, instance, boot }: SandboxStamp): string => `${name}@${instance}:${boot}`;
/** The stamp in a header's or cookie's value; undefined when it is not one. */
export function parseSandboxStamp(value: string): SandboxStamp | undefined {
  const m = SANDBOX_STAMP_PATTERN.exec(value);
  return m ? { name: m[1]!, instance: m[2]!, boot: m[3]! } : undefined;
}

export const sandboxInfo = z.object({
  name: sandboxName,
  createdAt: z.number().int(),
  lastUsedAt: z.number().int(),
  /** Requests it has served (product and QA calls). */
  requests: z.number().int(),
  /** Its own clock's distance from the real one. */
  clockOffsetMs: z.number().int(),
});
/**
 * Answered (HTTP header) on every reply that passed the server's hooks: the name of the instance
 * (INSTANCE_NAME, default its hostname) that answered, so behind a proxy that shards sandboxes
 * over several instances a QA engineer sees where a sandbox lives.
 */
export const INSTANCE_REPLY_HEADER = 'x-mock-instance';
/** An instance's name: safe in a header and a log line, like a sandbox's. */
export const INSTANCE_NAME_PATTERN = SANDBOX_NAME_PATTERN;
export const sandboxList = z.object({
  /** The instance that answered: each instance lists only the sandboxes it holds. */
  instance: z.string().regex(INSTANCE_NAME_PATTERN),
  limit: z.number().int(),
  sandboxes: z.array(sandboxInfo),
  evicted: z.array(z.string()),
});

export const SCENARIO_DELAY_MAX_MS = 30_000;
export const SCENARIOS_MAX = 200;

/** A code of the catalogue (spec 000 section 8): the document lists them, the server refuses others (400). */
const statusCode = documented(
  z
    .number()
    .int()
    .refine((n): n is StatusCode => (ALL_STATUS_CODES as number[]).includes(n), 'not a catalogue status code'),
  { enum: [...ALL_STATUS_CODES] },
);

/** A gateway's or proxy's page is at most this long (a fault's HTTP body). */
export const FAULT_BODY_MAX_CHARS = 20_000;
/** A slow reply is dribbled over at most this long. */
export const FAULT_SLOW_MAX_S = 60;

/**
 * A failure below the envelope, for the client paths that never see one (client/src/lib/api/
 * errors.ts: time-out, network error, unreadable reply, a transport 401, a gateway error):
 * - `reset`: the connection is reset (TCP RST), no reply;
 * - `empty`: the connection is closed without a reply;
 * - `malformed`: HTTP 200 with a body that is not JSON (`not-json`, a page of text) or is the
 *   envelope cut in half (`cut-json`);
 * - `http`: the HTTP status of your choice with your body (a gateway's 502/503/504 page, a 401 for a
 *   transport-level expiry; by default a short HTML page naming the status);
 * - `slow`: the forced envelope (status_code), dribbled in pieces over `seconds`.
 * An encrypted call's fault is the same fault (a slow envelope is sealed as any reply).
 */
export const transportFault = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('reset') }).strict(),
  z.object({ kind: z.literal('empty') }).strict(),
  z.object({ kind: z.literal('malformed'), body: z.enum(['not-json', 'cut-json']).default('not-json') }).strict(),
  z
    .object({
      kind: z.literal('http'),
      status: z.number().int().min(200).max(599),
      body: z.string().regex(charsAtMost(FAULT_BODY_MAX_CHARS)).optional(),
      contentType: z.string().min(1).regex(charsAtMost(100)).regex(/^[\x20-\x7e]+$/, 'printable ASCII').optional(),
    })
    .strict(),
  z.object({ kind: z.literal('slow'), seconds: z.number().int().min(1).max(FAULT_SLOW_MAX_S) }).strict(),
]);
export type TransportFault = z.infer<typeof transportFault>;
/** A fault as a caller writes it (defaults left out). */
export type TransportFaultInput = z.input<typeof transportFault>;

/** A scenario's fault: one of an HTTP call (above), or of the chat socket (socket-faults.ts). */
export const scenarioFault = z.discriminatedUnion('kind', [...transportFault.options, ...socketFault.options]);
export type ScenarioFault = z.infer<typeof scenarioFault>;
export type ScenarioFaultInput = z.input<typeof scenarioFault>;

/** Kinds that send no envelope: a scenario with one needs no status_code. */
export const FAULTS_WITHOUT_ENVELOPE: readonly ScenarioFault['kind'][] = ['reset', 'empty', 'malformed', 'http', 'socket-drop', 'socket-close', 'socket-delay'];

/** A JSON value a condition compares with. */
const conditionValue = z.union([z.string().regex(charsAtMost(200)), z.number(), z.boolean(), z.null()]);

/**
 * A condition on a field of the request's JSON body (`field`: names joined by dots, `Request.entries`
 * style paths without indexes). `eq`/`ne`/`in` compare values (a number and a numeric text are one
 * value: `amount` "1000.00" equals 1000); `gt`/`gte`/`lt`/`lte` compare numbers (a field that is not
 * one never matches); `in` takes a list.
 */
export const FIELD_PATH_PATTERN = /^[A-Za-z_$][\w$]{0,63}(?:\.[A-Za-z_$][\w$]{0,63}){0,7}$/;
const fieldPath = z.string().regex(FIELD_PATH_PATTERN, 'a field path: up to 8 names (letters, digits, _ or $) joined by dots');
export const bodyCondition = z.discriminatedUnion('op', [
  z.object({ field: fieldPath, op: z.enum(['eq', 'ne']), value: conditionValue }).strict(),
  z.object({ field: fieldPath, op: z.enum(['gt', 'gte', 'lt', 'lte']), value: z.number() }).strict(),
  z.object({ field: fieldPath, op: z.literal('in'), value: z.array(conditionValue).min(1).max(50) }).strict(),
]);
export type BodyCondition = z.infer<typeof bodyCondition>;

/** When a scenario applies beyond its route: every body condition holds, and the caller is that user. */
export const scenarioWhen = z
  .object({
    body: z.array(bodyCondition).min(1).max(10).optional(),
    /** The logged-in player (the session of the call's token). */
    userId: z.number().int().positive().optional(),
  })
  .strict();
export type ScenarioWhen = z.infer<typeof scenarioWhen>;

export const scenarioInput = z.object({
  /** The contract path of the route to force, e.g. /site/api/v1/user/login. */
  path: z.string().startsWith('/').regex(charsAtMost(300)),
  method: z.enum(['GET', 'POST']).default('POST'),
  /** The envelope's code; not needed with a fault that sends no envelope. */
  status_code: statusCode.optional(),
  /**
   * A transport fault instead of (or, `slow`, around) the envelope; on the chat socket's path
   * (/chat/ws), a socket fault, which applies to `times` connections.
   */
  fault: scenarioFault.optional(),
  /** Only calls that match (a body field, the logged-in user); omitted: every call of the route. */
  when: scenarioWhen.optional(),
  message: z.string().regex(charsAtMost(500)).optional(),
  data: z.unknown().optional(),
  /** Answer this many calls, then stop; omitted means until removed. */
  times: z.number().int().positive().max(10_000).optional(),
  delayMs: z.number().int().min(0).max(SCENARIO_DELAY_MAX_MS).default(0),
  /** The QA sandbox (x-mock-session) it applies in, wherever it is added from; omitted: the world it is added in. */
  session: sandboxName.optional(),
}).strict();

type AnswerParts = Parameters<typeof socketScenarioProblem>[0] & { method: string; fault?: { kind: ScenarioFault['kind'] } };

/**
 * The routes a scenario can force: the API contract's, which the server's scenario step runs
 * before (nothing else: /__health, the QA API, the stand-in providers, cashier and streams never
 * take one), and the chat socket's path (socket faults).
 */
const forcibleRoutes = allRoutes(contract).map(({ route }) => ({ method: route.method, path: route.path }));

function routeProblem(s: { path: string; method: string }): { field: string; message: string } | null {
  if (forcibleRoutes.some((r) => r.path === s.path && r.method === s.method)) return null;
  const other = forcibleRoutes.find((r) => r.path === s.path);
  if (other) return { field: 'method', message: `${s.path} is a ${other.method} route, not ${s.method}` };
  return { field: 'path', message: `no contract route ${s.method} ${s.path} (a scenario forces the API's contract routes, and socket faults the chat socket, ${CHAT_SOCKET_PATH})` };
}

/**
 * Why a scenario cannot be carried out, or null: it names a contract route (routeProblem) and
 * answers an envelope (status_code) unless its fault sends none; a socket fault goes with the chat
 * socket's path alone (socket-faults.ts).
 */
export function scenarioProblem(s: AnswerParts): { field: string; message: string } | null {
  const socket = socketScenarioProblem(s);
  if (socket !== null || s.path === CHAT_SOCKET_PATH) return socket;
  const route = routeProblem(s);
  if (route !== null) return route;
  if (s.status_code !== undefined || (s.fault !== undefined && FAULTS_WITHOUT_ENVELOPE.includes(s.fault.kind))) return null;
  return { field: 'status_code', message: 'status_code is needed unless the fault sends no envelope (reset, empty, malformed, http)' };
}

/** The problem's text alone (the QA API's 400). */
export function scenarioAnswerProblem(s: AnswerParts): string | null {
  return scenarioProblem(s)?.message ?? null;
}

/** The same rules as a zod refinement (scenario set files). */
export function checkScenarioAnswer(s: AnswerParts, ctx: z.RefinementCtx): void {
  const problem = scenarioProblem(s);
  if (problem !== null) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem.message, path: [problem.field] });
}

export const scenario = scenarioInput.extend({ id: z.string(), remaining: z.number().int().nullable(), hits: z.number().int(), set: z.string().optional() }).strip();

export const journalEntry = z.object({
  id: z.number().int(),
  at: z.number().int(),
  method: z.string(),
  path: z.string(),
  encrypted: z.boolean(),
  body: z.unknown(),
  /** The reply's envelope, decrypted, bounded like the body (long strings and lists cut). */
  reply: z.unknown(),
  status_code: z.number().int().nullable(),
  durationMs: z.number(),
  session: z.string().nullable(),
  userId: z.number().int().nullable(),
});

export const outboxEntry = z.object({
  id: z.number().int(),
  at: z.number().int(),
  channel: z.enum(['sms', 'voice', 'email']),
  to: z.string(),
  code: z.string(),
  purpose: z.string(),
  expiresAt: z.number().int(),
});

const captchaKind = z.enum(['graphic', 'slider']);
const suspension = z.enum(['off', 'popup', 'silent']);

export const siteSettings = z.object({
  depositEnabled: z.boolean(),
  professionalAllowed: z.boolean(),
  captchaKind,
  safeSwitchDefault: z.boolean(),
  maintenance: z.boolean(),
  /** enName of venues in maintenance (they answer 6415). */
  venuesInMaintenance: z.array(z.string().regex(charsAtMost(64))).max(500),
  loginSuspended: suspension,
  registerSuspended: suspension,
});
export type SiteSettings = z.infer<typeof siteSettings>;
/** PUT /__mock/settings: the settings to change, no others. */
export const siteSettingsChange = siteSettings.partial().strict();

/** QA forcing a stand-in provider's next rounds (the game finds that outcome among its honest ones). */
export const forcedOutcome = z.enum(['win', 'lose', 'jackpot']);
export const forceRoundsInput = z.object({
  enName: z.string().min(1).regex(charsAtMost(32)),
  outcome: forcedOutcome,
  /** How many of the venue's next rounds; they queue behind earlier forced ones (100 at most waiting). */
  times: z.number().int().positive().max(100).default(1),
}).strict();
export const providerRound = z.object({
  roundNo: z.number().int(),
  seed: z.string(),
  orderNo: z.string(),
  userId: z.number().int(),
  enName: z.string(),
  gameCode: z.string(),
  choice: z.string(),
  stake: z.number(),
  payout: z.number(),
  jackpot: z.number(),
  outcome: z.enum(['win', 'lose', 'push', 'pending']),
  detail: z.string(),
  forced: forcedOutcome.nullable(),
  at: z.number().int(),
  settledAt: z.number().int().nullable(),
});
/**
 * How the back office decides, on the server clock (see contracts/src/routes/payment.ts and
 * withdraw.ts): bank-transfer and coin deposits once the player said 我已付款, and withdrawals.
 * Online deposits are not reviewed: only the stand-in cashier (contracts/src/cashier.ts) or
 * decideDeposit pays them. Amounts in yuan, delays in seconds. null risk thresholds never refuse.
 */
export const reviewPolicy = z.object({
  /** Bank-transfer and coin deposits of at most this are paid depositAutoPaidAfterS after 我已付款. */
  depositAutoLimit: z.number().nonnegative(),
  depositAutoPaidAfterS: z.number().int().min(0).max(86_400),
  /** Larger deposits are paid after this review delay... */
  depositReviewAfterS: z.number().int().min(0).max(86_400),
  /** ...unless above this amount: then finance refuses them. */
  depositRiskLimit: z.number().nonnegative().nullable(),
  /** Withdrawals are paid this long after they were applied for... */
  withdrawReviewAfterS: z.number().int().min(0).max(86_400),
  /** ...unless above this amount: then finance refuses them (the money returns). */
  withdrawRiskLimit: z.number().nonnegative().nullable(),
  /** false: nothing is decided on the clock; only QA decides (POST /__mock/deposits|withdrawals/{orderNo}). */
  automatic: z.boolean(),
});
export type ReviewPolicy = z.infer<typeof reviewPolicy>;
/** PUT /__mock/review-policy: the rules to change, no others. */
export const reviewPolicyChange = reviewPolicy.partial().strict();

/**
 * POST /__mock/sessions/expire: whose sessions, by token, user id or name (at least one; a
 * session matching any of them ends). The document states the rule as an anyOf.
 */
export const expireSessionsInput = documented(
  z
    .object({ token: z.string().min(1).optional(), userId: z.number().int().positive().optional(), name: z.string().min(1).optional() })
    .strict()
    .refine((b) => b.token !== undefined || b.userId !== undefined || b.name !== undefined, 'token, userId or name'),
  { anyOf: [{ required: ['token'] }, { required: ['userId'] }, { required: ['name'] }] },
);

export const depositDecision = z.object({ decision: z.enum(['paid', 'refused']), remark: z.string().regex(charsAtMost(200)).optional() }).strict();
export const withdrawDecision = z.object({ decision: z.enum(['paid', 'refused', 'cancelled']), remark: z.string().regex(charsAtMost(200)).optional() }).strict();
const decided = z.object({ orderNo: z.string(), status: z.number().int() });

const okBody = z.object({ ok: z.literal(true) });
/** A QA refusal: what went wrong, in words. */
export const qaRefusal = z.object({ error: z.string() });
const errorBody = qaRefusal;
/**
 * What every QA call can answer besides its own replies: 400 for a malformed request (a body that
 * is no JSON or breaks its schema, a bad path parameter or query, an x-mock-session that is no
 * sandbox name) and 410 for a sandbox that was evicted. (401 and 403, the guard's, are the
 * document's shared responses.)
 */
const QA_REFUSALS = { 400: qaRefusal, 410: qaRefusal };
/** A control's replies with QA_REFUSALS (its own 400, when it has one, wins). Typed with numeric statuses, as ts-rest reads them. */
export function qaReplies<R extends Record<number, z.ZodTypeAny>>(replies: R): Omit<{ 400: typeof qaRefusal; 410: typeof qaRefusal }, keyof R> & R {
  return { ...QA_REFUSALS, ...replies };
}
const clockData = z.object({ now: z.number().int(), offsetMs: z.number().int() });

export const mockContract = c.router(
  {
    reset: { method: 'POST', path: '/reset', body: z.object({}).strict(), responses: qaReplies({ 200: okBody }), summary: 'Back to the fixtures: state, scenarios, journal, outbox, sessions, clock, throttle (6011) counts; with x-mock-session, that sandbox alone (and an evicted one starts again)' },
    listSandboxes: { method: 'GET', path: '/sandboxes', responses: qaReplies({ 200: sandboxList }), summary: 'The QA sandboxes (x-mock-session worlds), most recently used first, the limit, and the names evicted lately' },
    deleteSandbox: { method: 'DELETE', path: '/sandboxes/:name', pathParams: z.object({ name: sandboxName }), body: z.null().optional(), responses: qaReplies({ 200: okBody, 404: errorBody }), summary: 'Remove one sandbox; its name starts a fresh world on next use' },
    addScenario: { method: 'POST', path: '/scenarios', body: scenarioInput, responses: qaReplies({ 200: scenario, 400: errorBody, 410: errorBody }), summary: 'Force a route to answer a status code, or a transport fault (reset, empty, malformed, an HTTP status with its body, a slow reply); status_code is needed unless the fault sends no envelope. On the chat socket (path /chat/ws): a socket fault (socket-drop, socket-close, socket-delay) for `times` connections' },
    listScenarios: { method: 'GET', path: '/scenarios', responses: qaReplies({ 200: z.array(scenario) }), summary: 'Scenarios in force' },
    removeScenarios: { method: 'DELETE', path: '/scenarios', query: z.object({ id: z.string().optional(), session: z.string().optional() }), body: z.null().optional(), responses: qaReplies({ 200: z.object({ removed: z.number().int() }) }), summary: 'Remove one scenario (id), one QA session\'s, or all' },
    journal: { method: 'GET', path: '/journal', query: z.object({ limit: z.coerce.number().int().positive().max(1000).optional(), path: z.string().optional(), session: z.string().optional() }), responses: qaReplies({ 200: z.array(journalEntry) }), summary: 'The last requests, decrypted, newest first' },
    outbox: { method: 'GET', path: '/outbox', query: z.object({ to: z.string().optional() }), responses: qaReplies({ 200: z.array(outboxEntry) }), summary: 'Every SMS, voice and email code sent, newest first' },
    captcha: { method: 'GET', path: '/captcha/:codeId', pathParams: z.object({ codeId: z.string() }), responses: qaReplies({ 200: z.object({ codeId: z.string(), answer: z.string(), kind: captchaKind }), 404: errorBody }), summary: 'The answer to an issued captcha: the graphic text (codeId: x-code), or the slider\'s captcha_output (codeId: lot_number)' },
    clock: { method: 'POST', path: '/clock', body: z.object({ advanceMs: z.number().int().min(0).max(366 * 24 * 3600 * 1000) }).strict(), responses: qaReplies({ 200: clockData }), summary: 'Move the server clock forward' },
    getClock: { method: 'GET', path: '/clock', responses: qaReplies({ 200: clockData }), summary: 'The server clock' },
    expireSessions: { method: 'POST', path: '/sessions/expire', body: expireSessionsInput, responses: qaReplies({ 200: z.object({ expired: z.number().int() }), 400: errorBody }), summary: 'Expire sessions so the next call answers 6001' },
    getSettings: { method: 'GET', path: '/settings', responses: qaReplies({ 200: siteSettings }), summary: 'Site settings' },
    putSettings: { method: 'PUT', path: '/settings', body: siteSettingsChange, responses: qaReplies({ 200: siteSettings }), summary: 'Change site settings (partial)' },
    forceRounds: { method: 'POST', path: '/provider/force', body: forceRoundsInput, responses: qaReplies({ 200: z.object({ enName: z.string(), queued: z.array(forcedOutcome) }), 400: errorBody, 404: errorBody }), summary: 'Force the outcome of a stand-in venue\'s next round(s): win, lose, or jackpot (venues with a jackpot)' },
    providerRounds: { method: 'GET', path: '/provider/rounds', query: z.object({ enName: z.string().min(1).regex(charsAtMost(32)), limit: z.coerce.number().int().positive().max(500).optional() }), responses: qaReplies({ 200: z.array(providerRound), 404: errorBody }), summary: 'A stand-in venue\'s last rounds (500 kept), newest first, with their seeds and forced outcomes' },
    getReviewPolicy: { method: 'GET', path: '/review-policy', responses: qaReplies({ 200: reviewPolicy }), summary: 'How finance decides bank-transfer and coin deposits (after 我已付款) and withdrawals on the server clock; online deposits are paid at the cashier only' },
    putReviewPolicy: { method: 'PUT', path: '/review-policy', body: reviewPolicyChange, responses: qaReplies({ 200: reviewPolicy }), summary: 'Change the review policy (partial); back to the default on reset' },
    decideDeposit: {
      method: 'POST', path: '/deposits/:orderNo', pathParams: z.object({ orderNo: z.string().regex(charsAtMost(40)) }), body: depositDecision,
      responses: qaReplies({ 200: decided, 404: errorBody, 409: errorBody }), summary: 'Finance pays or refuses a waiting deposit now (409 when it is no longer waiting)',
    },
    decideWithdrawal: {
      method: 'POST', path: '/withdrawals/:orderNo', pathParams: z.object({ orderNo: z.string().regex(charsAtMost(40)) }), body: withdrawDecision,
      responses: qaReplies({ 200: decided, 404: errorBody, 409: errorBody }), summary: 'Finance pays or refuses (or the player cancels) a withdrawal under review now',
    },
  },
  { pathPrefix: '/__mock' },
);

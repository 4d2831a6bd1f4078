import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BodyParseError } from '../../plugins/json-body';
import { initServer, type RequestValidationError } from '@ts-rest/fastify';
import { mockSportsContract } from '@betsite/contracts/mock-sports';
import { mockSportsRouter } from './sports';
import { mockChatContract } from '@betsite/contracts/mock-chat';
import { mockChatRouter } from './chat';
import { mockSnapshotsContract } from '@betsite/contracts/mock-snapshots';
import { mockSnapshotsRouter } from './snapshots';
import { scenarioSetRoutes } from './scenario-sets';
import { mockContract, scenarioAnswerProblem } from '@betsite/contracts/mock';
import { mockGuard } from './guard';
import { evictedMessage } from '../../composition/sandboxes';
import { changeReviewPolicy, changeSettings, expireSessions, moveClock } from './qa-actions';
import { Code } from '@betsite/contracts/status-codes';
import { toYuan } from '../../lib/money';
import { forceOutcome, roundsOf } from '../../venues/provider/rounds';
import { policyOf } from './review-policy';
import { decideDeposit } from '../../money/deposits';
import { finishWithdrawal, settleWithdrawals } from '../../money/withdrawals';

const s = initServer();

/**
 * The QA API answers plain HTTP statuses, never the product envelope: a body that is no JSON (or
 * too deep, or poisoned), of another content type or too large answers 400 {error}; a thrown
 * error is a bug, 500 {error} without details.
 */
function qaErrorReply(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : undefined;
  if (error instanceof BodyParseError || (status !== undefined && status >= 400 && status < 500)) {
    return reply.status(400).send({ error: error instanceof BodyParseError ? error.message : `malformed request: ${error.message}` });
  }
  request.log.error({ err: error }, 'unhandled error in the QA API');
  return reply.status(500).send({ error: 'internal error' });
}

/** The QA control API (/__mock/...): plain JSON, plain HTTP statuses. */
export async function registerMockRoutes(app: FastifyInstance) {
  const { ctx } = app;
  /**
   * A scenario naming a session is that sandbox's (its world is made if need be), wherever it is
   * added from: a run can script its own codes without sending its header. null: it was evicted.
   */
  const scenariosOf = (session: string | undefined) => {
    if (session === undefined || ctx.sandbox === session) return ctx.scenarios;
    const found = app.sandboxes.enter(session);
    return found.kind === 'world' ? found.world.scenarios : null;
  };
  const evicted = (name: string) => ({ status: 410 as const, body: { error: evictedMessage(name, app.sandboxes.limit) } });
  const router = s.router(mockContract, {
    reset: () => {
      ctx.reset();
      return Promise.resolve({ status: 200, body: { ok: true } });
    },
    listSandboxes: () => Promise.resolve({ status: 200, body: { instance: ctx.config.INSTANCE_NAME, limit: app.sandboxes.limit, sandboxes: app.sandboxes.list(), evicted: app.sandboxes.evicted() } }),
    deleteSandbox: ({ params }) => {
      if (!app.sandboxes.remove(params.name)) return Promise.resolve({ status: 404, body: { error: `no sandbox named ${params.name}` } });
      return Promise.resolve({ status: 200, body: { ok: true } });
    },
    addScenario: ({ body }) => {
      // The one rule of a scenario JSON Schema does not state (the document's summary names it).
      const problem = scenarioAnswerProblem(body);
      if (problem !== null) return Promise.resolve({ status: 400, body: { error: problem } });
      const scenarios = scenariosOf(body.session);
      if (!scenarios) return Promise.resolve(evicted(body.session ?? ''));
      const added = scenarios.add(body);
      if (added === 'full') return Promise.resolve({ status: 400, body: { error: 'too many scenarios: remove some first' } });
      return Promise.resolve({ status: 200, body: added });
    },
    listScenarios: () => Promise.resolve({ status: 200, body: ctx.scenarios.list() }),
    removeScenarios: ({ query }) => {
      const scenarios = query.id === undefined ? scenariosOf(query.session) : ctx.scenarios;
      return Promise.resolve({ status: 200, body: { removed: scenarios?.remove(query) ?? 0 } });
    },
    journal: ({ query }) => Promise.resolve({ status: 200, body: ctx.journal.list(query) }),
    outbox: ({ query }) => Promise.resolve({ status: 200, body: ctx.outbox.list(query.to) }),
    captcha: ({ params }) => {
      const c = ctx.state.captchas.peek(params.codeId);
      if (!c) return Promise.resolve({ status: 404, body: { error: 'no such captcha (used, expired or never issued)' } });
      return Promise.resolve({ status: 200, body: { codeId: c.codeId, answer: c.answer, kind: c.kind } });
    },
    clock: async ({ body }) => ({ status: 200, body: await moveClock(ctx, body.advanceMs) }),
    getClock: () => Promise.resolve({ status: 200, body: { now: ctx.clock.now(), offsetMs: ctx.clock.offsetMs() } }),
    expireSessions: ({ body }) => Promise.resolve({ status: 200, body: expireSessions(ctx, body) }),
    getSettings: () => Promise.resolve({ status: 200, body: ctx.state.settings }),
    putSettings: ({ body }) => Promise.resolve({ status: 200, body: changeSettings(ctx, body) }),
    forceRounds: ({ body }) => {
      const r = forceOutcome(ctx.state, body.enName, body.outcome, body.times);
      if (!r.ok) return Promise.resolve({ status: r.code === Code.NOT_FOUND ? 404 : 400, body: { error: r.message ?? 'refused' } });
      return Promise.resolve({ status: 200, body: { enName: body.enName, queued: r.value.queued } });
    },
    providerRounds: ({ query }) => {
      if (!ctx.state.games.byEnName.has(query.enName)) return Promise.resolve({ status: 404, body: { error: 'no such venue' } });
      const rounds = roundsOf(ctx.state.provider, query.enName, query.limit ?? 50).map((r) => ({
        roundNo: r.roundNo, seed: r.seed, orderNo: r.orderNo, userId: r.userId, enName: r.enName, gameCode: r.gameCode, choice: r.choice,
        stake: toYuan(r.stakeCents), payout: toYuan(r.payoutCents), jackpot: toYuan(r.jackpotCents),
        outcome: r.outcome, detail: r.detail, forced: r.forced, at: r.at, settledAt: r.settledAt,
      }));
      return Promise.resolve({ status: 200, body: rounds });
    },
    getReviewPolicy: () => Promise.resolve({ status: 200, body: policyOf(ctx.state.office.rule) }),
    putReviewPolicy: ({ body }) => Promise.resolve({ status: 200, body: changeReviewPolicy(ctx, body) }),
    decideDeposit: ({ params, body }) => {
      const { state } = ctx;
      const r = decideDeposit(state.deposits, state.wallets, params.orderNo, body.decision, ctx.clock.now(), body.remark);
      if (!r.ok) return Promise.resolve({ status: r.code === Code.NOT_FOUND ? 404 : 409, body: { error: r.message ?? 'refused' } });
      return Promise.resolve({ status: 200, body: { orderNo: r.value.orderNo, status: r.value.status } });
    },
    decideWithdrawal: ({ params, body }) => {
      const { state } = ctx;
      const order = state.withdrawals.orders.get(params.orderNo);
      // Up to the clock first: an order the policy already decided stays decided (409).
      if (order) settleWithdrawals(state.withdrawals, state.wallets, order.userId, ctx.clock.now());
      const r = finishWithdrawal(state.withdrawals, state.wallets, params.orderNo, body.decision, ctx.clock.now(), body.remark);
      if (!r.ok) return Promise.resolve({ status: r.code === Code.NOT_FOUND ? 404 : 409, body: { error: r.message ?? 'refused' } });
      return Promise.resolve({ status: 200, body: { orderNo: r.value.orderNo, status: r.value.status } });
    },
  });

  await app.register((scope, _opts, done) => {
    scope.addHook('onRequest', mockGuard(ctx.config.MOCK_API_TOKEN));
    scope.setErrorHandler(qaErrorReply);
    const options = {
      responseValidation: ctx.config.RESPONSE_VALIDATION,
      logInitialization: false,
      jsonQuery: false,
      requestValidationErrorHandler: (err: RequestValidationError, _request: FastifyRequest, reply: FastifyReply) =>
        void reply.status(400).send({ error: err.body?.issues?.[0]?.message ?? err.query?.issues?.[0]?.message ?? err.pathParams?.issues?.[0]?.message ?? 'bad request' }),
    };
    // ts-rest sets the error handler of the scope it registers into: one child scope per router
    // (the guard above is inherited), so none replaces another's handler (Fastify's FSTWRN004).
    const ownScope = (register: (child: FastifyInstance) => void) =>
      void scope.register((child, _childOpts, childDone) => {
        register(child);
        childDone();
      });
    ownScope((child) => s.registerRouter(mockContract, router, child, options));
    ownScope((child) => s.registerRouter(mockSportsContract, mockSportsRouter(ctx), child, options));
    ownScope((child) => s.registerRouter(mockChatContract, mockChatRouter(ctx), child, options));
    ownScope((child) => s.registerRouter(mockSnapshotsContract, mockSnapshotsRouter(app), child, options));
    void scope.register(scenarioSetRoutes, options);
    done();
  });
}

import { initServer } from '@ts-rest/fastify';
import { mockContract, scenarioAnswerProblem } from '@betsite/contracts/mock';
import { mockSportsContract } from '@betsite/contracts/mock-sports';
import { mockChatContract } from '@betsite/contracts/mock-chat';
import { mockSnapshotsContract } from '@betsite/contracts/mock-snapshots';
import { scenarioSetsContract } from '@betsite/contracts/scenario-sets';
import { Code } from '@betsite/contracts/status-codes';
import type { AppRouter } from '@ts-rest/core';
import type { AppContext } from '../../composition/context';
import { evictedMessage, type Sandboxes } from '../../composition/sandboxes';
import type { Snapshots } from '../../composition/snapshots';
import type { LoadedSet } from '../../qa/scenario-set-files';
import { toYuan } from '../../lib/money';
import { forceOutcome, roundsOf } from '../../venues/provider/rounds';
import { decideDeposit } from '../../money/deposits';
import { finishWithdrawal, settleWithdrawals } from '../../money/withdrawals';
import { changeReviewPolicy, changeSettings, expireSessions, moveClock } from './qa-actions';
import { policyOf } from './review-policy';
import { mockSportsRouter } from './sports';
import { mockChatRouter } from './chat';
import { mockSnapshotsRouter } from './snapshots';
import { scenarioSetsRouter } from './scenario-sets';

const s = initServer();

/** The core QA calls (/__mock/...): `ctx` is the routed context (each call acts on the world it runs in). */
export function mockRouter(ctx: AppContext, sandboxes: Sandboxes) {
  /**
   * A scenario naming a session is that sandbox's (its world is made if need be), wherever it is
   * added from: a run can script its own codes without sending its header. null: it was evicted.
   */
  const scenariosOf = (session: string | undefined) => {
    if (session === undefined || ctx.sandbox === session) return ctx.scenarios;
    const found = sandboxes.enter(session);
    return found.kind === 'world' ? found.world.scenarios : null;
  };
  const evicted = (name: string) => ({ status: 410 as const, body: { error: evictedMessage(name, sandboxes.limit) } });
  return s.router(mockContract, {
    reset: () => {
      ctx.reset();
      return Promise.resolve({ status: 200, body: { ok: true } });
    },
    listSandboxes: () => Promise.resolve({ status: 200, body: { instance: ctx.config.INSTANCE_NAME, limit: sandboxes.limit, sandboxes: sandboxes.list(), evicted: sandboxes.evicted() } }),
    deleteSandbox: ({ params }) => {
      if (!sandboxes.remove(params.name)) return Promise.resolve({ status: 404, body: { error: `no sandbox named ${params.name}` } });
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
}

/** What the QA API's routers are made of, whatever transport serves them. */
export interface QaParts {
  ctx: AppContext;
  sandboxes: Sandboxes;
  snapshots: Snapshots;
  /** The named scenario sets (read from SCENARIOS_DIR on the server). */
  scenarioSets: ReadonlyMap<string, LoadedSet>;
}

/** Every router of the QA API with its contract, in the order they are registered. */
export function qaRouters({ ctx, sandboxes, snapshots, scenarioSets }: QaParts): { contract: AppRouter; router: object }[] {
  return [
    { contract: mockContract, router: mockRouter(ctx, sandboxes) },
    { contract: mockSportsContract, router: mockSportsRouter(ctx) },
    { contract: mockChatContract, router: mockChatRouter(ctx) },
    { contract: mockSnapshotsContract, router: mockSnapshotsRouter(ctx, snapshots) },
    { contract: scenarioSetsContract, router: scenarioSetsRouter(ctx, scenarioSets) },
  ];
}

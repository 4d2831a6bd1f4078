import type { AppContext } from '../../composition/context';
import { initServer } from '@ts-rest/fastify';
import { Code } from '@betsite/contracts/status-codes';
import type { mockSportsContract } from '@betsite/contracts/mock-sports';
import { scenarioSetsContract, stepKindOf, type ScenarioStep } from '@betsite/contracts/scenario-sets';
import { forceOutcome } from '../../venues/provider/rounds';
import type { LoadedSet } from '../../qa/scenario-set-files';
import { changeReviewPolicy, changeSettings, expireSessions, moveClock } from './qa-actions';
import { mockSportsRouter } from './sports';

const s = initServer();
type Ctx = AppContext;
type Outcome = { ok: true; reply: unknown } | { ok: false; error: string };
/**
 * The sportsbook's QA handlers as what they are: functions of the call's path parameters and body
 * (ts-rest's type also admits route options and wants the request, which they never read).
 */
type SportsHandlers = {
  [K in keyof typeof mockSportsContract]: (args: { params?: { gameId: string }; body: object }) => Promise<{ status: number; body: unknown }>;
};

/**
 * One step, as the QA call it stands for does it (routes/mock/index.ts and sports.ts), against
 * the context of this request: a QA sandbox's world when the call names one.
 */
async function runStep(ctx: Ctx, sports: SportsHandlers, step: ScenarioStep, setName: string): Promise<Outcome> {
  const asSports = async (answer: Promise<{ status: number; body: unknown }>): Promise<Outcome> => {
    const r = await answer;
    return r.status === 200 ? { ok: true, reply: r.body } : { ok: false, error: (r.body as { error: string }).error };
  };
  if ('force' in step) {
    const added = ctx.scenarios.add(step.force, setName);
    return added === 'full' ? { ok: false, error: 'too many scenarios: remove some first' } : { ok: true, reply: added };
  }
  if ('settings' in step) return { ok: true, reply: { ...changeSettings(ctx, step.settings) } };
  if ('clock' in step) return { ok: true, reply: await moveClock(ctx, step.clock.advanceMs) };
  if ('reviewPolicy' in step) return { ok: true, reply: changeReviewPolicy(ctx, step.reviewPolicy) };
  if ('expireSessions' in step) return { ok: true, reply: expireSessions(ctx, step.expireSessions) };
  if ('forceRounds' in step) {
    const b = step.forceRounds;
    const r = forceOutcome(ctx.state, b.enName, b.outcome, b.times);
    if (!r.ok) return { ok: false, error: r.message ?? (r.code === Code.NOT_FOUND ? `no venue ${b.enName}` : 'refused') };
    return { ok: true, reply: { enName: b.enName, queued: r.value.queued } };
  }
  if ('setScore' in step) {
    const { gameId, ...body } = step.setScore;
    return asSports(sports.setScore({ params: { gameId }, body }));
  }
  if ('moveToSession' in step) {
    const { gameId, ...body } = step.moveToSession;
    return asSports(sports.moveToSession({ params: { gameId }, body }));
  }
  if ('finish' in step) {
    return asSports(sports.finish({ params: { gameId: step.finish.gameId }, body: {} }));
  }
  if ('cancel' in step) {
    const { gameId, ...body } = step.cancel;
    return asSports(sports.cancel({ params: { gameId }, body }));
  }
  if ('postpone' in step) {
    return asSports(sports.postpone({ params: { gameId: step.postpone.gameId }, body: {} }));
  }
  if ('setPrice' in step) return asSports(sports.setPrice({ body: step.setPrice }));
  return asSports(sports.nextBet({ body: step.nextBet }));
}

/**
 * The named scenario sets (/__mock/scenario-sets): loaded once from SCENARIOS_DIR when the QA
 * API is registered (a bad file stops the start), applied to the context of each call. What is
 * applied is kept in the context's scenario store (forced replies tagged with the set's name), so
 * the reset forgets it and each QA sandbox has its own.
 */
export function scenarioSetsRouter(ctx: Ctx, sets: ReadonlyMap<string, LoadedSet>) {
  const sports = mockSportsRouter(ctx) as unknown as SportsHandlers;
  const unknown = (name: string) => ({ status: 404 as const, body: { error: `no scenario set ${JSON.stringify(name)} (GET /__mock/scenario-sets lists them)` } });
  return s.router(scenarioSetsContract, {
    list: () =>
      Promise.resolve({
        status: 200 as const,
        body: [...sets.values()].map(({ set }) => ({ name: set.name, description: set.description, steps: set.steps.length, applied: ctx.scenarios.isSetApplied(set.name) })),
      }),
    apply: async ({ params }) => {
      const loaded = sets.get(params.name);
      if (!loaded) return unknown(params.name);
      const { set } = loaded;
      // Applying again replaces the replies the set forced before, so their counts start over.
      ctx.scenarios.removeSet(set.name);
      const done: { index: number; kind: ReturnType<typeof stepKindOf>; reply: unknown }[] = [];
      for (const [index, step] of set.steps.entries()) {
        const kind = stepKindOf(step);
        // In order, each on what the previous ones did (a kick-off before a score): a step cannot be
        // checked ahead of the ones before it, so the ones before a failure stay applied.
        // A copy: the world may keep what a step gives it (a settings list, a reply's data) and change it later.
        const outcome = await runStep(ctx, sports, structuredClone(step), set.name);
        if (!outcome.ok) return { status: 400 as const, body: { error: `step ${index} (${kind}) of ${set.name}: ${outcome.error}`, failedStep: index, kind, steps: done } };
        done.push({ index, kind, reply: outcome.reply });
      }
      ctx.scenarios.markSetApplied(set.name);
      return { status: 200 as const, body: { name: set.name, steps: done } };
    },
    remove: ({ params }) => {
      if (!sets.has(params.name)) return Promise.resolve(unknown(params.name));
      return Promise.resolve({ status: 200 as const, body: { name: params.name, removedScenarios: ctx.scenarios.removeSet(params.name) } });
    },
  });
}

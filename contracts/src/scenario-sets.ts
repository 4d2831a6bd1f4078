import { z } from 'zod';
import { initContract } from '@ts-rest/core';
import { checkScenarioAnswer, expireSessionsInput, forceRoundsInput, mockContract, qaReplies, reviewPolicyChange, scenarioInput, siteSettingsChange } from './mock';
import { mockSportsContract } from './mock-sports';
import { charsAtMost } from './char-count';

/**
 * Named scenario sets (issue 13): a file in SCENARIOS_DIR (YAML or JSON) names a story QA can put
 * in place with one call: forced replies, setting changes, clock moves, venue and match scripts.
 * Each step is what one QA call does, with that call's own input schema, so a set can say nothing
 * the QA API could not. The JSON Schema for editors (contracts/scenario-set.schema.json) is
 * generated from this file by `npm run scenario-schema`.
 */
const c = initContract();

export const SCENARIO_SET_STEPS_MAX = 100;
/** Files read from SCENARIOS_DIR; the start stops above it rather than load a runaway folder. */
export const SCENARIO_SETS_MAX = 200;
export const SCENARIO_SET_FILE_BYTES_MAX = 256 * 1024;

/** A forced reply: the QA call's own rules (a contract route or the chat socket, an answer it can give). */
const forceStep = scenarioInput.superRefine(checkScenarioAnswer);

const gameId = mockSportsContract.match.pathParams.shape.gameId;
/** A match script: the QA route's path parameter (gameId) next to its body. */
const onMatch = <T extends z.ZodRawShape>(body: z.ZodObject<T>) => body.extend({ gameId }).strict();

/** What each step kind takes: the input of the QA call it stands for. */
const stepKinds = {
  /** POST /__mock/scenarios: a forced reply, tagged with the set's name. */
  force: forceStep,
  /** PUT /__mock/settings. */
  settings: siteSettingsChange,
  /** POST /__mock/clock. */
  clock: mockContract.clock.body,
  /** PUT /__mock/review-policy. */
  reviewPolicy: reviewPolicyChange,
  /** POST /__mock/sessions/expire. */
  expireSessions: expireSessionsInput,
  /** POST /__mock/provider/force. */
  forceRounds: forceRoundsInput,
  /** POST /__mock/sports/matches/:gameId/score. */
  setScore: onMatch(mockSportsContract.setScore.body),
  /** POST /__mock/sports/matches/:gameId/session. */
  moveToSession: onMatch(mockSportsContract.moveToSession.body),
  /** POST /__mock/sports/matches/:gameId/finish. */
  finish: onMatch(z.object({})),
  /** POST /__mock/sports/matches/:gameId/cancel. */
  cancel: onMatch(mockSportsContract.cancel.body),
  /** POST /__mock/sports/matches/:gameId/postpone. */
  postpone: onMatch(z.object({})),
  /** POST /__mock/sports/prices. */
  setPrice: mockSportsContract.setPrice.body,
  /** POST /__mock/sports/next-bet. */
  nextBet: mockSportsContract.nextBet.body,
};
// Not a step: restoring a ticket (POST /__mock/sports/tickets/:id/restore) needs a ticket id, which
// only exists once a player has bet; a set written ahead of time cannot name one.

type StepKinds = typeof stepKinds;
export type ScenarioStepKind = keyof StepKinds;
export const SCENARIO_STEP_KINDS = Object.keys(stepKinds) as ScenarioStepKind[];

/** One step: an object with exactly one key, the kind, holding that kind's input. */
export type ScenarioStep = { [K in ScenarioStepKind]: { [P in K]: z.output<StepKinds[K]> } }[ScenarioStepKind];

const optionalKinds = Object.fromEntries(Object.entries(stepKinds).map(([k, schema]) => [k, schema.optional()])) as {
  [K in ScenarioStepKind]: z.ZodOptional<StepKinds[K]>;
};

/**
 * One object with every kind optional and exactly one present, rather than a union: zod then
 * reports a mistake at its own path (steps.2.force.status_code) instead of one "invalid union"
 * for the whole step, and the loader can point at the line.
 */
export const scenarioStep = z
  .object(optionalKinds)
  .strict()
  .superRefine((step, ctx) => {
    const present = Object.keys(step).filter((k) => step[k as ScenarioStepKind] !== undefined);
    if (present.length !== 1) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `a step has exactly one of ${SCENARIO_STEP_KINDS.join(', ')} (found ${present.length === 0 ? 'none' : present.join(', ')})` });
    }
  })
  // Sound after the check above: exactly one kind is present.
  .transform((step) => step as ScenarioStep);

export const scenarioSetName = z
  .string()
  .min(1)
  .regex(charsAtMost(64))
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'lower-case letters, digits and dashes (it is a path segment: /__mock/scenario-sets/<name>/apply)');

export const scenarioSet = z
  .object({
    /** Lets a JSON file name its schema for editors; ignored. */
    $schema: z.string().optional(),
    name: scenarioSetName,
    /** For the tester: what the set puts in place and what to do to see it. */
    description: z.string().min(1).regex(charsAtMost(2_000)),
    steps: z.array(scenarioStep).min(1).max(SCENARIO_SET_STEPS_MAX),
  })
  .strict();
export type ScenarioSet = z.output<typeof scenarioSet>;

/** The kind of a step (its one key). */
export function stepKindOf(step: ScenarioStep): ScenarioStepKind {
  return Object.keys(step)[0] as ScenarioStepKind;
}

export const scenarioSetSummary = z.object({
  name: z.string(),
  description: z.string(),
  steps: z.number().int(),
  /** Applied since the last reset and not removed since (a failed apply does not count). */
  applied: z.boolean(),
});

export const stepResult = z.object({
  index: z.number().int(),
  kind: z.enum(SCENARIO_STEP_KINDS as [ScenarioStepKind, ...ScenarioStepKind[]]),
  /** What the equivalent QA call answers (the forced scenario, the settings now, the match now...). */
  reply: z.unknown(),
});

const errorBody = z.object({ error: z.string() });

export const scenarioSetsContract = c.router(
  {
    list: { method: 'GET', path: '/scenario-sets', responses: qaReplies({ 200: z.array(scenarioSetSummary) }), summary: 'The named scenario sets loaded from SCENARIOS_DIR, and whether each is applied' },
    apply: {
      method: 'POST',
      path: '/scenario-sets/:name/apply',
      pathParams: z.object({ name: z.string().regex(charsAtMost(64)) }),
      body: z.object({}).strict(),
      responses: {
        200: z.object({ name: z.string(), steps: z.array(stepResult) }),
        // A step that failed (the steps before it stay applied), or a malformed call (a name past 64 characters).
        400: z.union([errorBody.extend({ failedStep: z.number().int(), kind: stepResult.shape.kind, steps: z.array(stepResult) }), errorBody]),
        404: errorBody,
      },
      summary: 'Run a set\'s steps in order; a failing step answers 400 naming it, the steps before it stay applied',
    },
    remove: {
      method: 'DELETE',
      path: '/scenario-sets/:name',
      pathParams: z.object({ name: z.string().regex(charsAtMost(64)) }),
      body: z.null().optional(),
      responses: qaReplies({ 200: z.object({ name: z.string(), removedScenarios: z.number().int() }), 404: errorBody }),
      summary: 'Remove the forced replies a set added; its settings, clock and match moves stay (reset undoes them)',
    },
  },
  { pathPrefix: '/__mock' },
);

import { expect, type TestContext } from 'vitest';
import type { AppRoute } from '@ts-rest/core';
import { createQaClient } from '@betsite/contracts/qa-client';
import type { Target } from '../target';
import { expectDocumented, type Mode, type Reply } from '../transport';
import { bodySchemaOf, sampleFor } from '../samples';
import { SUCCESS_RECIPES } from './plan';
import type { Prepared, SuccessRecipe } from './recipe';
import { Steps, type Session } from './steps';

export interface SuccessCheck {
  target: Target;
  mode: Mode;
  session: Session;
  key: string;
  route: AppRoute;
}

/** Fails the check unless the reply is the success: status_code 6000 (its data was held to the document before). */
export function expectSuccess(reply: Reply, needs?: string): void {
  const { status_code: code, message } = reply.body;
  if (code === 6000) return;
  const state = needs ? ` (the account needs ${needs})` : '';
  throw new Error(`${reply.exchange.route}: status_code ${code} ${message}, not the success (6000) of a valid request${state}`);
}

/** Sandboxes of this run: a name per check, within the 64 characters a sandbox name may have. */
const sandboxName = (mode: Mode, key: string) => `success-${process.pid}-${mode === 'plain' ? 'p' : 'e'}-${key}`;

/**
 * One route's success check: its recipe's set-up (in a sandbox of its own when it says so), the
 * request, the reply held to the document and to 6000, then the recipe's undo. Against a stateless
 * mock the route's sample goes alone (the mock answers the operation's example); against a backend
 * without the QA API a recipe that needs it sends the sample, holds the reply to the document and
 * is skipped, saying why.
 */
export async function checkSuccess(ctx: TestContext, check: SuccessCheck): Promise<Reply> {
  const { target, mode, key, route } = check;
  const recipe = SUCCESS_RECIPES[key];
  if (!recipe || target.statelessMock || (recipe.qa && !target.hasMockApi)) {
    const reply = await new Steps(target, mode, check.session).call(route, validInput(key, route, sampleFor(key, route, target)));
    expectDocumented(reply);
    if (recipe?.qa && !target.statelessMock) ctx.skip(`its success needs the QA API (none at ${target.qaUrl}/__mock; --qa-url where it answers): ${recipe.qa}`);
    expectSuccess(reply, recipe?.needs);
    return reply;
  }
  if (!recipe.sandbox) return succeed(new Steps(target, mode, check.session), recipe, route, key);
  const name = sandboxName(mode, key);
  try {
    const steps = new Steps(target, mode, check.session, name);
    return await succeed(new Steps(target, mode, await steps.logIn(), name), recipe, route, key);
  } finally {
    await createQaClient({ baseUrl: target.qaUrl }).deleteSandbox({ params: { name }, body: null });
  }
}

async function succeed(steps: Steps, recipe: SuccessRecipe, route: AppRoute, key: string): Promise<Reply> {
  const prepared: Prepared = await recipe.request(steps);
  const reply = await steps.call(route, validInput(key, route, prepared.input), prepared.caller);
  expectDocumented(reply);
  expectSuccess(reply, recipe.needs);
  await recipe.undo?.(steps, reply.body.data, prepared);
  return reply;
}

/** A request must be one the contract accepts, so a recipe cannot drift from the schema. */
function validInput(key: string, route: AppRoute, value: unknown): unknown {
  const parsed = bodySchemaOf(route).safeParse(value);
  expect(parsed.success, `the request for ${key} is valid: ${parsed.success ? '' : parsed.error.message}`).toBe(true);
  return value;
}

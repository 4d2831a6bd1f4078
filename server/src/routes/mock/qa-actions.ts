import type { AppContext } from '../../composition/context';
import { findAccountByName } from '../../accounts/state';
import { catchUp } from '../../composition/catch-up';
import type { ReviewPolicy } from '@betsite/contracts/mock';
import { policyOf, ruleOf } from './review-policy';

type Ctx = AppContext;

/**
 * What the core QA controls do, once: the routes (index.ts) answer with them, and a scenario
 * set's steps (scenario-sets.ts) run them, so a step cannot drift from its call.
 */
export async function moveClock(ctx: Ctx, advanceMs: number) {
  const offsetMs = ctx.clock.advance(advanceMs);
  // Everything the move makes due happens before the answer: matches, settlements, delayed bets;
  // a long move in slices, while the other worlds' requests go on (composition/catch-up.ts).
  await catchUp(ctx.world(), true);
  return { now: ctx.clock.now(), offsetMs };
}

export function expireSessions(ctx: Ctx, who: { token?: string | undefined; userId?: number | undefined; name?: string | undefined }) {
  const userId = who.userId ?? (who.name !== undefined ? findAccountByName(ctx.state, who.name)?.userId : undefined);
  return { expired: ctx.sessions.expire({ token: who.token, userId }) };
}

export function changeSettings(ctx: Ctx, change: Partial<Ctx['state']['settings']>) {
  Object.assign(ctx.state.settings, change);
  return ctx.state.settings;
}

export function changeReviewPolicy(ctx: Ctx, change: Partial<ReviewPolicy>) {
  ctx.state.office.rule = ruleOf({ ...policyOf(ctx.state.office.rule), ...change });
  return policyOf(ctx.state.office.rule);
}

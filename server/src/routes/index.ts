import type { FastifyPluginCallback } from 'fastify';
import { initServer } from '@ts-rest/fastify';
import { contract } from '@betsite/contracts/contract';
import type { AppContext } from '../composition/context';
import { registerContractRouter } from './contract-router';
import { authRoutes } from './auth/routes';
import { memberRoutes } from './member/routes';
import { verificationRoutes } from './verification/routes';
import { siteRoutes } from './site/routes';
import { activityRoutes } from './activity/routes';
import { feedbackRoutes } from './feedback/routes';
import { letterRoutes } from './letter/routes';
import { paymentRoutes } from './payment/routes';
import { venueRoutes } from './venue/routes';
import { recordRoutes } from './record/routes';
import { transferRoutes } from './transfer/routes';
import { withdrawRoutes } from './withdraw/routes';

const s = initServer();

/**
 * Every route of the contract, one module per resource, whatever transport serves them (`ctx`: the
 * routed context). `s.router` fails to compile when a contract route has no handler, so no route
 * can be forgotten.
 */
export function productRouter(ctx: AppContext) {
  return s.router(contract, {
    auth: authRoutes(ctx),
    member: memberRoutes(ctx),
    verification: verificationRoutes(ctx),
    site: siteRoutes(ctx),
    activity: activityRoutes(ctx),
    feedback: feedbackRoutes(ctx),
    letter: letterRoutes(ctx),
    payment: paymentRoutes(ctx),
    venue: venueRoutes(ctx),
    record: recordRoutes(ctx),
    transfer: transferRoutes(ctx),
    withdraw: withdrawRoutes(ctx),
  });
}

/** The contract's handlers for a routed context: productRouter, or (the bench) one with some handlers replaced. */
export type RouterOf = (ctx: AppContext) => ReturnType<typeof productRouter>;

export const registerContractRoutes: FastifyPluginCallback<{ routerOf?: RouterOf }> = (app, opts, done) => {
  const { ctx } = app;
  registerContractRouter(app, contract, (opts.routerOf ?? productRouter)(ctx), { responseValidation: ctx.config.RESPONSE_VALIDATION });
  done();
};

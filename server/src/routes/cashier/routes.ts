import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import { CASHIER_PAGE_PATH, CASHIER_QR_PATH, cashierContract } from '@betsite/contracts/cashier';
import { replyForError } from '../../plugins/envelope';
import { sendStandInPage } from '../stand-in-pages';
import { cashierQr, cashierRouter } from './router';

const s = initServer();

export async function registerCashierRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const router = cashierRouter(ctx);

  await app.register((scope, _opts, done) => {
    s.registerRouter(cashierContract, router, scope, {
      responseValidation: ctx.config.RESPONSE_VALIDATION,
      requestValidationErrorHandler: (err, request, reply) => void replyForError(err, request, reply),
      logInitialization: false,
      jsonQuery: false,
    });
    // The page is static (stand-in-pages/cashier.html): it reads the order with the url's token.
    // The token is in the url of both: never send it on as a referrer.
    scope.get(CASHIER_PAGE_PATH, (_request, reply) => sendStandInPage(reply.header('referrer-policy', 'no-referrer'), 'cashier'));
    // What a phone would scan: this order's cashier page on the address the browser used.
    scope.get(CASHIER_QR_PATH, (request, reply) => {
      const svg = cashierQr(ctx, (request.query as Record<string, unknown>).token, `${request.protocol}://${request.host}`);
      if (svg === null) return reply.code(404).header('cache-control', 'no-store').send();
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'no-referrer')
        .send(svg);
    });
    done();
  });
}

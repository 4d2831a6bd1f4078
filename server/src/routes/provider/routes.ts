import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import { PROVIDER_PLAY_PATH } from '@betsite/contracts/constants';
import { providerContract } from '@betsite/contracts/provider';
import { replyForError } from '../../plugins/envelope';
import { sendStandInPage } from '../stand-in-pages';
import { providerRouter } from './router';

const s = initServer();

export async function registerProviderRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const router = providerRouter(ctx);

  await app.register((scope, _opts, done) => {
    s.registerRouter(providerContract, router, scope, {
      responseValidation: ctx.config.RESPONSE_VALIDATION,
      requestValidationErrorHandler: (err, request, reply) => void replyForError(err, request, reply),
      logInitialization: false,
      jsonQuery: false,
    });
    // The page is static (stand-in-pages/play.html): everything it shows comes from the session
    // call with the url's token. The token is in the url: never send it on as a referrer.
    scope.get(PROVIDER_PLAY_PATH, (_request, reply) => sendStandInPage(reply.header('referrer-policy', 'no-referrer'), 'play'));
    done();
  });
}

import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LIVE_STREAM_PREFIX, liveViewContract } from '@betsite/contracts/stream';
import { replyForError } from '../../plugins/envelope';
import { streamFiles } from './stream-files';
import { clipMissing, mediaReply, noLiveView, streamClip } from './media';
import { sendStandInPage } from '../stand-in-pages';
import { liveViewRouter } from './router';

const s = initServer();

/**
 * The stand-in live view (/__stream, contracts/src/stream.ts): the two stream lines of a match with
 * video (线路1 FLV for mpegts.js, 线路2 HLS for hls.js: one short clip for every match, since the
 * picture is a test card) and its animation page with the one call that page makes. Always on,
 * like the stand-in providers: hotLive matchDetail points here.
 */
export async function registerStreamRoutes(app: FastifyInstance) {
  const { ctx } = app;

  const router = liveViewRouter(ctx);

  /** A clip of a match with video, its range as asked; else why not (media.ts). */
  const sendClip = (request: FastifyRequest<{ Params: { gameId: string; clip: string } }>, reply: FastifyReply) => {
    const found = streamClip(ctx.state.world, request.params.gameId, request.params.clip);
    const bytes = 'clip' in found ? streamFiles().get(found.clip) : undefined;
    const answer = 'clip' in found ? (bytes ? mediaReply(bytes, found.type, request.headers.range) : clipMissing()) : found;
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  };

  await app.register((scope, _opts, done) => {
    s.registerRouter(liveViewContract, router, scope, {
      responseValidation: ctx.config.RESPONSE_VALIDATION,
      requestValidationErrorHandler: (err, request, reply) => void replyForError(err, request, reply),
      logInitialization: false,
      jsonQuery: false,
    });
    scope.get(`${LIVE_STREAM_PREFIX}/:gameId/:clip`, sendClip);
    // Static (stand-in-pages/animation.html): everything it shows comes from POST /__stream/match with the gameId of its path.
    scope.get(`${LIVE_STREAM_PREFIX}/:gameId/animation`, (request: FastifyRequest<{ Params: { gameId: string } }>, reply) => {
      const refusal = noLiveView(ctx.state.world, request.params.gameId);
      return refusal ? reply.code(refusal.status).headers(refusal.headers).send(refusal.body) : sendStandInPage(reply, 'animation');
    });
    done();
  });
}

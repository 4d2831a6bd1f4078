import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LIVE_STREAM_PREFIX, liveViewContract } from '@betsite/contracts/stream';
import { providerId } from '@betsite/contracts/routes/venue';
import { Code } from '@betsite/contracts/status-codes';
import { fail } from '../../lib/reply';
import { byteRange } from '../../lib/byte-range';
import { replyForError } from '../../plugins/envelope';
import { matchWithVideo } from '../../sports/live-view';
import { SEGMENT_NAME_RE, streamFiles } from './stream-files';
import { sendStandInPage } from '../stand-in-pages';
import { liveViewRouter } from './router';

const s = initServer();

const CONTENT_TYPES = { flv: 'video/x-flv', m3u8: 'application/vnd.apple.mpegurl', ts: 'video/mp2t' } as const;

/**
 * The stand-in live view (/__stream, contracts/src/stream.ts): the two stream lines of a match with
 * video (线路1 FLV for mpegts.js, 线路2 HLS for hls.js: one short clip for every match, since the
 * picture is a test card) and its animation page with the one call that page makes. Always on,
 * like the stand-in providers: hotLive matchDetail points here.
 */
export async function registerStreamRoutes(app: FastifyInstance) {
  const { ctx } = app;

  const router = liveViewRouter(ctx);

  /** A match with video, or a 404 with the envelope's 6004 (a player shows it as a failed line). */
  const knownMatch = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const { gameId } = request.params as { gameId: string };
    if (providerId.safeParse(gameId).success && matchWithVideo(ctx.state.world, gameId)) return true;
    void reply.code(404).header('cache-control', 'no-store').send(fail(Code.NOT_FOUND, '赛事不存在或没有直播').body);
    return false;
  };

  /** The bytes, or the one range asked for (206; 416 past the end): players may ask for ranges. */
  const sendMedia = (request: FastifyRequest, reply: FastifyReply, bytes: Buffer, type: string) => {
    void reply.header('content-type', type).header('cache-control', 'no-cache').header('accept-ranges', 'bytes').header('access-control-allow-origin', '*');
    const range = byteRange(request.headers.range, bytes.length);
    if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${bytes.length}`).send();
    if (range === null) return reply.send(bytes);
    return reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${bytes.length}`).send(bytes.subarray(range.start, range.end + 1));
  };

  await app.register((scope, _opts, done) => {
    s.registerRouter(liveViewContract, router, scope, {
      responseValidation: ctx.config.RESPONSE_VALIDATION,
      requestValidationErrorHandler: (err, request, reply) => void replyForError(err, request, reply),
      logInitialization: false,
      jsonQuery: false,
    });
    scope.get(`${LIVE_STREAM_PREFIX}/:gameId/live.flv`, (request, reply) => {
      if (knownMatch(request, reply)) return sendMedia(request, reply, streamFiles().flv, CONTENT_TYPES.flv);
      return reply;
    });
    scope.get(`${LIVE_STREAM_PREFIX}/:gameId/index.m3u8`, (request, reply) => {
      if (knownMatch(request, reply)) return sendMedia(request, reply, streamFiles().playlist, CONTENT_TYPES.m3u8);
      return reply;
    });
    scope.get(`${LIVE_STREAM_PREFIX}/:gameId/:segment`, (request, reply) => {
      if (!knownMatch(request, reply)) return reply;
      const { segment } = request.params as { segment: string };
      const bytes = SEGMENT_NAME_RE.test(segment) ? streamFiles().segments.get(segment) : undefined;
      if (bytes) return sendMedia(request, reply, bytes, CONTENT_TYPES.ts);
      return reply.code(404).header('cache-control', 'no-store').send(fail(Code.NOT_FOUND).body);
    });
    // Static (stand-in-pages/animation.html): everything it shows comes from POST /__stream/match with the gameId of its path.
    scope.get(`${LIVE_STREAM_PREFIX}/:gameId/animation`, (request, reply) => (knownMatch(request, reply) ? sendStandInPage(reply, 'animation') : reply));
    done();
  });
}

import type { FastifyInstance } from 'fastify';
import { Code } from '@betsite/contracts/status-codes';
import { UPLOAD_URL_PREFIX } from '../accounts/uploads';
import { fail } from '../lib/reply';

/**
 * Serves the images players uploaded (member.uploadImage answers their `/uploads/...` url). Not a
 * contract route: it is where the url points. An unknown image answers 6004 like any unknown path.
 */
export function registerUploadRoutes(app: FastifyInstance, _opts: unknown, done: () => void) {
  app.get(`${UPLOAD_URL_PREFIX}:file`, (request, reply) => {
    const image = app.ctx.state.member.uploads.byUrl(request.url.split('?')[0] ?? '');
    if (!image) return reply.send(fail(Code.NOT_FOUND).body);
    return reply.header('content-type', image.mime).header('cache-control', 'private, max-age=3600').send(image.bytes);
  });
  done();
}

import type { FastifyInstance } from 'fastify';
import { UPLOAD_URL_RE } from '@betsite/contracts/routes/member';
import { Code } from '@betsite/contracts/status-codes';
import { fail } from '../lib/reply';

/**
 * Serves the images players uploaded (member.uploadImage answers their `/uploads/...` url). Not a
 * contract route: it is where the url points. Whoever knows the url gets the image (an <img> tag
 * cannot send the token header); the url's random id is what keeps it private (contracts'
 * uploadUrl). An unknown image answers 6004 like any unknown path.
 */
export function registerUploadRoutes(app: FastifyInstance, _opts: unknown, done: () => void) {
  app.get('/uploads/:file', (request, reply) => {
    // A browser must never read an upload as anything but the image type it was checked to be.
    void reply.header('x-content-type-options', 'nosniff');
    const url = request.url.split('?')[0] ?? '';
    const image = UPLOAD_URL_RE.test(url) ? app.ctx.state.member.uploads.byUrl(url) : undefined;
    if (!image) return reply.send(fail(Code.NOT_FOUND).body);
    return reply
      .header('content-type', image.mime)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, max-age=3600')
      .send(Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength));
  });
  done();
}

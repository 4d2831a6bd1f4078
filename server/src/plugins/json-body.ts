import fp from 'fastify-plugin';
import { parseJsonBody } from '../core/json-body';

export { BodyParseError } from '../core/error-replies';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body's JSON text as the server read it (decrypted for an encrypted call): the journal keeps it. */
    bodyText: string | null;
  }
}

/** Fastify's JSON body parser replaced by the core's (core/json-body.ts), which keeps why a body was refused. */
export default fp(
  (app, _opts, done) => {
    app.decorateRequest('bodyText', null);
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, next) => {
      const text = body as string;
      let parsed: unknown;
      try {
        parsed = parseJsonBody(text);
      } catch (e) {
        return next(e as Error, undefined);
      }
      if (parsed !== undefined) request.bodyText = text;
      next(null, parsed);
    });
    done();
  },
  { name: 'json-body' },
);

import fp from 'fastify-plugin';
import secureJson from 'secure-json-parse';
import { JSON_DEPTH_MAX, nestsDeeperThan } from '../lib/json-depth';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body's JSON text as the server read it (decrypted for an encrypted call): the journal keeps it. */
    bodyText: string | null;
  }
}

/**
 * The JSON body parser. Like Fastify's own (secure-json-parse, refusing prototype poisoning) but it
 * keeps the reason, so the envelope policy can answer a poisoned body 6008 and plain bad JSON 6007.
 */
export class BodyParseError extends Error {
  constructor(readonly poisoned: boolean) {
    super(poisoned ? 'JSON body carries a forbidden prototype property' : 'body is not valid JSON');
  }
}

/** Refuse `__proto__` and `constructor.prototype` keys (made once: the parser runs for every JSON body). */
const POISON_CHECKS = { protoAction: 'error', constructorAction: 'error' } as const;

export default fp(
  (app, _opts, done) => {
    app.decorateRequest('bodyText', null);
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, next) => {
      const text = body as string;
      // An empty body is no body, whatever its content type says: the pipeline's defaultBody (core/empty-body.ts) decides.
      if (text.length === 0) return next(null, undefined);
      // Most reads send exactly {}: what the scan and the parse below make of it, without them.
      if (text === '{}') {
        request.bodyText = text;
        return next(null, {});
      }
      if (nestsDeeperThan(text, JSON_DEPTH_MAX)) return next(new BodyParseError(false), undefined);
      try {
        const parsed: unknown = secureJson.parse(text, undefined, POISON_CHECKS);
        request.bodyText = text;
        next(null, parsed);
      } catch (e) {
        next(new BodyParseError(e instanceof SyntaxError && /prototype|constructor/i.test(e.message) && !/JSON/.test(e.message)), undefined);
      }
    });
    done();
  },
  { name: 'json-body' },
);

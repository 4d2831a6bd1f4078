import fp from 'fastify-plugin';
import secureJson from 'secure-json-parse';
import { JSON_DEPTH_MAX, nestsDeeperThan } from '../lib/json-depth';

/**
 * The JSON body parser. Like Fastify's own (secure-json-parse, refusing prototype poisoning) but it
 * keeps the reason, so the envelope policy can answer a poisoned body 6008 and plain bad JSON 6007.
 */
export class BodyParseError extends Error {
  constructor(readonly poisoned: boolean) {
    super(poisoned ? 'JSON body carries a forbidden prototype property' : 'body is not valid JSON');
  }
}

export default fp(
  (app, _opts, done) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, next) => {
      const text = body as string;
      if (text.length === 0) return next(null, {});
      if (nestsDeeperThan(text, JSON_DEPTH_MAX)) return next(new BodyParseError(false), undefined);
      try {
        next(null, secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
      } catch (e) {
        next(new BodyParseError(e instanceof SyntaxError && /prototype|constructor/i.test(e.message) && !/JSON/.test(e.message)), undefined);
      }
    });
    // A POST with no body at all is the spec's "no payload" call: treat it as {}.
    app.addHook('preValidation', (request, _reply, next) => {
      if (request.body === undefined && request.method === 'POST') request.body = {};
      next();
    });
    done();
  },
  { name: 'json-body' },
);

import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RequestValidationError } from '@ts-rest/fastify';
import { Code, defaultMessage } from '@betsite/contracts/status-codes';
import { METHOD_NOT_ALLOWED_MESSAGE } from '@betsite/contracts/envelope';
import { classifyZodError } from '../lib/zod-issues';
import { fail } from '../lib/reply';
import { BodyParseError } from './json-body';
import { allowedMethods } from './allowed-methods';


/** Fastify's own request errors, mapped to the catalogue: bad shape 6007, illegal content 6008. */
const FASTIFY_CODES: Record<string, typeof Code.INVALID_PARAMETER | typeof Code.ILLEGAL_PARAMETER> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: Code.INVALID_PARAMETER,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: Code.INVALID_PARAMETER,
  FST_ERR_CTP_BODY_TOO_LARGE: Code.ILLEGAL_PARAMETER,
  FST_ERR_CTP_INVALID_TYPE: Code.INVALID_PARAMETER,
};

export function replyForError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  // No route at this address for this method: Fastify may still refuse its body first (a QUERY
  // without a content type, a type it does not read), but there is no call to check the body of.
  if (request.is404) return noRoute(request.server, request, reply);
  if (error instanceof RequestValidationError) {
    const zodError = error.body ?? error.query ?? error.pathParams ?? error.headers;
    const { code, message } = zodError ? classifyZodError(zodError as never) : { code: Code.INVALID_PARAMETER, message: undefined };
    return reply.status(200).send(fail(code, message).body);
  }
  if (error instanceof BodyParseError) return reply.status(200).send(fail(error.poisoned ? Code.ILLEGAL_PARAMETER : Code.INVALID_PARAMETER).body);
  const fastifyCode = 'code' in error ? FASTIFY_CODES[error.code] : undefined;
  if (fastifyCode) return reply.status(200).send(fail(fastifyCode).body);
  if ('statusCode' in error && error.statusCode === 400) return reply.status(200).send(fail(Code.INVALID_PARAMETER).body);
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(200).send(fail(Code.SERVER_ERROR, defaultMessage(Code.SERVER_ERROR)).body);
}

/** An address no route answers with this method: HTTP 405 when the path has others, else 6004. */
function noRoute(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const allow = allowedMethods(app, request.url);
  if (allow.length === 0) return reply.status(200).send(fail(Code.NOT_FOUND).body);
  return reply.status(405).header('allow', allow.join(', ')).send(fail(Code.ILLEGAL_PARAMETER, METHOD_NOT_ALLOWED_MESSAGE).body);
}

/**
 * One envelope policy for the whole server: nothing leaves as a bare HTTP error body, nothing
 * internal leaks, an unknown path answers 6004. A known path with a method it does not have is
 * not "no data": it answers HTTP 405 with an Allow header, in the envelope (6008, 请求方法不允许),
 * the one reply besides the QA API's that is not HTTP 200, so generic HTTP tools see the truth.
 */
export default fp(
  (app, _opts, done) => {
    app.setErrorHandler(replyForError);
    app.setNotFoundHandler((request, reply) => noRoute(app, request, reply));
    done();
  },
  { name: 'envelope' },
);

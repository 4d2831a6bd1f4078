import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { RequestValidationError } from '@ts-rest/fastify';
import { Code } from '@betsite/contracts/status-codes';
import { BodyParseError, noRoute, refusedBody, refusedByContract, refusedByTransport, unexpectedError, type ErrorReply, type TransportRefusal } from '../core/error-replies';
import { allowedMethods } from './allowed-methods';

/** Fastify's own request errors, mapped to the catalogue: bad shape 6007, illegal content 6008. */
const FASTIFY_CODES: Record<string, TransportRefusal> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: Code.INVALID_PARAMETER,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: Code.INVALID_PARAMETER,
  FST_ERR_CTP_BODY_TOO_LARGE: Code.ILLEGAL_PARAMETER,
  FST_ERR_CTP_INVALID_TYPE: Code.INVALID_PARAMETER,
};

/** What an error on Fastify's way answers (core/error-replies.ts is the policy). */
function errorReplyOf(error: FastifyError | Error, request: FastifyRequest): ErrorReply {
  // No route at this address for this method: Fastify may still refuse its body first (a QUERY
  // without a content type, a type it does not read), but there is no call to check the body of.
  if (request.is404) return noRoute(allowedMethods(request.server, request.url));
  if (error instanceof RequestValidationError) return refusedByContract(error);
  if (error instanceof BodyParseError) return refusedBody(error);
  const fastifyCode = 'code' in error ? FASTIFY_CODES[error.code] : undefined;
  if (fastifyCode) return refusedByTransport(fastifyCode);
  if ('statusCode' in error && error.statusCode === 400) return refusedByTransport(Code.INVALID_PARAMETER);
  return unexpectedError();
}

export function sendErrorReply(reply: FastifyReply, answer: ErrorReply) {
  if (answer.headers) void reply.headers(answer.headers);
  return reply.status(answer.status).send(answer.body);
}

export function replyForError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const answer = errorReplyOf(error, request);
  if (answer.unexpected) request.log.error({ err: error }, 'unhandled error');
  return sendErrorReply(reply, answer);
}

/**
 * One envelope policy for the whole server (core/error-replies.ts): nothing leaves as a bare HTTP
 * error body, nothing internal leaks, an unknown path answers 6004, a known path with a method it
 * does not have HTTP 405 with an Allow header.
 */
export default fp(
  (app, _opts, done) => {
    app.setErrorHandler(replyForError);
    app.setNotFoundHandler((request, reply) => sendErrorReply(reply, noRoute(allowedMethods(app, request.url))));
    done();
  },
  { name: 'envelope' },
);

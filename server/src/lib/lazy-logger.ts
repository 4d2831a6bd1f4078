import pino from 'pino';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, FastifyReply } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

type LogFn = FastifyBaseLogger['info'];

/**
 * The server's logger: pino as Fastify would make it from `{ level, redact }`, with the same
 * shapes for a request, a reply and an error in a line; on stdout unless given a destination.
 */
export function createServerLogger(level: string, redact: string[], destination?: pino.DestinationStream): FastifyBaseLogger {
  const options: pino.LoggerOptions = {
    level,
    redact,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: request.url,
        version: request.headers?.['accept-version'],
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
      err: pino.stdSerializers.err,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * Gives a Fastify instance built with `logger: false` our `logger`, for itself and its requests.
 *
 * Why not Fastify's own logger: with one, Fastify also puts two listeners on every response (to
 * time it and to log its end, which request logging being off never writes) and takes them off
 * again when it has gone, for every request. Without one it skips that; a request's logger then
 * comes from our factory: a lazy child of `logger`, made when it first writes, with the request id
 * as Fastify binds it. Nothing logs differently: the instance's lines (listening, ours) and a
 * request's (errors, Fastify's warnings) go to `logger` as before. The journal times a request
 * itself (core/journal.ts), since Fastify's reply.elapsedTime needs those listeners.
 */
export function useServerLogger(app: FastifyInstance, logger: FastifyBaseLogger): void {
  // A plain property of the instance, which every plugin's instance inherits: set before any is registered.
  (app as { log: FastifyBaseLogger }).log = logger;
  app.setChildLoggerFactory((_nullLogger, bindings, options) => new LazyChild(logger, bindings, options));
}

/**
 * A child logger made when it first writes, not when asked for. A pino child costs about a
 * microsecond, which every request would pay while almost none logs (request logging is off;
 * errors still log, with the request id).
 */
export class LazyChild implements FastifyBaseLogger {
  #made: FastifyBaseLogger | undefined;
  constructor(
    readonly parent: FastifyBaseLogger,
    readonly bindings: Bindings,
    readonly options: ChildOptions,
  ) {}
  get real(): FastifyBaseLogger {
    return (this.#made ??= this.parent.child(this.bindings, this.options));
  }
  get level(): string {
    return this.#made?.level ?? this.options.level ?? this.parent.level;
  }
  set level(level: string) {
    this.real.level = level;
  }
  fatal(...args: Parameters<LogFn>): void {
    this.real.fatal(...args);
  }
  error(...args: Parameters<LogFn>): void {
    this.real.error(...args);
  }
  warn(...args: Parameters<LogFn>): void {
    this.real.warn(...args);
  }
  info(...args: Parameters<LogFn>): void {
    this.real.info(...args);
  }
  debug(...args: Parameters<LogFn>): void {
    this.real.debug(...args);
  }
  trace(...args: Parameters<LogFn>): void {
    this.real.trace(...args);
  }
  silent(...args: Parameters<LogFn>): void {
    this.real.silent(...args);
  }
  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
}

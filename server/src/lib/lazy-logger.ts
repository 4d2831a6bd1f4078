import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

type LogFn = FastifyBaseLogger['info'];

/**
 * Fastify's childLoggerFactory: a request's logger (with its request id) made when the request
 * first logs, not when it arrives. A pino child costs about a microsecond, which every request paid
 * while almost none logs (request logging is off; errors still log, with the request id as before).
 */
export function lazyChildLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildOptions): FastifyBaseLogger {
  return new LazyChild(logger, bindings, options);
}

class LazyChild implements FastifyBaseLogger {
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

import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { LazyChild, createServerLogger, useServerLogger } from './lazy-logger';

const into = (lines: string[]) => new Writable({ write: (chunk: Buffer, _e, done) => (lines.push(chunk.toString()), done()) });

/** A pino logger writing into `lines`, with a count of the children pino made. */
function countingLogger(lines: string[]) {
  const logger = pino({ level: 'info' }, into(lines)) as unknown as FastifyBaseLogger;
  const counts = { made: 0 };
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with the logger it is asked on, as pino does
  const child = logger.child;
  logger.child = function (this: FastifyBaseLogger, b, o) {
    counts.made++;
    return child.call(this, b, o);
  };
  return { logger, counts };
}

const parsed = (lines: string[]) => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

describe('a request\'s lazy logger', () => {
  it('makes no child until it writes, then writes as the child would, request id included', () => {
    const lines: string[] = [];
    const { logger, counts } = countingLogger(lines);
    const log = new LazyChild(logger, { reqId: 'req-7' }, {});
    expect(counts.made).toBe(0);
    expect(log.level).toBe('info');
    log.error({ code: 6005 }, 'unhandled error');
    log.warn('again');
    expect(counts.made).toBe(1);
    expect(parsed(lines)).toMatchObject([{ reqId: 'req-7', code: 6005, msg: 'unhandled error' }, { reqId: 'req-7', msg: 'again' }]);
  });

  it('is what Fastify hands each request: none made for requests that do not log, one with the request id for one that does', async () => {
    const lines: string[] = [];
    const { logger, counts } = countingLogger(lines);
    const app = Fastify({ logger: false, logController: new LogController({ disableRequestLogging: true }) });
    useServerLogger(app, logger);
    app.post('/quiet', () => ({ ok: true }));
    app.post('/loud', (request) => {
      request.log.warn('heard');
      return { ok: true };
    });
    for (let i = 0; i < 3; i++) await app.inject({ method: 'POST', url: '/quiet' });
    expect(counts.made).toBe(0);
    await app.inject({ method: 'POST', url: '/loud' });
    expect(counts.made).toBe(1);
    const line = parsed(lines).at(-1)!;
    expect(line.msg).toBe('heard');
    expect(line.reqId).toMatch(/^req-/);
    await app.close();
  });

  it('keeps the instance\'s own lines, and every plugin\'s, on our logger', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: false });
    useServerLogger(app, pino({ level: 'info' }, into(lines)));
    await app.register((scope, _opts, done) => {
      scope.log.info('from a plugin');
      done();
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    await app.close();
    expect(parsed(lines).map((l) => l.msg)).toEqual(['from a plugin', expect.stringMatching(/^Server listening at http:\/\/127\.0\.0\.1:\d+$/)]);
  });
});

describe('the server\'s logger', () => {
  it('writes a request, its reply and an error as Fastify\'s logger did, at its level, redacting what it is told to', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: false });
    useServerLogger(app, createServerLogger('warn', ['secret'], into(lines)));
    app.post('/x', (request, reply) => {
      request.log.info('below the level');
      request.log.error({ req: request, res: reply, err: new Error('boom'), secret: 's3' }, 'failed');
      return {};
    });
    await app.inject({ method: 'POST', url: '/x?a=1', headers: { 'content-type': 'application/json' }, payload: '{}', remoteAddress: '10.0.0.9' });
    await app.close();
    expect(parsed(lines)).toMatchObject([
      {
        level: 50,
        msg: 'failed',
        reqId: expect.stringMatching(/^req-/) as unknown,
        req: { method: 'POST', url: '/x?a=1', host: 'localhost:80', remoteAddress: '10.0.0.9' },
        res: { statusCode: 200 },
        err: { type: 'Error', message: 'boom' },
        secret: '[Redacted]',
      },
    ]);
    expect(lines).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { makeChildrenLazy } from './lazy-logger';

/** A pino logger writing into `lines`, with a count of the children pino made. */
function countingLogger(lines: string[]) {
  const logger = pino({ level: 'info' }, new Writable({ write: (chunk: Buffer, _e, done) => (lines.push(chunk.toString()), done()) })) as unknown as FastifyBaseLogger;
  const counts = { made: 0 };
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with the logger it is asked on, as pino does
  const child = logger.child;
  logger.child = function (this: FastifyBaseLogger, b, o) {
    counts.made++;
    return child.call(this, b, o);
  };
  return { logger, counts };
}

describe('a request\'s lazy logger', () => {
  it('makes no child until it writes, then writes as the child would, request id included', () => {
    const lines: string[] = [];
    const { logger, counts } = countingLogger(lines);
    makeChildrenLazy(logger);
    const log = logger.child({ reqId: 'req-7' }, {});
    expect(counts.made).toBe(0);
    expect(log.level).toBe('info');
    log.error({ code: 6005 }, 'unhandled error');
    log.warn('again');
    expect(counts.made).toBe(1);
    expect(lines.map((l) => JSON.parse(l) as Record<string, unknown>)).toMatchObject([{ reqId: 'req-7', code: 6005, msg: 'unhandled error' }, { reqId: 'req-7', msg: 'again' }]);
  });

  it('is what Fastify hands each request: none made for requests that do not log, one with the request id for one that does', async () => {
    const lines: string[] = [];
    const { logger, counts } = countingLogger(lines);
    const app = Fastify({ loggerInstance: logger, disableRequestLogging: true });
    makeChildrenLazy(app.log);
    const madeAtStart = counts.made;
    app.post('/quiet', () => ({ ok: true }));
    app.post('/loud', (request) => {
      request.log.warn('heard');
      return { ok: true };
    });
    for (let i = 0; i < 3; i++) await app.inject({ method: 'POST', url: '/quiet' });
    expect(counts.made - madeAtStart).toBe(0);
    await app.inject({ method: 'POST', url: '/loud' });
    expect(counts.made - madeAtStart).toBe(1);
    const line = JSON.parse(lines.at(-1)!) as { reqId?: unknown; msg?: unknown };
    expect(line.msg).toBe('heard');
    expect(line.reqId).toMatch(/^req-/);
    await app.close();
  });
});

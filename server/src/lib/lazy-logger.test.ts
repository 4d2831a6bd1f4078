import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { lazyChildLogger } from './lazy-logger';

describe('a request\'s lazy logger', () => {
  it('makes no child until it writes, then writes as the child would, request id included', () => {
    const lines: string[] = [];
    const parent = pino({ level: 'info' }, new Writable({ write: (chunk: Buffer, _e, done) => (lines.push(chunk.toString()), done()) })) as unknown as FastifyBaseLogger;
    let made = 0;
    const child = parent.child.bind(parent);
    parent.child = (b, o) => (made++, child(b, o));
    const log = lazyChildLogger(parent, { reqId: 'req-7' }, {});
    expect(made).toBe(0);
    expect(log.level).toBe('info');
    log.error({ code: 6005 }, 'unhandled error');
    log.warn('again');
    expect(made).toBe(1);
    expect(lines.map((l) => JSON.parse(l) as Record<string, unknown>)).toMatchObject([{ reqId: 'req-7', code: 6005, msg: 'unhandled error' }, { reqId: 'req-7', msg: 'again' }]);
  });
});

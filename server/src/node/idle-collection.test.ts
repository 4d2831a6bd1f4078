import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idleCollector, type FullCollection } from './idle-collection';

describe('idleCollector', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    stop?.();
    stop = undefined;
    vi.useRealTimers();
  });

  const MB = 1024 * 1024;
  const collector = (heapUsed = 10 * MB) => {
    const gc = vi.fn<FullCollection>();
    const reports: number[] = [];
    const c = idleCollector({ gc, afterMs: 30_000, now: () => Date.now(), heapUsedBytes: () => heapUsed, heapMaxBytes: 100 * MB, onCollected: (r) => reports.push(r.heapUsedAfterBytes) });
    return { gc, reports, c };
  };
  const watched = (c: ReturnType<typeof collector>['c']) => {
    const server = new EventEmitter();
    stop = c.watch(server);
    return server;
  };

  it('collects at once when asked, as the start does before listening, and reports it', () => {
    const { gc, reports, c } = collector();
    c.collect();
    expect(gc).toHaveBeenCalledExactlyOnceWith({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    expect(reports).toEqual([10 * MB]);
  });

  it('does nothing while no request has come', () => {
    const { gc, c } = collector();
    watched(c);
    vi.advanceTimersByTime(120_000);
    expect(gc).not.toHaveBeenCalled();
  });

  it('waits while requests keep coming, then collects once per quiet spell', () => {
    const { gc, c } = collector();
    const server = watched(c);
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(20_000);
      server.emit('request');
    }
    expect(gc).not.toHaveBeenCalled();
    vi.advanceTimersByTime(38_000); // afterMs, and the quarter of it the checks are apart
    expect(gc).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(120_000);
    expect(gc).toHaveBeenCalledTimes(1);
    server.emit('upgrade');
    vi.advanceTimersByTime(38_000); // afterMs, and the quarter of it the checks are apart
    expect(gc).toHaveBeenCalledTimes(2);
  });

  it('leaves a heap past its bound alone', () => {
    const { gc, c } = collector(200 * MB);
    c.collect();
    watched(c).emit('request');
    vi.advanceTimersByTime(60_000);
    expect(gc).not.toHaveBeenCalled();
  });

  it('stops listening when stopped', () => {
    const { gc, c } = collector();
    const server = watched(c);
    stop?.();
    stop = undefined;
    expect(server.listenerCount('request')).toBe(0);
    server.emit('request');
    vi.advanceTimersByTime(60_000);
    expect(gc).not.toHaveBeenCalled();
  });
});

import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectWhenIdle, type FullCollection } from './idle-collection';

describe('collectWhenIdle', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    stop?.();
    vi.useRealTimers();
  });

  const watch = (heapUsed = 10 * 1024 * 1024) => {
    const server = new EventEmitter();
    const gc = vi.fn<FullCollection>();
    stop = collectWhenIdle(server, { afterMs: 2_000, gc, now: () => Date.now(), heapUsedBytes: () => heapUsed, heapMaxBytes: 100 * 1024 * 1024 });
    return { server, gc };
  };

  it('collects once after the start-up, when nothing has come for afterMs', () => {
    const { gc } = watch();
    vi.advanceTimersByTime(1_500);
    expect(gc).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(gc).toHaveBeenCalledTimes(1);
    expect(gc).toHaveBeenCalledWith({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    vi.advanceTimersByTime(60_000);
    expect(gc).toHaveBeenCalledTimes(1);
  });

  it('waits while requests keep coming, and collects again only after new activity', () => {
    const { server, gc } = watch();
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(1_000);
      server.emit('request');
    }
    expect(gc).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_500);
    expect(gc).toHaveBeenCalledTimes(1);
    server.emit('upgrade');
    vi.advanceTimersByTime(2_500);
    expect(gc).toHaveBeenCalledTimes(2);
  });

  it('leaves a heap past its bound alone', () => {
    const { gc } = watch(200 * 1024 * 1024);
    vi.advanceTimersByTime(10_000);
    expect(gc).not.toHaveBeenCalled();
  });

  it('stops listening when stopped', () => {
    const { server, gc } = watch();
    stop?.();
    stop = undefined;
    expect(server.listenerCount('request')).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(gc).not.toHaveBeenCalled();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { bus } from './event-bus';
import { TIP_DURATION_MS, TIPS_VISIBLE_MAX, tipsStore } from './tips';

afterEach(() => {
  vi.useRealTimers();
  tipsStore.set([]);
});

describe('bottom tips', () => {
  it('keeps a tip raised before any screen listens, for its duration', () => {
    vi.useFakeTimers();
    bus.emit('tips', { message: '请先登录账号，才能了解更多' });
    expect(tipsStore.get().map((t) => t.message)).toEqual(['请先登录账号，才能了解更多']);
    vi.advanceTimersByTime(TIP_DURATION_MS);
    expect(tipsStore.get()).toEqual([]);
  });

  it('shows a repeated text once and at most a few tips at a time', () => {
    vi.useFakeTimers();
    bus.emit('tips', { message: '请重新登录' });
    bus.emit('tips', { message: '请重新登录' });
    expect(tipsStore.get()).toHaveLength(1);
    for (let i = 0; i < TIPS_VISIBLE_MAX + 2; i += 1) bus.emit('tips', { message: `m${i}` });
    expect(tipsStore.get()).toHaveLength(TIPS_VISIBLE_MAX);
  });
});

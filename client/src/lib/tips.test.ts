import { afterEach, describe, expect, it, vi } from 'vitest';
import { bus } from './event-bus';
import { TIP_DURATION_MS, TIPS_VISIBLE_MAX, tipShown, tipsStore } from './tips';

afterEach(() => {
  vi.useRealTimers();
  tipsStore.set([]);
});

describe('bottom tips', () => {
  it('keeps a tip raised before any screen shows it, then for its duration from when one does', () => {
    vi.useFakeTimers();
    bus.emit('tips', { message: '请先登录账号，才能了解更多' });
    expect(tipsStore.get().map((t) => t.message)).toEqual(['请先登录账号，才能了解更多']);
    // A first page that takes long to load: the tip waits for it.
    vi.advanceTimersByTime(4 * TIP_DURATION_MS);
    expect(tipsStore.get()).toHaveLength(1);
    const [tip] = tipsStore.get();
    tipShown(tip!.id);
    tipShown(tip!.id); // shown again by a later paint: its time is not restarted
    vi.advanceTimersByTime(TIP_DURATION_MS - 1);
    expect(tipsStore.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
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

import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterAtLeast } from './at-least';

describe('afterAtLeast', () => {
  afterEach(() => void vi.useRealTimers());

  it('waits on when its timer fires before the time has passed by its clock, then calls once', () => {
    vi.useFakeTimers();
    // performance.now as the test sets it: the timer fires when only 57 ms have passed by it.
    let t = 1_000;
    const fn = vi.fn();
    afterAtLeast(60, fn, () => t);
    t += 57;
    vi.advanceTimersByTime(60);
    expect(fn).not.toHaveBeenCalled();
    t += 2;
    vi.advanceTimersByTime(2);
    expect(fn).not.toHaveBeenCalled();
    t += 1;
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    t += 100;
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('calls at the first firing when the time has passed', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    afterAtLeast(60, fn, () => Date.now());
    vi.advanceTimersByTime(59);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('really waits the time by performance.now', async () => {
    const started = performance.now();
    const at = await new Promise<number>((resolve) => afterAtLeast(25, () => resolve(performance.now())));
    expect(at - started).toBeGreaterThanOrEqual(25);
  });
});

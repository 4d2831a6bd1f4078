import { describe, expect, it, vi } from 'vitest';
import { createEventBus, LISTENERS_PER_EVENT_MAX, type AppEvents } from './event-bus';

describe('event bus', () => {
  it('delivers a payload to every listener of the event and none other', () => {
    const bus = createEventBus<AppEvents>();
    const tips = vi.fn();
    const login = vi.fn();
    bus.on('tips', tips);
    bus.on('login', login);
    bus.emit('tips', { message: '请重新登录' });
    expect(tips).toHaveBeenCalledWith({ message: '请重新登录' });
    expect(login).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe, even from inside a listener', () => {
    const bus = createEventBus<AppEvents>();
    const second = vi.fn();
    const first = vi.fn(() => off());
    const off = bus.on('login_expired', first);
    bus.on('login_expired', second);
    bus.emit('login_expired');
    bus.emit('login_expired');
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('refuses listeners beyond the bound, which means a missing unsubscribe', () => {
    const bus = createEventBus<AppEvents>();
    for (let i = 0; i < LISTENERS_PER_EVENT_MAX; i += 1) bus.on('closeAuth', () => undefined);
    expect(() => bus.on('closeAuth', () => undefined)).toThrow(/listeners/);
  });
});

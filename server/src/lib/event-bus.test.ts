import { describe, expect, it } from 'vitest';
import { createEventBus } from './event-bus';

describe('event bus', () => {
  it('delivers in order to every listener until it unsubscribes', () => {
    const bus = createEventBus<number>({ listenersMax: 4, recentMax: 10 });
    const a: number[] = [];
    const b: number[] = [];
    const offA = bus.subscribe((e) => a.push(e));
    bus.subscribe((e) => b.push(e));
    bus.publish(1);
    offA();
    bus.publish(2);
    expect(a).toEqual([1]);
    expect(b).toEqual([1, 2]);
  });

  it('keeps only the last recentMax events', () => {
    const bus = createEventBus<number>({ listenersMax: 1, recentMax: 3 });
    for (let i = 1; i <= 5; i++) bus.publish(i);
    expect(bus.recent()).toEqual([3, 4, 5]);
  });

  it('a throwing listener is reported and does not stop the others', () => {
    const errors: unknown[] = [];
    const bus = createEventBus<number>({ listenersMax: 2, recentMax: 1, onListenerError: (e) => errors.push(e) });
    const got: number[] = [];
    bus.subscribe(() => {
      throw new Error('boom');
    });
    bus.subscribe((e) => got.push(e));
    bus.publish(7);
    expect(got).toEqual([7]);
    expect(errors).toHaveLength(1);
  });

  it('refuses listeners past its bound', () => {
    const bus = createEventBus<number>({ listenersMax: 1, recentMax: 1 });
    bus.subscribe(() => undefined);
    expect(() => bus.subscribe(() => undefined)).toThrow(/more than 1 listeners/);
  });
});

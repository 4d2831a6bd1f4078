import { describe, expect, it } from 'vitest';
import { createClock } from './clock';

const fixedClock = () => {
  let t = 1_000_000;
  const clock = createClock(() => t);
  return { clock, tick: (ms: number) => (t += ms) };
};

describe('clock', () => {
  it('moves forward only, and resets', () => {
    const { clock } = fixedClock();
    clock.advance(5000);
    expect(clock.now()).toBe(1_005_000);
    expect(clock.offsetMs()).toBe(5000);
    expect(() => clock.advance(-1)).toThrow(RangeError);
    clock.reset();
    expect(clock.now()).toBe(1_000_000);
    expect(clock.offsetMs()).toBe(0);
  });
});

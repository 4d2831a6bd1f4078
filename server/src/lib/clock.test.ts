import { describe, expect, it } from 'vitest';
import { createClock, wallClockFrom } from './clock';

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

  it('keeps the wall clock under the QA offset', () => {
    const { clock, tick } = fixedClock();
    clock.advance(60_000);
    tick(5);
    expect(clock.wallNow()).toBe(1_000_005);
    expect(clock.now()).toBe(1_060_005);
  });
});

describe('wallClockFrom', () => {
  it('starts at the given instant and runs at real speed', () => {
    let real = 5_000;
    const wall = wallClockFrom(Date.UTC(2026, 10, 18, 2), () => real);
    expect(wall()).toBe(Date.UTC(2026, 10, 18, 2));
    real += 1_500;
    expect(wall()).toBe(Date.UTC(2026, 10, 18, 2) + 1_500);
  });

  it('is real time without a start', () => {
    const real = () => 42;
    expect(wallClockFrom(undefined, real)).toBe(real);
  });
});

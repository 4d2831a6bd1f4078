import { describe, expect, it } from 'vitest';
import { countdownSeconds, remainingSeconds, retryInSecondsOf } from './countdown';

describe('code resend countdown', () => {
  it('counts whole seconds down to a deadline, never below zero', () => {
    expect(remainingSeconds(null, 1_000)).toBe(0);
    expect(remainingSeconds(61_000, 1_000)).toBe(60);
    expect(remainingSeconds(61_000, 1_001)).toBe(60);
    expect(remainingSeconds(61_000, 60_001)).toBe(1);
    expect(remainingSeconds(61_000, 61_000)).toBe(0);
    expect(remainingSeconds(61_000, 90_000)).toBe(0);
  });

  it("takes the server's figure, within the spec's 60 s", () => {
    expect(countdownSeconds(45)).toBe(45);
    expect(countdownSeconds(undefined)).toBe(60);
    expect(countdownSeconds(0)).toBe(60);
    expect(countdownSeconds(600)).toBe(60);
  });

  it('resumes from 6066 retryInSeconds, and ignores other replies', () => {
    expect(retryInSecondsOf({ status_code: 6066, data: { retryInSeconds: 42 } })).toBe(42);
    expect(retryInSecondsOf({ status_code: 6066, data: null })).toBe(60);
    expect(retryInSecondsOf({ status_code: 6008, data: null })).toBeNull();
  });
});

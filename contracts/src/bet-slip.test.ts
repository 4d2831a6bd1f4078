import { describe, expect, it } from 'vitest';
import { clampStakeCents, slipRatioWinAmount, slipWinAmount } from './bet-slip';

describe('the bet slip win amount (spec 001 section 5)', () => {
  it('is amount times odds to 2 decimals', () => {
    expect(slipWinAmount(100, 0.92)).toBe(92);
    expect(slipWinAmount('33.3', 0.92)).toBe(30.64); // 30.636
    expect(slipWinAmount(1.005, 1)).toBe(1.01); // half away from zero, as printed
  });

  it('is 0 when the amount or the odds is not a number', () => {
    expect(slipWinAmount('', 0.92) + slipWinAmount('abc', 0.92) + slipWinAmount(100, undefined)).toBe(0);
  });

  it('floors a ratio-based win at 0 (negative malay or indonesian odds)', () => {
    expect(slipRatioWinAmount(100, -0.8)).toBe(0);
    expect(slipRatioWinAmount(100, 1.25)).toBe(125);
    expect(slipWinAmount(100, -0.8)).toBe(-80);
  });
});

describe('the real bet amount (spec 001 section 5)', () => {
  it('keeps an amount within both limits, unclamped', () => {
    expect(clampStakeCents(50_000, 100_000, 80_000)).toEqual({ amountCents: 50_000, clamped: false });
    expect(clampStakeCents(80_000, 100_000, 80_000)).toEqual({ amountCents: 80_000, clamped: false });
  });

  it('clamps to the smaller of the two max limits', () => {
    expect(clampStakeCents(90_050, 80_050, 100_000)).toEqual({ amountCents: 80_050, clamped: true });
  });

  it('floors to a whole yuan when the amount is also above the second limit', () => {
    expect(clampStakeCents(120_000, 100_000, 80_050)).toEqual({ amountCents: 80_000, clamped: true });
    expect(clampStakeCents(120_000, 80_050, 100_000)).toEqual({ amountCents: 80_000, clamped: true });
  });
});

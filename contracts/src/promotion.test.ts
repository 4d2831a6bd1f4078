import { describe, expect, it } from 'vitest';
import { depositBonusCents, depositBonusYuan, rateBasisPoints, yuanToCents } from './promotion';

const rule = { thresholdCents: 10_000, rate: 0.5, maxCents: 88_800 };

describe('depositBonusCents', () => {
  it('gives amount times rate once the deposit reaches the threshold', () => {
    expect(depositBonusCents(10_000, rule)).toBe(5_000);
    expect(depositBonusCents(50_000, rule)).toBe(25_000);
  });

  it('caps the bonus at the maximum', () => {
    expect(depositBonusCents(1_000_000, rule)).toBe(88_800);
  });

  it('gives 0 below the threshold', () => {
    expect(depositBonusCents(9_999, rule)).toBe(0);
  });

  it('gives 0 when any input is missing', () => {
    expect(depositBonusCents(undefined, rule)).toBe(0);
    expect(depositBonusCents(10_000, null)).toBe(0);
    expect(depositBonusCents(10_000, { ...rule, rate: undefined })).toBe(0);
    expect(depositBonusCents(10_000, { ...rule, thresholdCents: undefined })).toBe(0);
    expect(depositBonusCents(10_000, { ...rule, maxCents: undefined })).toBe(0);
  });

  it('gives 0 for a zero deposit even with a zero threshold', () => {
    expect(depositBonusCents(0, { ...rule, thresholdCents: 0 })).toBe(0);
  });

  it('gives 0 for nonsense inputs rather than a wrong bonus', () => {
    expect(depositBonusCents(-100, rule)).toBe(0);
    expect(depositBonusCents(100.5, rule)).toBe(0);
    expect(depositBonusCents(10_000, { ...rule, rate: -0.1 })).toBe(0);
    expect(depositBonusCents(10_000, { ...rule, rate: Number.NaN })).toBe(0);
    expect(depositBonusCents(10_000, { ...rule, rate: 11 })).toBe(0);
  });

  it('is exact where floating point is not (1 yuan at 29% is 29 cents)', () => {
    expect(100 * 0.29).not.toBe(29);
    expect(depositBonusCents(100, { thresholdCents: 0, rate: 0.29, maxCents: 1_000 })).toBe(29);
  });

  it('rounds a fractional cent down', () => {
    expect(depositBonusCents(333, { thresholdCents: 0, rate: 0.1, maxCents: 1_000 })).toBe(33);
  });
});

describe('depositBonusYuan', () => {
  const wire = { threshold: 100, rate: 0.5, max: 888 };

  it('answers in yuan for amounts in yuan', () => {
    expect(depositBonusYuan(100, wire)).toBe(50);
    expect(depositBonusYuan(200.02, wire)).toBe(100.01);
    expect(depositBonusYuan(5_000, wire)).toBe(888);
  });

  it('gives 0 below the threshold or with missing inputs', () => {
    expect(depositBonusYuan(99.99, wire)).toBe(0);
    expect(depositBonusYuan(null, wire)).toBe(0);
    expect(depositBonusYuan(100, undefined)).toBe(0);
    expect(depositBonusYuan(100, { rate: 0.5, max: 888 })).toBe(0);
  });

  it('gives 0 for an amount with more than 2 decimals', () => {
    expect(depositBonusYuan(100.001, wire)).toBe(0);
  });
});

describe('helpers', () => {
  it('turns rates into whole basis points', () => {
    expect(rateBasisPoints(0.2915)).toBe(2915);
    expect(rateBasisPoints(undefined)).toBeNull();
  });

  it('turns yuan into cents only when at most 2 decimals', () => {
    expect(yuanToCents(12.34)).toBe(1234);
    expect(yuanToCents(0.1 + 0.2)).toBe(30);
    expect(yuanToCents(1.005)).toBeNull();
    expect(yuanToCents(-1)).toBeNull();
  });
});

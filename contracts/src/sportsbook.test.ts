import { describe, expect, it } from 'vitest';
import { GAME_TYPES } from './constants';
import { baseResult, DAILY_PAYOUT_LIMIT_CENTS, PAYOUT_LIMIT_CLASS, payoutLimitCents, RESULT_CODES, RESULT_LABELS, REJECTION_REASONS } from './sportsbook';

describe('sportsbook constants', () => {
  it('labels the spec\'s result codes and ten D variants in Chinese', () => {
    expect(RESULT_LABELS).toMatchObject({ W: '赢', LW: '赢半', LL: '输半', L: '输', P: '和局', D: '取消', A: '恢复', D_WALKOVER: '弃权' });
    expect(RESULT_CODES.filter((c) => c.startsWith('D_'))).toHaveLength(10);
    expect(new Set(Object.values(RESULT_LABELS)).size).toBe(RESULT_CODES.length);
  });

  it('settles every D variant as D and every other code as itself', () => {
    expect(baseResult('D_RED_CARD_CANCELLED')).toBe('D');
    expect(baseResult('LW')).toBe('LW');
  });

  it('converts the terms\' USD limits at 7.20: 1.5 million USD a day is 10.8 million yuan', () => {
    expect(DAILY_PAYOUT_LIMIT_CENTS).toBe(1_080_000_000);
    expect(payoutLimitCents(['TN'])).toBe(300_000 * 720);
    expect(payoutLimitCents(['FT'])).toBe(200_000 * 720);
    expect(payoutLimitCents(['VF'])).toBe(25_000 * 720);
  });

  it('gives a parlay the lowest limit of its legs', () => {
    expect(payoutLimitCents(['TN', 'BS'])).toBe(300_000 * 720);
    expect(payoutLimitCents(['TN', 'FT', 'VB'])).toBe(200_000 * 720);
    expect(payoutLimitCents(['TN', 'VF'])).toBe(25_000 * 720);
  });

  it('puts every game type but ALL in a limit class', () => {
    expect(Object.keys(PAYOUT_LIMIT_CLASS).sort()).toEqual(GAME_TYPES.filter((g) => g !== 'ALL').sort());
  });

  it('words the slip\'s full message exactly as the spec', () => {
    expect(REJECTION_REASONS.TOO_MANY_ENTRIES).toBe('投注项数量已达上限');
  });
});

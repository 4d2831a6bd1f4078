import { describe, expect, it } from 'vitest';
import { checkAmount, coinFor } from './withdraw-form';

const bank = { minAmount: 100, maxAmount: 50_000, freeTimesPerDay: 3, feeRate: 0.01 };

describe('withdrawal form', () => {
  it('refuses an amount outside the limits with the server\'s wording', () => {
    expect(checkAmount('99.99', bank, 8888, 0)).toEqual({ ok: false, message: '单笔提款金额需在100.00-50000.00元之间' });
  });

  it('refuses more than the centre wallet holds: 中心钱包余额不足', () => {
    expect(checkAmount('9000', bank, 8888, 0)).toEqual({ ok: false, message: '中心钱包余额不足' });
  });

  it('refuses 3 decimals with the money rule', () => {
    expect(checkAmount('100.001', bank, 8888, 0).ok).toBe(false);
  });

  it('charges the fee only after the free withdrawals of the day', () => {
    expect(checkAmount('1000', bank, 8888, 2)).toEqual({ ok: true, amount: 1000, fee: 0, actual: 1000 });
    expect(checkAmount('1000', bank, 8888, 3)).toEqual({ ok: true, amount: 1000, fee: 10, actual: 990 });
  });

  it('prices coin at the buy rate, rounded down to the coin cent (1,000 yuan at 7.25 is 137.93 USDT)', () => {
    expect(coinFor(1000, 7.25)).toBe(137.93);
  });
});

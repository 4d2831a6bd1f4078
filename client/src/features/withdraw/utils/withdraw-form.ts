import { centsOfYuan, MONEY_RULE_MESSAGE } from '@betsite/contracts/money-rule';

/**
 * The withdrawal form's arithmetic, pure: the amount as typed against the kind's limits and the
 * centre wallet, the fee (after the free withdrawals of the day), and for coin what arrives at
 * the rate the coin is bought at (rounded down to the coin cent, as the server does).
 */
export interface KindLimits {
  minAmount: number;
  maxAmount: number;
  freeTimesPerDay: number;
  feeRate: number;
}

export type AmountCheck = { ok: true; amount: number; fee: number; actual: number } | { ok: false; message: string };

export function checkAmount(typed: string, limits: KindLimits, centreYuan: number, todayTimes: number): AmountCheck {
  if (!typed.trim()) return { ok: false, message: '请输入取款金额' };
  const cents = centsOfYuan(Number(typed));
  if (cents === null || cents <= 0 || !/^\d+(\.\d{1,2})?$/.test(typed.trim())) return { ok: false, message: MONEY_RULE_MESSAGE };
  const amount = cents / 100;
  if (amount < limits.minAmount || amount > limits.maxAmount) return { ok: false, message: `单笔提款金额需在${limits.minAmount.toFixed(2)}-${limits.maxAmount.toFixed(2)}元之间` };
  if (amount > centreYuan) return { ok: false, message: '中心钱包余额不足' };
  const feeCents = todayTimes >= limits.freeTimesPerDay ? Math.round(cents * limits.feeRate) : 0;
  return { ok: true, amount, fee: feeCents / 100, actual: (cents - feeCents) / 100 };
}

/** The coin that arrives for `actualYuan` at `rate` yuan per coin, rounded down to the coin cent. */
export function coinFor(actualYuan: number, rate: number): number {
  return Math.floor(Math.round(actualYuan * 100) / rate) / 100;
}

export const PAY_PASSWORD_MESSAGE = '请输入6位数字资金密码';
/** The pay password as typed: 6 digits (it travels as its md5 digest). */
export const isPayPassword = (s: string) => /^\d{6}$/.test(s);

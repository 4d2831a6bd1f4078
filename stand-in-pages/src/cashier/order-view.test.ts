import type { CashierOrder } from '@betsite/contracts/cashier';
import { describe, expect, it } from 'vitest';
import { scanHint, stateLine, timeLeft } from './order-view';

const order = (overrides: Partial<CashierOrder> = {}): CashierOrder => ({
  orderNo: 'D20260115120000000001', amount: 500, payTypeName: '支付宝扫码', payTypeCode: 'alipay', status: 0,
  createdAt: 1_000_000, expiresAt: 1_900_000, paidAt: null, serverNow: 1_000_000, ...overrides,
});

describe('the cashier\'s order view', () => {
  it('counts down on the server clock, whatever the browser\'s says, and is due at zero', () => {
    // The browser's clock is 5 minutes behind the server's: the skew puts it right.
    const skew = 300_000;
    expect(timeLeft(order(), 1_000_000 - skew, skew)).toEqual({ text: '15:00', due: false });
    expect(timeLeft(order(), 1_000_000 - skew + 1, skew)).toEqual({ text: '15:00', due: false });
    expect(timeLeft(order(), 1_000_000 - skew + 899_001, skew)).toEqual({ text: '00:01', due: false });
    expect(timeLeft(order(), 1_900_000, 0)).toEqual({ text: '00:00', due: true });
    expect(timeLeft(order(), 2_000_000, 0)).toEqual({ text: '00:00', due: true });
  });

  it('says the state of the order: waiting, paid (green), or why it ended (red)', () => {
    expect(stateLine(order())).toEqual({ text: '等待支付', className: '' });
    expect(stateLine(order({ status: 1 }))).toEqual({ text: '支付成功，款项已到账，可关闭本页返回网站', className: 'paid' });
    expect(stateLine(order({ status: 2 }))).toEqual({ text: '订单已取消', className: 'ended' });
    expect(stateLine(order({ status: 3 }))).toEqual({ text: '订单已过期，请返回网站重新下单', className: 'ended' });
  });

  it('names the app that scans the code, or says 支付 for a method it does not know', () => {
    expect(scanHint(order({ payTypeCode: 'wechat' }))).toBe('请使用微信扫一扫，或点击确认支付');
    expect(scanHint(order({ payTypeCode: 'online' }))).toBe('请使用支付扫一扫，或点击确认支付');
  });
});

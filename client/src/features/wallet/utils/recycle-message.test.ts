import { describe, expect, it } from 'vitest';
import { recycleMessage } from './recycle-message';

describe('recycleMessage', () => {
  it('says what came back when every wallet was emptied', () => {
    expect(recycleMessage({ amount: 311.5, skipped: [] })).toEqual({ message: '已回收 ¥311.50 至中心钱包', kind: 'success' });
  });

  it('says there was nothing to recycle rather than 已回收 ¥0.00', () => {
    expect(recycleMessage({ amount: 0, skipped: [] }).message).toBe('场馆钱包暂无余额可回收');
  });

  it('names the wallets left behind and why, as information, not success', () => {
    expect(recycleMessage({ amount: 0, skipped: [{ channelCode: 'PG', status_code: 6413 }] })).toEqual({ message: '未回收任何金额；PG（活动流水未完成）的余额暂未回收', kind: 'info' });
    expect(recycleMessage({ amount: 12, skipped: [{ channelCode: 'AG', status_code: 6415 }] }).message).toBe('已回收 ¥12.00 至中心钱包；AG（维护中）的余额暂未回收');
  });
});

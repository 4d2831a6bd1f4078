import { describe, expect, it } from 'vitest';
import { ART_PAIRS_COUNT, artPair } from './art-palette';

describe('art palette', () => {
  it("answers the brand's tokens, not colours, so the page's data-brand picks the colours", () => {
    const { from, to } = artPair('首存豪礼 100%');
    expect(from).toMatch(/^var\(--art-pair-[0-7]-from\)$/);
    expect(to).toMatch(/^var\(--art-pair-[0-7]-to\)$/);
  });

  it('gives a picture the same pair every time, from and to of one pair', () => {
    const { from, to } = artPair('每日再存 20%');
    expect(artPair('每日再存 20%')).toEqual({ from, to });
    expect(from.replace('-from', '')).toBe(to.replace('-to', ''));
  });

  it('spreads different names over the pairs', () => {
    const names = ['首存豪礼 100%', '每日再存 20%', '欧洲杯竞猜排行榜', '新人任务 完成即送', '幸运转盘 天天抽奖', '金冠体育', '蓝鲸娱乐城', 'demo01', 'vip888', '张三', '李四', '王五'];
    const used = new Set(names.map((name) => artPair(name).from));
    expect(used.size).toBeGreaterThanOrEqual(ART_PAIRS_COUNT / 2);
  });
});

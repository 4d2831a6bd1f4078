import { describe, expect, it } from 'vitest';
import { BRAND_NAMES } from '../config/brand-ids';
import { pageTitle } from './page-title';
import { titleScrolls } from './scroll-title';

describe('page title', () => {
  it('names the page, then the brand', () => {
    expect(pageTitle('个人资料', BRAND_NAMES.jinguan)).toBe('个人资料 - 金冠体育');
    expect(pageTitle('首页', BRAND_NAMES.lanjing)).toBe('首页 - 蓝鲸娱乐城');
  });

  it('is the brand alone, without a dangling separator, while the page has no name', () => {
    expect(pageTitle(undefined, '金冠体育')).toBe('金冠体育');
    expect(pageTitle(null, '金冠体育')).toBe('金冠体育');
    expect(pageTitle('  ', '金冠体育')).toBe('金冠体育');
  });

  it('keeps short page names still and lets a match\'s long name scroll (spec 000 section 9)', () => {
    expect(titleScrolls(pageTitle('体育赛事提前兑现', '金冠体育'))).toBe(false);
    expect(titleScrolls(pageTitle('曼彻斯特城 对 阿森纳', '金冠体育'))).toBe(true);
  });
});

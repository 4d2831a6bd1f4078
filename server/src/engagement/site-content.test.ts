import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '@betsite/contracts/mock';
import { helpTopics, isLive, liveDiscountAds, navigationFor, noticePage, preInfo, type SiteContent } from './site-content';

const settings: SiteSettings = {
  depositEnabled: true, professionalAllowed: true, captchaKind: 'graphic', safeSwitchDefault: true, maintenance: false,
  venuesInMaintenance: [], loginSuspended: 'off', registerSuspended: 'off',
};

const nav = (id: number, category: 'home' | 'save_money' | 'vip', sort: number) => ({ id, category, name: category, path: '/', icon: '', group: 'main' as const, sort, requiresAuth: false, hot: false });
const ad = (id: number, category: 'new' | 'vip', startTime: number, endTime: number | null, sort: number) => ({
  id, title: `ad ${id}`, subtitle: '', imageUrl: '', category, activityId: null, activityKind: null, linkUrl: '/', startTime, endTime, sort,
});
const topic = (code: 'ck' | 'kh' | 'gztk', sort: number) => ({ code, title: code, group: 'guide' as const, sort, sections: [{ heading: null, paragraphs: ['x'] }] });

const content: SiteContent = {
  navigation: [nav(1, 'vip', 30), nav(2, 'home', 10), nav(3, 'save_money', 20)],
  sponsors: [],
  notices: [
    { id: 1, kind: 'normal', title: 'old', content: '', pinned: false, createdAt: 1 },
    { id: 2, kind: 'marquee', title: 'new', content: '', pinned: false, createdAt: 3 },
    { id: 3, kind: 'popup', title: 'pinned', content: '', pinned: true, createdAt: 2 },
  ],
  discountAds: [ad(1, 'new', 0, null, 2), ad(2, 'vip', 0, 100, 1), ad(3, 'new', 500, null, 0)],
  help: [topic('gztk', 3), topic('ck', 2), topic('kh', 1)],
  site: {
    siteBaseConfig: { title: '金冠体育', h5DomainUrl: 'https://m.example.com', brandName: '金冠体育', logoUrl: '', appDownloadUrl: '/download', siteId: 3000, currency: 'CNY' },
    customerServiceUrl: 'https://kf.example.com',
    brands: [{ theme: 'jinguan', brandName: '金冠体育' }],
  },
};

describe('site content', () => {
  it('sorts the menu and hides the deposit item while deposit is off', () => {
    expect(navigationFor(content, settings).map((n) => n.category)).toEqual(['home', 'save_money', 'vip']);
    expect(navigationFor(content, { ...settings, depositEnabled: false }).map((n) => n.category)).toEqual(['home', 'vip']);
  });

  it('puts pinned notices first, then the newest, and filters by kind', () => {
    expect(noticePage(content, { pageNum: 1, pageSize: 15 }).list.map((n) => n.id)).toEqual([3, 2, 1]);
    expect(noticePage(content, { pageNum: 1, pageSize: 15, kind: 'marquee' }).list.map((n) => n.id)).toEqual([2]);
  });

  it('shows only banners live on the clock, sorted, optionally of one category', () => {
    expect(liveDiscountAds(content, 50).map((a) => a.id)).toEqual([2, 1]);
    expect(liveDiscountAds(content, 600).map((a) => a.id)).toEqual([3, 1]);
    expect(liveDiscountAds(content, 600, 'vip')).toEqual([]);
    expect(isLive({ startTime: 10, endTime: 20 }, 20)).toBe(false);
  });

  it('answers the help topics in order, without ck while deposit is off', () => {
    const all = helpTopics(content, settings);
    expect(all.ok && all.value.map((t) => t.code)).toEqual(['kh', 'ck', 'gztk']);
    const off = helpTopics(content, { ...settings, depositEnabled: false });
    expect(off.ok && off.value.map((t) => t.code)).toEqual(['kh', 'gztk']);
  });

  it('answers one topic by code, and 6004 for ck while deposit is off', () => {
    expect(helpTopics(content, settings, 'gztk')).toMatchObject({ ok: true, value: [{ code: 'gztk' }] });
    expect(helpTopics(content, { ...settings, depositEnabled: false }, 'ck')).toMatchObject({ ok: false, code: 6004 });
  });

  it('builds preInfo from the settings: safe switch default as 1 or 0', () => {
    expect(preInfo(content, settings, '203.0.113.7')).toMatchObject({ ip: '203.0.113.7', safeSwitch: 1, captchaKind: 'graphic', depositEnabled: true });
    expect(preInfo(content, { ...settings, safeSwitchDefault: false, captchaKind: 'slider' }, '::1')).toMatchObject({ safeSwitch: 0, captchaKind: 'slider' });
  });
});

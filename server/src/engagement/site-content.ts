import type { z } from 'zod';
import { Code } from '@betsite/contracts/status-codes';
import type { SiteSettings } from '@betsite/contracts/mock';
import type { discountAd, helpTopic, navigationItem, notice, preInfoData, sponsor } from '@betsite/contracts/routes/site';
import type { SiteFixture } from './site-fixtures';
import { type Result, refuse, success } from '../lib/reply';
import { paginate, type Page, type PageRequest } from '../lib/paging';

/**
 * Site content: read-only after start, filtered by the site settings and the clock. Everything
 * here is already in the contract's shapes (no money), so handlers pass it through.
 */
export type NavigationItem = z.infer<typeof navigationItem>;
export type Sponsor = z.infer<typeof sponsor>;
export type Notice = z.infer<typeof notice>;
export type DiscountAd = z.infer<typeof discountAd>;
export type HelpTopic = z.infer<typeof helpTopic>;
export type PreInfo = z.infer<typeof preInfoData>;

export interface SiteContent {
  navigation: NavigationItem[];
  sponsors: Sponsor[];
  notices: Notice[];
  discountAds: DiscountAd[];
  help: HelpTopic[];
  site: SiteFixture;
}

/** Switched off with deposit (spec 000 section 2: savings page and help page ck are not found). */
const DEPOSIT_NAVIGATION = 'save_money';
const DEPOSIT_HELP_TOPIC = 'ck';

const bySort = <T extends { sort: number; id?: number }>(a: T, b: T) => a.sort - b.sort || (a.id ?? 0) - (b.id ?? 0);

export function navigationFor(content: SiteContent, settings: SiteSettings): NavigationItem[] {
  return content.navigation.filter((n) => settings.depositEnabled || n.category !== DEPOSIT_NAVIGATION).sort(bySort);
}

export function sponsorsOf(content: SiteContent): Sponsor[] {
  return [...content.sponsors].sort(bySort);
}

/** Pinned first, then newest. */
export function noticePage(content: SiteContent, query: PageRequest & { kind?: Notice['kind'] | undefined }): Page<Notice> {
  const list = content.notices
    .filter((n) => query.kind === undefined || n.kind === query.kind)
    .sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.createdAt - a.createdAt || b.id - a.id);
  return paginate(list, query);
}

export function isLive(item: { startTime: number; endTime: number | null }, now: number): boolean {
  return item.startTime <= now && (item.endTime === null || now < item.endTime);
}

export function liveDiscountAds(content: SiteContent, now: number, category?: DiscountAd['category']): DiscountAd[] {
  return content.discountAds.filter((ad) => isLive(ad, now) && (category === undefined || ad.category === category)).sort(bySort);
}

export function helpTopics(content: SiteContent, settings: SiteSettings, code?: HelpTopic['code']): Result<HelpTopic[]> {
  const topics = content.help.filter((t) => settings.depositEnabled || t.code !== DEPOSIT_HELP_TOPIC).sort((a, b) => a.sort - b.sort);
  if (code === undefined) return success(topics);
  const topic = topics.find((t) => t.code === code);
  return topic ? success([topic]) : refuse(Code.NOT_FOUND, '该帮助内容暂不可用');
}

export function preInfo(content: SiteContent, settings: SiteSettings, ip: string): PreInfo {
  return {
    ip,
    siteBaseConfig: content.site.siteBaseConfig,
    depositEnabled: settings.depositEnabled,
    professionalAllowed: settings.professionalAllowed,
    captchaKind: settings.captchaKind,
    safeSwitch: settings.safeSwitchDefault ? 1 : 0,
  };
}

import { z } from 'zod';
import { initContract } from '@ts-rest/core';
import { post } from '../route';
import { emptyBody, epochMs, page, pageQuery, rowId as id } from '../envelope';
import { Code } from '../status-codes';
import { CURRENCY, NAVIGATION_CATEGORIES, SITE_ID } from '../constants';
import { activityKind, discountCategory } from './activity';
import { charsAtMost } from '../char-count';

const c = initContract();

/**
 * Site content: menus, sponsors, notices, banners, help texts, pre-login site info, customer
 * service and the single-value decryption call. The spec names the paths and a few fields
 * (preInfo's ip and siteBaseConfig {title, h5DomainUrl}, onlinecustomservice's url); the other
 * shapes are ours, named after the client screens they feed. Times are epoch milliseconds.
 */

/** A client route path (`/mine/vip`) or an absolute link. */
const link = z.string().min(1).regex(charsAtMost(500));

export const navigationCategory = z.enum(NAVIGATION_CATEGORIES);

export const navigationItem = z.object({
  id,
  category: navigationCategory,
  /** The menu label shown to the player. */
  name: z.string().min(1).regex(charsAtMost(20)),
  path: link,
  icon: z.string().regex(charsAtMost(200)),
  /** main: the top menu; user: the user-centre drop-down. */
  group: z.enum(['main', 'user']),
  sort: z.number().int(),
  requiresAuth: z.boolean(),
  hot: z.boolean(),
});

export const sponsor = z.object({
  id,
  title: z.string().min(1).regex(charsAtMost(60)),
  subtitle: z.string().regex(charsAtMost(120)),
  /** The partnership's period as shown, e.g. 2024-2026 赛季. */
  period: z.string().regex(charsAtMost(40)),
  paragraphs: z.array(z.string().regex(charsAtMost(1000))).max(20),
  imageUrl: z.string().regex(charsAtMost(500)),
  videoUrl: z.string().regex(charsAtMost(500)).nullable(),
  sort: z.number().int(),
});

export const NOTICE_KINDS = ['marquee', 'popup', 'normal'] as const;

/** A site announcement: the home marquee, the popup after login, or the notice list. */
export const notice = z.object({
  id,
  kind: z.enum(NOTICE_KINDS),
  title: z.string().min(1).regex(charsAtMost(100)),
  content: z.string().regex(charsAtMost(2000)),
  pinned: z.boolean(),
  createdAt: epochMs,
});

export const noticeListBody = pageQuery.extend({ kind: z.enum(NOTICE_KINDS).optional() });
export const noticePage = page(notice);

/** A promotions banner of /activity/discount, pointing at an activity page or a link. */
export const discountAd = z.object({
  id,
  title: z.string().min(1).regex(charsAtMost(60)),
  subtitle: z.string().regex(charsAtMost(120)),
  imageUrl: z.string().regex(charsAtMost(500)),
  category: discountCategory,
  activityId: id.nullable(),
  activityKind: activityKind.nullable(),
  /** Where a click goes: the activity page when activityId is set, otherwise this link. */
  linkUrl: link,
  startTime: epochMs,
  endTime: epochMs.nullable(),
  sort: z.number().int(),
});

export const discountAdBody = z.object({ category: discountCategory.optional() });

export const siteBaseConfig = z.object({
  title: z.string().min(1).regex(charsAtMost(60)),
  h5DomainUrl: z.string().url().regex(charsAtMost(200)),
  brandName: z.string().min(1).regex(charsAtMost(30)),
  logoUrl: z.string().regex(charsAtMost(500)),
  appDownloadUrl: z.string().regex(charsAtMost(500)),
  siteId: z.literal(SITE_ID),
  currency: z.literal(CURRENCY),
});

export const preInfoData = z.object({
  /** The caller's public address as the server sees it; the client signs ts-sign with it. */
  ip: z.string().regex(charsAtMost(45)),
  siteBaseConfig,
  /** Off: /mine/savemoney and /app/help/ck are not found, the deposit menu item is hidden. */
  depositEnabled: z.boolean(),
  /** Off: the professional (dark) edition cannot be chosen. */
  professionalAllowed: z.boolean(),
  captchaKind: z.enum(['graphic', 'slider']),
  /** The safe switch's default before the player has a stored flag: 1 encrypt, 0 plain. */
  safeSwitch: z.union([z.literal(0), z.literal(1)]),
});

export const HELP_TOPIC_CODES = [
  'kh', 'ck', 'qk', 'zz', 'yhgz', 'tjllq', 'xnbcqkjc', 'tytzjc', 'tysstqth', 'fjcjc', 'rqgl', 'dxqgl',
  'cpwt', 'dzjj', 'tywt', 'zrwt', 'qtwt', 'bczr', 'gywm', 'gztk', 'hzhb', 'ysgz', 'zxkf',
] as const;
export const helpTopicCode = z.enum(HELP_TOPIC_CODES);

export const helpTopic = z.object({
  code: helpTopicCode,
  title: z.string().min(1).regex(charsAtMost(30)),
  /** guide: how-to pages; faq: questions by product; about: the site, its terms and privacy. */
  group: z.enum(['guide', 'faq', 'about']),
  sort: z.number().int(),
  sections: z
    .array(z.object({ heading: z.string().regex(charsAtMost(60)).nullable(), paragraphs: z.array(z.string().regex(charsAtMost(2000))).min(1).max(40) }))
    .min(1)
    .max(30),
});

export const helpListBody = z.object({ code: helpTopicCode.optional() });
export const helpListData = z.object({ list: z.array(helpTopic).max(HELP_TOPIC_CODES.length) });

/** A sealed value is at most a few hundred characters; the bound keeps the call cheap to refuse. */
export const SEALED_VALUE_CHARS_MAX = 4_096;
export const singleDataBody = z.object({ data: z.string().min(1).regex(charsAtMost(SEALED_VALUE_CHARS_MAX)) });

export const siteContract = c.router({
  navigationList: post({
    path: '/site/api/v1/advertising/navigationList',
    summary: 'The top menu and user-centre menu items, sorted; the deposit item is left out while deposit is off',
    body: emptyBody,
    data: z.array(navigationItem).max(NAVIGATION_CATEGORIES.length),
    auth: false,
    example: [{ id: 1, category: 'home', name: '首页', path: '/', icon: 'nav-home', group: 'main', sort: 1, requiresAuth: false, hot: false }] satisfies z.input<typeof navigationItem>[],
  }),
  sponsorContent: post({
    path: '/site/api/v1/advertising/sponsorContent',
    summary: 'The sponsorships shown on /sponsor, sorted',
    body: emptyBody,
    data: z.array(sponsor).max(50),
    auth: false,
    example: [{ id: 1, title: '皇家海岸足球俱乐部', subtitle: '亚洲区官方合作伙伴', period: '2024-2026 赛季', paragraphs: ['双方将在亚洲区开展全方位合作。'], imageUrl: '/static/sponsor/1.jpg', videoUrl: null, sort: 1 }] satisfies z.input<typeof sponsor>[],
  }),
  onlinecustomservice: post({
    path: '/site/api/v1/configuration/onlinecustomservice',
    summary: 'The online customer-service link; public, since the login and recovery dialogs link to it',
    body: emptyBody,
    data: z.object({ url: z.string().url().regex(charsAtMost(500)) }),
    auth: false,
    example: { url: 'https://kf.example-brand.com/chat?siteId=3000' },
  }),
  preInfo: post({
    path: '/site/api/v1/configuration/preInfo',
    summary: 'Pre-login site info: the caller\'s ip, siteBaseConfig and the site settings the client needs',
    body: emptyBody,
    data: preInfoData,
    auth: false,
    example: {
      ip: '203.0.113.7',
      siteBaseConfig: { title: '金冠体育', h5DomainUrl: 'https://m.example-brand.com', brandName: '金冠体育', logoUrl: '/static/brand/logo.png', appDownloadUrl: '/download', siteId: SITE_ID, currency: CURRENCY },
      depositEnabled: true, professionalAllowed: true, captchaKind: 'graphic', safeSwitch: 1,
    } satisfies z.input<typeof preInfoData>,
  }),
  queryNoticeListByPage: post({
    path: '/site/api/v1/advertising/queryNoticeListByPage',
    summary: 'Site announcements, pinned first then newest, optionally of one kind (page size 15 by default)',
    body: noticeListBody,
    data: noticePage,
    auth: false,
    example: {
      list: [{ id: 1, kind: 'marquee', title: '系统维护公告', content: '尊敬的会员：本站将于周二 04:00-06:00 进行例行维护。', pinned: true, createdAt: 1_735_700_000_000 }],
      total: 1, pageNum: 1, pageSize: 15,
    } satisfies z.input<typeof noticePage>,
  }),
  getMyDiscountAd: post({
    path: '/site/api/v1/advertising/getMyDiscountAd',
    summary: 'The site\'s promotion banners that are live now, sorted, optionally of one category',
    description: '"My" is the site\'s own (white-label) set of banners. Public, because /activity/discount is public.',
    body: discountAdBody,
    data: z.array(discountAd).max(100),
    auth: false,
    example: [{
      id: 1, title: '首存豪礼 100%', subtitle: '首次存款最高送 888 元', imageUrl: '/static/banner/first-deposit.jpg', category: 'new',
      activityId: 2, activityKind: 'firstDeposit', linkUrl: '/activity/firstDeposit/2', startTime: 1_735_660_800_000, endTime: null, sort: 1,
    }] satisfies z.input<typeof discountAd>[],
  }),
  singleDataDecryption: post({
    path: '/site/api/v1/site/common/singleDataDecryption',
    summary: 'Open one sealed value the server sent (e.g. a full phone or card number) for the signed-in player',
    description:
      'The server sends sensitive single values sealed: seal(WIRE_SECRET, "sdd1|" + userId + "|" + value), with seal as in ' +
      'contracts/README.md. Only values sealed for the caller open (another player\'s: 6003); anything else, including ' +
      'sealed request bodies and paths, answers 6008, so the call is no decryption oracle for the wire. The client ' +
      'caches the answer under DD_<sealed> as {d: value, v: 1}.',
    body: singleDataBody,
    data: z.object({ value: z.string() }),
    codes: [Code.ACCESS_DENIED],
    example: { value: '13812345678' },
  }),
  helpList: post({
    path: '/site/api/v1/configuration/helpList',
    summary: 'Our route: the help-area topics (/app/help/<code>) with their text; one topic when code is given',
    description:
      'Not in the spec, which names the 23 topics but not where their text comes from. The deposit topic ck is left out ' +
      '(and answers 6004 when asked for) while deposit is off, as the client treats /app/help/ck as not found then.',
    body: helpListBody,
    data: helpListData,
    auth: false,
    codes: [Code.NOT_FOUND],
    example: {
      list: [{ code: 'zxkf', title: '在线客服', group: 'about', sort: 23, sections: [{ heading: null, paragraphs: ['7×24 小时在线客服，随时为您服务。'] }] }],
    } satisfies z.input<typeof helpListData>,
  }),
});

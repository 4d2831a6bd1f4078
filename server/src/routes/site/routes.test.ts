import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { NAVIGATION_CATEGORIES, DISPUTE_WINDOW_DAYS, MINIMUM_AGE_YEARS, RECORD_RETENTION_YEARS } from '@betsite/contracts/constants';
import { HELP_TOPIC_CODES } from '@betsite/contracts/routes/site';
import { call, login, resetAppBeforeEach } from '../../../test-support/helpers';
import type { Page } from '../../lib/paging';
import { sealSingleData } from '../../engagement/single-data';

const P = {
  navigationList: '/site/api/v1/advertising/navigationList',
  sponsorContent: '/site/api/v1/advertising/sponsorContent',
  onlinecustomservice: '/site/api/v1/configuration/onlinecustomservice',
  preInfo: '/site/api/v1/configuration/preInfo',
  notices: '/site/api/v1/advertising/queryNoticeListByPage',
  discountAd: '/site/api/v1/advertising/getMyDiscountAd',
  singleData: '/site/api/v1/site/common/singleDataDecryption',
  helpList: '/site/api/v1/configuration/helpList',
} as const;

interface Item { id: number; category?: string; code?: string; sort?: number }

let app: FastifyInstance;
resetAppBeforeEach((fresh) => {
  app = fresh;
});

describe('navigationList', () => {
  it('answers 6000 with every navigation category of the spec, sorted, to a visitor', async () => {
    const r = await call<Item[]>(app, P.navigationList);
    expect(r.status_code).toBe(6000);
    expect(r.data.map((n) => n.category)).toEqual([...NAVIGATION_CATEGORIES]);
    expect(r.data.map((n) => n.sort)).toEqual([...r.data.map((n) => n.sort)].sort((a, b) => a! - b!));
  });

  it('answers 6000 without the deposit item while deposit is off', async () => {
    app.ctx.state.settings.depositEnabled = false;
    const r = await call<Item[]>(app, P.navigationList);
    expect(r.data.map((n) => n.category)).not.toContain('save_money');
    expect(r.data).toHaveLength(NAVIGATION_CATEGORIES.length - 1);
  });

  it('answers 6007 when the body is not an object', async () => {
    expect((await call(app, P.navigationList, [])).status_code).toBe(6007);
  });
});

describe('sponsorContent', () => {
  it('answers 6000 with the sponsors in order', async () => {
    const r = await call<{ id: number; title: string; sort: number }[]>(app, P.sponsorContent);
    expect(r.status_code).toBe(6000);
    expect(r.data.length).toBeGreaterThan(0);
    expect(r.data[0]?.title).toBe('皇家海岸足球俱乐部');
  });

  it('answers 6007 when the body is not an object', async () => {
    expect((await call(app, P.sponsorContent, 'x')).status_code).toBe(6007);
  });
});

describe('onlinecustomservice', () => {
  it('answers 6000 with the support link, also to a visitor', async () => {
    const r = await call<{ url: string }>(app, P.onlinecustomservice);
    expect(r).toMatchObject({ status_code: 6000, data: { url: 'https://kf.jinguan-demo.com/chat?siteId=3000' } });
  });

  it('answers 6007 when the body is not an object', async () => {
    expect((await call(app, P.onlinecustomservice, [1])).status_code).toBe(6007);
  });
});

describe('preInfo', () => {
  it('answers 6000 with the caller\'s ip, siteBaseConfig and the site settings', async () => {
    const r = await call(app, P.preInfo);
    expect(r).toMatchObject({
      status_code: 6000,
      data: {
        ip: '127.0.0.1',
        siteBaseConfig: { title: expect.stringContaining('金冠体育') as unknown, h5DomainUrl: 'https://m.jinguan-demo.com', siteId: 3000 },
        depositEnabled: true, professionalAllowed: true, captchaKind: 'graphic', safeSwitch: 1,
      },
    });
  });

  it('answers 6000 with changed settings as soon as QA changes them', async () => {
    Object.assign(app.ctx.state.settings, { depositEnabled: false, professionalAllowed: false, captchaKind: 'slider', safeSwitchDefault: false });
    const r = await call(app, P.preInfo);
    expect(r.data).toMatchObject({ depositEnabled: false, professionalAllowed: false, captchaKind: 'slider', safeSwitch: 0 });
  });

  it('answers 6007 when the body is not an object', async () => {
    expect((await call(app, P.preInfo, [])).status_code).toBe(6007);
  });
});

describe('queryNoticeListByPage', () => {
  it('answers 6000 with pinned notices first, then the newest, 15 to a page', async () => {
    const r = await call<Page<{ id: number; pinned: boolean; createdAt: number }>>(app, P.notices, {});
    expect(r.status_code).toBe(6000);
    expect(r.data).toMatchObject({ pageNum: 1, pageSize: 15, total: 8 });
    expect(r.data.list.slice(0, 2).every((n) => n.pinned)).toBe(true);
    const rest = r.data.list.slice(2).map((n) => n.createdAt);
    expect(rest).toEqual([...rest].sort((a, b) => b - a));
  });

  it('answers 6000 with only the notices of one kind', async () => {
    const r = await call<Page<{ kind: string }>>(app, P.notices, { kind: 'marquee', pageNum: 1, pageSize: 1 });
    expect(r.data).toMatchObject({ total: 2, pageSize: 1 });
    expect(r.data.list).toEqual([expect.objectContaining({ kind: 'marquee' })]);
  });

  it('answers 6007 when pageNum is not a number', async () => {
    expect((await call(app, P.notices, { pageNum: 'one' })).status_code).toBe(6007);
  });

  it('answers 6008 when the page size passes the bound or the kind is unknown', async () => {
    expect((await call(app, P.notices, { pageSize: 101 })).status_code).toBe(6008);
    expect((await call(app, P.notices, { kind: 'banner' })).status_code).toBe(6008);
  });
});

describe('getMyDiscountAd', () => {
  it('answers 6000 with the banners live now, sorted, leaving out ended and upcoming ones', async () => {
    const r = await call<{ id: number; sort: number }[]>(app, P.discountAd, {});
    expect(r.status_code).toBe(6000);
    const ids = r.data.map((a) => a.id);
    expect(ids).not.toContain(13);
    expect(ids).not.toContain(14);
    expect(ids[0]).toBe(1);
  });

  it('answers 6000 with one category only', async () => {
    const r = await call<{ category: string }[]>(app, P.discountAd, { category: 'vip' });
    expect(r.data.length).toBe(2);
    expect(r.data.every((a) => a.category === 'vip')).toBe(true);
  });

  it('answers 6007 when category is not a string', async () => {
    expect((await call(app, P.discountAd, { category: 5 })).status_code).toBe(6007);
  });

  it('answers 6008 for an unknown category', async () => {
    expect((await call(app, P.discountAd, { category: 'casino' })).status_code).toBe(6008);
  });
});

describe('singleDataDecryption', () => {
  const secret = () => app.ctx.config.WIRE_SECRET;

  it('answers 6000 with the value sealed for the caller', async () => {
    const token = await login(app);
    const r = await call(app, P.singleData, { data: sealSingleData(secret(), 10001, '13812345678') }, token);
    expect(r).toMatchObject({ status_code: 6000, data: { value: '13812345678' } });
  });

  it('answers 6003 for a value sealed for another player', async () => {
    const token = await login(app);
    expect((await call(app, P.singleData, { data: sealSingleData(secret(), 10003, 'x') }, token)).status_code).toBe(6003);
  });

  it('answers 6008 for a value that was not sealed by the site', async () => {
    const token = await login(app);
    expect((await call(app, P.singleData, { data: 'bm90LXNlYWxlZA' }, token)).status_code).toBe(6008);
  });

  it('answers 6001 without a token', async () => {
    expect((await call(app, P.singleData, { data: sealSingleData(secret(), 10001, 'x') })).status_code).toBe(6001);
  });

  it('answers 6007 when data is missing', async () => {
    expect((await call(app, P.singleData, {}, await login(app))).status_code).toBe(6007);
  });

  it('answers 6008 when data is empty or too long', async () => {
    const token = await login(app);
    expect((await call(app, P.singleData, { data: '' }, token)).status_code).toBe(6008);
    expect((await call(app, P.singleData, { data: 'a'.repeat(5_000) }, token)).status_code).toBe(6008);
  });
});

describe('helpList', () => {
  interface Topic { code: string; sections: { heading: string | null; paragraphs: string[] }[] }
  const text = (t: Topic | undefined) => (t ? t.sections.flatMap((s) => [s.heading ?? '', ...s.paragraphs]).join('\n') : '');

  it('answers 6000 with all 23 help topics in the spec\'s order', async () => {
    const r = await call<{ list: Topic[] }>(app, P.helpList, {});
    expect(r.status_code).toBe(6000);
    expect(r.data.list.map((t) => t.code)).toEqual([...HELP_TOPIC_CODES]);
  });

  it('answers 6000 with the terms of spec 001 section 9 on gztk', async () => {
    const r = await call<{ list: Topic[] }>(app, P.helpList, { code: 'gztk' });
    const terms = text(r.data.list[0]);
    expect(r.data.list).toHaveLength(1);
    expect(terms).toContain(`年满 ${MINIMUM_AGE_YEARS} 周岁`);
    expect(terms).toContain(`${DISPUTE_WINDOW_DAYS} 天内以书面形式`);
    expect(terms).toContain(`保存 ${RECORD_RETENTION_YEARS} 年`);
    for (const limit of ['150 万美元', '300,000 美元', '200,000 美元', '25,000 美元', '600,000 美元', '180,000 美元', '最低的限额']) expect(terms).toContain(limit);
  });

  it('answers 6000 with the privacy rules on ysgz', async () => {
    const r = await call<{ list: Topic[] }>(app, P.helpList, { code: 'ysgz' });
    const privacy = text(r.data.list[0]);
    for (const rule of ['加密连接', '支付及金融机构', 'Cookies', '定期清除', '被记录', '书面形式', '18 周岁', '真实姓名']) expect(privacy).toContain(rule);
  });

  it('answers 6004 for ck and leaves it out of the list while deposit is off', async () => {
    app.ctx.state.settings.depositEnabled = false;
    expect((await call(app, P.helpList, { code: 'ck' })).status_code).toBe(6004);
    const r = await call<{ list: Topic[] }>(app, P.helpList, {});
    expect(r.data.list.map((t) => t.code)).not.toContain('ck');
  });

  it('answers 6007 when code is not a string', async () => {
    expect((await call(app, P.helpList, { code: 1 })).status_code).toBe(6007);
  });

  it('answers 6008 for a topic the help area does not have', async () => {
    expect((await call(app, P.helpList, { code: 'faq' })).status_code).toBe(6008);
  });
});

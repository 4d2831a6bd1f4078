import { DEMO01 } from './auth-support';
import { expect, fixtureMember, signIn, test } from './support';

/**
 * Every page behind login shows what the server answers (issue 3: "every page exists and shows its
 * real data from the server"), seen as demo01 (phone and real name bound, 8,888.00 in the centre
 * wallet, cards, records, letters): no block left loading or failed, no console error, and on the
 * pages with fixture data, that data.
 */

/** Each page behind login, the heading it shows and, where the fixtures give demo01 data, a piece of it. */
const MEMBER_PAGES: { path: string; heading: string | RegExp; shows?: string | RegExp }[] = [
  { path: '/mine/userinfo', heading: '个人资料', shows: 'demo01' },
  { path: '/mine/auth', heading: '账户安全' },
  { path: '/mine/virtualCoinCard', heading: '虚拟币地址', shows: 'USDT-TRC20' },
  { path: '/mine/alipayManage', heading: '支付宝管理' },
  { path: '/mine/accountManage/1', heading: '账户管理', shows: '中国工商银行' },
  { path: '/mine/introTutorial', heading: '新手教程' },
  { path: '/mine/addBankCard', heading: '银行卡管理', shows: '中国工商银行' },
  { path: '/mine/exchange', heading: '币种兑换' },
  { path: '/mine/vip', heading: /VIP/ },
  { path: '/mine/vip/detail', heading: /VIP/ },
  { path: '/mine/welfare', heading: '福利中心' },
  { path: '/mine/wallet', heading: '我的钱包', shows: '8,888.00' },
  { path: '/mine/transRecord', heading: '交易记录' },
  { path: '/mine/betRecord', heading: '投注记录' },
  { path: '/mine/giftRecord', heading: '礼品记录' },
  { path: '/mine/message', heading: '消息中心' },
  { path: '/mine/feedback', heading: '意见反馈' },
  { path: '/mine/feedback?view=list', heading: /反馈/ },
  { path: '/mine/savemoney', heading: '存款' },
  { path: '/mine/transfermoney', heading: '转账', shows: /8,888\.00/ },
  { path: '/mine/takemoney', heading: '取款' },
  { path: '/game/sport/CRTY', heading: '体育投注' },
];

test.describe('member pages', () => {
  for (const route of MEMBER_PAGES) {
    test(`${route.path} shows the server's data without a console error`, async ({ page, request, consoleErrors }) => {
      await signIn(page, await fixtureMember(request, DEMO01));
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading }).first()).toBeVisible();
      if (route.shows) await expect(page.getByRole('main').getByText(route.shows).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const main = page.getByRole('main');
      await expect(main.getByRole('status').filter({ hasText: '加载中' })).toHaveCount(0);
      await expect(main.getByText('加载失败，请稍后重试')).toHaveCount(0);
      await expect(page.getByText('页面出错了')).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('the wallet page shows the venue total as a balance, with two decimals', async ({ page, request }) => {
    await signIn(page, await fixtureMember(request, DEMO01));
    await page.goto('/mine/wallet');
    // demo01's venue wallets: AG 1,200.50 + CR 500.00 + PG 188.00.
    await expect(page.getByRole('main').getByText('场馆合计：¥1,888.50')).toBeVisible();
  });

  test('/redirect/<path> re-enters the page and /redirect goes home', async ({ page, request }) => {
    await signIn(page, await fixtureMember(request, DEMO01));
    await page.goto(`/redirect/${encodeURIComponent('mine/wallet')}`);
    await expect(page).toHaveURL(/\/mine\/wallet$/);
    await expect(page.getByRole('heading', { level: 1, name: '我的钱包' })).toBeVisible();
    await page.goto('/redirect');
    await expect(page).toHaveURL(/\/home$/);
  });
});

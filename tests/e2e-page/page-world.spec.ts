import type { Page } from '@playwright/test';
import { DEMO01, expect, loadAgain, logIn, openEarlyMarket, openSite, qa, settleEarlyMatches, slip, test } from './support';

/**
 * The site with no server (docs/front-end.md): the demo build on a static server, the world in the
 * page. The journeys of the served site that matter most, on it: login, a bet that settles after a
 * QA clock move, the world kept across a reload, a forced 6001, a transport fault.
 */

const balance = (page: Page) => page.getByRole('banner').getByLabel('中心钱包余额');

test('demo01 logs in, bets a single, and a QA clock move settles it into 我的注单', async ({ page }) => {
  await openEarlyMarket(page);
  await page.getByRole('button', { name: '利物浦 对 切尔西 独赢 主', exact: true }).click();
  await slip(page).getByLabel('投注金额').fill('100');
  // The fixtures' early match 利物浦 对 切尔西: what it pays is 100 and what the slip says it wins.
  await expect(slip(page)).toContainText(/可赢 \d+\.\d\d/);
  const wins = Number(/可赢 (\d+\.\d\d)/.exec((await slip(page).textContent()) ?? '')?.[1]);
  await slip(page).getByRole('button', { name: '确认投注' }).click();
  await expect(slip(page).getByRole('status').filter({ hasText: '投注成功' })).toBeVisible();
  await expect(slip(page)).toContainText('皇冠体育余额 ¥400.00');

  // The match is played out (the fixtures' 7000302 and 7000303 both, as the served site's journey
  // does) and settles on a QA clock move that leaves the session alive.
  const single = (await settleEarlyMatches(page)).getByRole('listitem').filter({ hasText: '单注' }).filter({ hasText: '利物浦 对 切尔西' });
  await expect(single).toContainText(`派彩${(100 + wins).toFixed(2)}`);
  await expect(single).toContainText('结果赢');
});

test('the world is kept across a reload (the session, the QA clock), and /__mock/reset brings back the fixtures', async ({ page }) => {
  await openSite(page);
  await logIn(page);
  await expect(balance(page)).toHaveText('¥8,888.00');
  await qa(page, 'POST', '/clock', { advanceMs: 60 * 60 * 1000 });
  await loadAgain(page);
  // Still signed in (the session is the saved world's), and the clock an hour on.
  await expect(balance(page)).toHaveText('¥8,888.00');
  // At least the hour: a world read back never goes behind the instant it was saved at (the page's clock began again).
  expect((await qa<{ offsetMs: number }>(page, 'GET', '/clock')).offsetMs).toBeGreaterThanOrEqual(60 * 60 * 1000);
  await qa(page, 'POST', '/reset', {});
  await loadAgain(page);
  await expect(page.getByRole('banner').getByRole('button', { name: '登录' })).toBeVisible();
  // The hour is gone (what is left is the second or two the page took to load again, as above).
  expect((await qa<{ offsetMs: number }>(page, 'GET', '/clock')).offsetMs).toBeLessThan(60 * 1000);
});

const LOGIN_PATH = '/site/api/v1/user/login';
const MEMBER_INFO_PATH = '/site/api/v1/user/member/info';

for (const [name, fault] of [
  ['a reset connection', { kind: 'reset' }],
  ['a gateway\'s 502 page', { kind: 'http', status: 502 }],
  ['a body that is not JSON', { kind: 'malformed' }],
] as const) {
  test(`a login answered by ${name} (a QA transport fault, in the page) says so, and the next try logs in`, async ({ page }) => {
    await openSite(page);
    await qa(page, 'POST', '/scenarios', { method: 'POST', path: LOGIN_PATH, fault, times: 1 });
    await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
    const dialog = page.getByRole('dialog', { name: '登录' });
    await dialog.getByLabel('用户名').fill('demo01');
    await dialog.getByLabel('密码', { exact: true }).fill('demo1234');
    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('服务开小差了，请稍后重试');
    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: '退出' })).toBeVisible();
  });
}

test('a QA scenario forcing 6001 on the next navigation\'s call says 请重新登录, goes home and opens login', async ({ page }) => {
  await openSite(page);
  await logIn(page);
  await qa(page, 'POST', '/scenarios', { method: 'POST', path: MEMBER_INFO_PATH, status_code: 6001, times: 1 });
  await page.getByRole('banner').getByRole('link', { name: '幸运星' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('status').getByText('请重新登录')).toBeVisible();
  await expect(page.getByRole('dialog', { name: '登录' }).getByLabel('用户名')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a named scenario set applied through the QA API holds in the page: login suspended with its popup (6501)', async ({ page }) => {
  await openSite(page);
  const sets = await qa<{ name: string }[]>(page, 'GET', '/scenario-sets');
  expect(sets.map((set) => set.name)).toContain('login-suspended-6501');
  await qa(page, 'POST', '/scenario-sets/login-suspended-6501/apply', {});
  await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
  const dialog = page.getByRole('dialog', { name: '登录' });
  await dialog.getByLabel('用户名').fill(DEMO01.name);
  await dialog.getByLabel('密码', { exact: true }).fill(DEMO01.password);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('dialog', { name: '温馨提示' }).getByText('登录注册已暂停，请留意网站公告')).toBeVisible();
});

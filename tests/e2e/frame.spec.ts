import type { Page } from '@playwright/test';
import { DEMO01 } from './auth-support';
import { expect, fixtureMember, forceScenario, journal, newMember, signIn, test } from './support';

/**
 * The frame of every page (issue 3): the tab bar with its cache set and reset, the global
 * overlays, the root font scaling and the hidden search-engine block.
 */
const tabBar = (page: Page) => page.getByRole('navigation', { name: '已访问页面' });
const topMenu = (page: Page) => page.getByRole('navigation', { name: '主导航' });
const gameSearch = (page: Page) => page.getByRole('searchbox', { name: '搜索游戏' });

test.describe('tab bar', () => {
  test('open tabs keep their screen as it was left; closing a tab or resetting drops it', async ({ page }) => {
    await page.goto('/game/egame');
    await expect(page.getByRole('heading', { level: 1, name: '电子游戏' })).toBeVisible();
    await gameSearch(page).fill('麻将');

    await topMenu(page).getByRole('link', { name: '首页' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /欢迎来到/ })).toBeVisible();
    await expect(tabBar(page).getByRole('link')).toHaveText(['电子', '首页']);

    // Back through its tab: the same screen, with what was typed.
    await tabBar(page).getByRole('link', { name: '电子' }).click();
    await expect(page).toHaveURL(/\/game\/egame$/);
    await expect(gameSearch(page)).toHaveValue('麻将');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    // Closing the tab drops the screen from the cache: the next visit starts afresh.
    await topMenu(page).getByRole('link', { name: '首页' }).click();
    await tabBar(page).getByRole('button', { name: '关闭 电子' }).click();
    await expect(tabBar(page).getByRole('link')).toHaveText(['首页']);
    await topMenu(page).getByRole('link', { name: '电子' }).click();
    await expect(gameSearch(page)).toHaveValue('');

    // Reset empties the bar and the cache.
    await gameSearch(page).fill('捕鱼');
    await topMenu(page).getByRole('link', { name: '真人' }).click();
    await expect(tabBar(page).getByRole('link')).toHaveText(['首页', '电子', '真人']);
    await tabBar(page).getByRole('button', { name: '关闭全部' }).click();
    await expect(tabBar(page)).toHaveCount(0);
    await topMenu(page).getByRole('link', { name: '电子' }).click();
    await expect(gameSearch(page)).toHaveValue('');
    await expect(tabBar(page).getByRole('link')).toHaveText(['电子']);
  });
});

test.describe('global overlays', () => {
  test('a visitor starting a game gets the login-needed prompt, whose OK opens login', async ({ page }) => {
    await page.goto('/game/egame');
    await page.getByRole('list', { name: '游戏列表' }).getByRole('button', { name: /^开始 / }).first().click();
    const prompt = page.getByRole('dialog', { name: '温馨提示' });
    await expect(prompt.getByText('请先登录账号，才能了解更多')).toBeVisible();
    await prompt.getByRole('button', { name: '确定' }).click();
    await expect(prompt).toBeHidden();
    await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
  });

  test('entering a venue shows the loading toast, and 6413 opens the venue dialog with the server message', async ({ page, request }) => {
    // demo01's PG wallet holds money, so entering goes straight to launching (no transfer-then-enter step).
    await signIn(page, await fixtureMember(request, DEMO01));
    await page.goto('/game/egame');
    const message = '您正在参与「首存豪礼」，未达到流水要求前，PG电子场馆的资金无法转出';
    await forceScenario(request, {
      path: '/game/api/v1/venue/launch',
      status_code: 6413,
      message,
      data: { activityName: '首存豪礼', channelCode: 'PG', venueName: 'PG电子', turnoverTarget: 1000, turnoverDone: 200 },
      times: 1,
      delayMs: 1500,
    });
    await page.getByRole('list', { name: '游戏列表' }).getByRole('button', { name: /^开始 / }).first().click();
    const toast = page.getByRole('alert').filter({ hasText: '正在进入游戏' });
    await expect(toast).toBeVisible();
    const dialog = page.getByRole('dialog', { name: '温馨提示' });
    await expect(dialog.getByText(message)).toBeVisible();
    await expect(toast).toBeHidden();
    await dialog.getByRole('button', { name: '我知道了' }).click();
    await expect(dialog).toBeHidden();
  });

  test('6449 opens the confirm dialog with its default title, a cancel and 去完善, which goes to userinfo', async ({ page, request }) => {
    // A new member has no real name bound: the withdrawal information answers 6449.
    const member = await newMember(request);
    await signIn(page, member);
    await page.goto('/mine/takemoney');
    const confirm = page.getByRole('dialog', { name: '温馨提示' });
    await expect(confirm.getByRole('button', { name: '取消' })).toBeVisible();
    await confirm.getByRole('button', { name: '去完善' }).click();
    await expect(page).toHaveURL(/\/mine\/userinfo$/);
    await expect(page.getByRole('heading', { level: 1, name: '个人资料' })).toBeVisible();
  });
});

test.describe('navigation', () => {
  test('every navigation scrolls to the top and refreshes the balance', async ({ page, request }) => {
    const member = await newMember(request);
    await signIn(page, member);
    const balanceCalls = async () => (await journal(request, '/fd/api/v1/transfer/getBalance')).filter((entry) => entry.userId === member.userId).length;
    await page.goto('/home');
    await expect(page.getByLabel('中心钱包余额')).toHaveText('¥0.00');
    await expect.poll(balanceCalls).toBeGreaterThan(0);
    const before = await balanceCalls();

    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('contentinfo').getByRole('link', { name: '合营计划' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '合营计划' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(balanceCalls).toBeGreaterThan(before);
  });
});

test.describe('page furniture', () => {
  test('the root font size follows the window width: 1920 base, 1.33 under 1600, smoothed between', async ({ page }) => {
    const rootFontSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    await page.setViewportSize({ width: 1920, height: 900 });
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: /欢迎来到/ })).toBeVisible();
    expect(await rootFontSize()).toBe('16px');
    await page.setViewportSize({ width: 1760, height: 900 });
    // 16 × 1760/1920 × (1.33 + (1 − 1.33) × 0.5)
    await expect.poll(rootFontSize).toBe('17.09px');
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(rootFontSize).toBe('15.96px');
    // Set before the first paint too, not only on resize.
    await page.reload();
    expect(await rootFontSize()).toBe('15.96px');
  });

  test('amounts: balances with two decimals, a typed transfer amount in Chinese capitals', async ({ page, request }) => {
    const member = await newMember(request);
    await signIn(page, member);
    await page.goto('/mine/transfermoney');
    await expect(page.getByText(/^中心钱包：¥0\.00$/)).toBeVisible();
    await page.getByLabel('金额').fill('1234.5');
    await expect(page.getByText('大写：壹仟贰佰叁拾肆元伍角')).toBeVisible();
    await page.getByLabel('金额').fill('100000000');
    await expect(page.getByText('大写：壹亿元整')).toBeVisible();
  });

  test('the search-engine copy is in the page for crawlers and screen readers, but not on screen', async ({ page }) => {
    await page.goto('/home');
    const seo = page.getByRole('region', { name: '网站介绍' });
    for (const topic of ['体育投注', '彩票', '电竞', '真人', '百家乐', '电子游戏', '捕鱼']) await expect(seo).toContainText(topic);
    const box = await seo.boundingBox();
    expect(box && box.width <= 1 && box.height <= 1).toBe(true);
  });
});

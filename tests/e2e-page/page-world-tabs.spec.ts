import type { Page } from '@playwright/test';
import { chatLog, chatState, say } from '../e2e/chat-room';
import { expect, logIn, openSite, qa, test, visit } from './support';

const HOUR = 60 * 60 * 1000;

/** demo01 logged in asks for an online deposit of 500 by 支付宝扫码: answers the cashier's tab it opens. */
async function onlineDepositOf500(page: Page): Promise<Page> {
  await openSite(page);
  await logIn(page);
  await visit(page, '/mine/savemoney');
  await page.getByRole('group', { name: '存款方式' }).getByRole('button', { name: '支付宝扫码' }).click();
  await page.getByRole('form', { name: '存款' }).getByLabel('存款金额').fill('500');
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: '立即存款' }).click();
  return opened;
}

/**
 * One world per origin on the site with no server (docs/front-end.md): the tab that loaded the
 * site first runs the world, and the other tabs (the cashier an online deposit opens, a second tab
 * of the site) forward their calls to it (server/src/browser/world-link.ts).
 */

// tests/e2e/money.spec.ts, the online deposit through our cashier.
test('an online deposit opens our cashier in a new tab; 确认支付 there credits the site\'s world, and the deposit screen follows to 存款已到账', async ({ page }) => {
  const cashier = await onlineDepositOf500(page);
  await expect(cashier).toHaveURL(/\/__cashier\/checkout\?token=[\w-]{24}$/);
  const status = page.getByRole('status').filter({ hasText: /等待支付|已到账/ });
  await expect(status).toHaveText('等待支付');

  const order = cashier.getByRole('region', { name: '订单信息' });
  await expect(order.getByLabel('订单金额')).toHaveText('¥500.00');
  await expect(order).toContainText('支付宝扫码');
  const qr = cashier.getByRole('img', { name: '支付二维码' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await cashier.getByRole('button', { name: '确认支付' }).click();
  await expect(cashier.getByRole('status')).toHaveText('支付成功，款项已到账，可关闭本页返回网站');

  await page.bringToFront();
  await expect(page.getByRole('heading', { name: '存款已到账' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: '返回存款' }).click();
  await expect(page.getByText('中心钱包：¥9,388.00')).toBeVisible();
});

test('the cashier\'s copy in the demo folder (what a static host serves a new tab the service worker leaves to it) pays into the site\'s world too', async ({ page }) => {
  const first = await onlineDepositOf500(page);
  await expect(first).toHaveURL(/\/__cashier\/checkout\?token=/);
  // The folder's address: the page world answers only the page's own address, so the host serves
  // build:demo's copy of the page, as Python's server does after redirecting /checkout to /checkout/.
  const copy = await page.context().newPage();
  await copy.goto(first.url().replace('/checkout?', '/checkout/?'));
  await first.close();
  await copy.getByRole('button', { name: '确认支付' }).click();
  await expect(copy.getByRole('status')).toHaveText('支付成功，款项已到账，可关闭本页返回网站');
  await page.bringToFront();
  await expect(page.getByRole('heading', { name: '存款已到账' })).toBeVisible({ timeout: 15_000 });
});

test('a second tab of the site forwards to the first tab\'s world, and takes the world over when that tab closes', async ({ page }) => {
  await openSite(page);
  await logIn(page);
  const second = await page.context().newPage();
  await second.goto('/mine/savemoney');
  await expect(second.getByText('中心钱包：¥8,888.00')).toBeVisible();
  // Only the first tab runs a world: a clock moved from the second one is the first one's at once.
  expect(await second.evaluate(() => 'betsiteWorld' in globalThis)).toBe(false);
  await qa(second, 'POST', '/clock', { advanceMs: HOUR });
  expect((await qa<{ offsetMs: number }>(page, 'GET', '/clock')).offsetMs).toBeGreaterThanOrEqual(HOUR);

  // The first tab goes (its world saved first, as a tab's last change may not be otherwise): the
  // second takes the world over from the saved copy and answers on its own.
  await page.evaluate(() => (globalThis as unknown as { betsiteWorld: { save(): Promise<void> } }).betsiteWorld.save());
  await page.close();
  expect((await qa<{ offsetMs: number }>(second, 'GET', '/clock')).offsetMs).toBeGreaterThanOrEqual(HOUR);
  expect(await second.evaluate(() => 'betsiteWorld' in globalThis)).toBe(true);
  await second.reload();
  await expect(second.getByText('中心钱包：¥8,888.00')).toBeVisible();
});

test('the live chat of a second tab goes through the world\'s tab: the two tabs see each other\'s messages, and it reconnects to the tab that takes over', async ({ page }) => {
  await openSite(page);
  await logIn(page);
  await visit(page, '/live/7000101');
  await expect(chatState(page)).toHaveText('已连接');
  const second = await page.context().newPage();
  await second.goto('/live/7000101');
  await expect(chatState(second)).toHaveText('已连接');

  await say(second, '第二个标签页');
  await expect(chatLog(page).getByText('第二个标签页')).toBeVisible();
  await say(page, '第一个标签页');
  await expect(chatLog(second).getByText('第一个标签页')).toBeVisible();

  // The world's tab goes: the second tab's socket is closed, and 5 s later it connects to its own world.
  await page.evaluate(() => (globalThis as unknown as { betsiteWorld: { save(): Promise<void> } }).betsiteWorld.save());
  await page.close();
  await expect(chatState(second)).toHaveText('已连接', { timeout: 15_000 });
  await say(second, '接管之后');
  await expect(chatLog(second).getByText('接管之后')).toBeVisible();
});

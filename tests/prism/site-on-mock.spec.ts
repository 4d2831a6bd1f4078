import { expect, test, type Page, type Response } from '@playwright/test';

/**
 * The site on a backend that follows contracts/openapi.json and nothing else: `prism mock` answers
 * each call with the operation's first example (6000), and the site is built with
 * VITE_SAFE_SWITCH=off, so every call travels in the plain form the document describes
 * (playwright.prism.config.ts, project `mock`). No QA API, no sandbox, no server clock: only the
 * document. A player logs in and opens the main pages; nothing fails to load, no call is encrypted,
 * every call is answered 200, and the console stays clean. Prism's log must hold no violation
 * either (tests/prism/teardown.ts): the site's requests follow the document.
 */
const MAIN_PAGES = [
  { path: '/mine/userinfo', name: '个人资料' },
  { path: '/mine/wallet', name: '我的钱包' },
  { path: '/mine/vip', name: 'VIP' },
  { path: '/mine/savemoney', name: '存款' },
  { path: '/mine/betRecord', name: '投注记录' },
  { path: '/mine/message', name: '消息' },
  { path: '/game/realbet', name: '真人' },
  { path: '/activity/discount', name: '优惠' },
];

interface Watch {
  calls: { url: string; status: number }[];
  consoleErrors: string[];
}

function watch(page: Page): Watch {
  const seen: Watch = { calls: [], consoleErrors: [] };
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (/^\/(site|fd|game|act|api)\//.test(url.pathname) && response.request().resourceType() === 'fetch') seen.calls.push({ url: url.pathname, status: response.status() });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') seen.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => seen.consoleErrors.push(`pageerror: ${error.message}`));
  // Chromium's console names no address for a resource it cannot load: say which one (a call a
  // navigation cut short, ERR_ABORTED, is the page being left, not a failure).
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    if (reason !== 'net::ERR_ABORTED') seen.consoleErrors.push(`failed: ${request.url().slice(0, 120)} (${reason}) on ${page.url()}`);
  });
  return seen;
}

/** The page has finished its calls: nothing in flight for a moment (polls aside, the mock answers at once). */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
  await expect(page.getByText('加载失败')).toHaveCount(0);
}

test('on prism mock, with VITE_SAFE_SWITCH=off: a player logs in and opens the main pages, every call plain and answered', async ({ page }) => {
  const seen = watch(page);
  await page.goto('/home');
  await settled(page);

  await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
  const dialog = page.getByRole('dialog', { name: '登录' });
  await dialog.getByLabel('用户名').fill('demo01');
  await dialog.getByLabel('密码', { exact: true }).fill('demo1234');
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(dialog).toBeHidden();
  // The member shown is member/info's example (demo01, nickname 幸运星, ¥8,888.00): the document alone.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: '幸运星' })).toBeVisible();
  await expect(banner.getByText('¥8,888.00')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  for (const { path, name } of MAIN_PAGES) {
    await page.goto(path);
    await expect(page, name).toHaveURL(new RegExp(`${path}$`));
    await settled(page);
  }

  expect(seen.calls.length, 'calls made').toBeGreaterThan(30);
  expect(seen.calls.filter((c) => c.url.startsWith('/api/enc/')), 'encrypted calls').toEqual([]);
  expect(seen.calls.filter((c) => c.status !== 200), 'calls not answered 200').toEqual([]);
  expect(seen.consoleErrors).toEqual([]);
});

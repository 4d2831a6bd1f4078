import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PLAYERS } from '@betsite/contracts/qa-players';
import { TEST_CLOCK_START } from '../../server/src/test-clock-start';

export { expect };

/** Where the page world reads the instant its clock starts at (server/src/browser/config.ts). */
const CLOCK_START_KEY = 'betsite.world.clockStart';

/**
 * A journey on the site with no server: the page's world and its Date start at the tests' instant
 * (so nothing depends on the hour it runs at, and the stamps of encrypted calls are fresh where the
 * world measures them), and every request the page makes must stay on its origin: the world
 * answers in the page, and nothing may reach a server.
 */
export const test = base.extend<{ offOrigin: string[] }>({
  offOrigin: [
    async ({ page, baseURL }, use) => {
      const origin = new URL(baseURL ?? '').origin;
      const off: string[] = [];
      page.on('request', (request) => {
        const url = request.url();
        if (!url.startsWith(`${origin}/`) && !url.startsWith('data:') && !url.startsWith('blob:')) off.push(url);
      });
      await page.context().clock.install({ time: Date.parse(TEST_CLOCK_START) });
      await page.addInitScript(([key, at]) => localStorage.setItem(key, at), [CLOCK_START_KEY, TEST_CLOCK_START] as const);
      await use(off);
      expect(off, 'requests that left the page\'s origin').toEqual([]);
    },
    { auto: true },
  ],
});

/** A call of the QA API, made by the page (the only place its world is). */
export async function qa<T = unknown>(page: Page, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([m, p, b]) => {
      const reply = await fetch(`/__mock${p}`, { method: m, headers: b === undefined ? {} : { 'content-type': 'application/json' }, body: b === undefined ? undefined : JSON.stringify(b) });
      if (!reply.ok) throw new Error(`${m} /__mock${p} answered ${reply.status}: ${await reply.text()}`);
      return (await reply.json()) as T;
    },
    [method, path, body] as const,
  );
}

export const DEMO01 = DEMO_PLAYERS.demo01;

/** The site's home, with the world started in the page (its first call answered). */
export async function openSite(page: Page, device: string = DEMO01.device): Promise<void> {
  await page.addInitScript((uuid) => {
    if (localStorage.getItem('device_uuid') === null) localStorage.setItem('device_uuid', uuid);
  }, device);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: '登录' })).toBeVisible();
}

/** Logs a player in through the login dialog, answering a graphic captcha from the QA API when one is asked. */
export async function logIn(page: Page, player: { name: string; password: string } = DEMO01): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
  const dialog = page.getByRole('dialog', { name: '登录' });
  await dialog.getByLabel('用户名').fill(player.name);
  await dialog.getByLabel('密码', { exact: true }).fill(player.password);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  const captcha = page.getByRole('dialog', { name: '图形验证' });
  const member = page.getByRole('banner').getByRole('button', { name: '退出' });
  await expect(captcha.or(member)).toBeVisible();
  if (await captcha.isVisible()) {
    const codeId = await captcha.getByRole('img', { name: '图形验证码' }).getAttribute('data-code-id');
    const { answer } = await qa<{ answer: string }>(page, 'GET', `/captcha/${codeId ?? ''}`);
    await captcha.getByRole('textbox', { name: '验证码' }).fill(answer);
    await captcha.getByRole('button', { name: '确定' }).click();
  }
  await expect(member).toBeVisible();
}

/**
 * A navigation that loads the page again (page.goto, a reload): the world is saved first, as it
 * is a moment after every call anyway (server/src/browser/page-world.ts), so that the new page
 * reads the world the journey just changed.
 */
export async function loadAgain(page: Page, path?: string): Promise<void> {
  await page.evaluate(() => (globalThis as unknown as { betsiteWorld: { save(): Promise<void> } }).betsiteWorld.save());
  if (path === undefined) await page.reload();
  else await page.goto(path);
}

/** A move to another of the site's routes inside the page (as a click on a link: no load, the world stays). */
export async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

export const slip = (page: Page): Locator => page.getByRole('complementary', { name: '投注单' });

/**
 * demo01 logged in and the sportsbook loaded anew at its address (a navigation the world answers
 * with the site's html), on its early market, the sports wallet at the fixtures' 500.00.
 */
export async function openEarlyMarket(page: Page): Promise<void> {
  await openSite(page);
  await logIn(page);
  await loadAgain(page, '/game/sport/CRTY');
  await expect(page.getByRole('heading', { level: 1, name: '体育投注' })).toBeVisible();
  await page.getByRole('group', { name: '盘口', exact: true }).getByRole('button', { name: '早盘' }).click();
  await expect(slip(page)).toContainText('皇冠体育余额 ¥500.00');
}

/**
 * The fixtures' early matches 利物浦 对 切尔西 and 罗马 对 拉齐奥 (7000302, 7000303) played out: kick-off,
 * the second half 9-0 up, an hour and a half on the clock ends them (the session, idle for less
 * than its two hours, lives on); then the sportsbook's 我的注单, its settled bets, on screen.
 */
export async function settleEarlyMatches(page: Page): Promise<Locator> {
  for (const gameId of ['7000302', '7000303']) {
    await qa(page, 'POST', `/sports/matches/${gameId}/session`, { code: '1H' });
    await qa(page, 'POST', `/sports/matches/${gameId}/session`, { code: '2H' });
    await qa(page, 'POST', `/sports/matches/${gameId}/score`, { h: 9, c: 0 });
  }
  await qa(page, 'POST', '/clock', { advanceMs: 90 * 60 * 1000 });
  await page.getByRole('tab', { name: '我的注单' }).click();
  await page.getByRole('group', { name: '注单状态' }).getByRole('button', { name: '已结算' }).click();
  return page.getByRole('region', { name: '我的注单' });
}

import { test as base, expect, type Page } from '@playwright/test';
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

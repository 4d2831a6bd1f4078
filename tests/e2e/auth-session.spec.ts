import { DEMO01, advanceServerClock, authDialog, fillLogin, logInFromHome } from './auth-support';
import { expect, test } from './support';

/** The server's idle expiry (SESSION_IDLE_MS, 2 hours by default) and a minute more. */
const IDLE_EXPIRY_PASSED_MS = 2 * 60 * 60 * 1000 + 60_000;

test.describe('session expiry', () => {
  test('an idle session ends on the server clock: the next navigation says 请重新登录, goes home and opens login', async ({ page, request }) => {
    await logInFromHome(page, DEMO01, DEMO01.device);
    const banner = page.getByRole('banner');
    await banner.getByRole('link', { name: DEMO01.nickName }).click();
    await expect(page.getByRole('heading', { level: 1, name: '个人资料' })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('DD_probe', JSON.stringify({ d: 1, v: 1 })));

    await advanceServerClock(request, IDLE_EXPIRY_PASSED_MS);
    await page.getByRole('navigation', { name: '个人中心' }).getByRole('link', { name: '我的钱包' }).click();

    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('status').getByText('请重新登录')).toBeVisible();
    const dialog = authDialog(page, '登录');
    await expect(dialog.getByLabel('用户名')).toBeVisible();
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      userId: localStorage.getItem('user_id'),
      cached: localStorage.getItem('DD_probe'),
    }));
    expect(stored).toEqual({ token: null, userId: null, cached: null });
    await expect(banner.getByRole('button', { name: '登录' })).toBeVisible();

    // Logging in again from the dialog that opened starts a new session.
    await fillLogin(dialog, DEMO01.name, DEMO01.password);
    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    await expect(banner.getByRole('link', { name: DEMO01.nickName })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: DEMO01.nickName }).click();
    await expect(page.getByRole('heading', { level: 1, name: '个人资料' })).toBeVisible();
  });
});

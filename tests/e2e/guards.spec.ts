import { ENCRYPTED_PATH_PREFIX } from '@betsite/contracts/wire';
import { expect, expireSessions, newMember, putSettings, signIn, test } from './support';

test.describe('route guards', () => {
  test('an anonymous visit to a protected route lands home with the notice', async ({ page }) => {
    await page.goto('/mine/wallet');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('status').getByText('请先登录账号，才能了解更多')).toBeVisible();
  });

  test('a member opens the user centre and sees their info', async ({ page, request }) => {
    const member = await newMember(request);
    await signIn(page, member);
    await page.goto('/mine/userinfo');
    await expect(page.getByRole('heading', { level: 1, name: '个人资料' })).toBeVisible();
    await expect(page.getByLabel('个人资料').getByText(member.name)).toBeVisible();
  });

  test('a bindPhone route without phone and real name goes to the auth page', async ({ page, request }) => {
    const member = await newMember(request);
    await signIn(page, member);
    await page.goto('/mine/virtualCoinCard');
    await expect(page).toHaveURL(/\/mine\/auth$/);
    await expect(page.getByRole('heading', { level: 1, name: '账户安全' })).toBeVisible();
  });

  test('with deposit switched off, /mine/savemoney and /app/help/ck are not found', async ({ page, request }) => {
    const member = await newMember(request);
    await putSettings(request, { depositEnabled: false });
    await signIn(page, member);
    await page.goto('/mine/savemoney');
    await expect(page.getByRole('heading', { level: 1, name: '404 页面不存在' })).toBeVisible();
    await page.goto('/app/help/ck');
    await expect(page.getByRole('heading', { level: 1, name: '404 页面不存在' })).toBeVisible();
    await putSettings(request, { depositEnabled: true });
    await page.goto('/mine/savemoney');
    await expect(page.getByRole('heading', { level: 1, name: '存款' })).toBeVisible();
  });

  test('6001 in the middle of a navigation runs the expiry flow', async ({ page, request }) => {
    const member = await newMember(request);
    await signIn(page, member);
    await page.goto('/mine/userinfo');
    await expect(page.getByRole('heading', { level: 1, name: '个人资料' })).toBeVisible();
    // The session dies while the first call after the click (the navigation's member info) is on
    // its way, so that call is the one to meet it: expired beforehand, another call of the page
    // could meet it first, run the flow and take the link away from under the click. Paths are
    // encrypted on this wire (safe switch), so any product call counts.
    let expired = false;
    await page.route((url) => url.pathname.startsWith(ENCRYPTED_PATH_PREFIX) || url.pathname.startsWith('/site/api/'), async (route) => {
      if (!expired) await expireSessions(request, member.token);
      expired = true;
      await route.continue();
    });
    await page.getByRole('navigation', { name: '个人中心' }).getByRole('link', { name: '我的钱包' }).click();
    await expect.poll(() => expired).toBe(true);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('status').getByText('请重新登录')).toBeVisible();
    await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

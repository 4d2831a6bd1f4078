import { DEMO01, authDialog, fillLogin, freshDeviceUuid, logInFromHome, openLogin, shownCaptchaId, solveGraphicCaptcha, useDevice } from './auth-support';
import { LOGIN_PATH, captchaAnswer, expect, forceScenario, journal, newMember, putSettings, scenarioHits, test } from './support';

test.describe('login', () => {
  test('from a new browser the login asks for the graphic captcha, then stores the session and loads the member', async ({ page, request }) => {
    // Registered (and trusted) from another device, with nothing bound: this browser needs a captcha, not a code.
    const member = await newMember(request);
    await useDevice(page, freshDeviceUuid());
    await page.goto('/home');
    const dialog = await openLogin(page);

    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    await expect(dialog.getByLabel('用户名')).toHaveAccessibleDescription('用户名不能为空');
    await expect(dialog.getByLabel('密码', { exact: true })).toHaveAccessibleDescription('请输入密码');

    await fillLogin(dialog, member.name, member.password);
    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    const captcha = page.getByRole('dialog', { name: '图形验证' });
    await captcha.getByRole('button', { name: '确定' }).click();
    await expect(captcha.getByRole('textbox', { name: '验证码' })).toHaveAccessibleDescription('请输入验证码');

    // The image is a button: a click brings a new captcha.
    const first = await shownCaptchaId(page);
    await captcha.getByRole('button', { name: '看不清？点击刷新验证码' }).click();
    await expect.poll(() => shownCaptchaId(page)).not.toBe(first);
    await solveGraphicCaptcha(page, request);

    await expect(authDialog(page, '登录')).toBeHidden();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: member.name })).toBeVisible();
    await expect(banner.getByLabel('中心钱包余额')).toHaveText(/^¥\d/);
    await expect(banner.getByRole('link', { name: /^消息中心，\d+ 条未读$/ })).toBeVisible();
    const stored = await page.evaluate(() => ({ token: localStorage.getItem('token'), userId: localStorage.getItem('user_id') }));
    expect(stored.token).toBeTruthy();
    expect(stored.userId).toBe(String(member.userId));
    // After the login: user info, balance and the unread count, all with the new session.
    for (const path of ['/site/api/v1/user/member/info', '/fd/api/v1/transfer/getBalance', '/site/api/v1/site/letter/getUnreadForType']) {
      await expect.poll(async () => (await journal(request, path)).some((e) => e.userId === member.userId && e.status_code === 6000), { message: path }).toBe(true);
    }
  });

  test('a wrong captcha answer shows under the form, and the next try shows a new image', async ({ page, request }) => {
    const member = await newMember(request);
    const dialog = await logInFromHome(page, member, freshDeviceUuid());
    const used = await shownCaptchaId(page);
    const answer = await captchaAnswer(request, used);
    const captcha = page.getByRole('dialog', { name: '图形验证' });
    await captcha.getByRole('textbox', { name: '验证码' }).fill(`${answer}x`);
    await captcha.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('图形验证码错误');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(() => shownCaptchaId(page)).not.toBe(used);
    await solveGraphicCaptcha(page, request);
    await expect(page.getByRole('banner').getByRole('link', { name: member.name })).toBeVisible();
  });

  test('the submit guard sends one login however often it is submitted; 6002 shows under the form', async ({ page, request }) => {
    await useDevice(page, DEMO01.device);
    await page.goto('/home');
    const dialog = await openLogin(page);
    await fillLogin(dialog, DEMO01.name, 'wrong1234');
    // A slow answer keeps the first submission running while the player insists.
    const id = await forceScenario(request, { path: LOGIN_PATH, status_code: 6002, message: '用户名或密码错误', delayMs: 1_500, times: 3 });
    const password = dialog.getByLabel('密码', { exact: true });
    await password.press('Enter');
    await password.press('Enter');
    await dialog.getByRole('button', { name: /^登录/ }).last().click({ force: true });
    await expect(dialog.getByRole('alert')).toHaveText('用户名或密码错误');
    expect(await scenarioHits(request, id)).toBe(1);
  });

  test('remember password refills the login tab from encrypted storage', async ({ page }) => {
    await useDevice(page, DEMO01.device);
    await page.goto('/home');
    let dialog = await openLogin(page);
    await expect(dialog.getByLabel('记住密码')).not.toBeChecked();
    await fillLogin(dialog, DEMO01.name, DEMO01.password);
    await dialog.getByLabel('记住密码').check();
    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: DEMO01.nickName })).toBeVisible();

    const sealed = await page.evaluate(() => localStorage.getItem('remember_pwd') ?? '');
    expect(sealed).not.toBe('');
    expect(sealed).not.toContain(DEMO01.password);
    expect(sealed).not.toContain(DEMO01.name);

    await banner.getByRole('button', { name: '退出' }).click();
    dialog = await openLogin(page);
    await expect(dialog.getByLabel('用户名')).toHaveValue(DEMO01.name);
    await expect(dialog.getByLabel('密码', { exact: true })).toHaveValue(DEMO01.password);
    await expect(dialog.getByLabel('记住密码')).toBeChecked();

    // Unticking it forgets the login at the next successful login.
    await dialog.getByLabel('记住密码').uncheck();
    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    await expect(banner.getByRole('link', { name: DEMO01.nickName })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('remember_pwd'))).toBeNull();
  });

  test('a suspension with popup (6501) pops up once; the retry (6500) says it only under the form', async ({ page, request }) => {
    await putSettings(request, { loginSuspended: 'popup' });
    const dialog = await logInFromHome(page, DEMO01, DEMO01.device);
    const popup = page.getByRole('dialog', { name: '温馨提示' });
    await expect(popup.getByText('登录注册已暂停，请留意网站公告')).toBeVisible();
    await popup.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('登录注册已暂停，请留意网站公告');

    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('登录注册已暂停，请稍后再试');
    await expect(popup).toBeHidden();
  });

  test('the close icon closes the dialog, and the forgot-password link opens the wizard', async ({ page }) => {
    await page.goto('/home');
    let dialog = await openLogin(page);
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    dialog = await openLogin(page);
    await dialog.getByRole('button', { name: '忘记密码？' }).click();
    await expect(authDialog(page, '找回密码').getByRole('list', { name: '步骤' })).toBeVisible();
  });
});

import { DEMO01, authDialog, freshDeviceUuid, latestCode, logInFromHome, openLogin, solveSliderCaptcha, useDevice } from './auth-support';
import { expect, newMember, putSettings, test } from './support';

test.describe('slider captcha (site setting)', () => {
  test('a login from a new browser passes with the slider', async ({ page, request }) => {
    const member = await newMember(request);
    await putSettings(request, { captchaKind: 'slider' });
    await logInFromHome(page, member, freshDeviceUuid());
    await solveSliderCaptcha(page, request);
    await expect(page.getByRole('banner').getByRole('link', { name: member.name })).toBeVisible();
  });

  test('the forgotten-password step one passes with the slider', async ({ page, request }) => {
    await putSettings(request, { captchaKind: 'slider' });
    await useDevice(page, DEMO01.device);
    await page.goto('/home');
    const login = await openLogin(page);
    await login.getByRole('button', { name: '忘记密码？' }).click();
    const wizard = authDialog(page, '找回密码');
    await wizard.getByRole('tab', { name: '邮箱找回' }).click();
    await wizard.getByLabel('用户名').fill(DEMO01.name);
    await wizard.getByLabel('邮箱').fill(DEMO01.email);
    await wizard.getByRole('button', { name: '下一步' }).click();
    await solveSliderCaptcha(page, request);
    await expect(wizard.getByText('验证码已发送至 de****@example.com')).toBeVisible();
    expect((await latestCode(request, DEMO01.email)).purpose).toBe('reset');
  });
});

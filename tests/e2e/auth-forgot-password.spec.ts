import type { Locator, Page } from '@playwright/test';
import { DEMO01, authDialog, fillLogin, latestCode, openLogin, outbox, solveGraphicCaptcha, useDevice } from './auth-support';
import { expect, test } from './support';

test.beforeEach(async ({ page }) => {
  // demo01's own device: the login with the new password at the end needs no further checks.
  await useDevice(page, DEMO01.device);
});

async function openWizard(page: Page): Promise<Locator> {
  await page.goto('/home');
  const login = await openLogin(page);
  await login.getByRole('button', { name: '忘记密码？' }).click();
  const wizard = authDialog(page, '找回密码');
  await expect(currentStep(wizard)).toHaveText('身份信息');
  return wizard;
}

function currentStep(wizard: Locator): Locator {
  return wizard.getByRole('list', { name: '步骤' }).locator('[aria-current="step"]');
}

const next = (wizard: Locator) => wizard.getByRole('button', { name: '下一步' }).click();

test.describe('forgotten password', () => {
  test('by email: demo01 verifies the emailed code, sets a new password, returns to login after 3 s and logs in with it', async ({ page, request }) => {
    const wizard = await openWizard(page);
    await wizard.getByRole('tab', { name: '邮箱找回' }).click();
    await next(wizard);
    await expect(wizard.getByLabel('用户名')).toHaveAccessibleDescription('请输入用户名');
    await expect(wizard.getByLabel('邮箱')).toHaveAccessibleDescription('请输入邮箱');
    await wizard.getByLabel('用户名').fill(DEMO01.name);
    await wizard.getByLabel('邮箱').fill('demo01@example');
    await next(wizard);
    await expect(wizard.getByLabel('邮箱')).toHaveAccessibleDescription('请输入正确的邮箱');

    await wizard.getByLabel('邮箱').fill(DEMO01.email);
    await next(wizard);
    await solveGraphicCaptcha(page, request);
    await expect(currentStep(wizard)).toHaveText('身份验证');
    await expect(wizard.getByText('验证码已发送至 de****@example.com')).toBeVisible();
    await expect(wizard.getByRole('button', { name: /^\d+s后重新发送$/ })).toBeDisabled();

    await next(wizard);
    await expect(wizard.getByLabel('验证码')).toHaveAccessibleDescription('请输入验证码');
    const { code, channel } = await latestCode(request, DEMO01.email);
    expect(channel).toBe('email');
    await wizard.getByLabel('验证码').fill(code);
    await next(wizard);

    await expect(currentStep(wizard)).toHaveText('重置密码');
    await next(wizard);
    await expect(wizard.getByLabel('新密码', { exact: true })).toHaveAccessibleDescription('请设置新密码');
    await wizard.getByLabel('新密码', { exact: true }).fill('abcdefgh');
    await next(wizard);
    await expect(wizard.getByLabel('新密码', { exact: true })).toHaveAccessibleDescription('请输入8-12位字母+数字的组合');
    await wizard.getByLabel('新密码', { exact: true }).fill('newpass123');
    await wizard.getByLabel('确认新密码').fill('newpass124');
    await next(wizard);
    await expect(wizard.getByLabel('确认新密码')).toHaveAccessibleDescription('两次密码输入不一致，请重新输入');
    await wizard.getByLabel('确认新密码').fill('newpass123');
    await next(wizard);

    await expect(wizard.getByRole('status')).toHaveText('密码重置成功，请使用新密码登录。');
    // No click: the success step goes back to login by itself after 3 s.
    const login = authDialog(page, '登录');
    await expect(login.getByLabel('用户名')).toBeVisible();

    await fillLogin(login, DEMO01.name, DEMO01.password);
    await login.getByRole('button', { name: '登录', exact: true }).click();
    await expect(login.getByRole('alert')).toHaveText('用户名或密码错误');
    await fillLogin(login, DEMO01.name, 'newpass123');
    await login.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: DEMO01.nickName })).toBeVisible();
  });

  test('by phone: the area decides the pattern, going back keeps the code already sent, the success button returns to login', async ({ page, request }) => {
    const wizard = await openWizard(page);
    await expect(wizard.getByRole('tab', { name: '手机找回' })).toHaveAttribute('aria-selected', 'true');
    await wizard.getByLabel('用户名').fill(DEMO01.name);
    await wizard.getByLabel('手机号码').fill('1381234');
    await next(wizard);
    await expect(wizard.getByLabel('手机号码')).toHaveAccessibleDescription('请输入正确的手机号码');
    await wizard.getByLabel('区号').selectOption({ label: '中国香港 +852' });
    await wizard.getByLabel('手机号码').fill(DEMO01.phone);
    await next(wizard);
    await expect(wizard.getByLabel('手机号码')).toHaveAccessibleDescription('请输入正确的手机号码');
    await wizard.getByLabel('区号').selectOption({ label: '中国大陆 +86' });
    await next(wizard);
    await solveGraphicCaptcha(page, request);
    await expect(wizard.getByText(`验证码已发送至 ${DEMO01.maskedPhone}`)).toBeVisible();

    // Back to step 0 (the fields are kept) and on again within 60 s: the code already sent stands.
    await wizard.getByRole('button', { name: '上一步' }).click();
    await expect(currentStep(wizard)).toHaveText('身份信息');
    await expect(wizard.getByLabel('手机号码')).toHaveValue(DEMO01.phone);
    await next(wizard);
    await solveGraphicCaptcha(page, request);
    await expect(currentStep(wizard)).toHaveText('身份验证');
    await expect(wizard.getByRole('button', { name: /^\d+s后重新发送$/ })).toBeDisabled();
    expect(await outbox(request, DEMO01.phone)).toHaveLength(1);

    const { code } = await latestCode(request, DEMO01.phone);
    await wizard.getByLabel('验证码').fill(code);
    await next(wizard);
    await wizard.getByLabel('新密码', { exact: true }).fill('phone1234');
    await wizard.getByLabel('确认新密码').fill('phone1234');
    await next(wizard);
    await expect(wizard.getByRole('status')).toHaveText('密码重置成功，请使用新密码登录。');
    await wizard.getByRole('button', { name: '返回登录' }).click();
    await expect(authDialog(page, '登录').getByLabel('用户名')).toBeVisible();
  });

  test('the wizard links go back to login and to customer service', async ({ page }) => {
    let wizard = await openWizard(page);
    await wizard.getByRole('button', { name: '返回登录' }).click();
    const login = authDialog(page, '登录');
    await expect(login.getByLabel('记住密码')).toBeVisible();
    await login.getByRole('button', { name: '忘记密码？' }).click();
    wizard = authDialog(page, '找回密码');
    await wizard.getByRole('button', { name: '联系客服' }).click();
    const notice = page.getByRole('dialog', { name: '温馨提示' });
    await expect(notice.getByText(/存款渠道仅以官网、官方APP或官方客服提供的为准/)).toBeVisible();
    await notice.getByRole('button', { name: '关闭' }).click();
    await expect(wizard).toBeVisible();
  });
});

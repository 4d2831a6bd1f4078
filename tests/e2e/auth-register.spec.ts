import { randomBytes } from 'node:crypto';
import { authDialog, solveGraphicCaptcha } from './auth-support';
import { expect, md5, test } from './support';

test.describe('register', () => {
  test('the register tab answers with the spec messages and opens the terms and privacy popup', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('banner').getByRole('button', { name: '注册' }).click();
    const dialog = authDialog(page, '注册');
    await expect(dialog.getByRole('tab', { name: '注册' })).toHaveAttribute('aria-selected', 'true');

    await dialog.getByRole('button', { name: '注册', exact: true }).click();
    await expect(dialog.getByLabel('用户名')).toHaveAccessibleDescription('用户名不能为空');
    await expect(dialog.getByLabel('密码', { exact: true })).toHaveAccessibleDescription('请输入密码');
    await expect(dialog.getByLabel('确认密码')).toHaveAccessibleDescription('请输入密码');
    await expect(dialog.getByRole('alert').filter({ hasText: '请同意相关条款和隐私政策' })).toBeVisible();

    await dialog.getByLabel('用户名').fill('1abc');
    await dialog.getByLabel('密码', { exact: true }).fill('abcdefgh');
    await dialog.getByLabel('确认密码').fill('abcdefgh');
    await dialog.getByRole('button', { name: '注册', exact: true }).click();
    await expect(dialog.getByLabel('用户名')).toHaveAccessibleDescription('4-11位，最少2个字母+数字组合，首位为字母');
    await expect(dialog.getByLabel('密码', { exact: true })).toHaveAccessibleDescription('请输入8-12位字母+数字的组合');

    await dialog.getByLabel('用户名').fill('abc123');
    await dialog.getByLabel('密码', { exact: true }).fill('abc12345');
    await dialog.getByLabel('确认密码').fill('abc12346');
    await dialog.getByLabel(/我已年满 18 周岁/).check();
    await dialog.getByRole('button', { name: '注册', exact: true }).click();
    await expect(dialog.getByLabel('确认密码')).toHaveAccessibleDescription('两次密码输入不一致');
    await expect(page.getByRole('dialog', { name: '图形验证' })).toBeHidden();

    // Terms and privacy: one popup, two switchable documents.
    await dialog.getByRole('button', { name: '《规则条款》' }).click();
    const legal = page.getByRole('dialog', { name: '条款与隐私政策' });
    await expect(legal.getByRole('tab', { name: '规则条款' })).toHaveAttribute('aria-selected', 'true');
    await expect(legal.getByRole('tabpanel', { name: '规则条款' })).toBeVisible();
    await legal.getByRole('tab', { name: '隐私规则' }).click();
    await expect(legal.getByRole('tabpanel', { name: '隐私规则' })).toBeVisible();
    await legal.getByRole('button', { name: '关闭' }).click();
    await expect(legal).toBeHidden();

    // The tabs are the switch_auth_way event: the login tab has the forgot-password link, register has none.
    await dialog.getByRole('tab', { name: '登录' }).click();
    await expect(authDialog(page, '登录').getByRole('button', { name: '忘记密码？' })).toBeVisible();
    await expect(authDialog(page, '登录').getByLabel('记住密码')).toBeVisible();
    await authDialog(page, '登录').getByRole('tab', { name: '注册' }).click();
    await expect(authDialog(page, '注册').getByRole('button', { name: '忘记密码？' })).toHaveCount(0);
  });

  test('registers with whitespace stripped and md5 digests, forgets the referral codes and logs in with kaptchcate 99', async ({ page, request }) => {
    await page.goto('/home?rCode=R2024&i_code=I7788');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('rcode'))).toBe('R2024');
    // Plain bodies for this journey only, so it can read what the client sends.
    await page.evaluate(() => localStorage.setItem('safeSwitch', '0'));
    await page.reload();

    const name = `rg${String(randomBytes(3).readUIntBE(0, 3) % 1_000_000).padStart(6, '0')}`;
    await page.getByRole('banner').getByRole('button', { name: '注册' }).click();
    const dialog = authDialog(page, '注册');
    await dialog.getByLabel('用户名').fill(` ${name.slice(0, 3)} ${name.slice(3)}`);
    await dialog.getByLabel('密码', { exact: true }).fill('abc 12345');
    await dialog.getByLabel('确认密码').fill(' abc12345');
    await dialog.getByLabel(/我已年满 18 周岁/).check();

    const registerCall = page.waitForRequest((r) => r.url().endsWith('/site/api/v1/user/register'));
    const loginCall = page.waitForRequest((r) => r.url().endsWith('/site/api/v1/user/login'));
    await dialog.getByRole('button', { name: '注册', exact: true }).click();
    await solveGraphicCaptcha(page, request);

    expect((await registerCall).postDataJSON()).toMatchObject({
      name,
      password: md5('abc12345'),
      secondPassword: md5('abc12345'),
      kaptchcate: 2,
      rCode: 'R2024',
      iCode: 'I7788',
    });
    expect((await loginCall).postDataJSON()).toMatchObject({ isAgent: 0, name, password: md5('abc12345'), kaptchcate: 99 });

    await expect(page.getByRole('status').getByText('注册成功')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      userId: localStorage.getItem('user_id'),
      rcode: localStorage.getItem('rcode'),
      icode: localStorage.getItem('icode'),
    }));
    expect(stored.token).not.toBeNull();
    expect(stored.userId).toMatch(/^\d+$/);
    expect(stored.rcode).toBeNull();
    expect(stored.icode).toBeNull();
  });

  test('a name already taken is answered under the form', async ({ page, request }) => {
    await page.goto('/home');
    await page.getByRole('banner').getByRole('button', { name: '注册' }).click();
    const dialog = authDialog(page, '注册');
    await dialog.getByLabel('用户名').fill('demo01');
    await dialog.getByLabel('密码', { exact: true }).fill('abc12345');
    await dialog.getByLabel('确认密码').fill('abc12345');
    await dialog.getByLabel(/我已年满 18 周岁/).check();
    await dialog.getByRole('button', { name: '注册', exact: true }).click();
    await solveGraphicCaptcha(page, request);
    await expect(dialog.getByRole('alert')).toHaveText('用户名已存在');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

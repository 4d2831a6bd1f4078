import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  AWAY01,
  DEMO01,
  advanceServerClock,
  authDialog,
  bindEmail,
  fillLogin,
  freshDeviceUuid,
  latestCode,
  logInFromHome,
  openLogin,
  outbox,
  solveGraphicCaptcha,
} from './auth-support';
import { LOGIN_PATH, expect, forceScenario, newMember, test } from './support';

/** demo01 from a device it has never used: the captcha (not at home), then 6026 and the verification screen. */
async function reachVerification(page: Page, request: APIRequestContext): Promise<Locator> {
  await logInFromHome(page, DEMO01, freshDeviceUuid());
  await solveGraphicCaptcha(page, request);
  const screen = authDialog(page, '新设备验证');
  await expect(screen.getByText(DEMO01.maskedPhone)).toBeVisible();
  return screen;
}

/** The security check: the 4 middle digits of the masked phone, then the code goes out. */
async function requestCode(page: Page, screen: Locator, middle = DEMO01.phone.slice(3, 7)): Promise<void> {
  await screen.getByRole('button', { name: /^(获取验证码|重新发送)$/ }).click();
  const check = page.getByRole('dialog', { name: '安全验证' });
  await check.getByLabel('中间4位数字').fill(middle);
  await check.getByRole('button', { name: '确定' }).click();
  await expect(check).toBeHidden();
}

test.describe('new device', () => {
  test('demo01 from a fresh device verifies with the code from the outbox, and the device is trusted from then on', async ({ page, request }) => {
    const screen = await reachVerification(page, request);
    await expect(screen.getByText('登录设备异常，请完成新设备验证')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // A code must be requested first.
    const code = screen.getByRole('textbox', { name: '验证码' });
    await code.fill('123456');
    await screen.getByRole('button', { name: '登录', exact: true }).click();
    await expect(code).toHaveAccessibleDescription('请先获取验证码');

    // The security check wants exactly the 4 middle digits: 手机号错误 in the popup otherwise.
    await screen.getByRole('button', { name: '获取验证码' }).click();
    const check = page.getByRole('dialog', { name: '安全验证' });
    await expect(check.getByText(`请输入手机号 ${DEMO01.maskedPhone} 中间的 4 位数字`)).toBeVisible();
    const middle = check.getByLabel('中间4位数字');
    await middle.fill('12');
    await check.getByRole('button', { name: '确定' }).click();
    await expect(middle).toHaveAccessibleDescription('手机号错误');
    // Four digits that are not the phone's: the server refuses the send, the popup says so. The popup
    // is opened afresh first: its message kept from the try above would pass before the server answers.
    await check.getByRole('button', { name: '关闭' }).click();
    await screen.getByRole('button', { name: '获取验证码' }).click();
    await expect(middle).toHaveAccessibleDescription('');
    await middle.fill('9999');
    await check.getByRole('button', { name: '确定' }).click();
    await expect(middle).toHaveAccessibleDescription('手机号错误');
    expect(await outbox(request, DEMO01.phone)).toHaveLength(0);

    await middle.fill(DEMO01.phone.slice(3, 7));
    await check.getByRole('button', { name: '确定' }).click();
    await expect(check).toBeHidden();
    await expect(page.getByRole('status').getByText('手机验证码获取成功')).toBeVisible();
    await expect(screen.getByRole('button', { name: /^\d+s后重新发送$/ })).toBeDisabled();
    const sent = await latestCode(request, DEMO01.phone);
    expect(sent).toMatchObject({ channel: 'sms', purpose: 'new-device' });

    // After the first send: the voice-code link and its popup (the voice call waits for the countdown).
    await screen.getByRole('button', { name: '收不到验证码？试试语音验证码' }).click();
    const voice = page.getByRole('dialog', { name: '语音验证码' });
    await expect(voice.getByText('验证码将以电话形式告知，请注意接听来电。')).toBeVisible();
    await expect(voice.getByRole('button', { name: /^\d+s后可获取$/ })).toBeDisabled();
    await voice.getByRole('button', { name: '关闭' }).click();

    // A wrong code: the server's message under the code input.
    await code.fill(sent.code === '000000' ? '111111' : '000000');
    await screen.getByRole('button', { name: '登录', exact: true }).click();
    await expect(code).toHaveAccessibleDescription('验证码错误');

    await code.fill(sent.code);
    await screen.getByRole('button', { name: '登录', exact: true }).click();
    await expect(screen).toBeHidden();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: DEMO01.nickName })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user_id'))).toBe('10001');

    // The device is trusted now: logging out and in again asks for neither captcha nor code.
    await banner.getByRole('button', { name: '退出' }).click();
    const dialog = await openLogin(page);
    await fillLogin(dialog, DEMO01.name, DEMO01.password);
    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    await expect(banner.getByRole('link', { name: DEMO01.nickName })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the countdown ends in resend; a resend and a voice call each send a new code', async ({ page, request }) => {
    // The page runs on Playwright's clock (support.ts): it moves as the server's does below.
    const screen = await reachVerification(page, request);
    await requestCode(page, screen);
    await latestCode(request, DEMO01.phone);

    // 60 s later on both clocks (the server refuses a second code within 60 s: 6066).
    await advanceServerClock(request, 61_000);
    await page.clock.fastForward(61_000);
    await expect(screen.getByRole('button', { name: '重新发送' })).toBeEnabled();
    await requestCode(page, screen);
    await latestCode(request, DEMO01.phone, 2);
    await expect(screen.getByRole('button', { name: /^\d+s后重新发送$/ })).toBeDisabled();

    await advanceServerClock(request, 61_000);
    await page.clock.fastForward(61_000);
    await screen.getByRole('button', { name: '收不到验证码？试试语音验证码' }).click();
    const voice = page.getByRole('dialog', { name: '语音验证码' });
    await voice.getByRole('button', { name: '获取语音验证码' }).click();
    await expect(voice).toBeHidden();
    await expect(page.getByRole('status').getByText('验证码获取成功，请注意接听电话')).toBeVisible();
    const call = await latestCode(request, DEMO01.phone, 3);
    expect(call.channel).toBe('voice');

    await screen.getByRole('textbox', { name: '验证码' }).fill(call.code);
    await screen.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: DEMO01.nickName })).toBeVisible();
  });

  test('a send refused by the server (6066) shows in the phone popup and resumes the countdown', async ({ page, request }) => {
    const screen = await reachVerification(page, request);
    await requestCode(page, screen);
    // The player leaves and comes back within 60 s: same account, a fresh screen.
    await screen.getByRole('button', { name: '切换账号' }).click();
    const dialog = authDialog(page, '登录');
    await fillLogin(dialog, DEMO01.name, DEMO01.password);
    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    await solveGraphicCaptcha(page, request);
    await screen.getByRole('button', { name: '获取验证码' }).click();
    const check = page.getByRole('dialog', { name: '安全验证' });
    const middle = check.getByLabel('中间4位数字');
    await middle.fill(DEMO01.phone.slice(3, 7));
    await check.getByRole('button', { name: '确定' }).click();
    await expect(middle).toHaveAccessibleDescription(/^验证码已发送，请\d+秒后再试$/);
    await check.getByRole('button', { name: '关闭' }).click();
    await expect(screen.getByRole('button', { name: /^\d+s后重新发送$/ })).toBeDisabled();

    // The code sent before still logs in.
    const { code } = await latestCode(request, DEMO01.phone);
    await screen.getByRole('textbox', { name: '验证码' }).fill(code);
    await screen.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: DEMO01.nickName })).toBeVisible();
  });

  test('an account with an email and no phone is verified by email, the player typing the whole address', async ({ page, request }) => {
    const member = await newMember(request);
    const email = `${member.name}@example.com`;
    await bindEmail(request, member.token, email);
    const masked = `${email.slice(0, 2)}****@example.com`;
    // The binding code went to that address just now: one code per address per 60 s.
    await advanceServerClock(request, 61_000);

    await logInFromHome(page, member, freshDeviceUuid());
    await solveGraphicCaptcha(page, request);
    const screen = authDialog(page, '新设备验证');
    await expect(screen.getByText(masked)).toBeVisible();

    await screen.getByRole('button', { name: '获取验证码' }).click();
    const check = page.getByRole('dialog', { name: '安全验证' });
    const address = check.getByLabel('邮箱地址');
    await address.fill('someone@example.com');
    await check.getByRole('button', { name: '确定' }).click();
    await expect(address).toHaveAccessibleDescription('请输入正确的邮箱');
    await address.fill(email);
    await check.getByRole('button', { name: '确定' }).click();
    await expect(check).toBeHidden();
    await expect(page.getByRole('status').getByText('邮箱验证码获取成功')).toBeVisible();
    // No voice call for an email.
    await expect(screen.getByRole('button', { name: '收不到验证码？试试语音验证码' })).toHaveCount(0);

    const sent = await latestCode(request, email, 2);
    expect(sent).toMatchObject({ channel: 'email', purpose: 'new-device' });
    await screen.getByRole('textbox', { name: '验证码' }).fill(sent.code);
    await screen.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: member.name })).toBeVisible();
  });

  test('the switch-account and register links leave the verification screen', async ({ page, request }) => {
    const screen = await reachVerification(page, request);
    await screen.getByRole('button', { name: '注册新账号' }).click();
    await expect(authDialog(page, '注册').getByRole('tab', { name: '注册' })).toHaveAttribute('aria-selected', 'true');
    await authDialog(page, '注册').getByRole('tab', { name: '登录' }).click();
    await expect(authDialog(page, '登录').getByLabel('用户名')).toBeVisible();
  });

  test('a long absence (6028) is decided by the server: away01 from its own device', async ({ page }) => {
    await logInFromHome(page, AWAY01, AWAY01.device);
    const screen = authDialog(page, '新设备验证');
    await expect(screen.getByText(AWAY01.maskedPhone)).toBeVisible();
    await expect(screen.getByText('长时间未登录，请完成新设备验证')).toBeVisible();
  });

  // The catalogue's wording, which the server sends with a forced code.
  const NEW_DEVICE_CODES = [
    { code: 6025, message: '登录IP异常，请完成新设备验证' },
    { code: 6026, message: '登录设备异常，请完成新设备验证' },
    { code: 6027, message: '登录设备和IP异常，请完成新设备验证' },
    { code: 6028, message: '长时间未登录，请完成新设备验证' },
    { code: 6029, message: '登录存在风险，请完成新设备验证' },
  ];
  for (const { code, message } of NEW_DEVICE_CODES) {
    test(`${code} shows the verification screen with the masked phone and the server message`, async ({ page, request }) => {
      await forceScenario(request, { path: LOGIN_PATH, status_code: code, data: { phoneNumber: DEMO01.maskedPhone }, times: 1 });
      await logInFromHome(page, DEMO01, DEMO01.device);
      const screen = authDialog(page, '新设备验证');
      await expect(screen.getByText(DEMO01.maskedPhone)).toBeVisible();
      await expect(screen.getByText(message)).toBeVisible();
      await expect(screen.getByRole('textbox', { name: '验证码' })).toHaveAttribute('maxlength', '6');
      await expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    });
  }
});

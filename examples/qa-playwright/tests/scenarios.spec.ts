import type { Locator, Page } from '@playwright/test';
import { DEMO_PLAYERS, expect, test } from '@betsite/contracts/qa-playwright';

/**
 * Five scenarios as a QA engineer writes them on the QA kit: each test has a world of its own
 * (`sandbox`), the page already in it, and steers it in a line or two through `world` (one-call
 * helpers) and `qa` (the typed QA client). Nothing here knows the x-mock-session cookie, the
 * stamps or the clean-up: the kit does them.
 */

const LOGIN = '/site/api/v1/user/login';
/** demo01 of the fixtures as the kit logs it in (its password, the device it trusts), its phone and nickname. */
const DEMO01 = { ...DEMO_PLAYERS.demo01, phone: DEMO_PLAYERS.demo01.codeTarget.value, nickName: '幸运星' };

const banner = (page: Page): Locator => page.getByRole('banner');
const dialog = (page: Page, name: string): Locator => page.getByRole('dialog', { name });

/** The site's own login dialog, from the home page, filled and sent. */
async function logInOnTheSite(page: Page, player: { name: string; password: string }): Promise<Locator> {
  await page.goto('/home');
  await banner(page).getByRole('button', { name: '登录' }).click();
  const login = dialog(page, '登录');
  await login.getByLabel('用户名').fill(player.name);
  await login.getByLabel('密码', { exact: true }).fill(player.password);
  await login.getByRole('button', { name: '登录', exact: true }).click();
  return login;
}

/** A bank transfer the player says is paid: the deposit screen then waits for finance. */
async function bankTransferMarkedPaid(page: Page, amount: string): Promise<Locator> {
  await page.goto('/mine/savemoney');
  await page.getByRole('group', { name: '存款方式' }).getByRole('button', { name: '银行卡转账' }).click();
  await page.getByRole('form', { name: '存款' }).getByLabel('存款金额').fill(amount);
  await page.getByRole('button', { name: '立即存款' }).click();
  await page.getByRole('button', { name: '我已付款' }).click();
  const status = page.locator('[aria-label="订单状态"]');
  await expect(status.getByRole('status')).toHaveText('已提交，等待财务审核');
  return status;
}

test('a session that expires in the middle of a navigation (6001) sends the player home to log in again', async ({ page, world }) => {
  await world.logIn(page, 'demo01');
  await page.goto('/mine/userinfo');
  await expect(page.getByRole('heading', { level: 1, name: '个人资料' })).toBeVisible();

  // The wallet's first call (its venues' balances, which no other screen here asks for) answers 6001:
  // the session ends as the player moves, not on some poll before the click.
  await world.forceNext('/game/api/v1/venue/allBalance', 6001);
  await page.getByRole('navigation', { name: '个人中心' }).getByRole('link', { name: '我的钱包' }).click();

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('status').getByText('请重新登录')).toBeVisible();
  await expect(dialog(page, '登录').getByLabel('用户名')).toBeVisible();
});

test('a login from a new device (6026) is verified with the SMS code read from the outbox', async ({ page, world, qa }) => {
  // A fresh browser is a device demo01 has never used: first the graphic captcha, answered by the QA API.
  await logInOnTheSite(page, DEMO01);
  const captcha = dialog(page, '图形验证');
  const codeId = (await captcha.getByRole('img', { name: '图形验证码' }).getAttribute('data-code-id')) ?? '';
  const answer = await qa.captcha({ params: { codeId } });
  expect(answer.status).toBe(200);
  await captcha.getByRole('textbox', { name: '验证码' }).fill(answer.status === 200 ? answer.body.answer : '');
  await captcha.getByRole('button', { name: '确定' }).click();

  const verification = dialog(page, '新设备验证');
  await expect(verification.getByText('登录设备异常，请完成新设备验证')).toBeVisible();
  await verification.getByRole('button', { name: '获取验证码' }).click();
  const check = dialog(page, '安全验证');
  await check.getByLabel('中间4位数字').fill(DEMO01.phone.slice(3, 7));
  await check.getByRole('button', { name: '确定' }).click();

  const sms = await world.latestCode(DEMO01.phone);
  expect(sms).toMatchObject({ channel: 'sms', purpose: 'new-device' });
  await verification.getByRole('textbox', { name: '验证码' }).fill(sms.code);
  await verification.getByRole('button', { name: '登录', exact: true }).click();
  await expect(banner(page).getByRole('link', { name: DEMO01.nickName })).toBeVisible();
});

test('a bank-transfer deposit is credited once the back office approves it', async ({ page, world, qa }) => {
  await world.logIn(page, 'demo01');
  const order = await bankTransferMarkedPaid(page, '60000');
  const orderNo = (await order.getByRole('term').filter({ hasText: '订单号' }).locator('xpath=following-sibling::dd[1]').textContent()) ?? '';

  const decided = await qa.decideDeposit({ params: { orderNo }, body: { decision: 'paid' } });
  expect(decided.status).toBe(200);
  await expect(order.getByRole('status')).toHaveText('已到账');
});

test('a sportsbook bet settles after the clock moves past the end of its match', async ({ page, world, qa }) => {
  // 利物浦 v 切尔西 of the fixtures, in the early market: its home price pinned at 0.80 (hong kong).
  const gameId = '7000303';
  expect((await qa.sports.setPrice({ body: { gameId, rtype: 'MH', hkMilli: 800 } })).status).toBe(200);
  await world.logIn(page, 'demo01');
  await page.goto('/game/sport/CRTY');
  await page.getByRole('group', { name: '盘口', exact: true }).getByRole('button', { name: '早盘' }).click();
  await page.getByRole('button', { name: '利物浦 对 切尔西 独赢 主', exact: true }).click();
  const slip = page.getByRole('complementary', { name: '投注单' });
  await slip.getByLabel('投注金额').fill('100');
  await slip.getByRole('button', { name: '确认投注' }).click();
  await expect(slip.getByRole('status').filter({ hasText: '投注成功' })).toBeVisible();

  // Kick-off, the second half at 9-0, then two hours on the world's clock: the match ends on its own and the bet settles.
  for (const code of ['1H', '2H']) expect((await qa.sports.moveToSession({ params: { gameId }, body: { code } })).status).toBe(200);
  expect((await qa.sports.setScore({ params: { gameId }, body: { h: 9, c: 0 } })).status).toBe(200);
  await world.moveClock(2 * 60 * 60_000);

  // Two idle hours outlast the session: log in again, then read the settled bet.
  await world.logIn(page, 'demo01');
  await page.goto('/game/sport/CRTY');
  await page.getByRole('tab', { name: '我的注单' }).click();
  await page.getByRole('group', { name: '注单状态' }).getByRole('button', { name: '已结算' }).click();
  const bet = page.getByRole('region', { name: '我的注单' }).getByRole('listitem').filter({ hasText: '单注' }).filter({ hasText: '利物浦 对 切尔西' });
  await expect(bet).toContainText('派彩180.00');
  await expect(bet).toContainText('结果赢');
});

test('a gateway answering the login with a 502 shows a network failure, and the next try logs in', async ({ page, world }) => {
  await world.faultNext(LOGIN, { kind: 'http', status: 502 });
  // demo01 from the device it trusts: the login asks for neither captcha nor code.
  await page.addInitScript((device) => localStorage.setItem('device_uuid', device), DEMO01.device);
  const login = await logInOnTheSite(page, DEMO01);
  await expect(login.getByRole('alert')).toHaveText('服务开小差了，请稍后重试');

  await login.getByRole('button', { name: '登录', exact: true }).click();
  await expect(banner(page).getByRole('link', { name: DEMO01.nickName })).toBeVisible();
});

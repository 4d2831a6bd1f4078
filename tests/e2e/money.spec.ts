import type { APIRequestContext } from '@playwright/test';
import { DEMO01, advanceServerClock, latestCode } from './auth-support';
import { API_URL, type Member, apiCall, expect, fixtureMember, newMember, signIn, test } from './support';

/**
 * Money, finished (issue 16): the member centre's forms, the back office paying and refusing
 * through the QA API, the deposit waiting screens, our stand-in cashier for online deposits
 * (issue 27), and the deposit activities paying their bonus on the deposit the server finds.
 */

const decideWithdrawal = async (request: APIRequestContext, orderNo: string, decision: 'paid' | 'refused', remark?: string) => {
  const r = await request.post(`${API_URL}/__mock/withdrawals/${orderNo}`, { data: { decision, ...(remark ? { remark } : {}) } });
  expect(r.ok()).toBe(true);
};
const latestWithdrawal = async (request: APIRequestContext, m: Member) =>
  (await apiCall<{ list: { orderNo: string }[] }>(request, '/fd/api/v1/withdraw/withdrawOrderInfo', {}, m.token, m.device)).list[0]?.orderNo ?? '';

/** sendCode/two type 1 to the phone, the code from the outbox, bindPhone: the API's own way. */
async function bindPhoneByApi(request: APIRequestContext, m: Member, phone: string) {
  const obfuscatedTarget = Buffer.from([...phone].reverse().join(''), 'utf8').toString('base64');
  await apiCall(request, '/site/api/v1/user/sendCode/two', { target: phone, obfuscatedTarget, cate: 0, type: 1, version: 1 }, m.token, m.device);
  const { code } = await latestCode(request, phone);
  await apiCall(request, '/site/api/v1/user/member/bindPhone', { phone, code }, m.token, m.device);
}

test('a new player binds a real name and a phone with the outbox code, sets a pay password and adds a bank card in that name', async ({ page, request, consoleErrors }) => {
  const member = await newMember(request);
  await signIn(page, member);
  await page.goto('/mine/auth');
  const items = page.getByRole('list', { name: '安全项目' });
  const item = (name: string) => items.getByRole('listitem').filter({ hasText: name }).first();

  await item('真实姓名').getByRole('button', { name: '去绑定' }).click();
  const nameForm = page.getByRole('form', { name: '绑定真实姓名' });
  await nameForm.getByLabel('真实姓名').fill('王··明');
  await nameForm.getByRole('button', { name: '确认绑定' }).click();
  await expect(nameForm.getByText('请输入正确的名字')).toBeVisible();
  await nameForm.getByLabel('真实姓名').fill('王小明');
  await nameForm.getByRole('button', { name: '确认绑定' }).click();
  await expect(item('真实姓名')).toContainText('已绑定');

  await item('手机号码').getByRole('button', { name: '去绑定' }).click();
  const phoneForm = page.getByRole('form', { name: '绑定手机号' });
  await phoneForm.getByLabel('手机号码').fill('13912345678');
  await phoneForm.getByRole('button', { name: '获取验证码' }).click();
  await expect(phoneForm.getByRole('button', { name: /^\d+s$/ })).toBeDisabled();
  const { code } = await latestCode(request, '13912345678');
  await phoneForm.getByLabel('验证码').fill(code);
  await phoneForm.getByRole('button', { name: '绑定手机号' }).click();
  await expect(item('手机号码')).toContainText('已绑定（139****5678）');

  await item('资金密码').getByRole('button', { name: '设置' }).click();
  const payForm = page.getByRole('form', { name: '修改资金密码' });
  await payForm.getByLabel('当前登录密码').fill(member.password);
  await payForm.getByLabel('新资金密码', { exact: true }).fill('123456');
  await payForm.getByLabel('确认新资金密码').fill('123456');
  await payForm.getByRole('button', { name: '确认修改' }).click();
  await expect(item('资金密码')).toContainText('已设置');

  await page.goto('/mine/addBankCard');
  const cardForm = page.getByRole('form', { name: '添加银行卡' });
  await expect(cardForm.getByLabel('户名')).toHaveValue(/^王/);
  await cardForm.getByLabel('开户银行').selectOption({ label: '中国农业银行' });
  await cardForm.getByLabel('银行卡号').fill('6228 4800 1234 5678 901');
  await cardForm.getByRole('button', { name: '确认添加银行卡' }).click();
  await expect(page.getByRole('list', { name: '已绑定账户' }).getByText('**** **** **** 8901')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a withdrawal with the pay password locks the money; finance pays it through the QA API and a letter says so', async ({ page, request }) => {
  const demo = await fixtureMember(request, DEMO01);
  await signIn(page, demo);
  await page.goto('/mine/takemoney');
  const form = page.getByRole('form', { name: '申请取款' });
  await form.getByLabel('取款金额').fill('1000');
  await form.getByLabel('资金密码').fill('123456');
  await form.getByRole('button', { name: '确认取款' }).click();
  const summary = page.locator('[aria-label="取款信息"]');
  await expect(summary).toContainText('冻结金额¥1,000.00');
  const orders = page.getByRole('table', { name: '取款记录' });
  await expect(orders.getByRole('row').nth(1)).toContainText('审核中');

  await decideWithdrawal(request, await latestWithdrawal(request, demo), 'paid');
  await page.reload();
  await expect(orders.getByRole('row').nth(1)).toContainText('已出款');
  await expect(summary).toContainText('中心钱包¥7,888.00');
  await expect(summary).toContainText('冻结金额¥0.00');

  await page.goto('/mine/message');
  await expect(page.getByText('提款成功').first()).toBeVisible();
});

test('a withdrawal finance refuses returns the money to the centre wallet', async ({ page, request }) => {
  const demo = await fixtureMember(request, DEMO01);
  await signIn(page, demo);
  await page.goto('/mine/takemoney');
  const form = page.getByRole('form', { name: '申请取款' });
  await form.getByLabel('取款金额').fill('500');
  await form.getByLabel('资金密码').fill('123456');
  await form.getByRole('button', { name: '确认取款' }).click();
  const summary = page.locator('[aria-label="取款信息"]');
  await expect(summary).toContainText('¥8,388.00');

  await decideWithdrawal(request, await latestWithdrawal(request, demo), 'refused', '银行卡信息有误');
  await page.reload();
  await expect(page.getByRole('table', { name: '取款记录' }).getByRole('row').nth(1)).toContainText('已拒绝');
  await expect(summary).toContainText('¥8,888.00');
});

test('a bank transfer above the auto limit shows where to pay, waits for finance after 我已付款, and ends paid', async ({ page, request }) => {
  await signIn(page, await fixtureMember(request, DEMO01));
  await page.goto('/mine/savemoney');
  await page.getByRole('group', { name: '存款方式' }).getByRole('button', { name: '银行卡转账' }).click();
  await page.getByRole('form', { name: '存款' }).getByLabel('存款金额').fill('60000');
  await page.getByRole('button', { name: '立即存款' }).click();
  await expect(page.getByRole('heading', { name: '等待银行转账' })).toBeVisible();
  const payTo = page.locator('[aria-label="收款账户"]');
  await expect(payTo).toContainText('收款卡号');
  await payTo.getByRole('button', { name: '获取附言码' }).click();
  await expect(payTo.getByText(/^[A-Z0-9]{6}$/)).toBeVisible();

  await page.getByRole('button', { name: '我已付款' }).click();
  const status = page.getByRole('status').filter({ hasText: /等待财务审核|已到账/ });
  await expect(status).toHaveText('已提交，等待财务审核');
  await advanceServerClock(request, 2 * 60_000);
  await expect(status).toHaveText('已到账', { timeout: 15_000 });
});

/** The cashier token of an online order's payUrl (our stand-in cashier, /__cashier/checkout?token=). */
const cashierToken = (payUrl: string) => new URL(payUrl, API_URL).searchParams.get('token') ?? '';

/** An online deposit made and paid at the cashier through the APIs, as the cashier page would. */
async function depositPaidAtCashier(request: APIRequestContext, m: Member, amount: number): Promise<string> {
  const order = await apiCall<{ orderNo: string; payUrl: string }>(request, '/fd/api/v1/payment/pay', { payTypeId: 1, amount }, m.token, m.device);
  const paid = await request.post(`${API_URL}/__cashier/pay`, { data: { token: cashierToken(order.payUrl) } });
  expect(((await paid.json()) as { status_code: number }).status_code).toBe(6000);
  return order.orderNo;
}

test('an online deposit opens our cashier; 确认支付 there credits it once and the deposit screen follows to 存款已到账 with the balance', async ({ page, request, consoleErrors }) => {
  await signIn(page, await fixtureMember(request, DEMO01));
  await page.goto('/mine/savemoney');
  await page.getByRole('group', { name: '存款方式' }).getByRole('button', { name: '支付宝扫码' }).click();
  await page.getByRole('form', { name: '存款' }).getByLabel('存款金额').fill('500');
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: '立即存款' }).click();
  const cashier = await opened;
  await expect(cashier).toHaveURL(/\/__cashier\/checkout\?token=[\w-]{24}$/);
  await expect(page.getByRole('heading', { name: '等待充值到账' })).toBeVisible();
  const status = page.getByRole('status').filter({ hasText: /等待支付|已到账/ });
  await expect(status).toHaveText('等待支付');

  const order = cashier.getByRole('region', { name: '订单信息' });
  await expect(order.getByLabel('订单金额')).toHaveText('¥500.00');
  await expect(order).toContainText('支付宝扫码');
  await expect(order.getByLabel('剩余时间')).toHaveText(/^1[45]:\d\d$/);
  const qr = cashier.getByRole('img', { name: '支付二维码' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await cashier.getByRole('button', { name: '确认支付' }).click();
  await expect(cashier.getByRole('status')).toHaveText('支付成功，款项已到账，可关闭本页返回网站');
  await expect(cashier.getByRole('button', { name: '确认支付' })).toBeHidden();

  await page.bringToFront();
  await expect(page.getByRole('heading', { name: '存款已到账' })).toBeVisible({ timeout: 15_000 });
  await expect(status).toHaveText('已到账');
  await page.getByRole('button', { name: '返回存款' }).click();
  await expect(page.getByText('中心钱包：¥9,388.00')).toBeVisible();
  // Paying the same order again (a second press, a replayed notice) credits nothing more.
  const again = await request.post(`${API_URL}/__cashier/pay`, { data: { token: cashierToken(cashier.url()) } });
  expect(await again.json()).toMatchObject({ status_code: 6000, data: { status: 1 } });
  await page.reload();
  await expect(page.getByText('中心钱包：¥9,388.00')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('取消 at the cashier closes the order: the deposit screen shows 订单已取消 and nothing is credited; an unpaid order is never credited on the clock', async ({ page, request }) => {
  await signIn(page, await fixtureMember(request, DEMO01));
  await page.goto('/mine/savemoney');
  await page.getByRole('group', { name: '存款方式' }).getByRole('button', { name: '微信支付' }).click();
  await page.getByRole('form', { name: '存款' }).getByLabel('存款金额').fill('300');
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: '立即存款' }).click();
  const cashier = await opened;
  await cashier.getByRole('button', { name: '取消' }).click();
  await expect(cashier.getByRole('status')).toHaveText('订单已取消');
  await page.bringToFront();
  await expect(page.getByRole('heading', { name: '订单已取消' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: '已取消' })).toHaveText('已取消');

  // A second order left unpaid: past the old 40 s and up to its 15 minutes it waits, then expires uncredited.
  await page.getByRole('button', { name: '返回存款' }).click();
  await page.getByRole('form', { name: '存款' }).getByLabel('存款金额').fill('200');
  const second = page.context().waitForEvent('page');
  await page.getByRole('button', { name: '立即存款' }).click();
  await (await second).close();
  await advanceServerClock(request, 60_000);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: /等待支付|已到账|已过期/ })).toHaveText('等待支付');
  await advanceServerClock(request, 14 * 60_000);
  await expect(page.getByRole('heading', { name: '订单已过期' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: '返回存款' }).click();
  await expect(page.getByText('中心钱包：¥8,888.00')).toBeVisible();
});

test('a first deposit with the joined activity credits the bonus and shows its turnover requirement', async ({ page, request }) => {
  const member = await newMember(request);
  await bindPhoneByApi(request, member, '13787654321');
  await signIn(page, member);
  await page.goto('/activity/firstDeposit/2');
  await page.getByRole('button', { name: '立即参与' }).click();
  const claim = page.getByRole('form', { name: '领取活动奖励' });
  await expect(claim).toBeVisible();
  await expect(claim.getByRole('button', { name: '确认领取' })).toBeDisabled();
  await expect(claim).toContainText('暂无符合条件的存款');

  await depositPaidAtCashier(request, member, 500);
  await page.reload();
  await expect(claim.getByLabel('参与活动的存款')).toContainText('¥500');
  await expect(claim.getByText('可获彩金 ¥500')).toBeVisible();
  await claim.getByRole('button', { name: '确认领取' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已领取彩金' })).toContainText('完成有效投注 ¥10,000 后可提款');
  const balance = await apiCall<{ centerWalletBalance: number }>(request, '/fd/api/v1/transfer/getBalance', {}, member.token, member.device);
  expect(balance.centerWalletBalance).toBe(1000);
  await page.goto('/mine/giftRecord');
  await expect(page.getByText('首存彩金').first()).toBeVisible();
});

test('a new player who deposits ¥1,000 and then joins 首存豪礼 is served: the deposit is found, nothing is typed, ¥888 is paid', async ({ page, request }) => {
  const member = await newMember(request);
  await bindPhoneByApi(request, member, '13787654322');
  const orderNo = await depositPaidAtCashier(request, member, 1000);
  await signIn(page, member);
  await page.goto('/activity/firstDeposit/2');
  await expect(page.getByText('先存款后报名同样有效')).toBeVisible();
  await page.getByRole('button', { name: '立即参与' }).click();
  const claim = page.getByRole('form', { name: '领取活动奖励' });
  await expect(claim.getByLabel('参与活动的存款')).toContainText(orderNo);
  await expect(claim.getByText('可获彩金 ¥888')).toBeVisible();
  await expect(claim.getByRole('textbox')).toHaveCount(0);
  await claim.getByRole('button', { name: '确认领取' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已领取彩金' })).toContainText('已领取彩金 ¥888');
  const balance = await apiCall<{ centerWalletBalance: number }>(request, '/fd/api/v1/transfer/getBalance', {}, member.token, member.device);
  expect(balance.centerWalletBalance).toBe(1888);
});

import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO01 } from './auth-support';
import { API_URL, expect, expireSessions, fixtureMember, forceScenario, journal, signIn, test } from './support';

/**
 * The slip when a match starts or a market closes (issue 48): a pre-match pick whose match kicks
 * off says 赛事已开赛 and offers the same side at its in-play price (or its removal), never the
 * in-play price as a silent 新赔率; a market gone says 盘口已关闭; every refusal of 确认投注 says
 * why; a session that ends under the slip brings the login prompt, a wallet that cannot be read
 * says so. 拜仁慕尼黑 v 多特蒙德 (7000201) and 巴黎圣日耳曼 v 马赛 (7000202) are later today in
 * the fixtures; QA kicks them off and cancels them.
 */
const BAYERN = '7000201';
const PSG = '7000202';
const STARTED_NOTE = '投注单中有已开赛赛事的赛前投注项，请移除或改按滚球赔率投注';

async function qa(request: APIRequestContext, path: string, body: unknown): Promise<void> {
  const reply = await request.post(`${API_URL}/__mock${path}`, { data: body });
  expect(reply.ok(), `${path} answered ${reply.status()}: ${await reply.text()}`).toBe(true);
}

const slip = (page: Page) => page.getByRole('complementary', { name: '投注单' });
const place = (page: Page) => slip(page).getByRole('button', { name: '确认投注' });

async function openToday(page: Page, request: APIRequestContext) {
  const member = await fixtureMember(request, DEMO01);
  await signIn(page, member);
  await page.goto('/game/sport/CRTY');
  await page.getByRole('group', { name: '盘口', exact: true }).getByRole('button', { name: '今日' }).click();
  await expect(page.getByRole('table', { name: '赛事赔率' }).getByRole('row', { name: '拜仁慕尼黑 对 多特蒙德' })).toBeVisible();
  return member;
}

/** Picks a side in the grid and stakes 10 on it; answers its entry on the slip. */
async function pick(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
  const entry = slip(page).getByRole('listitem', { name });
  await entry.getByLabel('投注金额').fill('10');
  return entry;
}

test('a pre-match pick whose match kicks off says 赛事已开赛 and offers its in-play price, which it is then placed at in play', async ({ page, request, consoleErrors }) => {
  await openToday(page, request);
  const entry = await pick(page, '拜仁慕尼黑 对 多特蒙德 独赢 主');
  await expect(place(page)).toBeEnabled();

  await qa(request, `/sports/matches/${BAYERN}/session`, { code: '1H' });
  // The book's in-play price of the same side, pinned so the offer's figure is known.
  await qa(request, '/sports/prices', { gameId: BAYERN, rtype: 'MH', hkMilli: 1250 });
  const started = entry.getByRole('group', { name: '赛事已开赛' });
  await expect(started).toContainText('此赛事已开赛，赛前盘口已停止投注');
  await expect(slip(page).getByRole('note')).toHaveText(STARTED_NOTE);
  await expect(place(page)).toBeDisabled();
  const take = started.getByRole('button', { name: '改按滚球投注 @ 1.25' });
  await expect(take).toBeVisible();

  await take.click();
  await expect(entry.getByRole('group', { name: '赛事已开赛' })).toHaveCount(0);
  await expect(entry).toContainText('@ 1.25');
  await expect(slip(page).getByRole('note')).toBeHidden();
  await place(page).click();
  // Sent as an in-play bet: held for its confirmation, at the price the player took.
  await expect(entry.getByRole('status')).toContainText(/确认中|投注成功/);
  const sent = (await journal(request, '/game/api/v1/venue/resource')).map((e) => e.body as { method: string; Request: { entries?: { gameId: string; rtype: string; r: number }[] } });
  expect(sent.find((b) => b.method === 'placeBet')?.Request.entries).toEqual([expect.objectContaining({ gameId: BAYERN, rtype: 'MH', r: 1.25 })]);
  await expect(entry).not.toContainText('新赔率');
  expect(consoleErrors).toEqual([]);
});

test('a pick sent in the moment its match kicks off is refused, and the slip then says 赛事已开赛, not 新赔率', async ({ page, request, consoleErrors }) => {
  // Picked at 1.25 before kick-off; in play the book offers 0.80 (a worse price is refused, ODDS_CHANGED with the new one).
  await qa(request, '/sports/prices', { gameId: BAYERN, rtype: 'MH', hkMilli: 1250 });
  await openToday(page, request);
  const entry = await pick(page, '拜仁慕尼黑 对 多特蒙德 独赢 主');
  await expect(entry).toContainText('@ 1.25');
  await expect(place(page)).toBeEnabled();
  // No poll between the kick-off and the click: the page's clock stands still (a refresh is a timer).
  // Paused a second ahead of the page's now: the page's clock runs on between the two calls, and
  // pausing at an instant it has passed throws ("Cannot fast-forward to the past"), as a loaded
  // machine showed. The kick-off comes after the pause either way.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await qa(request, `/sports/matches/${BAYERN}/session`, { code: '1H' });
  await qa(request, '/sports/prices', { gameId: BAYERN, rtype: 'MH', hkMilli: 800 });
  await place(page).click();
  await expect(entry).toContainText('投注失败');
  await expect(entry.getByRole('group', { name: '赛事已开赛' })).toBeVisible();
  await expect(entry).not.toContainText('新赔率');
  await expect(slip(page).getByRole('button', { name: '接受新赔率' })).toHaveCount(0);
  await expect(entry.getByRole('button', { name: '改按滚球投注 @ 0.80' })).toBeVisible();
  await page.clock.resume();
  expect(consoleErrors).toEqual([]);
});

test('a pick whose match is called off says 盘口已关闭 and is removed by the player', async ({ page, request, consoleErrors }) => {
  await openToday(page, request);
  const psg = await pick(page, '巴黎圣日耳曼 对 马赛 独赢 主');
  await qa(request, `/sports/matches/${PSG}/cancel`, {});
  const closed = psg.getByRole('group', { name: '盘口已关闭' });
  await expect(closed).toContainText('此盘口已关闭，请移除此项');
  await expect(slip(page).getByRole('note')).toHaveText('投注单中有已封盘或已关闭的投注项，请移除后再投注');
  await expect(place(page)).toBeDisabled();
  await closed.getByRole('button', { name: '移除此项' }).click();
  await expect(slip(page).getByRole('listitem')).toHaveCount(0);
  await expect(slip(page).getByText('点击赔率添加投注项')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('every refusal of 确认投注 says why, and a wallet that cannot be read says so and is read again', async ({ page, request }) => {
  const failing = await forceScenario(request, { path: '/game/api/v1/venue/balance', status_code: 6005, times: 100 });
  await openToday(page, request);
  await expect(slip(page).getByRole('alert').filter({ hasText: '皇冠体育余额读取失败' })).toBeVisible();
  await expect(slip(page)).not.toContainText('¥--');

  await page.getByRole('button', { name: '拜仁慕尼黑 对 多特蒙德 独赢 主', exact: true }).click();
  await place(page).click();
  await expect(slip(page).getByRole('alert').filter({ hasText: '请输入投注金额' })).toBeVisible();

  const removed = await request.delete(`${API_URL}/__mock/scenarios`, { params: { id: failing } });
  expect(removed.ok()).toBe(true);
  await slip(page).getByRole('button', { name: '重试' }).click();
  await expect(slip(page)).toContainText('皇冠体育余额 ¥500.00');
});

test('a session that ends under the slip brings the login prompt, not a wallet of ¥--', async ({ page, request }) => {
  const member = await openToday(page, request);
  await pick(page, '拜仁慕尼黑 对 多特蒙德 独赢 主');
  await expect(slip(page)).toContainText('皇冠体育余额 ¥500.00');
  await expireSessions(request, member.token);
  // The next price poll learns it: 请重新登录, and the login form.
  await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
  await expect(page.getByRole('status').getByText('请重新登录')).toBeVisible();
  await expect(page.getByText('¥--')).toHaveCount(0);
});

import type { APIRequestContext, Page } from '@playwright/test';
import type { QaMatch } from '../../contracts/src/mock-sports';
import { API_URL, expect, fixtureMember, signIn, test } from './support';
import { DEMO01 } from './auth-support';

/**
 * The booked price everywhere (issue 27): once a ticket is accepted the slip shows what it was
 * booked at (the server takes a better price than the one sent), 我的注单 and 投注记录 show the
 * same figures as the grid prints them (three decimals when the third is not zero), and a refused
 * bet shows no ticket number. The match is an early-market football match found through the QA
 * API; its prices are pinned so the figures are known in advance.
 */

async function qa(request: APIRequestContext, path: string, body: unknown): Promise<void> {
  const reply = await request.post(`${API_URL}/__mock${path}`, { data: body });
  expect(reply.ok(), `${path} answered ${reply.status()}`).toBe(true);
}

const BEIJING_MS = 8 * 3_600_000;
const beijingDay = (ms: number) => Math.floor((ms + BEIJING_MS) / 86_400_000);

/** A football match of a later Beijing day: the 早盘 market lists it. */
async function earlyMatch(request: APIRequestContext): Promise<QaMatch> {
  const now = ((await (await request.get(`${API_URL}/__mock/clock`)).json()) as { now: number }).now;
  const list = (await (await request.get(`${API_URL}/__mock/sports/matches?gameType=FT&phase=prematch&limit=200`)).json()) as QaMatch[];
  const match = list.find((m) => beijingDay(m.startTime) > beijingDay(now) && m.prices.some((p) => p.rtype === 'MH'));
  if (!match) throw new Error('no early-market football match');
  return match;
}

const slip = (page: Page) => page.getByRole('complementary', { name: '投注单' });

async function pickHomeWin(page: Page, request: APIRequestContext, m: QaMatch): Promise<void> {
  await signIn(page, await fixtureMember(request, DEMO01));
  await page.goto('/game/sport/CRTY');
  await page.getByRole('group', { name: '盘口', exact: true }).getByRole('button', { name: '早盘' }).click();
  await page.getByRole('button', { name: `${m.team_h} 对 ${m.team_c} 独赢 主`, exact: true }).click();
}

test('an accepted bet shows the price it was booked at, in the slip, 我的注单 and 投注记录 alike', async ({ page, request, consoleErrors }) => {
  const m = await earlyMatch(request);
  await qa(request, '/sports/prices', { gameId: m.gameId, rtype: 'MH', hkMilli: 700 });
  await pickHomeWin(page, request, m);
  await slip(page).getByLabel('投注金额').fill('100');
  await expect(slip(page)).toContainText('可赢 70.00');
  // The price moves in the player's favour before the bet is sent: the server books 0.757.
  await qa(request, '/sports/prices', { gameId: m.gameId, rtype: 'MH', hkMilli: 757 });
  await slip(page).getByRole('button', { name: '确认投注' }).click();
  const accepted = slip(page).getByRole('status').filter({ hasText: '投注成功' });
  await expect(accepted).toContainText('单号');
  await expect(slip(page).locator('.slip__odds')).toHaveText('0.757');
  await expect(slip(page)).toContainText('可赢 75.70');

  await page.getByRole('tab', { name: '我的注单' }).click();
  const bet = page.getByRole('region', { name: '我的注单' }).getByRole('listitem').filter({ hasText: `${m.team_h} 对 ${m.team_c}` }).first();
  await expect(bet).toContainText('@ 0.757');
  await expect(bet).toContainText('可赢75.70');

  await page.goto('/mine/betRecord');
  await page.getByRole('group', { name: '场馆类别' }).getByRole('button', { name: '体育' }).click();
  await expect(page.getByRole('table', { name: '投注记录' }).getByRole('row').filter({ hasText: `${m.team_h} vs ${m.team_c}` }).first()).toContainText('@0.757');
  expect(consoleErrors).toEqual([]);
});

test('a bet refused for the balance says why and shows no ticket number', async ({ page, request, consoleErrors }) => {
  const m = await earlyMatch(request);
  await qa(request, '/sports/prices', { gameId: m.gameId, rtype: 'MH', hkMilli: 900 });
  await pickHomeWin(page, request, m);
  // demo01's sports wallet holds ¥500.00.
  await slip(page).getByLabel('投注金额').fill('600');
  await slip(page).getByRole('button', { name: '确认投注' }).click();
  const refused = slip(page).getByRole('status').filter({ hasText: '投注失败' });
  await expect(refused).toContainText('余额不足');
  await expect(refused).not.toContainText('单号');
  expect(consoleErrors).toEqual([]);
});

test('全部 fills the whole of the wallet the money leaves: the centre wallet into a venue, the venue back out', async ({ page, request, consoleErrors }) => {
  await signIn(page, await fixtureMember(request, DEMO01));
  await page.goto('/mine/transfermoney');
  const form = page.getByRole('form', { name: '转账' });
  await form.getByLabel('场馆').selectOption('AG');
  await expect(form.getByText('场馆余额：')).toContainText('¥1,200.50');
  await form.getByRole('button', { name: '全部' }).click();
  await expect(form.getByLabel('金额')).toHaveValue('8888.00');
  await form.getByRole('group', { name: '转账方向' }).getByRole('button', { name: '转回中心钱包' }).click();
  await form.getByRole('button', { name: '全部' }).click();
  await expect(form.getByLabel('金额')).toHaveValue('1200.50');
  await form.getByRole('button', { name: '确认转账' }).click();
  await expect(page.getByText('转账成功')).toBeVisible();
  await expect(page.getByText('中心钱包：')).toContainText('¥10,088.50');
  expect(consoleErrors).toEqual([]);
});

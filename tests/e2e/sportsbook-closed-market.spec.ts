import type { APIRequestContext } from '@playwright/test';
import { PRICES_SUSPENDED_AFTER_GOAL_MS } from '@betsite/contracts/sportsbook';
import { DEMO01 } from './auth-support';
import { API_URL, expect, fixtureMember, signIn, test } from './support';

/**
 * A market in the slip closes under the player (issue 27): the book suspends a line (QA here, as a
 * trader would) and closes the lines a score has all but decided. The slip marks the entry 已封盘
 * while suspended and 已关闭 once gone, keeps 确认投注 disabled while it holds one, and places the
 * rest once it is removed.
 */
async function qa(request: APIRequestContext, path: string, body: unknown): Promise<void> {
  const reply = await request.post(`${API_URL}/__mock${path}`, { data: body });
  expect(reply.ok(), `${path} answered ${reply.status()}: ${await reply.text()}`).toBe(true);
}

test('a slip entry whose market is suspended, then closed, is marked and never sent; the rest is placed once it is removed', async ({ page, request, consoleErrors }) => {
  await signIn(page, await fixtureMember(request, DEMO01));
  await page.goto('/game/sport/CRTY');
  const slip = page.getByRole('complementary', { name: '投注单' });
  await slip.getByLabel('多选').check();
  // 曼彻斯特城 v 阿森纳 is in play (67'): 客 wins it, and 国际米兰 v AC米兰 beside it.
  await page.getByRole('button', { name: '曼彻斯特城 对 阿森纳 独赢 客', exact: true }).click();
  await page.getByRole('button', { name: '国际米兰 对 AC米兰 独赢 主', exact: true }).click();
  const away = slip.getByRole('listitem', { name: '曼彻斯特城 对 阿森纳 独赢 客' });
  const inter = slip.getByRole('listitem', { name: '国际米兰 对 AC米兰 独赢 主' });
  await away.getByLabel('投注金额').fill('10');
  await inter.getByLabel('投注金额').fill('10');
  const place = slip.getByRole('button', { name: '确认投注' });
  await expect(place).toBeEnabled();

  // The book suspends the line (QA, as a trader would): 已封盘 until it reopens, and nothing is sent meanwhile.
  await qa(request, '/sports/prices', { gameId: '7000101', rtype: 'MC', suspended: true });
  await expect(away).toContainText('已封盘');
  await expect(away).toContainText('此盘口暂停投注，开盘后可继续投注');
  await expect(slip.getByRole('note')).toHaveText('投注单中有已封盘或已关闭的投注项，请移除后再投注');
  await expect(place).toBeDisabled();
  await expect(inter).not.toContainText('已封盘');
  await qa(request, '/sports/prices', { gameId: '7000101', rtype: 'MC', suspended: false });
  await expect(away).not.toContainText('已封盘');
  await expect(place).toBeEnabled();

  // Five goals for the home side at 67': the 1X2 market is decided (客 and 和 beyond the price cap) and closed for good.
  await qa(request, '/sports/matches/7000101/score', { h: 5, c: 0 });
  await expect(away).toContainText('已关闭');
  await expect(away).toContainText('此盘口已关闭，请移除此项');
  await expect(page.getByRole('button', { name: /^曼彻斯特城 对 阿森纳 独赢/ })).toHaveCount(0);
  await expect(place).toBeDisabled();
  // It stays closed once the match's other lines reopen after the moment's suspension the goals brought.
  const suspendedLines = page.getByRole('button', { name: /^曼彻斯特城 对 阿森纳 .* 封盘$/ });
  await expect(suspendedLines.first()).toBeVisible();
  await qa(request, '/clock', { advanceMs: PRICES_SUSPENDED_AFTER_GOAL_MS + 1_000 });
  // The match plays on meanwhile: a goal of its own would suspend the lines once more, for as long.
  await expect(suspendedLines).toHaveCount(0, { timeout: 2 * PRICES_SUSPENDED_AFTER_GOAL_MS + 5_000 });
  await expect(page.getByRole('button', { name: /^曼彻斯特城 对 阿森纳 让球 主/ })).toBeEnabled();
  await expect(away).toContainText('已关闭');

  await away.getByRole('button', { name: '移除 独赢 客' }).click();
  await expect(slip.getByRole('note')).toBeHidden();
  await place.click();
  await expect(inter.getByRole('status')).toContainText('投注成功');
  await expect(slip.getByRole('listitem')).toHaveCount(1);
  expect(consoleErrors).toEqual([]);
});

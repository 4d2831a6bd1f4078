import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { DEMO01 } from './auth-support';
import { API_URL, expect, fixtureMember, signIn, test } from './support';

/**
 * Venues a player can play (issue 12): the stand-in providers' games opened from the site, their
 * rounds moving the venue wallet and writing bet records, an activity lock lifted by turnover, and
 * automatic transfer on and off. Outcomes are forced through the QA API so every run is the same.
 */
const VIP888 = { name: 'vip888', password: 'vip88888', device: 'demo-device-03' } as const;

async function forceRounds(request: APIRequestContext, enName: string, outcome: 'win' | 'lose', times = 1): Promise<void> {
  const reply = await request.post(`${API_URL}/__mock/provider/force`, { data: { enName, outcome, times } });
  expect(reply.ok()).toBe(true);
}

/** Clicks what opens a game and answers the game's tab (a provider page on our origin, or the game frame). */
async function openGame(context: BrowserContext, open: () => Promise<void>): Promise<Page> {
  const [game] = await Promise.all([context.waitForEvent('page'), open()]);
  await game.waitForLoadState();
  return game;
}

const gameList = (page: Page) => page.getByRole('list', { name: '游戏列表' });
const venueBalance = (game: Page) => game.getByLabel('场馆余额', { exact: true });

test.describe('stand-in games', () => {
  test('a slot launched from the e-game screen spins; the venue balance and the bet records follow', async ({ page, context, request, consoleErrors }) => {
    await signIn(page, await fixtureMember(request, DEMO01));
    await page.goto('/game/egame');
    const game = await openGame(context, () => gameList(page).getByRole('button', { name: '开始 麻将胡了', exact: true }).click());
    await expect(game).toHaveURL(/\/__provider\/play\?token=[\w-]+&langx=zh-cn&gameCode=PG_1001$/);
    await expect(game.getByRole('heading', { level: 1, name: 'PG电子 · 麻将胡了' })).toBeVisible();
    await expect(venueBalance(game)).toHaveText('¥188.00');
    await expect(game.getByLabel('奖池')).toHaveText(/^¥[\d,]+\.\d{2}$/);

    await forceRounds(request, 'PGDZ', 'lose');
    await game.getByLabel('投注金额').fill('10');
    await game.getByRole('button', { name: '旋转' }).click();
    await expect(game.getByRole('status')).toContainText('未中奖');
    await expect(venueBalance(game)).toHaveText('¥178.00');

    await page.bringToFront();
    await page.goto('/mine/wallet');
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'PG' }).getByText('¥178.00')).toBeVisible();
    await page.goto('/mine/betRecord');
    // Newest first: the spin is the first bet listed, before the fixtures' older ones.
    const row = page.getByRole('table').getByRole('row').nth(1);
    await expect(row).toContainText('麻将胡了');
    await expect(row).toContainText('PG电子');
    await expect(row).toContainText('-10');
    expect(consoleErrors).toEqual([]);
  });

  test('vip888 plays PG until the activity lock lifts, then recycles the money; the 6413 dialog closes on navigation', async ({ page, context, request }) => {
    await signIn(page, await fixtureMember(request, VIP888));

    // While the lock holds, another venue answers 6413; going back (the dialog is modal) closes it.
    await page.goto('/game/egame');
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: /^真人/ }).click();
    await page.getByRole('button', { name: '进入 AG真人' }).click();
    const dialog = page.getByRole('dialog', { name: '温馨提示' });
    await expect(dialog.getByText(/电子周周乐/)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/game\/egame$/);
    await expect(dialog).toBeHidden();

    const game = await openGame(context, () => gameList(page).getByRole('button', { name: '开始 麻将胡了', exact: true }).click());
    const activity = game.getByText(/活动「电子周周乐」/);
    await expect(activity).toHaveText('活动「电子周周乐」流水 ¥2,350.00 / ¥10,000.00，达标前资金无法转出');
    // Automatic transfer brought EVO and IM back but moved nothing into the locked PG wallet.
    await expect(venueBalance(game)).toHaveText('¥8,800.00');

    await forceRounds(request, 'PGDZ', 'win', 2);
    await game.getByLabel('投注金额').fill('5000');
    await game.getByRole('button', { name: '旋转' }).click();
    await expect(activity).toHaveText('活动「电子周周乐」流水 ¥7,350.00 / ¥10,000.00，达标前资金无法转出');
    await game.getByRole('button', { name: '旋转' }).click();
    await expect(activity).toHaveText('活动「电子周周乐」流水已达标，资金可以转出');
    const pgText = (await venueBalance(game).textContent()) ?? '';

    await page.bringToFront();
    await page.goto('/mine/wallet');
    await page.getByRole('button', { name: '一键回收' }).click();
    await expect(page.getByText(`已回收 ${pgText} 至中心钱包`)).toBeVisible();
    await expect(page.getByRole('main').getByText('场馆合计：¥0.00')).toBeVisible();
  });
});

test.describe('automatic transfer', () => {
  test('on: entering a venue brings every venue wallet but the sportsbook\'s back and moves the whole centre wallet in', async ({ page, context, request }) => {
    await signIn(page, await fixtureMember(request, DEMO01));
    await page.goto('/mine/wallet');
    const autoTransfer = page.getByRole('switch', { name: '自动转账' });
    await expect(autoTransfer).not.toBeChecked();
    await autoTransfer.click();
    await expect(page.getByText('已开启自动转账')).toBeVisible();
    await expect(autoTransfer).toBeChecked();

    await page.goto('/game/realbet');
    // EVO answers an absolute http url to our own page: it opens directly in a tab.
    const game = await openGame(context, () => page.getByRole('button', { name: '进入 EVO真人' }).click());
    await expect(game).toHaveURL(/^http:\/\/localhost:\d+\/__provider\/play\?token=/);
    await expect(game.getByRole('heading', { level: 1, name: 'EVO真人 · 百家乐' })).toBeVisible();
    // 8,888.00 centre + AG 1,200.50 + PG 188.00; the sportsbook's CR 500.00 stays where the player bets from it.
    await expect(venueBalance(game)).toHaveText('¥10,276.50');

    await page.bringToFront();
    await expect(page.getByLabel('EVO真人余额')).toHaveText('余额 ¥10,276.50');
    await expect(page.getByLabel('AG真人余额')).toHaveText('余额 ¥0.00');
    await expect(page.getByLabel('中心钱包余额')).toHaveText('¥0.00');
  });

  test('off: an empty venue offers the transfer, then enters', async ({ page, context, request }) => {
    await signIn(page, await fixtureMember(request, DEMO01));
    await page.goto('/game/realbet');
    await page.getByRole('button', { name: '进入 EVO真人' }).click();
    const dialog = page.getByRole('dialog', { name: '转入场馆' });
    await expect(dialog.getByText('EVO真人余额为 ¥0.00，自动转账已关闭。请先从中心钱包转入，再进入游戏。')).toBeVisible();
    await dialog.getByLabel('转入金额').fill('100.5');
    const game = await openGame(context, () => dialog.getByRole('button', { name: '转入并进入' }).click());
    await expect(page.getByText('转账成功')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(venueBalance(game)).toHaveText('¥100.50');

    await page.bringToFront();
    await expect(page.getByLabel('EVO真人余额')).toHaveText('余额 ¥100.50');
    await expect(page.getByLabel('中心钱包余额')).toHaveText('¥8,787.50');
  });

  test('off: a fishing game whose launch answers a bare code plays inside the game frame after the transfer', async ({ page, context, request }) => {
    // The frame's tab is a page of its own: its console is watched too (no 404 for an icon, issue 27).
    const frameErrors: string[] = [];
    context.on('page', (opened) => {
      opened.on('console', (message) => {
        if (message.type() === 'error') frameErrors.push(message.text());
      });
    });
    await signIn(page, await fixtureMember(request, DEMO01));
    await page.goto('/game/fishing');
    await page.getByRole('group', { name: '游戏平台' }).getByRole('button', { name: 'JDB捕鱼' }).click();
    await gameList(page).getByRole('button', { name: /^开始 / }).first().click();
    const dialog = page.getByRole('dialog', { name: '转入场馆' });
    await dialog.getByLabel('转入金额').fill('50');
    const frame = await openGame(context, () => dialog.getByRole('button', { name: '转入并进入' }).click());
    await expect(frame).toHaveURL(/\/dz\/game\?url=[\w-]+$/);
    const inner = frame.frameLocator('iframe[title="游戏"]');
    await expect(inner.getByLabel('场馆余额', { exact: true })).toHaveText('¥50.00');
    await forceRounds(request, 'JDBBY', 'win');
    await inner.getByLabel('投注金额').fill('5');
    await inner.getByRole('button', { name: '射击' }).click();
    await expect(inner.getByRole('status')).toContainText('捕获成功');
    await expect(inner.getByRole('group', { name: '渔场' })).toBeVisible();
    expect(frameErrors).toEqual([]);
  });
});

test.describe('favourites', () => {
  test('a game added to the favourites shows under 收藏 and leaves it when removed', async ({ page, request }) => {
    await signIn(page, await fixtureMember(request, DEMO01));
    await page.goto('/game/egame');
    const star = gameList(page).getByRole('button', { name: '收藏 赏金船长', exact: true });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(page.getByText('收藏成功')).toBeVisible();
    await expect(star).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: '收藏', exact: true }).click();
    await expect(gameList(page).getByRole('listitem')).toHaveCount(1);
    await expect(gameList(page)).toContainText('赏金船长');
    await gameList(page).getByRole('button', { name: '收藏 赏金船长', exact: true }).click();
    await expect(page.getByText('暂无收藏的游戏')).toBeVisible();
  });
});

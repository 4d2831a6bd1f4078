import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO01 } from './auth-support';
import { API_URL, apiCall, expect, fixtureMember, test } from './support';

/**
 * The stand-in pages look as they did (the server's game, cashier, animation and API reference
 * pages): each is compared pixel by pixel with its committed picture
 * (stand-in-pages-look.spec.ts-snapshots/), taken in this browser at this viewport. Motion is
 * reduced, so every animation lands at once, and what the running server clock decides (order
 * numbers, a draw's time and period, the countdown, the match clock, the ball) is hidden by a
 * style rather than compared. A deliberate change of a page's look updates its pictures:
 * `npx playwright test tests/e2e/stand-in-pages-look.spec.ts --update-snapshots`.
 */
const SHOT = { fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css' } as const;

/** Hides what the server clock decides: it stays in the layout, so the rest is compared in place. */
async function hideClockParts(page: Page, selectors: readonly string[]): Promise<void> {
  if (selectors.length > 0) await page.addStyleTag({ content: `${selectors.join(', ')} { visibility: hidden !important; }` });
}

async function openGame(page: Page, request: APIRequestContext, enName: string, gameCode: string, fundChannel?: string): Promise<void> {
  const member = await fixtureMember(request, DEMO01);
  if (fundChannel) await apiCall(request, '/game/api/v1/venue/transfer', { channelCode: fundChannel, amount: '200', ty: 1 }, member.token, member.device);
  const { url } = await apiCall<{ url: string }>(request, '/game/api/v1/venue/launch', { enName, gameCode }, member.token, member.device);
  const token = new URL(url, API_URL).searchParams.get('token') ?? url;
  await page.goto(`${API_URL}/__provider/play?token=${token}${gameCode ? `&gameCode=${gameCode}` : ''}`);
}

const GAMES = [
  { name: 'slot-mahjong', enName: 'PGDZ', gameCode: 'PG_1001', action: '旋转' },
  { name: 'slot-fruit', enName: 'AGDZ', gameCode: 'AGDZ_1001', action: '旋转' },
  { name: 'baccarat', enName: 'AGZR', gameCode: '', action: '发牌' },
  { name: 'dice', enName: 'DGZR', gameCode: '', action: '摇骰', fund: 'DG' },
  { name: 'cards', enName: 'KYQP', gameCode: '', action: '开牌', fund: 'KY' },
  { name: 'fish', enName: 'AGBY', gameCode: 'AGBY_1001', action: '射击' },
  // A ticket's period, draw time and order number come from the server clock.
  { name: 'lottery', enName: 'TCGCP', gameCode: '', action: '购买', fund: 'TCG', hide: ['.draw-period', '#result', '#tickets li', '#recent td:nth-child(-n+3)'] },
  { name: 'match-esports', enName: 'IMDJ', gameCode: '', action: '投注', fund: 'IM' },
  { name: 'match-football', enName: 'SBTY', gameCode: '', action: '投注', fund: 'SB' },
] as const;

test.describe('the stand-in pages look as they did', () => {
  test.use({ viewport: { width: 800, height: 900 } });
  test.beforeEach(async ({ page }) => page.emulateMedia({ reducedMotion: 'reduce' }));

  for (const game of GAMES) {
    test(`the ${game.name} game page, idle and after a round`, async ({ page, request, consoleErrors }) => {
      await openGame(page, request, game.enName, game.gameCode, 'fund' in game ? game.fund : undefined);
      await expect(page.getByRole('form', { name: '下注' })).toBeVisible();
      await expect(page).toHaveScreenshot(`${game.name}-idle.png`, SHOT);

      const [reply] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/__provider/round')), page.getByRole('button', { name: game.action, exact: true }).click()]);
      const round = ((await reply.json()) as { data: { detail: string } }).data;
      await expect(page.getByRole('status').filter({ hasText: round.detail })).toBeVisible();
      await expect(page.locator('#recent tr')).toHaveCount(1);
      await hideClockParts(page, ['#recent td:first-child', ...('hide' in game ? game.hide : [])]);
      await expect(page).toHaveScreenshot(`${game.name}-round.png`, SHOT);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('the cashier, waiting and paid', async ({ page, request, consoleErrors }) => {
    const member = await fixtureMember(request, DEMO01);
    const order = await apiCall<{ payUrl: string }>(request, '/fd/api/v1/payment/pay', { payTypeId: 1, amount: 500 }, member.token, member.device);
    await page.goto(`${API_URL}${order.payUrl}`);
    await expect(page.getByRole('status')).toHaveText('等待支付');
    await expect(page.getByRole('img', { name: '支付二维码' })).toBeVisible();
    // The order number and the QR code's token are new each time, the countdown runs.
    await hideClockParts(page, ['#order-no', '#left', '#qr']);
    await expect(page).toHaveScreenshot('cashier-waiting.png', SHOT);
    await page.getByRole('button', { name: '确认支付' }).click();
    await expect(page.getByRole('status')).toHaveText('支付成功，款项已到账，可关闭本页返回网站');
    await expect(page).toHaveScreenshot('cashier-paid.png', SHOT);
    expect(consoleErrors).toEqual([]);
  });

  test('the animation page of a live football match', async ({ page, request, consoleErrors }) => {
    const scored = await request.post(`${API_URL}/__mock/sports/matches/7000101/score`, { data: { h: 2, c: 1 } });
    expect(scored.ok()).toBe(true);
    await page.goto(`${API_URL}/__stream/7000101/animation`);
    await expect(page.getByLabel('比分')).toHaveText('2 - 1');
    await expect(page.getByRole('img', { name: '足球场' })).toBeVisible();
    // The match clock and the events' times run on; the ball wanders on every read.
    await hideClockParts(page, ['#sub', '#events', '#ball', '#flash']);
    await expect(page).toHaveScreenshot('animation-football.png', SHOT);
    expect(consoleErrors).toEqual([]);
  });
});

test('the API reference page', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${API_URL}/docs`);
  await expect(page.getByRole('navigation').first()).toContainText('Product API (OpenAPI)');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveScreenshot('docs.png', { ...SHOT, fullPage: false });
  expect(consoleErrors).toEqual([]);
});

import type { APIRequestContext } from '@playwright/test';
import { API_URL, expect, fixtureMember, signIn, test } from './support';
import { DEMO01 } from './auth-support';

/**
 * Records that tell the truth (issue 27): a paid withdrawal's row says so in 交易记录, and a prize
 * exchanged for points shows its points, 处理中 while it ships, 已发放 once its 72 hours are over.
 */
async function advanceClock(request: APIRequestContext, advanceMs: number): Promise<void> {
  const reply = await request.post(`${API_URL}/__mock/clock`, { data: { advanceMs } });
  expect(reply.ok()).toBe(true);
}

test('交易记录 says 提款成功 on the withdrawal that was paid, never 提款申请(冻结)', async ({ page, request, consoleErrors }) => {
  await signIn(page, await fixtureMember(request, DEMO01));
  await page.goto('/mine/transRecord');
  const table = page.getByRole('table', { name: '交易记录' });
  await expect(table.getByRole('row').filter({ hasText: '提款' }).filter({ hasText: '-1,000' })).toContainText('提款成功');
  await expect(table).not.toContainText('提款申请(冻结)');
  await expect(table).not.toContainText('反水');
  expect(consoleErrors).toEqual([]);
});

test('a prize exchanged for points shows its points and ships after its processing time', async ({ page, request, consoleErrors }) => {
  await signIn(page, await fixtureMember(request, DEMO01));
  await page.goto('/mine/giftRecord');
  const jersey = () => page.getByRole('table', { name: '礼品记录' }).getByRole('row').filter({ hasText: '积分兑换 定制球衣' });
  await expect(jersey()).toContainText('2,000 积分');
  await expect(jersey()).toContainText('处理中');
  // The fixture's exchange was 63.5 hours ago: 72 hours to ship (server/src/engagement/README.md).
  await advanceClock(request, 9 * 3_600_000);
  await signIn(page, await fixtureMember(request, DEMO01)); // hours of idle clock end the session
  await page.goto('/mine/giftRecord');
  await expect(jersey()).toContainText('已发放');
  expect(consoleErrors).toEqual([]);
});

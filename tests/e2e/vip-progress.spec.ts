import { expect, fixtureMember, signIn, test } from './support';
import { DEMO01 } from './auth-support';

/**
 * The VIP page (issue 27): the player's own row of the ladder stands out, and above it the way to
 * the next level, both thresholds measured (demo01 holds VIP3; the ladder counts its progress from
 * VIP3's thresholds: 20,000 deposited, 100,000 of valid bets; VIP4 asks 50,000 and 300,000).
 */
test('the player\'s own VIP row is marked, with the progress to the next level', async ({ page, request, consoleErrors }) => {
  await signIn(page, await fixtureMember(request, DEMO01));
  await page.goto('/mine/vip');
  const own = page.getByRole('row').filter({ hasText: 'VIP3 黄金会员' });
  await expect(own).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('row').filter({ hasText: 'VIP4 铂金会员' })).not.toHaveAttribute('aria-current', 'true');
  const progress = page.getByRole('region', { name: '晋级进度' });
  await expect(progress.getByRole('heading')).toHaveText('距 VIP4 铂金会员');
  await expect(progress).toContainText('累计存款 20,000 / 50,000（还差 30,000）');
  await expect(progress).toContainText('累计有效投注 100,000 / 300,000（还差 200,000）');
  await expect(progress.getByRole('progressbar', { name: '累计存款进度' })).toHaveAttribute('value', '40');
  expect(consoleErrors).toEqual([]);
});

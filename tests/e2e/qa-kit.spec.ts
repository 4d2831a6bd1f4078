import { randomBytes } from 'node:crypto';
import { createQaClient } from '@betsite/contracts/qa-client';
import { API_URL, expect, test } from './support';

/**
 * The QA kit's snapshot option (docs/qa-kit.md), which the other journeys do not use: every test
 * starts from its own copy of a saved world, the page on the server's wall clock, and what one test
 * does to its copy is not in the next one's.
 */
const SNAPSHOT = `e2e-kit-${randomBytes(5).toString('hex')}`;
const SETUP_SANDBOX = `${SNAPSHOT}-setup`;
const DAY_MS = 24 * 60 * 60 * 1000;
const setup = createQaClient({ baseUrl: API_URL, sandbox: SETUP_SANDBOX });

test.describe('the QA kit from a snapshot', () => {
  // One worker runs both, in order, between the save and the removal of the snapshot.
  test.describe.configure({ mode: 'serial' });
  test.use({ qaSnapshot: SNAPSHOT });

  test.beforeAll(async () => {
    expect((await setup.clock({ body: { advanceMs: DAY_MS } })).status).toBe(200);
    expect((await setup.snapshots.save({ params: { name: SNAPSHOT }, body: {} })).status).toBe(200);
  });

  test.afterAll(async () => {
    await setup.snapshots.remove({ params: { name: SNAPSHOT }, body: undefined });
    await setup.deleteSandbox({ params: { name: SETUP_SANDBOX }, body: undefined });
  });

  test('a test starts from a copy of the snapshot; its page keeps the server\'s wall clock, so its calls stay fresh after a clock move', async ({ page, qa, world }) => {
    const clock = await qa.getClock();
    expect(clock.status === 200 && clock.body.offsetMs).toBe(DAY_MS);
    await world.logIn(page, 'demo01');
    await page.goto('/mine/wallet');
    const pageNow = await page.evaluate(() => Date.now());
    // The page's clock started at the server's wall clock (the world's less its moves) and runs on at real speed.
    expect(Math.abs(pageNow - (clock.status === 200 ? clock.body.now - clock.body.offsetMs : 0))).toBeLessThan(60_000);

    // A page moved with the world would stamp its encrypted calls a day ahead of the server's wall clock: 6008.
    await world.moveClock(DAY_MS);
    await world.logIn(page, 'demo01');
    await page.goto('/mine/wallet');
    await expect(page.getByRole('term').filter({ hasText: '中心钱包' })).toBeVisible();
    expect(await page.evaluate(() => Date.now())).toBeLessThan(pageNow + 60_000);
  });

  test('the next test starts from the snapshot again, without what the last one did to its copy', async ({ qa }) => {
    const clock = await qa.getClock();
    expect(clock.status === 200 && clock.body.offsetMs).toBe(DAY_MS);
  });
});

test.describe('the QA kit logging players in', () => {
  // phone01 trusts no device (a captcha, then 6027); away01 has been away 100 days (6028): the kit
  // answers the captcha from the QA API and the code from the outbox, and the page starts logged in.
  for (const [player, userId] of [['phone01', 10004], ['away01', 10005]] as const) {
    test(`${player} is logged in by the kit: the captcha when asked, and the new-device code from the outbox`, async ({ page, world }) => {
      const session = await world.logIn(page, player);
      expect(session.userId).toBe(userId);
      expect((await world.outbox()).map((sent) => sent.purpose)).toEqual(['new-device']);
      await page.goto('/mine/userinfo');
      await expect(page.getByRole('heading', { level: 1, name: '个人资料' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: '登录' })).toHaveCount(0);
    });
  }
});

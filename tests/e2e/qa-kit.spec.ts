import { randomBytes } from 'node:crypto';
import { createQaClient } from '@betsite/contracts/qa-client';
import { API_URL, expect, test } from './support';

/**
 * The QA kit's snapshot option (docs/qa-kit.md), which the other journeys do not use: every test
 * starts from its own copy of a saved world, the page on that world's clock, and what one test
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

  test('a test starts from a copy of the snapshot, its page on the copy\'s clock', async ({ page, qa, world }) => {
    const clock = await qa.getClock();
    expect(clock.status === 200 && clock.body.offsetMs).toBe(DAY_MS);
    await page.goto('/home');
    const pageNow = await page.evaluate(() => Date.now());
    // The page's clock started at the world's and runs on at real speed: seconds apart at most.
    expect(Math.abs(pageNow - (clock.status === 200 ? clock.body.now : 0))).toBeLessThan(60_000);

    await world.moveClock(DAY_MS);
    expect(await page.evaluate(() => Date.now())).toBeGreaterThan(pageNow + DAY_MS - 1);
  });

  test('the next test starts from the snapshot again, without what the last one did to its copy', async ({ qa }) => {
    const clock = await qa.getClock();
    expect(clock.status === 200 && clock.body.offsetMs).toBe(DAY_MS);
  });
});

import { expect, test } from './support';

/**
 * Home's largest paint does not wait for the server (issue 17, LCP): the carousel's first frame is
 * the brand's own banner, painted with the page, and the first server banner takes its elements in
 * place, so the browser reports no later, larger paint when the banners arrive.
 */
const BRAND_BANNER_TITLE = '赛事精彩　优惠不停';
const FIRST_BANNER_TITLE = '首存豪礼 100%';

interface LcpRecord {
  carouselTitle: boolean;
  text: string;
}

declare global {
  interface Window {
    lcpRecords: LcpRecord[];
  }
}

/** Two frames and a task: the paints of what is on screen have been reported by then. */
const afterNextPaints = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));

test('home paints the brand banner before the server answers, and the first banner replaces it in place without a new largest paint', async ({ page, consoleErrors }) => {
  await page.addInitScript(() => {
    // Plain calls (no safe switch), so the banners' call can be held by its path.
    localStorage.setItem('safeSwitch', '0');
    window.lcpRecords = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
        window.lcpRecords.push({ carouselTitle: entry.element?.classList.contains('carousel__title') ?? false, text: entry.element?.textContent ?? '' });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  let releaseBanners = () => {};
  const bannersHeld = new Promise<void>((resolve) => (releaseBanners = resolve));
  await page.route('**/advertising/getMyDiscountAd', async (route) => {
    await bannersHeld;
    await route.continue();
  });

  await page.goto('/home');
  const carousel = page.getByRole('region', { name: '广告横幅' });
  const firstTitle = carousel.locator('.carousel__title').first();
  await expect(firstTitle).toHaveText(BRAND_BANNER_TITLE);
  await expect(carousel.getByRole('link', { name: '查看优惠' })).toBeVisible();
  const frameTitle = await firstTitle.elementHandle();
  await page.evaluate(afterNextPaints);
  const beforeBanners = await page.evaluate(() => window.lcpRecords);
  expect(beforeBanners.at(-1)).toEqual({ carouselTitle: true, text: BRAND_BANNER_TITLE });

  releaseBanners();
  await expect(firstTitle).toHaveText(FIRST_BANNER_TITLE);
  await expect(carousel.getByRole('link', { name: '立即参与' })).toBeVisible();
  // The same element, now showing the banner: updated in place, not replaced.
  expect(await frameTitle?.evaluate((element) => element.isConnected && element.textContent)).toBe(FIRST_BANNER_TITLE);
  await page.evaluate(afterNextPaints);
  expect(await page.evaluate(() => window.lcpRecords.length)).toBe(beforeBanners.length);
  expect(consoleErrors).toEqual([]);
});

import type { Page } from '@playwright/test';
import { startBrandSite, type BrandSite } from './brand-site';
import { expect, putSettings, test } from './support';

/**
 * Themes (issue 3): the classic and professional editions through the UI, and the white-label
 * brands chosen by configuration alone.
 */
const html = (page: Page) => page.locator('html');
const editions = (page: Page) => page.getByRole('group', { name: '版本' });
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe('editions', () => {
  test('the edition switches between classic and professional, recolours the page and is remembered', async ({ page }) => {
    await page.goto('/home');
    await expect(html(page)).toHaveAttribute('data-edition', 'classic');
    const light = await bodyBackground(page);
    await editions(page).getByRole('button', { name: '专业版' }).click();
    await expect(html(page)).toHaveAttribute('data-edition', 'professional');
    await expect(editions(page).getByRole('button', { name: '专业版' })).toHaveAttribute('aria-pressed', 'true');
    // The professional surfaces are dark: rgb(18, 20, 26) from tokens.css.
    await expect.poll(() => bodyBackground(page)).toBe('rgb(18, 20, 26)');
    expect(light).not.toBe('rgb(18, 20, 26)');
    expect(await page.evaluate(() => localStorage.getItem('edition'))).toBe('professional');

    await page.reload();
    await expect(html(page)).toHaveAttribute('data-edition', 'professional');
    await editions(page).getByRole('button', { name: '经典版' }).click();
    await expect(html(page)).toHaveAttribute('data-edition', 'classic');
    await expect.poll(() => bodyBackground(page)).toBe(light);
    expect(await page.evaluate(() => localStorage.getItem('edition'))).toBe('classic');
  });

  test('a site that does not allow professional forces classic and keeps the stored choice', async ({ page, request }) => {
    await page.goto('/home');
    await editions(page).getByRole('button', { name: '专业版' }).click();
    await expect(html(page)).toHaveAttribute('data-edition', 'professional');

    await putSettings(request, { professionalAllowed: false });
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-edition', 'classic');
    await expect(editions(page).getByRole('button', { name: '专业版' })).toBeDisabled();
    await expect(editions(page).getByRole('button', { name: '经典版' })).toHaveAttribute('aria-pressed', 'true');
    // Moving between pages does not bring professional back.
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '真人' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '真人' })).toBeVisible();
    await expect(html(page)).toHaveAttribute('data-edition', 'classic');
    // The player's choice is kept for when the site allows it again.
    expect(await page.evaluate(() => localStorage.getItem('edition'))).toBe('professional');

    await putSettings(request, { professionalAllowed: true });
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-edition', 'professional');
  });
});

/**
 * The brand is configuration: VITE_BRAND (or client/brand.config.json) at build time. This journey
 * builds the client a second time with VITE_BRAND=lanjing, serves that build (vite preview, same
 * API), and compares it in the browser with the site the journeys run (金冠体育, the configured
 * default): colours, logo and name differ, and nothing but the variable changed.
 */
test.describe('white-label brands', () => {
  let lanjing: BrandSite | null = null;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    lanjing = await startBrandSite('lanjing');
  });

  test.afterAll(async () => {
    await lanjing?.close();
  });

  async function brandOf(page: Page, url: string) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: /欢迎来到/ })).toBeVisible();
    // Server data on the page: the announcements of the API.
    await expect(page.getByRole('region', { name: '公告' }).getByText('系统例行维护公告')).toBeVisible();
    const logo = page.getByRole('banner').getByRole('link', { name: /首页$/ }).getByRole('img');
    return {
      brand: await html(page).getAttribute('data-brand'),
      heading: await page.getByRole('heading', { level: 1 }).textContent(),
      logoName: await logo.getAttribute('alt'),
      logo: await logo.evaluate((img: HTMLImageElement) => img.currentSrc),
      logoLoaded: await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      topBar: await page.getByRole('banner').evaluate((el) => getComputedStyle(el).backgroundColor),
      themeColor: await page.locator('meta[name="theme-color"]').getAttribute('content'),
      title: await page.title(),
    };
  }

  test('two brands built from configuration differ in colours, logo, name and tab title', async ({ page, consoleErrors }) => {
    if (!lanjing) throw new Error('the lanjing site did not start');
    const jinguan = await brandOf(page, '/home');
    const blue = await brandOf(page, `${lanjing.url}/home`);

    expect(jinguan).toMatchObject({ brand: 'jinguan', heading: '欢迎来到金冠体育', logoName: '金冠体育', logoLoaded: true, topBar: 'rgb(200, 16, 46)', themeColor: '#c8102e', title: '首页 - 金冠体育' });
    expect(blue).toMatchObject({ brand: 'lanjing', heading: '欢迎来到蓝鲸娱乐城', logoName: '蓝鲸娱乐城', logoLoaded: true, topBar: 'rgb(21, 101, 192)', themeColor: '#1565c0', title: '首页 - 蓝鲸娱乐城' });
    expect(blue.logo).not.toBe(jinguan.logo);
    expect(consoleErrors).toEqual([]);
  });
});

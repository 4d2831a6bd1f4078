import { expect, type Locator, type Page } from '@playwright/test';

/** The live page's player and its stream lines, for the served site's journeys and the page world's. */
export const player = (page: Page): Locator => page.getByRole('region', { name: '直播' });
export const lines = (page: Page): Locator => player(page).getByRole('group', { name: '直播线路' });

/** The video's playback position once it has moved past `seconds`: a picture actually decoding. */
export async function expectPlaying(page: Page, name: string, seconds = 1.5): Promise<void> {
  const video = player(page).getByLabel(`${name}直播画面`);
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(seconds);
  expect(await video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBe(320);
}

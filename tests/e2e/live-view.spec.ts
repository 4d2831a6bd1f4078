import { API_URL, apiCall, expect, fixtureMember, signIn, test } from './support';
import { DEMO01 } from './auth-support';
import { expectPlaying, lines, player } from './live-player';

/**
 * The live view of our own (issue 27): the live page's scoreboard, the stand-in stream lines
 * played by mpegts.js (FLV) and hls.js (HLS) from our server, the 动画直播 page framed in it, the
 * room opening with its earlier chat, and the gift and prediction controls in the site's design.
 * 7000101 and 7000102 are live with video in the fixtures; 7000102's room has no fixture chat.
 */
const LIVE = '7000101';
const QUIET_ROOM = '7000102';

interface Detail {
  match: { sc_FT_H: string; sc_FT_C: string; team_h: string; team_c: string };
}
const detail = (request: Parameters<typeof apiCall>[0], gameId: string) => apiCall<Detail>(request, '/game/api/v1/video/hotLive/matchDetail', { gameId });

test('the live page shows the score, the period and the clock of the match on the server', async ({ page, request }) => {
  const { match } = await detail(request, LIVE);
  await page.goto(`/live/${LIVE}`);
  const board = page.locator('.live-board');
  await expect(board.getByLabel('比分')).toHaveText(`${match.sc_FT_H} - ${match.sc_FT_C}`);
  // Football in play: 上半场 or 下半场 and the running minute (spec 001: match fields).
  await expect(board.getByLabel('比赛时间')).toHaveText(/直播中(上半场|下半场|半场)(\d{1,3}')?/);
  await expect(board).toContainText(match.team_h);
  await expect(board).toContainText(match.team_c);
});

test('线路1 plays the FLV stand-in stream through mpegts.js', async ({ page, consoleErrors }) => {
  await page.goto(`/live/${LIVE}`);
  await lines(page).getByRole('button', { name: /线路1/ }).click();
  await expect(lines(page).getByRole('button', { name: /线路1/ })).toHaveAttribute('aria-pressed', 'true');
  await expectPlaying(page, '线路1');
  expect(consoleErrors).toEqual([]);
});

test('线路2 plays the HLS stand-in stream through hls.js', async ({ page, consoleErrors }) => {
  await page.goto(`/live/${LIVE}`);
  await lines(page).getByRole('button', { name: /线路2/ }).click();
  await expectPlaying(page, '线路2');
  // Switching lines tears the first player down cleanly and the other one plays.
  await lines(page).getByRole('button', { name: /线路1/ }).click();
  await expectPlaying(page, '线路1');
  expect(consoleErrors).toEqual([]);
});

test('a line plays under the site\'s own controls (play, sound, volume, full screen), and the players log no debug lines', async ({ page, consoleErrors }) => {
  // mpegts.js tags each of its log lines `[Tag] > ...`; hls.js `[log] >`, `[debug] >`.
  const debugLines: string[] = [];
  page.on('console', (message) => {
    if (['debug', 'log', 'info'].includes(message.type()) && /^\[[\w-]+\] > /.test(message.text())) debugLines.push(message.text());
  });
  await page.goto(`/live/${LIVE}`);
  await lines(page).getByRole('button', { name: /线路1/ }).click();
  await expectPlaying(page, '线路1');
  const video = player(page).getByLabel('线路1直播画面');
  expect(await video.evaluate((v: HTMLVideoElement) => v.controls)).toBe(false);
  const controls = player(page).getByRole('group', { name: '线路1播放控制' });
  const read = () => video.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, muted: v.muted, volume: v.volume }));

  await controls.getByRole('button', { name: '暂停' }).click();
  await expect.poll(async () => (await read()).paused).toBe(true);
  await controls.getByRole('button', { name: '播放' }).click();
  await expect.poll(async () => (await read()).paused).toBe(false);

  // The line starts muted (so it may start by itself); the player turns the sound on and down.
  await controls.getByRole('button', { name: '取消静音' }).click();
  await expect.poll(async () => (await read()).muted).toBe(false);
  const volume = controls.getByRole('slider', { name: '音量' });
  await volume.focus();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await read()).volume).toBeCloseTo(0.95, 5);
  await page.keyboard.press('Home');
  await expect.poll(read).toMatchObject({ muted: true, volume: 0 });
  await expect(controls.getByRole('button', { name: '取消静音' })).toBeVisible();

  // Full screen takes the whole player, its lines included.
  await controls.getByRole('button', { name: '全屏' }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('aria-label') ?? null)).toBe('直播');
  await expect(lines(page)).toBeVisible();
  await controls.getByRole('button', { name: '退出全屏' }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();

  await lines(page).getByRole('button', { name: /线路2/ }).click();
  await expectPlaying(page, '线路2');
  expect(debugLines).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a line never stops: the 10 s stand-in clip starts again at its end', async ({ page }) => {
  await page.goto(`/live/${LIVE}`);
  await lines(page).getByRole('button', { name: /线路1/ }).click();
  const video = player(page).getByLabel('线路1直播画面');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(9);
  // Back at the start, and playing on from there.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeLessThan(3);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 1), { timeout: 10_000 }).toBe(true);
});

test('a line that cannot be loaded says so and offers the others', async ({ page }) => {
  // As a CDN that has lost the stream would answer.
  await page.route('**/__stream/*/live.flv', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto(`/live/${LIVE}`);
  await lines(page).getByRole('button', { name: /线路1/ }).click();
  await expect(player(page).getByRole('alert')).toHaveText('线路1加载失败，请切换其他线路');
  await lines(page).getByRole('button', { name: /线路2/ }).click();
  await expect(player(page).getByRole('alert')).toHaveCount(0);
  await expectPlaying(page, '线路2');
});

test('动画直播 frames our animation page with the match\'s teams and score, and it follows a score QA sets', async ({ page, request }) => {
  const { match } = await detail(request, LIVE);
  await page.goto(`/live/${LIVE}`);
  await expect(lines(page).getByRole('button', { name: '动画直播' })).toHaveAttribute('aria-pressed', 'true');
  const frame = page.frameLocator('iframe[title$="动画直播"]');
  await expect(frame.getByLabel('比分')).toHaveText(`${match.sc_FT_H} - ${match.sc_FT_C}`);
  await expect(frame.getByText(match.team_h, { exact: true })).toBeVisible();
  await expect(frame.getByRole('img', { name: '足球场' })).toBeVisible();
  await expect(frame.getByLabel('比赛时间')).toHaveText(/上半场|下半场|半场/);
  const moved = await request.post(`${API_URL}/__mock/sports/matches/${LIVE}/score`, { data: { h: 5, c: 4 } });
  expect(moved.ok()).toBe(true);
  await expect(frame.getByLabel('比分')).toHaveText('5 - 4');
  // The page's scoreboard takes the room's push at once, not at its next read of the match (5 s).
  await expect(page.locator('.live-board').getByLabel('比分')).toHaveText('5 - 4', { timeout: 1_000 });
  // The new score is one of the page's events, with the side that scored last and the score after it.
  await expect(frame.getByRole('list', { name: '比赛事件' }).getByRole('listitem').first()).toContainText('5-4');
});

test('a room the fixtures say nothing about opens with the match\'s earlier chat', async ({ page }) => {
  await page.goto(`/live/${QUIET_ROOM}`);
  const log = page.getByRole('region', { name: '聊天室' }).getByRole('log', { name: '聊天消息' });
  await expect(log.getByRole('listitem').first()).toBeVisible();
  expect(await log.getByRole('listitem').count()).toBeGreaterThan(3);
});

for (const edition of ['classic', 'professional'] as const) {
  test(`the gift and prediction controls are labelled and styled in the ${edition} edition`, async ({ page, request }) => {
    await page.addInitScript((value) => localStorage.setItem('edition', value), edition);
    await signIn(page, await fixtureMember(request, DEMO01));
    await page.goto(`/live/${LIVE}`);
    await expect(page.locator('html')).toHaveAttribute('data-edition', edition);
    const room = page.getByRole('region', { name: '聊天室' });
    const gifts = room.getByRole('region', { name: '送礼物' });
    const flower = gifts.getByRole('button', { name: '送出鲜花 ¥1.00' });
    await expect(flower).toBeVisible();
    await expect(gifts.getByRole('button', { name: '送出奖杯 ¥50.00' })).toBeVisible();
    // A chip in the edition's raised surface, not the browser's grey native button.
    const surface = edition === 'classic' ? 'rgb(255, 255, 255)' : 'rgb(37, 41, 51)';
    expect(await flower.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe(surface);

    const predict = room.getByRole('form', { name: '比分竞猜' });
    await predict.getByRole('spinbutton', { name: '主队比分' }).fill('2');
    await predict.getByRole('spinbutton', { name: '客队比分' }).fill('1');
    const submit = predict.getByRole('button', { name: '竞猜' });
    expect(await submit.evaluate((b) => getComputedStyle(b).backgroundColor)).not.toBe('rgb(239, 239, 239)');

    await flower.click();
    await expect(room.getByRole('list', { name: '礼物' })).toContainText('鲜花×1');
  });
}

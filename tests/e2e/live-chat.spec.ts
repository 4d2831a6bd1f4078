import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL, expect, fixtureMember, signIn, test } from './support';
import { DEMO01 } from './auth-support';

/**
 * The live match centre and its chat (issue 11), with two browser contexts: a member and a guest
 * in the room of match 7000101 (live, with video, in the fixtures).
 */
const RID = '7000101';
const LIVE = `/live/${RID}`;

const qa = async (request: APIRequestContext, path: string, data: object) => {
  const reply = await request.post(`${API_URL}/__mock${path}`, { data });
  expect(reply.ok()).toBe(true);
};
const chat = (page: Page) => page.getByRole('region', { name: '聊天室' });
const connected = (page: Page) => expect(chat(page).getByRole('status', { name: '连接状态' })).toHaveText('已连接');

test('a member and a guest in one room see each other\'s messages and a score push after QA moves the match', async ({ page, browser, request, world }) => {
  await signIn(page, await fixtureMember(request, DEMO01));
  await page.goto(LIVE);
  await connected(page);

  const guestContext = await browser.newContext();
  await world.enter(guestContext);
  const guest = await guestContext.newPage();
  await guest.goto(LIVE);
  await connected(guest);
  // The two stream lines and the animation, as choices of the player (live-view.spec.ts plays them).
  await expect(guest.getByRole('group', { name: '直播线路' }).getByRole('button')).toHaveText([/线路1/, /线路2/, '动画直播']);

  await chat(page).getByRole('textbox', { name: '聊天内容' }).fill('  主队加油  ');
  await chat(page).getByRole('button', { name: '发送' }).click();
  await expect(chat(guest).getByRole('log', { name: '聊天消息' }).getByText('主队加油')).toBeVisible();
  await expect(chat(page).getByRole('log', { name: '聊天消息' }).getByText('主队加油')).toBeVisible();
  // A guest may chat too (spec 001: guest chat), under a guest name of its own.
  await chat(guest).getByRole('textbox', { name: '聊天内容' }).fill('客队必胜');
  await chat(guest).getByRole('button', { name: '发送' }).click();
  await expect(chat(page).getByRole('log', { name: '聊天消息' }).getByText('客队必胜')).toBeVisible();

  await qa(request, `/sports/matches/${RID}/score`, { h: 7, c: 3 });
  for (const p of [page, guest]) await expect(chat(p).getByLabel('实时比分')).toContainText('7 : 3');
  await guestContext.close();
});

test('a muted member cannot send and sees why, and until when', async ({ page, request }) => {
  await signIn(page, await fixtureMember(request, DEMO01));
  await page.goto(LIVE);
  await connected(page);
  await expect(chat(page).getByRole('textbox', { name: '聊天内容' })).toBeEnabled();
  // Muted for half an hour of the server clock: the notice says when it ends, in Beijing time.
  await qa(request, `/chat/rooms/${RID}/mute`, { userId: 10001, durationMs: 30 * 60_000 });
  const room = (await (await request.get(`${API_URL}/__mock/chat/rooms/${RID}`)).json()) as { muted: { userId: number; untilMs: number | null }[] };
  const untilMs = room.muted.find((m) => m.userId === 10001)?.untilMs ?? 0;
  const ends = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false }).format(untilMs);
  await expect(chat(page).getByRole('alert')).toHaveText(`您已被禁言，${ends} 解除`);
  await expect(chat(page).getByRole('textbox', { name: '聊天内容' })).toBeDisabled();
  await expect(chat(page).getByRole('button', { name: '发送' })).toBeDisabled();
});

test('reconnects after the server drops the connection and sends again', async ({ page, request }) => {
  await signIn(page, await fixtureMember(request, DEMO01));
  await page.goto(LIVE);
  await connected(page);
  // Every socket of the journey's sandbox (this page's only): dropping by member raced the socket's
  // login frame, which "已连接" does not wait for, and then found nobody to drop.
  await qa(request, '/chat/drop', {});
  await expect(chat(page).getByRole('status', { name: '连接状态' })).toHaveText('未连接');
  // The client waits 5 s before reconnecting (spec 001 section 9).
  await expect(chat(page).getByRole('status', { name: '连接状态' })).toHaveText('已连接', { timeout: 10_000 });
  await chat(page).getByRole('textbox', { name: '聊天内容' }).fill('重连成功');
  await chat(page).getByRole('button', { name: '发送' }).click();
  await expect(chat(page).getByRole('log', { name: '聊天消息' }).getByText('重连成功')).toBeVisible();
});

test('the sportsbook opens a live match\'s room beside the grid: its chat and the score QA pushes', async ({ page, request }) => {
  await signIn(page, await fixtureMember(request, DEMO01));
  await page.goto('/game/sport/CRTY');
  await expect(page.getByRole('heading', { level: 1, name: '体育投注' })).toBeVisible();
  await page.getByRole('button', { name: '曼彻斯特城 对 阿森纳 直播间' }).click();
  const room = page.getByRole('region', { name: '直播间' });
  await expect(room.getByRole('status', { name: '连接状态' })).toHaveText('已连接');
  // In the room (its online count came with the join), so the push reaches this socket.
  await expect(room.getByText(/在线 [1-9]/)).toBeVisible();
  await qa(request, `/sports/matches/${RID}/score`, { h: 4, c: 2 });
  await expect(room.getByLabel('实时比分')).toContainText('4 : 2');
  await room.getByRole('textbox', { name: '聊天内容' }).fill('滚球走起');
  await room.getByRole('button', { name: '发送' }).click();
  await expect(room.getByRole('log', { name: '聊天消息' }).getByText('滚球走起')).toBeVisible();
});

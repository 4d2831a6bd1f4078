import type { Page } from '@playwright/test';
import { expectPlaying, lines } from '../e2e/live-player';
import { expect, logIn, openSite, qa, test, visit } from './support';

/**
 * The live match centre on the site with no server: its chat, whose WebSocket the world in the
 * page answers (msw's interception, server/src/fetch/msw-chat.ts), and its two stream lines,
 * whose clips the page world answers from the demo's copy, as the served site's live-chat and
 * live-view journeys are by the server. Match 7000101 is live, with video and its room.
 */
const RID = '7000101';
const chat = (page: Page) => page.getByRole('region', { name: '聊天室' });
const state = (page: Page) => chat(page).getByRole('status', { name: '连接状态' });

test('a member chats in a live room, sees QA\'s score push, and reconnects after QA drops the socket', async ({ page }) => {
  await openSite(page);
  await logIn(page);
  await visit(page, `/live/${RID}`);
  await expect(state(page)).toHaveText('已连接');

  await chat(page).getByRole('textbox', { name: '聊天内容' }).fill('  主队加油  ');
  await chat(page).getByRole('button', { name: '发送' }).click();
  await expect(chat(page).getByRole('log', { name: '聊天消息' }).getByText('主队加油')).toBeVisible();

  await qa(page, 'POST', `/sports/matches/${RID}/score`, { h: 7, c: 3 });
  await expect(chat(page).getByLabel('实时比分')).toContainText('7 : 3');

  await qa(page, 'POST', '/chat/drop', {});
  await expect(state(page)).toHaveText('未连接');
  // The client waits 5 s before reconnecting (spec 001 section 9); the room's history comes back with it.
  await expect(state(page)).toHaveText('已连接', { timeout: 10_000 });
  await expect(chat(page).getByRole('log', { name: '聊天消息' }).getByText('主队加油')).toBeVisible();
});

test('a moderation frame reaches the page: a member QA mutes sees why, and cannot send', async ({ page }) => {
  await openSite(page);
  await logIn(page);
  await visit(page, `/live/${RID}`);
  await expect(state(page)).toHaveText('已连接');
  await expect(chat(page).getByRole('textbox', { name: '聊天内容' })).toBeEnabled();
  await qa(page, 'POST', `/chat/rooms/${RID}/mute`, { userId: 10001, durationMs: 30 * 60_000 });
  await expect(chat(page).getByRole('alert')).toContainText('您已被禁言');
  await expect(chat(page).getByRole('button', { name: '发送' })).toBeDisabled();
});

test('线路1 plays the FLV clip and 线路2 the HLS one, both answered in the page', async ({ page }) => {
  await openSite(page);
  await visit(page, `/live/${RID}`);
  await lines(page).getByRole('button', { name: /线路2/ }).click();
  await expectPlaying(page, '线路2');
  await lines(page).getByRole('button', { name: /线路1/ }).click();
  await expectPlaying(page, '线路1');
});

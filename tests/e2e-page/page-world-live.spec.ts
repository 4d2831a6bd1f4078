import { expectPlaying, lines } from '../e2e/live-player';
import type { SocketFault } from '@betsite/contracts/socket-faults';
import { expect, loadAgain, logIn, openSite, qa, test, visit } from './support';
import { chat, chatLog, chatState, say } from '../e2e/chat-room';

/**
 * The live match centre on the site with no server: its chat, whose WebSocket the world in the
 * page answers (msw's interception, server/src/fetch/msw-chat.ts), and its two stream lines,
 * whose clips the page world answers from the demo's copy, as the served site's live-chat and
 * live-view journeys are by the server. Match 7000101 is live, with video and its room.
 */
const RID = '7000101';
/** A member's connection reads a login, a join and a history page: the fault acts on the next frame, the member's first message. */
const FRAMES_BEFORE_FIRST_MESSAGE = 3;

test('a member chats in a live room, sees QA\'s score push, reconnects after QA drops the socket, and finds the message in the room\'s history after a reload', async ({ page }) => {
  await openSite(page);
  await logIn(page);
  await visit(page, `/live/${RID}`);
  await expect(chatState(page)).toHaveText('已连接');

  await say(page, '  主队加油  ');
  await expect(chatLog(page).getByText('主队加油')).toBeVisible();

  await qa(page, 'POST', `/sports/matches/${RID}/score`, { h: 7, c: 3 });
  await expect(chat(page).getByLabel('实时比分')).toContainText('7 : 3');

  await qa(page, 'POST', '/chat/drop', {});
  await expect(chatState(page)).toHaveText('未连接');
  // The client waits 5 s before reconnecting (spec 001 section 9).
  await expect(chatState(page)).toHaveText('已连接', { timeout: 10_000 });

  // A new page: the room's history, kept in the saved world, has the message.
  await loadAgain(page, `/live/${RID}`);
  await expect(chatState(page)).toHaveText('已连接');
  await expect(chatLog(page).getByText('主队加油')).toBeVisible();
});

test('a moderation frame reaches the page: a member QA mutes sees why, and cannot send', async ({ page }) => {
  await openSite(page);
  await logIn(page);
  await visit(page, `/live/${RID}`);
  await expect(chatState(page)).toHaveText('已连接');
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

for (const [name, fault] of [
  ['a cut connection (no close frame)', { kind: 'socket-drop', afterFrames: FRAMES_BEFORE_FIRST_MESSAGE + 1 }],
  ['a close with the code 4503', { kind: 'socket-close', code: 4503, reason: 'qa: maintenance', afterFrames: FRAMES_BEFORE_FIRST_MESSAGE + 1 }],
] as const satisfies readonly (readonly [string, SocketFault])[]) {
  test(`the live chat survives ${name} forced in the page: the last frame arrives, then unconnected; what is sent meanwhile goes out after the reconnect`, async ({ page }) => {
    await openSite(page);
    await logIn(page);
    await qa(page, 'POST', '/scenarios', { path: '/chat/ws', fault, times: 1 });
    await visit(page, `/live/${RID}`);
    await expect(chatState(page)).toHaveText('已连接');

    // The echo of the first message is the frame after which the fault acts: it still arrives.
    await say(page, '断线前');
    await expect(chatLog(page).getByText('断线前')).toBeVisible();
    await expect(chatState(page)).toHaveText('未连接');

    await say(page, '断线时发的');
    await expect(chatLog(page).getByText('断线时发的')).toHaveCount(0);
    await expect(chatState(page)).toHaveText('已连接', { timeout: 10_000 });
    await expect(chatLog(page).getByText('断线时发的')).toBeVisible();
    // The fault was for one connection: this one stays.
    await say(page, '重连之后');
    await expect(chatLog(page).getByText('重连之后')).toBeVisible();
    await expect(chatState(page)).toHaveText('已连接');
  });
}

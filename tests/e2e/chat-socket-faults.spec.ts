import type { Page } from '@playwright/test';
import type { SocketFault } from '@betsite/contracts/socket-faults';
import { DEMO01 } from './auth-support';
import { expect, fixtureMember, forceScenario, signIn, test } from './support';
import { chat, chatLog, chatState, say } from './chat-room';

/**
 * The chat socket's faults forced through QA (docs/reference/qa-api.md, "The chat socket's faults"): the live chat loses its
 * socket, says so, keeps what the member sends meanwhile, reconnects 5 s later (spec 001 section 9)
 * and sends it then. Match 7000101 is live in the fixtures; its room starts empty.
 */
const LIVE = '/live/7000101';
/** A member's connection reads a login, a join and a history page: the fault acts on the next frame, the member's first message. */
const FRAMES_BEFORE_FIRST_MESSAGE = 3;


/** Records the close code of every socket the page opens (the browser's view of how it ended). */
async function recordCloses(page: Page): Promise<() => Promise<number[]>> {
  await page.addInitScript(() => {
    const seen: number[] = [];
    (window as unknown as { chatCloses: number[] }).chatCloses = seen;
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        this.addEventListener('close', (e) => seen.push(e.code));
      }
    };
  });
  return () => page.evaluate(() => (window as unknown as { chatCloses: number[] }).chatCloses);
}

for (const [name, fault, code] of [
  ['a cut connection (no close frame)', { kind: 'socket-drop', afterFrames: FRAMES_BEFORE_FIRST_MESSAGE + 1 }, 1006],
  ['a close with the code 4503', { kind: 'socket-close', code: 4503, reason: 'qa: maintenance', afterFrames: FRAMES_BEFORE_FIRST_MESSAGE + 1 }, 4503],
] as const satisfies readonly (readonly [string, SocketFault, number])[]) {
  test(`the live chat survives ${name}: unconnected, the message sent meanwhile goes out after the reconnect`, async ({ page, request }) => {
    await forceScenario(request, { path: '/chat/ws', fault, times: 1 });
    const closes = await recordCloses(page);
    await signIn(page, await fixtureMember(request, DEMO01));
    await page.goto(LIVE);
    await expect(chatState(page)).toHaveText('已连接');

    // The echo of the first message is the frame after which the fault acts.
    await say(page, '断线前');
    await expect(chatLog(page).getByText('断线前')).toBeVisible();
    await expect(chatState(page)).toHaveText('未连接');
    expect(await closes()).toEqual([code]);

    // Sent while unconnected: queued, not in the room yet.
    await say(page, '断线时发的');
    await expect(chat(page).getByRole('textbox', { name: '聊天内容' })).toHaveValue('');
    await expect(chatState(page)).toHaveText('未连接');
    await expect(chatLog(page).getByText('断线时发的')).toHaveCount(0);

    // 5 s later the client connects again, logs in, joins, and then sends what it queued.
    await expect(chatState(page)).toHaveText('已连接', { timeout: 10_000 });
    await expect(chatLog(page).getByText('断线时发的')).toBeVisible();
    // The fault was for one connection: this one stays.
    await say(page, '重连之后');
    await expect(chatLog(page).getByText('重连之后')).toBeVisible();
    await expect(chatState(page)).toHaveText('已连接');
    expect(await closes()).toEqual([code]);
  });
}

import type { Locator, Page } from '@playwright/test';

/** The live page's chat panel, for the served site's journeys and the page world's. */
export const chat = (page: Page): Locator => page.getByRole('region', { name: '聊天室' });
/** 已连接 or 未连接. */
export const chatState = (page: Page): Locator => chat(page).getByRole('status', { name: '连接状态' });
export const chatLog = (page: Page): Locator => chat(page).getByRole('log', { name: '聊天消息' });

/** Types a message and sends it. */
export async function say(page: Page, text: string): Promise<void> {
  await chat(page).getByRole('textbox', { name: '聊天内容' }).fill(text);
  await chat(page).getByRole('button', { name: '发送' }).click();
}

import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_PLAYERS } from '@betsite/contracts/qa-players';
import { API_URL, apiCall, captchaAnswer, expect } from './support';

/**
 * What the account journeys (auth-*.spec.ts) share: the fixture players, a browser with a chosen
 * device uuid, the login and captcha dialogs, and the QA API calls they read answers from (the
 * outbox) or steer the server with (clock). Each journey has a sandbox of its own (the QA kit, support.ts).
 */

const { demo01, away01 } = DEMO_PLAYERS;
/** Fixture players (fixtures/accounts.json) as the QA kit logs them in, with what the screens show of them. */
export const DEMO01 = { ...demo01, phone: demo01.codeTarget.value, nickName: '幸运星', maskedPhone: '138****5678', email: 'demo01@example.com' } as const;
/** Last logged in 100 days ago, from demo-device-05: the server answers 6028 on its own. */
export const AWAY01 = { ...away01, maskedPhone: '136****3333' } as const;

export const freshDeviceUuid = (): string => randomBytes(16).toString('hex');

/**
 * The browser presents this device uuid from its very first call (the app keeps a stored one),
 * e.g. a fixture player's trusted device, or a fresh one the account has never seen.
 */
export async function useDevice(page: Page, deviceUuid: string): Promise<void> {
  await page.addInitScript((uuid) => {
    if (localStorage.getItem('device_uuid') === null) localStorage.setItem('device_uuid', uuid);
  }, deviceUuid);
}

export function authDialog(page: Page, name: '登录' | '注册' | '找回密码' | '新设备验证'): Locator {
  return page.getByRole('dialog', { name });
}

export async function openLogin(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
  const dialog = authDialog(page, '登录');
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function fillLogin(dialog: Locator, name: string, password: string): Promise<void> {
  await dialog.getByLabel('用户名').fill(name);
  await dialog.getByLabel('密码', { exact: true }).fill(password);
}

/** From the home page of a browser presenting this device: the login dialog, filled and submitted. */
export async function logInFromHome(page: Page, player: { name: string; password: string }, deviceUuid: string): Promise<Locator> {
  await useDevice(page, deviceUuid);
  await page.goto('/home');
  const dialog = await openLogin(page);
  await fillLogin(dialog, player.name, player.password);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  return dialog;
}

/** The x-code of the image on screen (the app puts it on the image, since the replies are encrypted). */
export async function shownCaptchaId(page: Page): Promise<string> {
  const image = page.getByRole('dialog', { name: '图形验证' }).getByRole('img', { name: '图形验证码' });
  await expect(image).toBeVisible();
  const codeId = await image.getAttribute('data-code-id');
  expect(codeId).toBeTruthy();
  return codeId ?? '';
}

/** Answers the graphic captcha on screen with the text the QA API gives for its x-code. */
export async function solveGraphicCaptcha(page: Page, request: APIRequestContext): Promise<void> {
  const captcha = page.getByRole('dialog', { name: '图形验证' });
  const answer = await captchaAnswer(request, await shownCaptchaId(page));
  await captcha.getByRole('textbox', { name: '验证码' }).fill(answer);
  await captcha.getByRole('button', { name: '确定' }).click();
  await expect(captcha).toBeHidden();
}

interface OutboxEntry {
  channel: 'sms' | 'voice' | 'email';
  to: string;
  code: string;
  purpose: string;
}

/** Every code sent to this phone or email, newest first. */
export async function outbox(request: APIRequestContext, to: string): Promise<OutboxEntry[]> {
  const response = await request.get(`${API_URL}/__mock/outbox`, { params: { to } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as OutboxEntry[];
}

/** The newest code sent to this phone or email, once it is there. */
export async function latestCode(request: APIRequestContext, to: string, count = 1): Promise<OutboxEntry> {
  await expect.poll(async () => (await outbox(request, to)).length).toBeGreaterThanOrEqual(count);
  const [newest] = await outbox(request, to);
  if (!newest) throw new Error(`no code sent to ${to}`);
  return newest;
}

/** Moves the server clock forward (sessions, codes, the 60 s send limit all run on it). */
export async function advanceServerClock(request: APIRequestContext, advanceMs: number): Promise<void> {
  const response = await request.post(`${API_URL}/__mock/clock`, { data: { advanceMs } });
  expect(response.ok()).toBe(true);
}

/** Drags the slider captcha on screen to the place the QA API gives for its lot number, then confirms. */
export async function solveSliderCaptcha(page: Page, request: APIRequestContext): Promise<void> {
  const slider = page.getByRole('dialog', { name: '安全验证' });
  const track = slider.getByRole('img', { name: '拼图验证' });
  await expect(track).toBeVisible();
  const lotNumber = (await track.getAttribute('data-lot-number')) ?? '';
  expect(lotNumber).not.toBe('');
  const answer = await captchaAnswer(request, lotNumber);
  await slider.getByRole('slider', { name: '拖动滑块完成拼图' }).fill(answer);
  await slider.getByRole('button', { name: '确定' }).click();
  await expect(slider).toBeHidden();
}

/** Binds an email to a member through the product's own calls (sendCode/two type 1, then bindEmail). */
export async function bindEmail(request: APIRequestContext, token: string, email: string): Promise<void> {
  const obfuscatedTarget = Buffer.from([...email].reverse().join(''), 'utf8').toString('base64');
  await apiCall(request, '/site/api/v1/user/sendCode/two', { target: email, obfuscatedTarget, cate: 1, type: 1, version: 1 }, token);
  const { code } = await latestCode(request, email);
  await apiCall(request, '/site/api/v1/user/member/bindEmail', { email, code }, token);
}

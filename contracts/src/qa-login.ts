import CryptoJS from 'crypto-js';
import { SEND_CODE_CATE, SEND_CODE_TYPE } from './constants';
import type { Envelope } from './envelope';
import type { QaClient } from './qa-client';
import type { PlayerLogin } from './qa-players';
import { requiredHeaderValues } from './request-headers';
import { authContract } from './routes/auth';
import { obfuscateTarget, verificationContract } from './routes/verification';
import { Code, handlingOf } from './status-codes';

/**
 * The QA kits' login without the site's dialogs: the product's own calls, plain JSON (the server
 * accepts unencrypted calls), with the captcha answered from the QA API and a new-device code read
 * from the outbox. A test that is about something else starts logged in, whatever the site
 * settings ask. Platform-neutral: the Playwright kit (qa-playwright-login.ts) and the in-process
 * world (server/test-support/in-process-world.ts) each give it their own way of calling.
 */

export interface Session {
  name: string;
  token: string;
  userId: number;
  /** The device uuid the session was made from; the page presents the same one. */
  device: string;
}

/** A product call as the site makes it: the five required headers, the token when signed in. */
export type ProductCall = (path: string, body: unknown, device: string, token?: string) => Promise<Envelope>;

/** The headers of a plain product call: JSON, the five required ones, the token when signed in. */
export function productCallHeaders(device: string, token?: string): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...requiredHeaderValues(device, crypto.randomUUID()) };
  if (token) headers.token = token;
  return headers;
}

/** The envelope of a product call's reply text, or an error that shows what came instead. */
export function envelopeOfReply(path: string, status: number, text: string): Envelope {
  try {
    return JSON.parse(text) as Envelope;
  } catch {
    throw new Error(`${path} answered HTTP ${status} without an envelope: ${text.slice(0, 200)}`);
  }
}

/** Product calls with the platform's fetch to the API at `apiURL` (`headers` on every call: a sandbox's). */
export function fetchProductCaller(apiURL: string, headers: Record<string, string> = {}): ProductCall {
  return async (path, body, device, token) => {
    const response = await fetch(`${apiURL}${path}`, { method: 'POST', body: JSON.stringify(body), headers: { ...headers, ...productCallHeaders(device, token) } });
    return envelopeOfReply(path, response.status, await response.text());
  };
}

const md5 = (text: string): string => CryptoJS.MD5(text).toString();

/** A device uuid the account has never seen, for a player given without one. */
export const freshDevice = (): string => `qa-kit-${crypto.randomUUID()}`;

function refused(step: string, player: PlayerLogin, reply: Envelope): Error {
  return new Error(`logging in ${player.name}: ${step} answered ${reply.status_code} ${reply.message}`);
}

/** The graphic captcha, read from the QA API; the server takes it wherever a login needs a captcha. */
async function answeredCaptcha(call: ProductCall, qa: QaClient, player: PlayerLogin, device: string): Promise<{ codeId: string; code: string }> {
  const issued = await call(authContract.defaultKaptcha.path, {}, device);
  if (issued.status_code !== Code.SUCCESS) throw refused('the graphic captcha', player, issued);
  const codeId = (issued.data as { 'x-code': string })['x-code'];
  const answer = await qa.captcha({ params: { codeId } });
  if (answer.status !== 200) throw new Error(`logging in ${player.name}: the QA API has no answer for captcha ${codeId}`);
  return { codeId, code: answer.body.answer };
}

/** The new-device code (sendCode type 3) sent to the player's phone or e-mail and read from the outbox. */
async function newDeviceCode(call: ProductCall, qa: QaClient, player: PlayerLogin, device: string, shown: Envelope): Promise<string> {
  const target = player.codeTarget;
  if (target === undefined) {
    throw new Error(`logging in ${player.name}: the login asks for new-device verification (${shown.status_code}): give the player's codeTarget, or a device it trusts`);
  }
  const cate = target.kind === 'phone' ? SEND_CODE_CATE.sms : SEND_CODE_CATE.email;
  const body = { name: player.name, target: target.value, obfuscatedTarget: obfuscateTarget(target.value), cate, type: SEND_CODE_TYPE.newDevice, version: 1 };
  const sent = await call(verificationContract.sendCodeOne.path, body, device);
  if (sent.status_code !== Code.SUCCESS) throw refused('sending the new-device code', player, sent);
  const outbox = await qa.outbox({ query: { to: target.value } });
  const newest = outbox.status === 200 ? outbox.body.find((entry) => entry.purpose === 'new-device') : undefined;
  if (newest === undefined) throw new Error(`logging in ${player.name}: no new-device code in the outbox for ${target.value}`);
  return newest.code;
}

/**
 * Logs the player in through the API: from its device (a fresh one when none is given), with the
 * graphic captcha when the server asks for one (6021 or 6022: it takes the graphic one for either),
 * and the new-device code when it asks for verification (6025-6029).
 */
export async function logInThroughApi(call: ProductCall, qa: QaClient, player: PlayerLogin): Promise<Session> {
  const device = player.device ?? freshDevice();
  const credentials = { isAgent: 0, name: player.name, password: md5(player.password) };
  let reply = await call(authContract.login.path, { ...credentials, kaptchcate: 0 }, device);
  if (handlingOf(reply.status_code) === 'returned-as-value') {
    reply = await call(authContract.login.path, { ...credentials, kaptchcate: 2, ...(await answeredCaptcha(call, qa, player, device)) }, device);
  }
  if (handlingOf(reply.status_code) === 'new-device') {
    reply = await call(authContract.login.path, { ...credentials, sendCodeNum: await newDeviceCode(call, qa, player, device, reply) }, device);
  }
  if (reply.status_code !== Code.SUCCESS) throw refused('the login', player, reply);
  const { token, userId } = reply.data as { token: string; userId: number };
  return { name: player.name, token, userId, device };
}

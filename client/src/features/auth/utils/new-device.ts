import { PHONE_COMPLETION_LENGTH } from '@betsite/contracts/constants';
import { email as emailRule, MESSAGES, newDeviceCode, phoneCompletion } from '@betsite/contracts/validation';
import type { NewDeviceData } from '../../../lib/event-bus';
import { firstIssueMessage } from '../../../utils/form-errors';

/**
 * The pure half of new-device verification (spec 000 sections 4 and 5). The login answers
 * 6025-6029 with the masked phone (138****5678); the player proves the account by completing it
 * with its 4 middle digits, which makes the full number sendCode/one needs. An account without a
 * phone is verified by email (contracts/README.md "Login"): phoneNumber is then empty and `email`
 * carries the masked address, which the player completes by typing the whole address.
 */
export type VerificationChannel = { kind: 'phone'; masked: string } | { kind: 'email'; masked: string };

export function channelOf(device: Pick<NewDeviceData, 'phone' | 'email'>): VerificationChannel {
  if (device.phone === '' && device.email) return { kind: 'email', masked: device.email };
  return { kind: 'phone', masked: device.phone };
}

/** The data a 6025-6029 reply carries, read defensively (a forced QA reply may carry less). */
export function newDeviceData(reply: { data: unknown; message: string }, username: string, passwordHash: string): NewDeviceData {
  const data = typeof reply.data === 'object' && reply.data !== null ? (reply.data as Record<string, unknown>) : {};
  const phone = typeof data.phoneNumber === 'string' ? data.phoneNumber : '';
  const email = typeof data.email === 'string' && data.email !== '' ? data.email : undefined;
  const areaCode = typeof data.areaCode === 'string' && data.areaCode !== '' ? data.areaCode : undefined;
  return { phone, ...(areaCode === undefined ? {} : { areaCode }), ...(email === undefined ? {} : { email }), username, password: passwordHash, message: reply.message };
}

export type Completed = { ok: true; target: string } | { ok: false; message: string };

const STARS = /\*+/;

/** 138****5678 with the 4 middle digits filled in, or 手机号错误 when they are not 4 digits. */
export function completePhone(masked: string, middle: string): Completed {
  const digits = phoneCompletion.safeParse(middle.trim());
  const stars = STARS.exec(masked);
  if (!digits.success || !stars || stars[0].length !== PHONE_COMPLETION_LENGTH) return { ok: false, message: MESSAGES.phoneCompletion };
  return { ok: true, target: masked.replace(STARS, digits.data) };
}

/** The whole address typed by the player: a valid email that fits the mask (de****@example.com). */
export function completeEmail(masked: string, typed: string): Completed {
  const address = typed.trim();
  const parsed = emailRule.safeParse(address);
  if (!parsed.success) return { ok: false, message: firstIssueMessage(parsed.error, MESSAGES.emailInvalid) };
  const [head = '', tail = ''] = masked.split(STARS);
  const fits = address.length > head.length + tail.length && address.startsWith(head) && address.toLowerCase().endsWith(tail.toLowerCase());
  return fits ? { ok: true, target: address } : { ok: false, message: MESSAGES.emailInvalid };
}

export function completeTarget(channel: VerificationChannel, typed: string): Completed {
  return channel.kind === 'phone' ? completePhone(channel.masked, typed) : completeEmail(channel.masked, typed);
}

/** The code of the new-device login: a code must have been requested first, then exactly 6 digits. */
export function checkNewDeviceCode(code: string, requested: boolean): { ok: true; code: string } | { ok: false; message: string } {
  if (!requested) return { ok: false, message: MESSAGES.newDeviceCodeFirst };
  const parsed = newDeviceCode.safeParse(code.trim());
  return parsed.success ? { ok: true, code: parsed.data } : { ok: false, message: firstIssueMessage(parsed.error, MESSAGES.newDeviceCodeRule) };
}

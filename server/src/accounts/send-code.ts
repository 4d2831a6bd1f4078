import { Code } from '@betsite/contracts/status-codes';
import { SEND_CODE_CATE, SEND_CODE_TYPE } from '@betsite/contracts/constants';
import { MESSAGES, email as emailRule } from '@betsite/contracts/validation';
import { type CountryArea, type SEND_CODE_TYPES, deobfuscateTarget } from '@betsite/contracts/routes/verification';
import type { AccountsState } from './state';
import type { Account } from './account';
import { findAccountByName } from './state';
import type { Outbox, OutboxChannel } from '../qa/outbox';
import { type CodePurpose, emailTargetKey, phoneTargetKey } from './verification-codes';
import { maskEmail, maskPhone } from './member-info';
import { checkGraphic } from './captcha-policy';
import { type Result, refuse, success } from '../lib/reply';

/** What a code route needs: read `ctx.state` at call time, since a reset replaces it. */
export interface CodeDeps {
  state: AccountsState;
  outbox: Outbox;
  areas: readonly CountryArea[];
}

/** A place a code can go: the channel, the normalised key and how it is shown. */
export interface Target {
  channel: OutboxChannel;
  key: string;
  /** As the outbox lists it: the phone digits or the email. */
  to: string;
  masked: string;
}

export type Cate = (typeof SEND_CODE_CATE)[keyof typeof SEND_CODE_CATE];

export function channelOf(cate: Cate): OutboxChannel {
  switch (cate) {
    case SEND_CODE_CATE.sms:
      return 'sms';
    case SEND_CODE_CATE.email:
      return 'email';
    case SEND_CODE_CATE.voice:
      return 'voice';
  }
}

export function areaPattern(areas: readonly CountryArea[], areaCode: string): RegExp | undefined {
  const area = areas.find((a) => a.areaCode === areaCode);
  return area ? new RegExp(area.regex) : undefined;
}

/** A phone checked against its area's pattern (queryCountryArea), as a target. */
export function phoneTarget(areas: readonly CountryArea[], areaCode: string, phone: string, channel: 'sms' | 'voice' = 'sms'): Result<Target> {
  const re = areaPattern(areas, areaCode);
  if (!re?.test(phone)) return refuse(Code.ILLEGAL_PARAMETER, MESSAGES.phoneInvalid);
  return success({ channel, key: phoneTargetKey(areaCode, phone), to: phone, masked: maskPhone(phone) });
}

export function emailTarget(address: string): Result<Target> {
  if (!emailRule.safeParse(address).success) return refuse(Code.ILLEGAL_PARAMETER, MESSAGES.emailInvalid);
  return success({ channel: 'email', key: emailTargetKey(address), to: address.trim(), masked: maskEmail(address.trim()) });
}

/** The request's target read by its cate: a phone of the area for SMS and voice, an email for cate 1. */
export function requestedTarget(areas: readonly CountryArea[], body: { target: string; areaCode: string; cate: Cate }): Result<Target> {
  const channel = channelOf(body.cate);
  return channel === 'email' ? emailTarget(body.target) : phoneTarget(areas, body.areaCode, body.target, channel);
}

/** The account's own bound phone (SMS or voice) or email, if bound. */
export function boundTarget(account: Account, channel: OutboxChannel): Target | undefined {
  if (channel === 'email') return account.email ? { channel, key: emailTargetKey(account.email), to: account.email, masked: maskEmail(account.email) } : undefined;
  return account.phone ? { channel, key: phoneTargetKey(account.areaCode, account.phone), to: account.phone, masked: maskPhone(account.phone) } : undefined;
}

/** Whether an account other than `exceptUserId` has this phone or email bound. */
export function targetTaken(state: AccountsState, target: Target, exceptUserId: number): boolean {
  for (const a of state.accounts.values()) {
    if (a.userId === exceptUserId) continue;
    const bound = boundTarget(a, target.channel);
    if (bound?.key === target.key) return true;
  }
  return false;
}

/** The two copies of the target must agree; a mismatch is a forged or edited request. */
export function checkObfuscated(body: { target: string; obfuscatedTarget: string }): Result<void> {
  return deobfuscateTarget(body.obfuscatedTarget) === body.target ? success(undefined) : refuse(Code.ILLEGAL_PARAMETER);
}

/**
 * sendCode one/two need no captcha (they are rate-limited per target and account, and need the
 * full target), but a graphic one presented with the request (kaptchcate 2) must be right; it is
 * used up either way. The steps that need one go through captcha-policy.ts instead.
 */
export function checkCaptcha(state: AccountsState, body: { kaptchcate: number; codeId?: string | undefined; imageCode?: string | undefined }): Result<void> {
  return body.kaptchcate === 2 ? checkGraphic(state, body.codeId, body.imageCode) : success(undefined);
}

export interface SentTo {
  target: string;
  cate: Cate;
  expiresAt: number;
}

export function send(deps: CodeDeps, purpose: CodePurpose, userId: number, target: Target, cate: Cate): Result<SentTo> {
  const sent = deps.state.verificationCodes.issue({ purpose, userId, channel: target.channel, target: target.key, to: target.to }, deps.outbox);
  return sent.ok ? success({ target: target.masked, cate, expiresAt: sent.value.expiresAt }) : sent;
}

/** The same answer for an unknown name and a target that is not the name's, so names cannot be probed. */
function notTheirs(cate: Cate) {
  return refuse(Code.ILLEGAL_PARAMETER, cate === SEND_CODE_CATE.email ? '邮箱错误' : MESSAGES.phoneCompletion);
}

export interface SendCodeOneInput {
  name: string;
  target: string;
  obfuscatedTarget: string;
  areaCode: string;
  cate: Cate;
  type: typeof SEND_CODE_TYPE.reset | typeof SEND_CODE_TYPE.newDevice;
  kaptchcate: number;
  codeId?: string | undefined;
  imageCode?: string | undefined;
}

/** sendCode/one (public): a code to the named account's own phone or email, which the caller must know in full. */
export function sendCodeOne(deps: CodeDeps, body: SendCodeOneInput): Result<SentTo> {
  const steps = [checkObfuscated(body), checkCaptcha(deps.state, body)];
  for (const s of steps) if (!s.ok) return s;
  const wanted = requestedTarget(deps.areas, body);
  if (!wanted.ok) return wanted;
  const account = findAccountByName(deps.state, body.name);
  const bound = account && boundTarget(account, wanted.value.channel);
  if (!account || bound?.key !== wanted.value.key) return notTheirs(body.cate);
  return send(deps, body.type === SEND_CODE_TYPE.newDevice ? 'new-device' : 'reset', account.userId, wanted.value, body.cate);
}

export interface SendCodeTwoInput extends Omit<SendCodeOneInput, 'name' | 'type'> {
  name?: string | undefined;
  type: typeof SEND_CODE_TYPES.bind | typeof SEND_CODE_TYPE.reset;
}

/**
 * sendCode/two (signed in). Type 1: a code to the phone or email being bound, refused (6009) when
 * the account already has one or another account holds it. Type 2: a code to the bound one before
 * a password change; the target may be the masked form the member info shows.
 */
export function sendCodeTwo(deps: CodeDeps, account: Account, body: SendCodeTwoInput): Result<SentTo> {
  if (body.name !== undefined && body.name.toLowerCase() !== account.name.toLowerCase()) return refuse(Code.ILLEGAL_PARAMETER);
  const steps = [checkObfuscated(body), checkCaptcha(deps.state, body)];
  for (const s of steps) if (!s.ok) return s;
  const channel = channelOf(body.cate);
  if (body.type === SEND_CODE_TYPE.reset) {
    const bound = boundTarget(account, channel);
    if (!bound) return channel === 'email' ? refuse(Code.AUTHENTICATION_REQUIRED, '请先绑定邮箱') : refuse(Code.UNBOUND_PHONE);
    const given = channel === 'email' ? emailTargetKey(body.target) : phoneTargetKey(body.areaCode, body.target);
    if (body.target !== bound.masked && given !== bound.key) return notTheirs(body.cate);
    return send(deps, 'reset', account.userId, bound, body.cate);
  }
  const wanted = requestedTarget(deps.areas, body);
  if (!wanted.ok) return wanted;
  const isEmail = channel === 'email';
  if (boundTarget(account, channel)) return refuse(Code.DATA_EXISTS, isEmail ? '您已绑定邮箱' : '您已绑定手机号');
  if (targetTaken(deps.state, wanted.value, account.userId)) return refuse(Code.DATA_EXISTS, isEmail ? '该邮箱已被其他账号绑定' : '该手机号已被其他账号绑定');
  return send(deps, 'bind', account.userId, wanted.value, body.cate);
}

import { Code } from '@betsite/contracts/status-codes';
import { CAPTCHA_KTYPE, SEND_CODE_CATE } from '@betsite/contracts/constants';
import { MESSAGES } from '@betsite/contracts/validation';
import { RESET_VERIFIED_TTL_S } from '@betsite/contracts/routes/verification';
import type { Clock } from '../lib/clock';
import { findAccountByName } from './state';
import type { ResetVia } from './password-reset-progress';
import { hashPassword } from './passwords';
import { type Cate, type CodeDeps, type SentTo, type Target, boundTarget, emailTarget, phoneTarget, send } from './send-code';
import { captchaNeed, passCaptcha } from './captcha-policy';
import { CODE_TTL_MS } from './verification-codes';
import { type Result, refuse, success } from '../lib/reply';

/**
 * The forgotten-password wizard (spec 000 section 4): step one checks the name against the bound
 * phone or email and sends a code; step two checks the code; step three sets the new password.
 * Progress is kept per name and expires, so no step can be skipped or replayed later: step two
 * needs a live step one for the same target, step three a fresh step two.
 */
export const RESET_VERIFIED_TTL_MS = RESET_VERIFIED_TTL_S * 1000;
/** How long step one's progress waits for step two. */
export const RESET_PROGRESS_TTL_MS = 2 * CODE_TTL_MS;

export type ResetIdentity = { via: 'phone'; name: string; areaCode: string; phone: string } | { via: 'email'; name: string; email: string };

function targetOf(deps: CodeDeps, id: ResetIdentity, cate: Cate = SEND_CODE_CATE.sms): Result<Target> {
  return id.via === 'phone' ? phoneTarget(deps.areas, id.areaCode, id.phone, cate === SEND_CODE_CATE.voice ? 'voice' : 'sms') : emailTarget(id.email);
}

/** The same answer whichever of the two is wrong, so the wizard cannot be used to probe names. */
function mismatch(via: ResetVia) {
  return refuse(Code.ILLEGAL_PARAMETER, via === 'phone' ? '用户名或手机号码错误' : '用户名或邮箱错误');
}

export interface StepOneInput {
  cate?: Cate;
  kaptchcate: number;
  codeId?: string | undefined;
  imageCode?: string | undefined;
}

/**
 * Step one needs the captcha of ktype 2 (phone) or 3 (email), always: it sends a message. It is
 * checked first, so the name and target cannot be probed without solving one.
 */
export function resetStepOne(deps: CodeDeps & { clock: Clock }, id: ResetIdentity, extra: StepOneInput): Result<SentTo> {
  const need = captchaNeed(deps.state, id.via === 'phone' ? CAPTCHA_KTYPE.phoneReset : CAPTCHA_KTYPE.emailReset);
  const captcha = passCaptcha(deps.state, need, { kaptchcate: extra.kaptchcate, codeId: extra.codeId, code: extra.imageCode });
  if (!captcha.ok) return captcha;
  const cate = id.via === 'email' ? SEND_CODE_CATE.email : (extra.cate ?? SEND_CODE_CATE.sms);
  const wanted = targetOf(deps, id, cate);
  if (!wanted.ok) return wanted;
  const account = findAccountByName(deps.state, id.name);
  const bound = account && boundTarget(account, wanted.value.channel);
  if (!account || bound?.key !== wanted.value.key) return mismatch(id.via);
  const sent = send(deps, 'reset', account.userId, wanted.value, cate);
  if (!sent.ok) return sent;
  // The progress outlives the code, so a late step two hears "code expired" (6038), not "start over".
  deps.state.passwordResets.set(id.name, { userId: account.userId, via: id.via, target: wanted.value.key, stage: 'sent', expiresAt: deps.clock.now() + RESET_PROGRESS_TTL_MS });
  return sent;
}

export function resetStepTwo(deps: CodeDeps & { clock: Clock }, id: ResetIdentity, code: string): Result<{ expiresAt: number }> {
  const wanted = targetOf(deps, id);
  if (!wanted.ok) return wanted;
  const progress = deps.state.passwordResets.get(id.name);
  if (!progress || progress.via !== id.via || progress.target !== wanted.value.key || progress.stage !== 'sent') {
    return refuse(Code.AUTHENTICATION_REQUIRED, MESSAGES.newDeviceCodeFirst);
  }
  const checked = deps.state.verificationCodes.verify({ purpose: 'reset', userId: progress.userId, target: progress.target, code });
  if (!checked.ok) return checked;
  const expiresAt = deps.clock.now() + RESET_VERIFIED_TTL_MS;
  deps.state.passwordResets.set(id.name, { ...progress, stage: 'verified', expiresAt });
  return success({ expiresAt });
}

/** Sets the new password. The caller ends the player's sessions: a reset is often a takeover's cure. */
export async function resetStepThree(deps: CodeDeps, id: ResetIdentity, passwordMd5: string): Promise<Result<{ userId: number }>> {
  const wanted = targetOf(deps, id);
  if (!wanted.ok) return wanted;
  const progress = deps.state.passwordResets.get(id.name);
  const account = progress && deps.state.accounts.get(progress.userId);
  if (!progress || !account || progress.via !== id.via || progress.target !== wanted.value.key || progress.stage !== 'verified') {
    return refuse(Code.AUTHENTICATION_REQUIRED, '请先完成身份验证');
  }
  // Used up before the await, so two concurrent step-three calls cannot both pass.
  deps.state.passwordResets.delete(id.name);
  account.passwordHash = await hashPassword(passwordMd5);
  return success({ userId: account.userId });
}

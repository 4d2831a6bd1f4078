import { contract } from '@betsite/contracts/contract';
import { CAPTCHA_KTYPE, CODE_RESEND_COUNTDOWN_S, DEFAULT_AREA_CODE, KAPTCHCATE_AUTO_LOGIN, SEND_CODE_CATE } from '@betsite/contracts/constants';
import { obfuscateTarget, SEND_CODE_TYPES } from '@betsite/contracts/routes/verification';
import type { graphicNeededData, sliderNeededData } from '@betsite/contracts/routes/auth';
import { accepted } from '@betsite/contracts/qa-world';
import type { z } from 'zod';
import { expectDocumented, replySummary } from '../transport';
import { md5, uniqueDigits, uniqueName } from '../samples';
import { StepFailed, type Caller, type Steps } from './steps';

/**
 * Set-up steps of the account routes: captchas solved with the QA API's answer, a fresh account
 * registered through the product API, codes read from the QA outbox.
 */

/** A captcha as a step presents it: kaptchcate 0 none, 1 the slider's pass, 2 the graphic one. */
export interface SolvedCaptcha {
  kaptchcate: 0 | 1 | 2;
  codeId?: string;
  /** The graphic text, or the slider's lot_number. */
  code?: string;
}

type Ktype = (typeof CAPTCHA_KTYPE)[keyof typeof CAPTCHA_KTYPE];
type SliderNeeded = z.infer<typeof sliderNeededData>;

/** The slider challenge a step asks for (6022), answered by validateGeeCheck: the request that passes it. */
export async function sliderAnswer(steps: Steps, challenge: SliderNeeded['challenge']) {
  const { answer } = await accepted('the slider\'s answer', steps.qa.captcha({ params: { codeId: challenge.lot_number } }));
  const { lot_number, pass_token, gen_time, validate_way } = challenge;
  return { lot_number, captcha_output: answer, pass_token, gen_time, validate_way };
}

/** Whatever captcha the backend asks of a step (auth.kaptchcate), solved: graphic or slider, by the QA API's answer. */
export async function solveCaptcha(steps: Steps, ktype: Ktype, context: Record<string, string>, caller: Caller = {}): Promise<SolvedCaptcha> {
  const asked = await steps.call(contract.auth.kaptchcate, { ktype, context }, caller);
  expectDocumented(asked);
  const { status_code: code, data } = asked.body;
  if (code === 6000) return { kaptchcate: 0 };
  if (code === 6021 && (data as z.infer<typeof graphicNeededData>).kaptchcate === 2) {
    const { 'x-code': codeId } = await steps.data(contract.auth.defaultKaptcha, {}, caller);
    const { answer } = await accepted('the graphic captcha\'s answer', steps.qa.captcha({ params: { codeId } }));
    return { kaptchcate: 2, codeId, code: answer };
  }
  if (code === 6022) {
    const { challenge } = data as SliderNeeded;
    const pass = await steps.data(contract.auth.validateGeeCheck, await sliderAnswer(steps, challenge), caller);
    return { kaptchcate: 1, codeId: pass.codeId, code: challenge.lot_number };
  }
  throw new StepFailed(`set-up step auth.kaptchcate (ktype ${ktype}) answered ${replySummary(asked)}`);
}

export const FRESH_PASSWORD = 'qa123456';

/** auth.register's body for a new player: a unique name, FRESH_PASSWORD, its captcha solved. */
export async function freshRegistration(steps: Steps) {
  const name = uniqueName();
  const password = md5(FRESH_PASSWORD);
  return { name, password, secondPassword: password, ...(await solveCaptcha(steps, CAPTCHA_KTYPE.register, { name })) };
}

/** A new player registered through the product API (its captcha solved) and logged in: its name and token. */
export async function freshAccount(steps: Steps): Promise<{ name: string; token: string }> {
  const registration = await freshRegistration(steps);
  await steps.data(contract.auth.register, registration);
  const { name, password } = registration;
  // The login right after a registration, as the client makes it: no captcha, no new-device check.
  const { token } = await steps.data(contract.auth.login, { isAgent: 0, name, password, kaptchcate: KAPTCHCATE_AUTO_LOGIN });
  return { name, token };
}

/** A phone no account holds (mainland pattern) and an email of the reserved example domain. */
export const freshPhone = () => `139${uniqueDigits(8)}`;
export const freshEmail = () => `${uniqueName()}@example.com`;

/** sendCode/two's body: a code to `target` (a phone, or an email for cate 1) for `type` (1 bind it, 2 prove the bound one). */
export function sendCodeTwoBody(target: string, cate: 0 | 1, type: (typeof SEND_CODE_TYPES)[keyof typeof SEND_CODE_TYPES], areaCode = DEFAULT_AREA_CODE) {
  return { target, obfuscatedTarget: obfuscateTarget(target), areaCode, cate, version: 1, kaptchcate: 0, type };
}

/** The newest code the QA outbox shows, to `to` when given (in a sandbox of one flow, the newest is the flow's). */
export async function newestCode(steps: Steps, to?: string): Promise<{ code: string; to: string }> {
  const [newest] = await steps.controls.outbox(to);
  if (!newest) throw new StepFailed(`QA step the outbox: no code sent${to === undefined ? '' : ` to ${to}`}`);
  return newest;
}

/** A bind code sent to a fresh phone (cate 0) or email (cate 1) for `token`'s account, and the code. */
export async function bindCode(steps: Steps, token: string, cate: 0 | 1): Promise<{ target: string; code: string }> {
  const target = cate === SEND_CODE_CATE.sms ? freshPhone() : freshEmail();
  await steps.data(contract.verification.sendCodeTwo, sendCodeTwoBody(target, cate, SEND_CODE_TYPES.bind), { token });
  return { target, code: (await newestCode(steps, target)).code };
}

/**
 * The account's bound phone (cate 0) or email (cate 1) in full, and the code just sent to it: the
 * member info shows it masked, sendCode/two takes the masked form, and the QA outbox shows where
 * the code went.
 */
export async function boundTargetCode(steps: Steps, cate: 0 | 1): Promise<{ target: string; code: string; areaCode: string }> {
  const info = await steps.data(contract.member.info, { isPop: 0 });
  const masked = cate === SEND_CODE_CATE.sms ? info.phone : info.email;
  if (masked === null) throw new StepFailed(`the account has no ${cate === SEND_CODE_CATE.sms ? 'phone' : 'email'} bound`);
  await steps.data(contract.verification.sendCodeTwo, sendCodeTwoBody(masked, cate, SEND_CODE_TYPES.reset, info.areaCode));
  const { code, to } = await newestCode(steps);
  return { target: to, code, areaCode: info.areaCode };
}

/** One code per target per 60 s: a flow that sends a second one moves its sandbox's clock past the countdown. */
export async function pastResendCountdown(steps: Steps): Promise<void> {
  await steps.controls.moveClock((CODE_RESEND_COUNTDOWN_S + 1) * 1000);
}

import { contract } from '@betsite/contracts/contract';
import { accepted } from '@betsite/contracts/qa-world';
import { CAPTCHA_KTYPE, SEND_CODE_CATE, SEND_CODE_TYPE } from '@betsite/contracts/constants';
import { PASSWORD_TYPE } from '@betsite/contracts/routes/member';
import { obfuscateTarget, SEND_CODE_TYPES } from '@betsite/contracts/routes/verification';
import type { sliderNeededData } from '@betsite/contracts/routes/auth';
import type { z } from 'zod';
import { expectDocumented, replySummary } from '../transport';
import { md5 } from '../samples';
import { boundTargetCode, bindCode, freshAccount, freshRegistration, newestCode, pastResendCountdown, sendCodeTwoBody, sliderAnswer, solveCaptcha, type SolvedCaptcha } from './account-steps';
import { input, type Prepared, type Recipes } from './recipe';
import { StepFailed, suiteLogin, type Steps } from './steps';

/** Why the account flows need the QA API: what only it can give. */
const CAPTCHA_ANSWER = 'the captcha\'s answer (GET /__mock/captcha/:codeId) to register a fresh account';
const CODE_SENT = 'the code sent by SMS or email (GET /__mock/outbox)';
const RESET_FLOW = `${CODE_SENT} and the captcha's answer (GET /__mock/captcha/:codeId), in a sandbox: the reset ends the account's sessions`;

/** A 1×1 PNG: the smallest image uploadImage takes. */
const PNG_DATA_URL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A captcha's fields as the reset wizard and sendCode take them (the text or lot_number as imageCode). */
const imageCaptcha = ({ kaptchcate, codeId, code }: SolvedCaptcha) => ({ kaptchcate, ...(codeId ? { codeId, imageCode: code } : {}) });

/**
 * The forgotten-password wizard on the account's bound phone (cate 0) or email (cate 1), up to the
 * step checked: step one needs the full target (the outbox shows where the code to the masked one
 * went, and the countdown of that code is waited out on the sandbox's clock) and the captcha.
 */
async function forgetWizard(steps: Steps, cate: 0 | 1, step: 1 | 2 | 3): Promise<Prepared> {
  const { name } = steps.target.credentials;
  const { target, areaCode } = await boundTargetCode(steps, cate);
  await pastResendCountdown(steps);
  const byPhone = cate === SEND_CODE_CATE.sms;
  const who = byPhone ? { name, phone: target, areaCode } : { name, email: target };
  const captcha = await solveCaptcha(steps, byPhone ? CAPTCHA_KTYPE.phoneReset : CAPTCHA_KTYPE.emailReset, byPhone ? { name, phone: target } : { name, email: target });
  const one = { ...who, ...imageCaptcha(captcha), ...(byPhone ? { cate: SEND_CODE_CATE.sms } : {}) };
  if (step === 1) return input(one);
  const routes = byPhone ? contract.verification.forgetByPhoneOne : contract.verification.forgetByEmailOne;
  await steps.data(routes, one);
  const two = { ...who, code: (await newestCode(steps, target)).code };
  if (step === 2) return input(two);
  await steps.data(byPhone ? contract.verification.forgetByPhoneTwo : contract.verification.forgetByEmailTwo, two);
  const password = md5('qa-reset-1');
  return input({ ...who, password, secondPassword: password });
}

/** A withdrawal password set by a code to the bound phone or email (in a sandbox: the account keeps its own). */
async function passwordByCode(steps: Steps, cate: 0 | 1): Promise<Prepared> {
  const { code } = await boundTargetCode(steps, cate);
  const password = md5('654321');
  return input({ type: PASSWORD_TYPE.withdraw, code, password, secondPassword: password });
}

export const ACCOUNT_RECIPES: Recipes = {
  'auth.login': {
    needs: 'the account\'s own device (--device), trusted from this address',
    request: (s) => Promise.resolve(suiteLogin(s.target)),
  },
  'auth.register': {
    qa: CAPTCHA_ANSWER,
    request: async (s) => input(await freshRegistration(s)),
  },
  'auth.logout': {
    // Its own session: the suite's goes on.
    request: async (s) => ({ input: {}, caller: { token: (await s.logIn()).token } }),
  },
  'auth.kaptchcate': {
    needs: 'the account\'s own device (--device), trusted from this address: login asks it no captcha',
    request: (s) => Promise.resolve({ input: { ktype: CAPTCHA_KTYPE.login, context: { name: s.target.credentials.name } }, caller: { device: s.target.credentials.device } }),
  },
  'auth.validateGeeCheck': {
    qa: 'a slider challenge (the site\'s captcha kind set to slider, PUT /__mock/settings) and its answer (GET /__mock/captcha/:lot_number), in a sandbox',
    sandbox: true,
    request: async (s) => {
      await accepted('the captcha kind', s.qa.putSettings({ body: { captchaKind: 'slider' } }));
      const asked = await s.call(contract.auth.kaptchcate, { ktype: CAPTCHA_KTYPE.register, context: {} });
      expectDocumented(asked);
      if (asked.body.status_code !== 6022) throw new StepFailed(`set-up step auth.kaptchcate with the slider set answered ${replySummary(asked)}, not 6022 with a challenge`);
      return input(await sliderAnswer(s, (asked.body.data as z.infer<typeof sliderNeededData>).challenge));
    },
  },
  'member.bindOther': {
    // The account's own sex again: a change that changes nothing.
    request: async (s) => input({ sex: (await s.data(contract.member.info, { isPop: 0 })).sex }),
  },
  'member.bindEmail': {
    qa: `${CAPTCHA_ANSWER} (the account's email is bound once) and ${CODE_SENT}`,
    request: async (s) => {
      const { token } = await freshAccount(s);
      const { target, code } = await bindCode(s, token, SEND_CODE_CATE.email);
      return { input: { email: target, code }, caller: { token } };
    },
  },
  'member.bindPhone': {
    qa: `${CAPTCHA_ANSWER} (the account's phone is bound once) and ${CODE_SENT}`,
    request: async (s) => {
      const { token } = await freshAccount(s);
      const { target, code } = await bindCode(s, token, SEND_CODE_CATE.sms);
      return { input: { areaCode: '86', phone: target, code }, caller: { token } };
    },
  },
  'member.bindFromDeposit': {
    qa: `${CAPTCHA_ANSWER}: a real name is bound once`,
    request: async (s) => ({ input: { realName: '李雷' }, caller: { token: (await freshAccount(s)).token } }),
  },
  'member.bindPassword': {
    needs: 'the withdrawal password (--pay-password)',
    request: (s) => {
      const old = md5(s.target.credentials.payPassword);
      const changed = md5(`${s.target.credentials.payPassword}1`);
      return Promise.resolve(input({ type: PASSWORD_TYPE.withdraw, oldPassword: old, password: changed, secondPassword: changed }));
    },
    // Back to the password it had.
    undo: async (s, _data, { input: sent }) => {
      const { oldPassword, password } = sent as { oldPassword: string; password: string };
      await s.data(contract.member.bindPassword, { type: PASSWORD_TYPE.withdraw, oldPassword: password, password: oldPassword, secondPassword: oldPassword });
    },
  },
  'member.bindPasswordByPhone': { qa: `${CODE_SENT}, in a sandbox`, sandbox: true, needs: 'a bound phone', request: (s) => passwordByCode(s, SEND_CODE_CATE.sms) },
  'member.bindPasswordByEmail': { qa: `${CODE_SENT}, in a sandbox`, sandbox: true, needs: 'a bound email', request: (s) => passwordByCode(s, SEND_CODE_CATE.email) },
  'member.addAvatar': {
    request: async (s) => input({ url: (await s.data(contract.member.avatarList, {})).list[0]!.url }),
  },
  'member.uploadImage': { request: () => Promise.resolve(input({ image: PNG_DATA_URL, purpose: 'feedback' })) },
  'verification.sendCodeTwo': {
    // One code per account and purpose per 60 s, and the run sends several (one per mode, the flows).
    qa: 'a sandbox: one code per account and purpose per 60 s, and the run sends one in each mode',
    sandbox: true,
    needs: 'a bound phone',
    request: async (s) => {
      const info = await s.data(contract.member.info, { isPop: 0 });
      if (info.phone === null) throw new StepFailed('the account has no phone bound');
      return input(sendCodeTwoBody(info.phone, SEND_CODE_CATE.sms, SEND_CODE_TYPES.reset, info.areaCode));
    },
  },
  'verification.sendCodeOne': {
    qa: `the account's full phone (where ${CODE_SENT} went) and the sandbox's clock moved past its 60 s countdown, in a sandbox`,
    sandbox: true,
    needs: 'a bound phone',
    request: async (s) => {
      const { target, areaCode } = await boundTargetCode(s, SEND_CODE_CATE.sms);
      await pastResendCountdown(s);
      const { name } = s.target.credentials;
      return input({ name, target, obfuscatedTarget: obfuscateTarget(target), areaCode, cate: SEND_CODE_CATE.sms, version: 1, kaptchcate: 0, type: SEND_CODE_TYPE.newDevice });
    },
  },
  'verification.forgetByPhoneOne': { qa: RESET_FLOW, sandbox: true, needs: 'a bound phone', request: (s) => forgetWizard(s, SEND_CODE_CATE.sms, 1) },
  'verification.forgetByPhoneTwo': { qa: RESET_FLOW, sandbox: true, needs: 'a bound phone', request: (s) => forgetWizard(s, SEND_CODE_CATE.sms, 2) },
  'verification.forgetByPhoneThree': { qa: RESET_FLOW, sandbox: true, needs: 'a bound phone', request: (s) => forgetWizard(s, SEND_CODE_CATE.sms, 3) },
  'verification.forgetByEmailOne': { qa: RESET_FLOW, sandbox: true, needs: 'a bound email', request: (s) => forgetWizard(s, SEND_CODE_CATE.email, 1) },
  'verification.forgetByEmailTwo': { qa: RESET_FLOW, sandbox: true, needs: 'a bound email', request: (s) => forgetWizard(s, SEND_CODE_CATE.email, 2) },
  'verification.forgetByEmailThree': { qa: RESET_FLOW, sandbox: true, needs: 'a bound email', request: (s) => forgetWizard(s, SEND_CODE_CATE.email, 3) },
};

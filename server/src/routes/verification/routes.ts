import { initServer } from '@ts-rest/fastify';
import { contract } from '@betsite/contracts/contract';
import { CODE_RESEND_COUNTDOWN_S } from '@betsite/contracts/constants';
import { SEND_CODE_MESSAGES } from '@betsite/contracts/routes/verification';
import type { AppContext } from '../../composition/context';
import { signedIn } from '../../plugins/auth';
import { answer, fail, ok, type Result } from '../../lib/reply';
import { type SentTo, sendCodeOne, sendCodeTwo } from '../../accounts/send-code';
import { type ResetIdentity, resetStepOne, resetStepThree, resetStepTwo } from '../../accounts/password-reset';

const s = initServer();

/** A sent code: the masked target, the countdowns, and the spec's per-channel wording. */
function sentReply(r: Result<SentTo>, now: number) {
  if (!r.ok) return fail(r.code, r.message, r.data ?? null);
  const { target, cate, expiresAt } = r.value;
  return ok({ target, cate, expiresInSeconds: Math.ceil((expiresAt - now) / 1000), resendInSeconds: CODE_RESEND_COUNTDOWN_S }, SEND_CODE_MESSAGES[cate]);
}

export function verificationRoutes(ctx: AppContext) {
  const deps = () => ({ state: ctx.state, outbox: ctx.outbox, areas: ctx.fixtures.areas, clock: ctx.clock });
  const viaPhone = (b: { name: string; areaCode: string; phone: string }): ResetIdentity => ({ via: 'phone', name: b.name, areaCode: b.areaCode, phone: b.phone });
  const viaEmail = (b: { name: string; email: string }): ResetIdentity => ({ via: 'email', name: b.name, email: b.email });

  const stepTwo = (id: ResetIdentity, code: string) =>
    Promise.resolve(answer(resetStepTwo(deps(), id, code), ({ expiresAt }) => ({ expiresInSeconds: Math.ceil((expiresAt - ctx.clock.now()) / 1000) })));
  const stepThree = async (id: ResetIdentity, password: string) => {
    const r = await resetStepThree(deps(), id, password);
    if (!r.ok) return fail(r.code, r.message, r.data ?? null);
    // A forgotten password is often a taken-over account: every session ends with it.
    ctx.sessions.expire({ userId: r.value.userId });
    return ok(null, '密码重置成功，请重新登录');
  };

  return s.router(contract.verification, {
    sendCodeOne: ({ body }) => Promise.resolve(sentReply(sendCodeOne(deps(), body), ctx.clock.now())),
    sendCodeTwo: ({ body, request }) => Promise.resolve(sentReply(sendCodeTwo(deps(), signedIn(request).account, body), ctx.clock.now())),
    queryCountryArea: () => Promise.resolve(ok(ctx.fixtures.areas)),
    forgetByPhoneOne: ({ body }) => Promise.resolve(sentReply(resetStepOne(deps(), viaPhone(body), body), ctx.clock.now())),
    forgetByPhoneTwo: ({ body }) => stepTwo(viaPhone(body), body.code),
    forgetByPhoneThree: ({ body }) => stepThree(viaPhone(body), body.password),
    forgetByEmailOne: ({ body }) => Promise.resolve(sentReply(resetStepOne(deps(), viaEmail(body), body), ctx.clock.now())),
    forgetByEmailTwo: ({ body }) => stepTwo(viaEmail(body), body.code),
    forgetByEmailThree: ({ body }) => stepThree(viaEmail(body), body.password),
  });
}
